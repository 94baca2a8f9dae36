import type { AccountingDocument, Payment, WorkFolder } from '@bilan/contract';
import { Anchor, Badge, Button, Group, Modal, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconCashBanknote, IconDownload, IconMail, IconReceiptRefund, IconX } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CancellationDateInput } from '../../../components/ui/cancellation-date-input.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { ScrollTable } from '../../../components/ui/scroll-table.tsx';
import { DOCUMENT_KINDS, type DocumentKind } from '../../../lib/document-kinds.ts';
import { formatCalendarDate, formatQuantityText, formatRateText, todayIsoDate } from '../../../lib/format.ts';
import { partyPath } from '../../../lib/party-role.ts';
import { useCan } from '../../../lib/permissions.ts';
import { useStoredValue } from '../../../lib/storage.ts';
import { BillAssetLinesPanel } from '../../fixed-assets/public.ts';
import { useParty } from '../../parties/api/get-party.ts';
import { usePayments } from '../../payments/api/get-payments.ts';
import { CancelPaymentModal, PaymentModal, PaymentTable } from '../../payments/public.ts';
import { useCancelDocument } from '../api/change-document-state.ts';
import { documentMailTarget } from '../api/document-mails.ts';
import { useDownloadDocumentPdf } from '../api/download-document-pdf.ts';
import { useDocument } from '../api/get-document.ts';
import { useMoney } from '../use-money.ts';
import { DocumentDues } from './document-dues.tsx';
import { DocumentMails } from './document-mails.tsx';
import { TotalsPanel } from './live-totals.tsx';
import { SendByEmailDialog } from './send-by-email-dialog.tsx';
import { DocumentStateBadge, SettlementBadge } from './status-badges.tsx';

const isZero = (amount: string | null) => amount === null || /^-?0+(\.0+)?$/.test(amount);

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700} style={{ letterSpacing: '0.04em' }}>
        {label}
      </Text>
      <Text size="sm" component="div" mt={2}>
        {children}
      </Text>
    </div>
  );
}

