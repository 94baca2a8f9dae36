import type { AmountInCurrency, OpenDocument, Party, PartyRole } from '@bilan/contract';
import { Alert, Anchor, Badge, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconReceipt2, IconScale } from '@tabler/icons-react';
import { useQueries } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LoadingRows } from '../../../components/ui/loading-rows.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { ScrollTable } from '../../../components/ui/scroll-table.tsx';
import { StatCard } from '../../../components/ui/stat-card.tsx';
import { DOCUMENT_KINDS, documentPath, INVOICE_TYPE_OF_ROLE } from '../../../lib/document-kinds.ts';
import { formatCalendarDate, todayIsoDate } from '../../../lib/format.ts';
import { useStoredValue } from '../../../lib/storage.ts';
import { useAmountIn } from '../../../lib/use-amount-in.ts';
import { documentQueryKey, getDocument } from '../../invoices/api/get-document.ts';
import { PartyMails, useMoney } from '../../invoices/public.ts';
import { OpenItemsMatching } from '../../matching/public.ts';
import { PartyAdvances } from '../../payments/public.ts';
import { useParty } from '../api/get-party.ts';
import { registrationContext } from '../registration.ts';
import { OperatorBadge } from './operator-badge.tsx';
import { PartyAccountStatement } from './party-account-statement.tsx';
import { PartyDetailActions } from './party-detail-actions.tsx';
import { PhoneText } from './phone-text.tsx';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700} style={{ letterSpacing: '0.04em' }}>
        {label}
      </Text>
      <Text size="sm" component="div" mt={2} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

function OpenDocumentRow({ document }: { document: OpenDocument }) {
  const { t, i18n } = useTranslation('parties');
  const { t: tInvoices } = useTranslation('invoices');
  // A document's amount due is in its own currency.
  const money = useMoney(document.currency);
  const language = i18n.resolvedLanguage ?? 'en';
  const to = documentPath(document.type, document.id);
  const overdue = document.dueDate !== null && document.dueDate < todayIsoDate();
  const name = document.number ?? tInvoices(`types.${document.type}`);
  return (
    <Table.Tr data-testid="open-document">
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        {to ? (
          <Anchor component={Link} to={to} fw={600} size="sm">
            {name}
          </Anchor>
        ) : (
          name
        )}
      </Table.Td>
      <Table.Td visibleFrom="sm">{tInvoices(`types.${document.type}`)}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatCalendarDate(document.date, language)}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        {document.dueDate ? (
          <Group gap={6} wrap="nowrap">
            <Text size="sm" c={overdue ? 'red.9' : undefined}>
              {formatCalendarDate(document.dueDate, language)}
            </Text>
            {overdue && (
              <Badge size="xs" color="red" variant="light">
                {t('detail.overdue')}
              </Badge>
            )}
          </Group>
        ) : (
          t('detail.notProvided')
        )}
      </Table.Td>
      <Table.Td ta="right" fw={600} style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
        {money.format(document.amountDue)}
      </Table.Td>
    </Table.Tr>
  );
}

