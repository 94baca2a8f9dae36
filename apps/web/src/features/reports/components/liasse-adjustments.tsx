import type { Liasse } from '@bilan/contract';
import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScrollTable } from '../../../components/ui/scroll-table.tsx';
import { normalizeDecimalInput } from '../../../lib/decimal-input.ts';
import { useCan } from '../../../lib/permissions.ts';
import { serverErrorCode } from '../../../lib/server-fields.ts';
import { useDeleteLiasseAdjustment, useSaveLiasseAdjustment } from '../api/liasse-adjustments.ts';
import type reportsEn from '../reports.en.json';
import { useReportAmounts } from './report-frame.tsx';

type Adjustments = Liasse['adjustments'];
type RefusalCode = keyof (typeof reportsEn)['liasse']['adjustments']['errors'];

/** A new adjustment's id, chosen here so that sending it twice writes it once (PUT by id). */
function newAdjustmentId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function Refusal({ error }: { error: unknown }) {
  const { t } = useTranslation('reports');
  if (!error) return null;
  const code = (serverErrorCode(error) ?? 'other') as RefusalCode;
  return (
    <Alert color="red" variant="light" role="alert">
      {t(`liasse.adjustments.errors.${code}`, { defaultValue: t('liasse.adjustments.errors.other') })}
    </Alert>
  );
}

/** The adjustments entered, each with its box and a button to remove it while the package is prepared. */
function AdjustmentRows({
  workFolderId,
  adjustments,
  canEdit,
}: {
  workFolderId: string;
  adjustments: Adjustments;
  canEdit: boolean;
}) {
  const { t } = useTranslation('reports');
  const amount = useReportAmounts();
  const remove = useDeleteLiasseAdjustment(workFolderId);
  if (adjustments.adjustments.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('liasse.adjustments.empty')}
      </Text>
    );
  }
  return (
    <>
      <ScrollTable minWidth={420} label={t('liasse.adjustments.title')}>
        <Table aria-label={t('liasse.adjustments.title')} withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('liasse.box')}</Table.Th>
              <Table.Th>{t('liasse.label')}</Table.Th>
              <Table.Th ta="right">{t('liasse.adjustments.amount')}</Table.Th>
              {canEdit && <Table.Th>{t('liasse.adjustments.actions')}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {adjustments.adjustments.map((row) => (
              <Table.Tr key={row.id} data-adjustment={`${row.form}:${row.box}`}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{`${row.form} ${row.box}`}</Table.Td>
                <Table.Td>{row.label}</Table.Td>
                <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                  {amount(row.amount)}
                </Table.Td>
                {canEdit && (
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('liasse.adjustments.remove', { label: row.label })}
                      loading={remove.isPending && remove.variables === row.id}
                      onClick={() => remove.mutate(row.id)}
                    >
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollTable>
      <Refusal error={remove.error} />
    </>
  );
}

/** A new adjustment: the box it goes to, what it is (its label) and its amount, above zero. */
function AdjustmentForm({ workFolderId, adjustments }: { workFolderId: string; adjustments: Adjustments }) {
  const { t, i18n } = useTranslation('reports');
  const save = useSaveLiasseAdjustment(workFolderId);
  const [box, setBox] = useState<string | null>(null);
  const [label, setLabel] = useState('');
  const [amount, setAmount] = useState('');
  const options = adjustments.adjustableBoxes.map((row) => ({
    value: `${row.form}:${row.box}`,
    label: `${row.form} ${row.box} — ${row.label}`,
  }));
  const submit = () => {
    const [form = '', code = ''] = (box ?? '').split(':');
    const typed = normalizeDecimalInput(amount, i18n.resolvedLanguage ?? 'en') || amount;
    save.mutate(
      { adjustmentId: newAdjustmentId(), body: { form, box: code, label, amount: typed } },
      {
        onSuccess: () => {
          setLabel('');
          setAmount('');
        },
      },
    );
  };
  return (
    <Stack gap="xs">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <Select label={t('liasse.adjustments.box')} data={options} value={box} onChange={setBox} />
        <TextInput
          label={t('liasse.label')}
          value={label}
          maxLength={200}
          onChange={(event) => setLabel(event.currentTarget.value)}
        />
        <TextInput
          label={t('liasse.adjustments.amount')}
          value={amount}
          inputMode="decimal"
          autoComplete="off"
          onChange={(event) => setAmount(event.currentTarget.value)}
          styles={{ input: { fontVariantNumeric: 'tabular-nums', textAlign: 'right' } }}
        />
      </SimpleGrid>
      <Refusal error={save.error} />
      <Group justify="flex-end">
        <Button disabled={!box || !label.trim() || !amount.trim()} loading={save.isPending} onClick={submit}>
          {t('liasse.adjustments.add')}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * The preparer's adjustments of the taxable result on the liasse screen (2033-B 330, 350, 356; 2033-D 982 for a
 * first folder); under the normal regime, a note that the 2058-A is not drawn.
 */
export function LiasseAdjustments({ workFolderId, data }: { workFolderId: string; data: Liasse }) {
  const { t } = useTranslation('reports');
  const canManage = useCan('work-folders.manage');
  const adjustments = data.adjustments;
  if (data.regime === 'NORMAL') {
    return (
      <Alert color="blue" variant="light" mb="sm" title={t('liasse.adjustments.title')}>
        {t('liasse.adjustments.normal')}
      </Alert>
    );
  }
  const canEdit = canManage && adjustments.editable;
  return (
    <Stack gap="xs" mb="md" component="section" aria-labelledby="liasse-adjustments-title">
      <Title order={3} size="h6" id="liasse-adjustments-title">
        {t('liasse.adjustments.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('liasse.adjustments.intro')}
      </Text>
      <AdjustmentRows workFolderId={workFolderId} adjustments={adjustments} canEdit={canEdit} />
      {!adjustments.editable && (
        <Text size="sm" c="dimmed">
          {t('liasse.adjustments.locked')}
        </Text>
      )}
      {canEdit && <AdjustmentForm workFolderId={workFolderId} adjustments={adjustments} />}
    </Stack>
  );
}
