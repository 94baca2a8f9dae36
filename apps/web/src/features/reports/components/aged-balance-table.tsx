import type { AgedBalanceReport } from '@bilan/contract';
import { ActionIcon, Anchor, Group, Paper, Table, Text } from '@mantine/core';
import { IconMailExclamation, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HiddenHeader } from '../../../components/ui/hidden-header.tsx';
import { LazyTooltip } from '../../../components/ui/lazy-tooltip.tsx';
import { ScrollTable } from '../../../components/ui/scroll-table.tsx';
import { useCan } from '../../../lib/permissions.ts';
import { useAmountIn } from '../../../lib/use-amount-in.ts';
import { reminderMailTarget } from '../../invoices/api/document-mails.ts';
import { SendByEmailDialog } from '../../invoices/public.ts';
import { useCurrentWorkFolder } from '../../shell/api/get-work-folders.ts';
import { useDownloadReminderLetter } from '../api/download-reminder-letter.ts';
import { useReportAmounts } from './report-frame.tsx';

const BUCKETS = ['notDue', 'days0To30', 'days31To60', 'days61To90', 'over90'] as const;
const OVERDUE_BUCKETS = ['days0To30', 'days31To60', 'days61To90', 'over90'] as const;
const amountStyle = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

type AgedParty = AgedBalanceReport['parties'][number];

/** A decimal string above zero, read as text: money never passes through a float. */
const isPositive = (amount: string) => !amount.startsWith('-') && /[1-9]/.test(amount);

