import { PAYMENT_STATES, type Payment, type PaymentState, type PaymentType, type WorkFolder } from '@bilan/contract';
import { Alert, Button, Group, Modal, Paper, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCashBanknote } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CancellationDateInput } from '../../../components/ui/cancellation-date-input.tsx';
import { LoadingRows } from '../../../components/ui/loading-rows.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { INVOICE_TYPE_OF_ROLE } from '../../../lib/document-kinds.ts';
import { todayIsoDate } from '../../../lib/format.ts';
import { useCan } from '../../../lib/permissions.ts';
import { useStoredValue } from '../../../lib/storage.ts';
import { NO_DOCUMENT_FILTER, useDocuments } from '../../invoices/api/get-documents.ts';
import { AreaTabs, useMoney, WorkFolderGate } from '../../invoices/public.ts';
import { usePartyNames } from '../../parties/api/get-party.ts';
import { PartyPicker } from '../../parties/public.ts';
import { useCompany } from '../../shell/api/get-company.ts';
import { useCancelPayment } from '../api/change-payment-state.ts';
import { usePayments } from '../api/get-payments.ts';
import { RecordAdvanceModal } from './advances.tsx';
import { LazyPaymentModal } from './lazy-payment-modal.tsx';
import { PaymentTable } from './payment-table.tsx';

const ROLE_OF_PAYMENT = { RECEIPT: 'CUSTOMER', DISBURSEMENT: 'SUPPLIER' } as const;
const isZero = (amount: string | null) => amount === null || /^-?0+(\.0+)?$/.test(amount);

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

/** The "record" modal is opened through ?record=1, so a link can open it. */
function useRecordingParam() {
  const [params, setParams] = useSearchParams();
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
  return [params.get('record') === '1', setRecording] as const;
}

function PaymentFilters({
  role,
  state,
  onState,
  partyId,
  onParty,
}: {
  role: 'CUSTOMER' | 'SUPPLIER';
  state: PaymentState | null;
  onState: (state: PaymentState | null) => void;
  partyId: string | null;
  onParty: (partyId: string | null) => void;
}) {
  const { t } = useTranslation('payments');
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" p="md">
      <PartyPicker partyRole={role} label={t('columns.party')} value={partyId} onChange={onParty} clearable />
      <Select
        label={t('columns.state')}
        data={PAYMENT_STATES.map((value) => ({ value, label: t(`state.${value}`) }))}
        value={state}
        onChange={(value) => onState(value as PaymentState | null)}
        clearable
      />
    </SimpleGrid>
  );
}

type PaymentsQuery = ReturnType<typeof usePayments>;

function PaymentRows({
  payments,
  names,
  filtered,
  type,
  onCancel,
}: {
  payments: PaymentsQuery;
  names: Map<string, string>;
  filtered: boolean;
  type: PaymentType;
  onCancel?: (payment: Payment) => void;
}) {
  const { t } = useTranslation('payments');
  const { t: tCommon } = useTranslation();
  const rows = payments.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <>
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
          {filtered ? t('list.noMatch') : t(`empty.${type}`)}
        </Text>
      )}
      {rows.length > 0 && (
        <>
          <PaymentTable payments={rows} partyNames={names} onCancel={onCancel} />
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
    </>
  );
}

/** The modal that records a payment from the list: any open invoice of the side can be settled. */
function RecordPaymentModal({
  type,
  folder,
  opened,
  onClose,
}: {
  type: PaymentType;
  folder: WorkFolder;
  opened: boolean;
  onClose: () => void;
}) {
  const role = ROLE_OF_PAYMENT[type];
  const companyId = useStoredValue('companyId');
  const company = useCompany(companyId);
  const money = useMoney();
  const invoices = useDocuments(
    opened ? folder.id : null,
    INVOICE_TYPE_OF_ROLE[role],
    { ...NO_DOCUMENT_FILTER, state: 'VALIDATED' },
    200,
  );
  const openInvoices = (invoices.data?.pages[0]?.items ?? []).filter((invoice) => !isZero(invoice.amountDue));
  if (money.scale === null) return null;
  return (
    <LazyPaymentModal
      opened={opened}
      onClose={onClose}
      folder={folder}
      document={null}
      openDocuments={openInvoices}
      scale={money.scale}
      countryCode={company.data?.countryCode ?? null}
    />
  );
}

function PaymentScreen({ type, folder }: { type: PaymentType; folder: WorkFolder }) {
  const { t } = useTranslation('payments');
  const { t: tCommon } = useTranslation();
  const role = ROLE_OF_PAYMENT[type];
  const companyId = useStoredValue('companyId');
  const [recording, setRecording] = useRecordingParam();
  const [state, setState] = useState<PaymentState | null>(null);
  const [partyId, setPartyId] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState<Payment | null>(null);
  const [advancing, setAdvancing] = useState(false);
  const payments = usePayments(folder.id, type, { state, partyId, accountingDocumentId: null });
  const rows = payments.data?.pages.flatMap((page) => page.items) ?? [];
  const names = usePartyNames(
    companyId,
    role,
    rows.map((row) => row.partyId),
    folder.id,
  );
  const closed = folder.status === 'CLOSED';
  const canWrite = useCan('payments.write');
  return (
    <>
      <PageHeader
        title={t(`lists.${type}`)}
        description={t(`descriptions.${type}`)}
        actions={
          canWrite && (
            <Group gap="xs">
              <Button variant="default" onClick={() => setAdvancing(true)} disabled={closed}>
                {t(`advances.record.${type}`)}
              </Button>
              <Button leftSection={<IconCashBanknote size={18} />} onClick={() => setRecording(true)} disabled={closed}>
                {t(`record.${type}`)}
              </Button>
            </Group>
          )
        }
      />
      {closed && (
        <Alert color="gray" mb="md">
          {tCommon('workFolder.closed')}
        </Alert>
      )}
      <Paper withBorder radius="lg" p={0}>
        <PaymentFilters role={role} state={state} onState={setState} partyId={partyId} onParty={setPartyId} />
        <PaymentRows
          payments={payments}
          names={names}
          filtered={Boolean(state || partyId)}
          type={type}
          onCancel={closed ? undefined : setCancelling}
        />
      </Paper>
      <RecordPaymentModal
        type={type}
        folder={folder}
        opened={recording && !closed && canWrite}
        onClose={() => setRecording(false)}
      />
      <CancelPaymentModal folder={folder} payment={cancelling} onClose={() => setCancelling(null)} />
      {advancing && !closed && canWrite && (
        <RecordAdvanceModal party={null} type={type} folder={folder} onClose={() => setAdvancing(false)} />
      )}
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
