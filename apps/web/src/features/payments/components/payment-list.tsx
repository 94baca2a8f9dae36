import { PAYMENT_STATES, type Payment, type PaymentState, type PaymentType, type WorkFolder } from '@bilan/contract';
import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Box,
  Button,
  Group,
  Modal,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Tooltip,
} from '@mantine/core';
import { IconCashBanknote, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { CancellationDateInput } from '../../../components/ui/cancellation-date-input.tsx';
import { LoadingRows } from '../../../components/ui/loading-rows.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { ScrollTable } from '../../../components/ui/scroll-table.tsx';
import { DOCUMENT_KINDS, INVOICE_TYPE_OF_ROLE } from '../../../lib/document-kinds.ts';
import { formatCalendarDate, todayIsoDate } from '../../../lib/format.ts';
import { useCan } from '../../../lib/permissions.ts';
import { useStoredValue } from '../../../lib/storage.ts';
import { NO_DOCUMENT_FILTER, useDocuments } from '../../invoices/api/get-documents.ts';
import { AreaTabs, useMoney, WorkFolderGate } from '../../invoices/public.ts';
import { usePartyNames } from '../../parties/api/get-party.ts';
import { OperatorBadge, PartyPicker } from '../../parties/public.ts';
import { useCompany } from '../../shell/api/get-company.ts';
import { useCancelPayment } from '../api/change-payment-state.ts';
import { usePayments } from '../api/get-payments.ts';
import { PaymentModal } from './payment-modal.tsx';

const ROLE_OF_PAYMENT = { RECEIPT: 'CUSTOMER', DISBURSEMENT: 'SUPPLIER' } as const;
const STATE_COLORS: Record<PaymentState, string> = { DRAFT: 'gray', VALIDATED: 'blue', CANCELLED: 'dark' };
const isZero = (amount: string | null) => amount === null || /^-?0+(\.0+)?$/.test(amount);

export function PaymentStateBadge({ state }: { state: PaymentState }) {
  const { t } = useTranslation('payments');
  return (
    <Badge color={STATE_COLORS[state]} variant={state === 'VALIDATED' ? 'light' : 'outline'} data-state={state}>
      {t(`state.${state}`)}
    </Badge>
  );
}

/** The payments of one document, or of a list: number, date, method (with the operator), amount, state. */
export function PaymentTable({
  payments,
  partyNames,
  onCancel: onCancelWhenAllowed,
  showDocument = true,
}: {
  payments: readonly Payment[];
  partyNames?: Map<string, string>;
  onCancel?: (payment: Payment) => void;
  showDocument?: boolean;
}) {
  const { t, i18n } = useTranslation('payments');
  const money = useMoney();
  const language = i18n.resolvedLanguage ?? 'en';
  // Cancelling a payment is a write: without payments.write the column is not there.
  const onCancel = useCan('payments.write') ? onCancelWhenAllowed : undefined;
  return (
    <ScrollTable minWidth={340} label={t('list.table')}>
      <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover>
        <Table.Thead bg="gray.0">
          <Table.Tr>
            <Table.Th>{t('columns.number')}</Table.Th>
            <Table.Th visibleFrom="sm">{t('columns.date')}</Table.Th>
            {partyNames && <Table.Th visibleFrom="sm">{t('columns.party')}</Table.Th>}
            {showDocument && <Table.Th visibleFrom="sm">{t('columns.document')}</Table.Th>}
            <Table.Th visibleFrom="md">{t('columns.method')}</Table.Th>
            <Table.Th ta="right">{t('columns.amount')}</Table.Th>
            <Table.Th visibleFrom="sm">{t('columns.state')}</Table.Th>
            {onCancel && <Table.Th w={44} />}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {payments.map((payment) => {
            const documentType = payment.type === 'RECEIPT' ? 'SALE_INVOICE' : 'PURCHASE_INVOICE';
            return (
              <Table.Tr key={payment.id} data-testid="payment-row">
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <Text size="sm" fw={600}>
                    {payment.number ?? t('state.DRAFT')}
                  </Text>
                  <Text size="xs" c="dimmed" hiddenFrom="sm">
                    {formatCalendarDate(payment.date, language)}
                  </Text>
                  {/* On a phone the party and the state join the number: the amount stays in view. */}
                  {partyNames && (
                    <Text size="xs" hiddenFrom="sm" style={{ whiteSpace: 'normal' }}>
                      {partyNames.get(payment.partyId) ?? '…'}
                    </Text>
                  )}
                  <Box hiddenFrom="sm" mt={4}>
                    <PaymentStateBadge state={payment.state} />
                  </Box>
                </Table.Td>
                <Table.Td visibleFrom="sm" style={{ whiteSpace: 'nowrap' }}>
                  {formatCalendarDate(payment.date, language)}
                </Table.Td>
                {partyNames && (
                  <Table.Td visibleFrom="sm">
                    <Text size="sm">{partyNames.get(payment.partyId) ?? '…'}</Text>
                  </Table.Td>
                )}
                {showDocument && (
                  <Table.Td visibleFrom="sm">
                    <Anchor
                      component={Link}
                      to={`${DOCUMENT_KINDS[documentType].path}/${payment.accountingDocumentId}`}
                      size="sm"
                    >
                      {payment.documentNumber ?? '…'}
                    </Anchor>
                  </Table.Td>
                )}
                <Table.Td visibleFrom="md">
                  <Group gap={6} wrap="nowrap">
                    <Text size="sm">{t(`method.${payment.method}`)}</Text>
                    <OperatorBadge operator={payment.phoneOperator} />
                  </Group>
                  {(payment.phone || payment.reference) && (
                    <Text size="xs" c="dimmed" lineClamp={1}>
                      {[payment.phone, payment.reference].filter(Boolean).join(' · ')}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td ta="right" fw={600} style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                  {money.format(payment.amount)}
                </Table.Td>
                <Table.Td visibleFrom="sm">
                  <PaymentStateBadge state={payment.state} />
                </Table.Td>
                {onCancel && (
                  <Table.Td>
                    {payment.state === 'VALIDATED' && (
                      <Tooltip label={t('list.cancel', { number: payment.number ?? '' })} openDelay={300}>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          onClick={() => onCancel(payment)}
                          aria-label={t('list.cancel', { number: payment.number ?? '' })}
                        >
                          <IconX size={16} />
                        </ActionIcon>
                      </Tooltip>
                    )}
                  </Table.Td>
                )}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}

export function CancelPaymentModal({
  folder,
  payment,
  onClose,
}: {
  folder: WorkFolder;
  payment: Payment | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('payments');
  const { t: tCommon } = useTranslation();
  const cancelPayment = useCancelPayment(folder.id);
  const [cancellationDate, setCancellationDate] = useState(todayIsoDate);
  const confirm = async () => {
    if (!payment) return;
    await cancelPayment.mutateAsync({ paymentId: payment.id, cancellationDate }).catch(() => undefined);
    onClose();
  };
  return (
    <Modal
      opened={payment !== null}
      onClose={onClose}
      title={t('list.cancelTitle', { number: payment?.number ?? '' })}
      centered
      radius="lg"
      styles={{ title: { fontWeight: 700 } }}
    >
      <Stack gap="lg">
        <Text size="sm">{t('list.cancelText')}</Text>
        <CancellationDateInput value={cancellationDate} onChange={setCancellationDate} minDate={payment?.date} />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            {tCommon('actions.close')}
          </Button>
          <Button
            color="red"
            onClick={confirm}
            loading={cancelPayment.isPending}
            disabled={!cancellationDate}
            data-autofocus
          >
            {t('list.cancelConfirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function PaymentScreen({ type, folder }: { type: PaymentType; folder: WorkFolder }) {
  const { t } = useTranslation('payments');
  const { t: tCommon } = useTranslation();
  const role = ROLE_OF_PAYMENT[type];
  const companyId = useStoredValue('companyId');
  const company = useCompany(companyId);
  const money = useMoney();
  const [params, setParams] = useSearchParams();
  const [state, setState] = useState<PaymentState | null>(null);
  const [partyId, setPartyId] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState<Payment | null>(null);
  const recording = params.get('record') === '1';
  const setRecording = (open: boolean) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (open) next.set('record', '1');
        else next.delete('record');
        return next;
      },
      { replace: true },
    );
  const payments = usePayments(folder.id, type, { state, partyId, accountingDocumentId: null });
  const rows = payments.data?.pages.flatMap((page) => page.items) ?? [];
  const names = usePartyNames(
    companyId,
    role,
    rows.map((row) => row.partyId),
    folder.id,
  );
  const invoices = useDocuments(
    recording ? folder.id : null,
    INVOICE_TYPE_OF_ROLE[role],
    { ...NO_DOCUMENT_FILTER, state: 'VALIDATED' },
    200,
  );
  const openInvoices = (invoices.data?.pages[0]?.items ?? []).filter((invoice) => !isZero(invoice.amountDue));
  const closed = folder.status === 'CLOSED';
  const canWrite = useCan('payments.write');

  return (
    <>
      <PageHeader
        title={t(`lists.${type}`)}
        description={t(`descriptions.${type}`)}
        actions={
          canWrite && (
            <Button leftSection={<IconCashBanknote size={18} />} onClick={() => setRecording(true)} disabled={closed}>
              {t(`record.${type}`)}
            </Button>
          )
        }
      />
      {closed && (
        <Alert color="gray" mb="md">
          {tCommon('workFolder.closed')}
        </Alert>
      )}
      <Paper withBorder radius="lg" p={0}>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" p="md">
          <PartyPicker partyRole={role} label={t('columns.party')} value={partyId} onChange={setPartyId} clearable />
          <Select
            label={t('columns.state')}
            data={PAYMENT_STATES.map((value) => ({ value, label: t(`state.${value}`) }))}
            value={state}
            onChange={(value) => setState(value as PaymentState | null)}
            clearable
          />
        </SimpleGrid>
        {payments.isLoading && (
          <Stack p="md" pt={0}>
            <LoadingRows count={5} height={32} />
          </Stack>
        )}
        {payments.isError && (
          <Alert color="red" m="md" mt={0}>
            {tCommon('errors.loadFailed')}
          </Alert>
        )}
        {payments.data && rows.length === 0 && (
          <Text c="dimmed" ta="center" py="xl" px="md">
            {state || partyId ? t('list.noMatch') : t(`empty.${type}`)}
          </Text>
        )}
        {rows.length > 0 && (
          <>
            <PaymentTable payments={rows} partyNames={names} onCancel={closed ? undefined : setCancelling} />
            <Group justify="space-between" p="md" gap="sm">
              <Text size="sm" c="dimmed">
                {t('list.count', { count: payments.data?.pages[0]?.total ?? rows.length })}
              </Text>
              {payments.hasNextPage && (
                <Button
                  variant="default"
                  size="xs"
                  onClick={() => payments.fetchNextPage()}
                  loading={payments.isFetchingNextPage}
                >
                  {tCommon('actions.loadMore')}
                </Button>
              )}
            </Group>
          </>
        )}
      </Paper>
      {money.scale !== null && (
        <PaymentModal
          opened={recording && !closed && canWrite}
          onClose={() => setRecording(false)}
          folder={folder}
          document={null}
          openDocuments={openInvoices}
          scale={money.scale}
          countryCode={company.data?.countryCode ?? null}
        />
      )}
      <CancelPaymentModal folder={folder} payment={cancelling} onClose={() => setCancelling(null)} />
    </>
  );
}

/** /sale/receipts and /purchase/disbursements. */
export function PaymentList({ type }: { type: PaymentType }) {
  return (
    <>
      <AreaTabs area={type === 'RECEIPT' ? 'sale' : 'purchase'} />
      <WorkFolderGate>{(folder) => <PaymentScreen type={type} folder={folder} />}</WorkFolderGate>
    </>
  );
}
