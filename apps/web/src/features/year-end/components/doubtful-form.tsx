import { Button, Checkbox, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/ui/date-field.tsx';
import { ScrollTable } from '../../../components/ui/scroll-table.tsx';
import { formatCalendarDate } from '../../../lib/format.ts';
import { useMoney } from '../../invoices/public.ts';
import { useOpenItems } from '../../matching/api/get-open-items.ts';
import { useParty } from '../../parties/api/get-party.ts';
import { PartyPicker } from '../../parties/public.ts';
import { useCreateDoubtfulReceivable } from '../api/create-doubtful-receivable.ts';
import { AmountInput, apiAmount, RefusalAlert } from './year-end-fields.tsx';

/** Sums decimal texts of the API exactly, at the company's scale. */
function sumDecimals(amounts: readonly string[], scale: number): string {
  const units = amounts.reduce((total, amount) => {
    const [whole = '0', fraction = ''] = amount.replace('-', '').split('.');
    const value = BigInt(whole) * 10n ** BigInt(scale) + BigInt((fraction + '0'.repeat(scale)).slice(0, scale) || '0');
    return total + (amount.startsWith('-') ? -value : value);
  }, 0n);
  const sign = units < 0n ? '-' : '';
  const digits = (units < 0n ? -units : units).toString().padStart(scale + 1, '0');
  return scale === 0 ? `${sign}${digits}` : `${sign}${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
}

/** A customer's open items at the folder's end, to tick; the amount moved is their total. */
function OpenItemsPicker(props: {
  items: Array<{
    lineId: string;
    date: string;
    documentNumber: string;
    label: string | null;
    debit: string;
    credit: string;
  }>;
  chosen: string[];
  onChange: (ids: string[]) => void;
}) {
  const { t, i18n } = useTranslation('yearEnd');
  const money = useMoney();
  const language = i18n.resolvedLanguage ?? 'en';
  if (props.items.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('doubtful.noItems')}
      </Text>
    );
  const toggle = (id: string) =>
    props.onChange(props.chosen.includes(id) ? props.chosen.filter((item) => item !== id) : [...props.chosen, id]);
  return (
    <ScrollTable minWidth={480} label={t('doubtful.items')}>
      <Table verticalSpacing={4}>
        <Table.Tbody>
          {props.items.map((item) => (
            <Table.Tr key={item.lineId}>
              <Table.Td w={40}>
                <Checkbox
                  aria-label={`${item.documentNumber} ${item.label ?? ''}`}
                  checked={props.chosen.includes(item.lineId)}
                  onChange={() => toggle(item.lineId)}
                />
              </Table.Td>
              <Table.Td>{formatCalendarDate(item.date, language)}</Table.Td>
              <Table.Td ff="monospace">{item.documentNumber}</Table.Td>
              <Table.Td style={{ textAlign: 'right' }}>
                {money.format(item.debit !== '0' && !/^0(\.0+)?$/.test(item.debit) ? item.debit : `-${item.credit}`)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}

/** Doubtful receivable: the customer, its items from the aged balance, the VAT in them and the part at risk. */
export function DoubtfulForm({
  companyId,
  workFolderId,
  endDate,
}: {
  companyId: string;
  workFolderId: string;
  endDate: string;
}) {
  const { t, i18n } = useTranslation('yearEnd');
  const language = i18n.resolvedLanguage ?? 'en';
  const money = useMoney();
  const create = useCreateDoubtfulReceivable(workFolderId);
  const [partyId, setPartyId] = useState<string | null>(null);
  const [date, setDate] = useState(endDate);
  const [chosen, setChosen] = useState<string[]>([]);
  const [vat, setVat] = useState('');
  const [allowance, setAllowance] = useState('');
  const party = useParty(companyId, 'CUSTOMER', partyId, workFolderId);
  const subAccountId = party.data?.subAccountId ?? null;
  const openItems = useOpenItems(companyId, subAccountId ? { subAccountId } : null, date);
  const items = openItems.data?.items ?? [];
  const picked = items.filter((item) => chosen.includes(item.lineId));
  const amount = sumDecimals(
    picked.map((item) => sumDecimals([item.debit, `-${item.credit}`], money.scale ?? 0)),
    money.scale ?? 0,
  );
  const submit = () =>
    create.mutate(
      {
        partyId: partyId ?? '',
        date,
        amount,
        vat: apiAmount(vat, language),
        allowance: apiAmount(allowance, language),
        itemLineIds: chosen,
      },
      {
        onSuccess: () => {
          setVat('');
          setAllowance('');
        },
      },
    );
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <PartyPicker
          partyRole="CUSTOMER"
          label={t('doubtful.customer')}
          value={partyId}
          onChange={(id) => {
            setPartyId(id);
            setChosen([]);
          }}
        />
        <DateField label={t('fields.date')} value={date} onChange={setDate} />
      </SimpleGrid>
      {subAccountId && <OpenItemsPicker items={items} chosen={chosen} onChange={setChosen} />}
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <AmountInput
          label={t('doubtful.amount')}
          value={money.format(amount, { withCurrency: false })}
          onChange={() => undefined}
          readOnly
        />
        <AmountInput label={t('fields.vat')} value={vat} onChange={setVat} />
        <AmountInput label={t('doubtful.allowance')} value={allowance} onChange={setAllowance} />
      </SimpleGrid>
      <RefusalAlert error={create.error} />
      <Group justify="flex-end">
        <Button onClick={submit} loading={create.isPending} disabled={!partyId || picked.length === 0}>
          {t('doubtful.book')}
        </Button>
      </Group>
    </Stack>
  );
}