/** The parties' rows by bucket, with the totals below; a customer with something past due gets a reminder button. */
export function AgedBalanceTable({ report, type }: { report: AgedBalanceReport; type: AgedBalanceReport['type'] }) {
  const { t } = useTranslation('reports');
  const amount = useReportAmounts();
  const caption = t(`aged.${type}Caption`);
  return (
    <Paper withBorder radius="lg" style={{ overflow: 'hidden' }}>
      <ScrollTable minWidth={900} label={caption}>
        <Table striped highlightOnHover verticalSpacing={6} fz="sm" aria-label={caption}>
          <Table.Thead bg="gray.0">
            <Table.Tr>
              <Table.Th>{t('aged.party')}</Table.Th>
              <Table.Th ta="right">{t('aged.documents')}</Table.Th>
              <Table.Th>{t('aged.currency')}</Table.Th>
              {BUCKETS.map((bucket) => (
                <Table.Th key={bucket} ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {t(`aged.${bucket}`)}
                </Table.Th>
              ))}
              <Table.Th ta="right">{t('aged.total')}</Table.Th>
              {type === 'customer' && <HiddenHeader w={88} />}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {report.parties.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={BUCKETS.length + 5}>
                  <Text c="dimmed" ta="center" py="lg">
                    {t(type === 'customer' ? 'aged.emptyCustomer' : 'aged.emptySupplier')}
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
            {report.parties.map((party) => (
              <AgedPartyRows key={party.partyId} party={party} type={type} report={report} />
            ))}
          </Table.Tbody>
          <Table.Tfoot bg="gray.1">
            <Table.Tr data-testid="aged-totals">
              <Table.Th colSpan={2}>{t('aged.totals')}</Table.Th>
              <Table.Th>{report.currency}</Table.Th>
              {BUCKETS.map((bucket) => (
                <Table.Th key={bucket} ta="right" style={amountStyle}>
                  {amount(report.totals[bucket], { blankZero: false })}
                </Table.Th>
              ))}
              <Table.Th ta="right" style={amountStyle}>
                {amount(report.totals.total, { blankZero: false })}
              </Table.Th>
              {type === 'customer' && <Table.Td />}
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </ScrollTable>
    </Paper>
  );
}

/**
 * A party's row in the company's currency, then one row per foreign currency of its items with their
 * amounts in it (the totals below count the company's only).
 */
function AgedPartyRows({
  party,
  type,
  report,
}: {
  party: AgedParty;
  type: AgedBalanceReport['type'];
  report: AgedBalanceReport;
}) {
  const amountIn = useAmountIn();
  const shown = (text: string, currency: string) => (/^-?0+(\.0+)?$/.test(text) ? '' : amountIn(text, currency));
  return (
    <>
      <AgedPartyRow party={party} type={type} asOf={report.asOf} currency={report.currency} />
      {party.inCurrencies.map((foreign) => (
        <Table.Tr key={foreign.currency} data-testid="aged-in-currency" data-party={party.code}>
          <Table.Td />
          <Table.Td />
          <Table.Td>{foreign.currency}</Table.Td>
          {BUCKETS.map((bucket) => (
            <Table.Td key={bucket} ta="right" style={amountStyle} data-bucket={bucket}>
              {shown(foreign[bucket], foreign.currency)}
            </Table.Td>
          ))}
          <Table.Td ta="right" style={amountStyle}>
            {amountIn(foreign.total, foreign.currency)}
          </Table.Td>
          {type === 'customer' && <Table.Td />}
        </Table.Tr>
      ))}
    </>
  );
}

function AgedPartyRow({
  party,
  type,
  asOf,
  currency,
}: {
  party: AgedParty;
  type: AgedBalanceReport['type'];
  asOf: string;
  currency: string;
}) {
  const { i18n } = useTranslation('reports');
  const amount = useReportAmounts();
  const language = i18n.resolvedLanguage ?? 'en';
  const partyPath = type === 'customer' ? '/apps/company/customer' : '/apps/company/supplier';
  return (
    <Table.Tr data-party={party.code}>
      <Table.Td>
        <Anchor component={Link} to={`${partyPath}/${party.partyId}`} size="sm" fw={600}>
          {party.name}
        </Anchor>
        <Text span size="xs" c="dimmed" ff="monospace" ml={8}>
          {party.code}
        </Text>
      </Table.Td>
      <Table.Td ta="right">{new Intl.NumberFormat(language).format(party.documents)}</Table.Td>
      <Table.Td>{currency}</Table.Td>
      {BUCKETS.map((bucket) => (
        <Table.Td
          key={bucket}
          ta="right"
          style={amountStyle}
          data-bucket={bucket}
          c={bucket === 'over90' || bucket === 'days61To90' ? 'red.8' : undefined}
        >
          {amount(party[bucket])}
        </Table.Td>
      ))}
      <Table.Td ta="right" style={amountStyle} fw={700}>
        {amount(party.total, { blankZero: false })}
      </Table.Td>
      {type === 'customer' && (
        <Table.Td>
          {OVERDUE_BUCKETS.some((bucket) => isPositive(party[bucket])) && <ReminderButtons party={party} asOf={asOf} />}
        </Table.Td>
      )}
    </Table.Tr>
  );
}

/** The reminder letter: downloaded, or sent by email to the customer (for who may send documents). */
function ReminderButtons({ party, asOf }: { party: AgedParty; asOf: string }) {
  const canSend = useCan('documents.write');
  return (
    <Group gap={4} wrap="nowrap">
      <ReminderButton party={party} asOf={asOf} />
      {canSend && <ReminderMailButton party={party} asOf={asOf} />}
    </Group>
  );
}

function ReminderMailButton({ party, asOf }: { party: AgedParty; asOf: string }) {
  const { t } = useTranslation('invoices');
  const { workFolderId } = useCurrentWorkFolder();
  const [mailing, setMailing] = useState(false);
  const label = t('mail.sendReminderOf', { name: party.name });
  if (!workFolderId) return null;
  return (
    <>
      <LazyTooltip label={label}>
        <ActionIcon variant="subtle" aria-label={label} onClick={() => setMailing(true)}>
          <IconSend size={18} />
        </ActionIcon>
      </LazyTooltip>
      <SendByEmailDialog
        opened={mailing}
        onClose={() => setMailing(false)}
        target={reminderMailTarget(workFolderId, party.partyId, asOf)}
        title={t('mail.reminderTitle', { name: party.name })}
      />
    </>
  );
}

function ReminderButton({ party, asOf }: { party: AgedParty; asOf: string }) {
  const { t } = useTranslation('reports');
  const { workFolderId } = useCurrentWorkFolder();
  const download = useDownloadReminderLetter(workFolderId);
  const label = t('aged.reminderOf', { name: party.name });
  return (
    <LazyTooltip label={label}>
      <ActionIcon
        variant="subtle"
        aria-label={label}
        loading={download.isPending}
        onClick={() =>
          download.mutate({
            customerId: party.partyId,
            asOf,
            fileName: `${t('aged.reminderFile')}-${party.code}-${asOf}.pdf`,
          })
        }
      >
        <IconMailExclamation size={18} />
      </ActionIcon>
    </LazyTooltip>
  );
}