function Statement({ openDocuments }: { openDocuments: readonly OpenDocument[] }) {
  const { t } = useTranslation('parties');
  return (
    <Paper withBorder radius="lg" p={0}>
      <Stack gap={2} p="md">
        <Title order={2} size="h5">
          {t('detail.statement')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('detail.statementHint')}
        </Text>
      </Stack>
      {openDocuments.length === 0 ? (
        <Text c="dimmed" ta="center" pb="xl" px="md">
          {t('detail.noOpenDocuments')}
        </Text>
      ) : (
        // An overdue due date carries its badge: on a phone the table scrolls sideways, not the page.
        <ScrollTable minWidth={460} label={t('detail.statement')}>
          <Table verticalSpacing="sm" horizontalSpacing="md" aria-label={t('detail.statement')}>
            <Table.Thead bg="gray.0">
              <Table.Tr>
                <Table.Th>{t('detail.number')}</Table.Th>
                <Table.Th visibleFrom="sm">{t('detail.type')}</Table.Th>
                <Table.Th>{t('detail.date')}</Table.Th>
                <Table.Th>{t('detail.dueDate')}</Table.Th>
                <Table.Th ta="right">{t('detail.amountDue')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {openDocuments.map((document) => (
                <OpenDocumentRow key={document.id} document={document} />
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
    </Paper>
  );
}

/**
 * The open documents with what each still owes. The API leaves `amountDue` null where it has not
 * computed the settlement; the document itself (same cache as its page) says it then.
 */
function useOpenDocumentsDue(workFolderId: string | null, documents: readonly OpenDocument[]): OpenDocument[] {
  const missing = documents.filter((document) => document.amountDue === null);
  const details = useQueries({
    queries: missing.map((document) => ({
      queryKey: documentQueryKey(workFolderId ?? '', document.id),
      queryFn: () => getDocument(workFolderId ?? '', document.id),
      enabled: Boolean(workFolderId),
    })),
  });
  const due = new Map(details.flatMap((detail) => (detail.data ? [[detail.data.id, detail.data.amountDue]] : [])));
  return documents.map((document) =>
    document.amountDue === null ? { ...document, amountDue: due.get(document.id) ?? null } : document,
  );
}

/** A customer's or supplier's page: its details, balance and statement of account (open documents). */
export function PartyDetailScreen({ partyRole: role }: { partyRole: PartyRole }) {
  const { t } = useTranslation('parties');
  const { partyId = null } = useParams();
  const companyId = useStoredValue('companyId');
  const workFolderId = useStoredValue('workFolderId');
  const money = useMoney();
  const party = useParty(companyId, role, partyId, workFolderId);
  const invoiceKind = DOCUMENT_KINDS[INVOICE_TYPE_OF_ROLE[role]];
  const openDocuments = useOpenDocumentsDue(workFolderId, party.data?.openDocuments ?? []);

  if (party.isError) return <Alert color="red">{t('detail.notFound')}</Alert>;
  if (!party.data) return <LoadingRows count={6} height={40} />;
  const data = party.data;

  return (
    <>
      <PageHeader
        title={data.name}
        description={
          <Group gap={8}>
            <Badge variant="light" color="gray" radius="sm" ff="monospace">
              {data.code}
            </Badge>
            <Text size="sm" c="dimmed">
              {t(`kind.${data.kind}`)}
            </Text>
            {!data.active && (
              <Badge size="sm" variant="outline" color="gray">
                {t('detail.inactive')}
              </Badge>
            )}
          </Group>
        }
        actions={<PartyDetailActions role={role} party={data} />}
      />
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <StatCard
            label={t('detail.balance')}
            value={money.format(data.balance)}
            hint={
              <>
                <InCurrencies amounts={data.balancesInCurrency} />
                {t(`${role}.balanceHint`)}
              </>
            }
            icon={<IconScale size={20} />}
          />
          <StatCard
            label={t('detail.openAmount')}
            value={money.format(data.openAmount)}
            icon={<IconReceipt2 size={20} />}
            color="orange"
            hint={
              <>
                <InCurrencies amounts={data.openAmountsInCurrency} />
                <Group gap={6} component="span">
                  <span>{t('detail.openCount', { count: data.openDocuments.length })}</span>
                  <Anchor component={Link} to={`${invoiceKind.path}?party=${encodeURIComponent(data.id)}`} size="xs">
                    {t('detail.allDocuments')}
                  </Anchor>
                </Group>
              </>
            }
          />
        </SimpleGrid>
        <PartyFields party={data} />
        <Statement openDocuments={openDocuments} />
        <PartyAdvances party={data} type={role === 'CUSTOMER' ? 'RECEIPT' : 'DISBURSEMENT'} />
        <PartyAccountStatement partyId={data.id} code={data.code} />
        <PartyMails partyId={data.id} />
        <OpenItemsMatching companyId={companyId} scope={{ subAccountId: data.subAccountId }} />
      </Stack>
    </>
  );
}

/** A figure's foreign amounts, one line per currency, beside the company's: never summed with it. */
function InCurrencies({ amounts }: { amounts: readonly AmountInCurrency[] }) {
  const { t } = useTranslation('parties');
  const amountIn = useAmountIn();
  return amounts.map(({ currency, amount }) => (
    <Text key={currency} component="span" display="block" size="sm" fw={600} c="dark.6" data-testid="in-currency">
      {t('detail.inCurrency', { currency, amount: amountIn(amount, currency) })}
    </Text>
  ));
}

/** The party's identity, contact and terms. */
function PartyFields({ party: data }: { party: Party }) {
  const { t } = useTranslation('parties');
  const none = t('detail.notProvided');
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg" verticalSpacing="md">
        <Field label={t('form.taxId', { context: registrationContext(data.countryCode) })}>{data.taxId ?? none}</Field>
        <Field label={t('form.tradeRegister', { context: registrationContext(data.countryCode) })}>
          {data.tradeRegister ?? none}
        </Field>
        <Field label={t('form.email')}>
          {data.email ? <Anchor href={`mailto:${data.email}`}>{data.email}</Anchor> : none}
        </Field>
        <Field label={t('form.phone')}>
          {data.phone ? (
            <Group gap={6} wrap="nowrap">
              <span>
                <PhoneText phone={data.phone} countryCode={data.countryCode} />
              </span>
              <OperatorBadge operator={data.phoneOperator} />
            </Group>
          ) : (
            none
          )}
        </Field>
        <Field label={t('form.address')}>{data.address ?? none}</Field>
        <Field label={t('form.city')}>{[data.city, data.countryCode].filter(Boolean).join(', ')}</Field>
        <Field label={t('form.paymentTermsDays')}>
          {data.paymentTermsDays === 0
            ? t('detail.paymentTermsNone')
            : t('detail.paymentTerms', { count: data.paymentTermsDays })}
        </Field>
        <Field label={t('form.notes')}>{data.notes ?? none}</Field>
      </SimpleGrid>
    </Paper>
  );
}