/** `services`: French documents mark service lines, whose VAT is due when paid unless the company opted for debits. */
function LinesTable({ document, services }: { document: AccountingDocument; services: boolean }) {
  const { t } = useTranslation('invoices');
  const money = useMoney();
  const number = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;
  return (
    <ScrollTable minWidth={560} label={t('editor.lines')}>
      <Table verticalSpacing="sm" horizontalSpacing="md">
        <Table.Thead bg="gray.0">
          <Table.Tr>
            <Table.Th>{t('editor.description')}</Table.Th>
            <Table.Th>{t('view.account')}</Table.Th>
            <Table.Th ta="right">{t('editor.quantity')}</Table.Th>
            <Table.Th ta="right">{t('editor.unitPrice')}</Table.Th>
            <Table.Th ta="right">{t('editor.discountRate')}</Table.Th>
            <Table.Th ta="right">{t('editor.vatRate')}</Table.Th>
            <Table.Th ta="right">{t('editor.lineTotal')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {document.lines.map((line) => (
            <Table.Tr key={line.id}>
              <Table.Td>
                {line.label}
                {services && line.supplyKind === 'SERVICES' && (
                  <Badge ml={8} size="xs" variant="light" color="grape">
                    {t('view.services')}
                  </Badge>
                )}
              </Table.Td>
              <Table.Td c="dimmed" ff="monospace">
                {line.accountNumber}
              </Table.Td>
              <Table.Td ta="right" style={number}>
                {line.quantity === null ? '' : formatQuantityText(line.quantity, money.language)}
              </Table.Td>
              <Table.Td ta="right" style={number}>
                {money.format(line.unitPrice, { withCurrency: false })}
              </Table.Td>
              <Table.Td ta="right" style={number}>
                {line.discountRate && !isZero(line.discountRate)
                  ? formatRateText(line.discountRate, money.language)
                  : ''}
              </Table.Td>
              <Table.Td ta="right" style={number}>
                {line.vatRate === null ? '' : formatRateText(line.vatRate, money.language)}
              </Table.Td>
              <Table.Td ta="right" fw={600} style={number}>
                {money.format(line.excludingTax, { withCurrency: false })}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}

function DocumentPayments({ folder, document }: { folder: WorkFolder; document: AccountingDocument }) {
  const { t } = useTranslation('invoices');
  const [cancelling, setCancelling] = useState<Payment | null>(null);
  const payments = usePayments(folder.id, null, { state: null, partyId: null, accountingDocumentId: document.id });
  const rows = payments.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Paper withBorder radius="lg" p={0}>
      <Title order={2} size="h5" p="md">
        {t('view.payments')}
      </Title>
      {payments.data && rows.length === 0 ? (
        <Text c="dimmed" size="sm" px="md" pb="md">
          {t('view.noPayments')}
        </Text>
      ) : (
        <PaymentTable
          payments={rows}
          showDocument={false}
          onCancel={folder.status === 'CLOSED' ? undefined : setCancelling}
        />
      )}
      <CancelPaymentModal folder={folder} payment={cancelling} onClose={() => setCancelling(null)} />
    </Paper>
  );
}

/**
 * A validated or cancelled document, read-only: its lines and totals, what was paid and what is due,
 * its payments; record a payment, issue a credit note, download the PDF, or cancel it.
 */
/** The document's actions, as the user may take them: its PDF, cancel, issue a credit note, record a payment. */
function DocumentActions({
  kind,
  folder,
  document,
  name,
  onCancel,
  onPay,
  onMail,
}: {
  kind: DocumentKind;
  folder: WorkFolder;
  document: AccountingDocument;
  name: string;
  onCancel: () => void;
  onPay: () => void;
  /** Given when the document can go by mail (a validated, numbered customer document). */
  onMail?: () => void;
}) {
  const { t } = useTranslation('invoices');
  const downloadPdf = useDownloadDocumentPdf(folder.id);
  const open = folder.status === 'OPEN';
  const validated = document.state === 'VALIDATED';
  const canWrite = useCan('documents.write');
  const canCancel = useCan('documents.validate');
  const canPay = useCan('payments.write');
  const payable = canPay && open && validated && kind.paymentType !== null && !isZero(document.amountDue);
  const creditKind = Object.values(DOCUMENT_KINDS).find((candidate) => candidate.credits === kind.type);
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconDownload size={16} />}
        onClick={() => downloadPdf.mutate({ documentId: document.id, fileName: `${name}.pdf` })}
        loading={downloadPdf.isPending}
      >
        {t('view.downloadPdf')}
      </Button>
      {canWrite && onMail && (
        <Button variant="default" leftSection={<IconMail size={16} />} onClick={onMail}>
          {t('mail.send')}
        </Button>
      )}
      {canCancel && open && validated && isZero(document.amountPaid) && (
        <Button variant="subtle" color="red" leftSection={<IconX size={16} />} onClick={onCancel}>
          {t('view.cancel')}
        </Button>
      )}
      {canWrite && open && validated && creditKind && (
        <Button
          variant="default"
          component={Link}
          to={`${creditKind.path}/new?from=${encodeURIComponent(document.id)}`}
          leftSection={<IconReceiptRefund size={16} />}
        >
          {t('view.issueCreditNote')}
        </Button>
      )}
      {payable && (
        <Button leftSection={<IconCashBanknote size={16} />} onClick={onPay}>
          {t('view.recordPayment')}
        </Button>
      )}
    </>
  );
}

/** Cancelling a validated document: the reversing entry's date, today by default, no earlier than the document. */
function CancelDocumentModal({
  folder,
  document,
  name,
  opened,
  onClose,
}: {
  folder: WorkFolder;
  document: AccountingDocument;
  name: string;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('invoices');
  const { t: tCommon } = useTranslation();
  const cancelDocument = useCancelDocument(folder.id);
  const [cancellationDate, setCancellationDate] = useState(todayIsoDate);
  const confirmCancel = async () => {
    await cancelDocument.mutateAsync({ documentId: document.id, cancellationDate }).catch(() => undefined);
    onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('view.cancelTitle', { number: name })}
      centered
      radius="lg"
      styles={{ title: { fontWeight: 700 } }}
    >
      <Stack gap="lg">
        <Text size="sm">{t('view.cancelText')}</Text>
        <CancellationDateInput value={cancellationDate} onChange={setCancellationDate} minDate={document.date} />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            {tCommon('actions.close')}
          </Button>
          <Button
            color="red"
            onClick={confirmCancel}
            loading={cancelDocument.isPending}
            disabled={!cancellationDate}
            data-autofocus
          >
            {t('view.cancelConfirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The document's party, dates, references, VAT treatment and the invoice a credit note credits. */
function DocumentFields({
  kind,
  folder,
  document,
}: {
  kind: DocumentKind;
  folder: WorkFolder;
  document: AccountingDocument;
}) {
  const { t, i18n } = useTranslation('invoices');
  const language = i18n.resolvedLanguage ?? 'en';
  const companyId = useStoredValue('companyId');
  const party = useParty(companyId, kind.role, document.partyId, folder.id);
  const credited = useDocument(document.creditedDocumentId ? folder.id : null, document.creditedDocumentId);
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg" verticalSpacing="md">
        <Field label={t('editor.party')}>
          {document.partyId ? (
            <Anchor component={Link} to={partyPath(kind.role, document.partyId)} fw={600}>
              {party.data?.name ?? '…'}
            </Anchor>
          ) : null}
        </Field>
        <Field label={t('editor.date')}>{formatCalendarDate(document.date, language)}</Field>
        <Field label={t('editor.dueDate')}>
          {document.dueDate ? formatCalendarDate(document.dueDate, language) : '—'}
        </Field>
        <Field label={t('editor.reference')}>{document.reference ?? '—'}</Field>
        {document.label && <Field label={t('editor.label')}>{document.label}</Field>}
        {document.vatTreatment && document.vatTreatment !== 'DOMESTIC' && (
          <Field label={t('editor.vatTreatment')}>{t(`vatTreatments.${document.vatTreatment}`)}</Field>
        )}
        {document.creditedDocumentId && kind.credits && (
          <Field label={t('editor.creditedDocument')}>
            <Anchor component={Link} to={`${DOCUMENT_KINDS[kind.credits].path}/${document.creditedDocumentId}`}>
              {credited.data?.number ?? '…'}
            </Anchor>
          </Field>
        )}
      </SimpleGrid>
    </Paper>
  );
}

/** Excluding tax, the VAT of each rate, including tax, what is withheld, and for a validated one what is paid and due. */
function DocumentTotals({ document }: { document: AccountingDocument }) {
  const { t } = useTranslation('invoices');
  const money = useMoney();
  const validated = document.state === 'VALIDATED';
  return (
    <TotalsPanel
      excludingTax={document.totals.excludingTax ?? '0'}
      vat={document.totals.vat ?? '0'}
      vatBreakdown={document.vatBreakdown.map((row) => ({ rate: row.vatRate, vat: row.vat }))}
      includingTax={document.totals.includingTax ?? '0'}
      footer={
        <>
          <DocumentDues document={document} />
          {validated && document.amountDue !== null ? (
            <Stack gap={4} mt={6}>
              <Group justify="space-between">
                <Text size="sm" c="dimmed">
                  {t('totals.amountPaid')}
                </Text>
                <Text size="sm" fw={600} data-testid="amount-paid" style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {money.format(document.amountPaid)}
                </Text>
              </Group>
              <Group justify="space-between">
                <Text size="sm" fw={700}>
                  {t('totals.amountDue')}
                </Text>
                <Text size="md" fw={800} data-testid="amount-due" style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {money.format(document.amountDue)}
                </Text>
              </Group>
            </Stack>
          ) : null}
        </>
      }
    />
  );
}

/** Under the title: the document's type, its state and, once validated, how far it is settled. */
function DocumentHeading({ kind, document }: { kind: DocumentKind; document: AccountingDocument }) {
  const { t } = useTranslation('invoices');
  return (
    <Group gap={8}>
      <Text size="sm" c="dimmed">
        {t(`types.${kind.type}`)}
      </Text>
      <DocumentStateBadge state={document.state} />
      {document.state === 'VALIDATED' && <SettlementBadge settlement={document.settlement} />}
    </Group>
  );
}

/** The document itself: its fields, lines and totals, then what follows from it (assets, payments, mails). */
function DocumentBody({
  kind,
  folder,
  document,
  services,
  mailable,
}: {
  kind: DocumentKind;
  folder: WorkFolder;
  document: AccountingDocument;
  services: boolean;
  mailable: boolean;
}) {
  return (
    <Stack gap="md">
      <DocumentFields kind={kind} folder={folder} document={document} />
      <Paper withBorder radius="lg" p={0}>
        <LinesTable document={document} services={services} />
        <Group justify="flex-end" p="md">
          <DocumentTotals document={document} />
        </Group>
      </Paper>
      {kind.type === 'PURCHASE_INVOICE' && document.state === 'VALIDATED' && (
        <BillAssetLinesPanel folder={folder} documentId={document.id} />
      )}
      {kind.paymentType && document.state !== 'DRAFT' && <DocumentPayments folder={folder} document={document} />}
      {mailable && <DocumentMails workFolderId={folder.id} documentId={document.id} />}
    </Stack>
  );
}

export function DocumentView({
  kind,
  folder,
  document,
  scale,
  countryCode,
}: {
  kind: DocumentKind;
  folder: WorkFolder;
  document: AccountingDocument;
  scale: number;
  countryCode: string | null;
}) {
  const { t, i18n } = useTranslation('invoices');
  const language = i18n.resolvedLanguage ?? 'en';
  const [paying, setPaying] = useState(false);
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const [mailing, setMailing] = useState(false);
  const validated = document.state === 'VALIDATED';
  const mailable = kind.role === 'CUSTOMER' && validated && document.number !== null;
  const name = document.number ?? t(`types.${kind.type}`);

  return (
    <>
      <PageHeader
        title={name}
        description={<DocumentHeading kind={kind} document={document} />}
        actions={
          <DocumentActions
            kind={kind}
            folder={folder}
            document={document}
            name={name}
            onCancel={() => setConfirmingCancel(true)}
            onPay={() => setPaying(true)}
            onMail={mailable ? () => setMailing(true) : undefined}
          />
        }
      />
      <DocumentBody
        kind={kind}
        folder={folder}
        document={document}
        services={countryCode === 'FR'}
        mailable={mailable}
      />
      {mailable && (
        <SendByEmailDialog
          opened={mailing}
          onClose={() => setMailing(false)}
          target={documentMailTarget(folder.id, document.id)}
          title={t('mail.title', { number: name })}
          defaultLanguage={language === 'fr' ? 'fr' : 'en'}
        />
      )}
      <PaymentModal
        opened={paying}
        onClose={() => setPaying(false)}
        folder={folder}
        document={document}
        scale={scale}
        countryCode={countryCode}
      />
      <CancelDocumentModal
        folder={folder}
        document={document}
        name={name}
        opened={confirmingCancel}
        onClose={() => setConfirmingCancel(false)}
      />
    </>
  );
}
