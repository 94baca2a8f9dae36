import type { Payment, PaymentState } from '@bilan/contract';
import { ActionIcon, Anchor, Badge, Box, Group, Modal, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconPaperclip, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ScrollTable } from '../../../components/ui/scroll-table.tsx';
import { DOCUMENT_KINDS } from '../../../lib/document-kinds.ts';
import { formatCalendarDate } from '../../../lib/format.ts';
import { useCan } from '../../../lib/permissions.ts';
import { PaymentAttachments } from '../../attachments/public.ts';
import { foreignCurrencyOf, useMoney } from '../../invoices/public.ts';
import { OperatorBadge } from '../../parties/public.ts';

const STATE_COLORS: Record<PaymentState, string> = { DRAFT: 'gray', VALIDATED: 'blue', CANCELLED: 'dark' };

export function PaymentStateBadge({ state }: { state: PaymentState }) {
  const { t } = useTranslation('payments');
  return (
    <Badge color={STATE_COLORS[state]} variant={state === 'VALIDATED' ? 'light' : 'outline'} data-state={state}>
      {t(`state.${state}`)}
    </Badge>
  );
}

interface Columns {
  partyNames?: Map<string, string>;
  showDocument: boolean;
  onCancel?: (payment: Payment) => void;
}

function PaymentTableHead({ partyNames, showDocument, onCancel }: Columns) {
  const { t } = useTranslation('payments');
  return (
    <Table.Thead bg="gray.0">
      <Table.Tr>
        <Table.Th>{t('columns.number')}</Table.Th>
        <Table.Th visibleFrom="sm">{t('columns.date')}</Table.Th>
        {partyNames && <Table.Th visibleFrom="sm">{t('columns.party')}</Table.Th>}
        {showDocument && <Table.Th visibleFrom="sm">{t('columns.document')}</Table.Th>}
        <Table.Th visibleFrom="md">{t('columns.method')}</Table.Th>
        <Table.Th ta="right">{t('columns.amount')}</Table.Th>
        <Table.Th visibleFrom="sm">{t('columns.state')}</Table.Th>
        <Table.Th w={onCancel ? 80 : 44}>
          <VisuallyHidden>{t('columns.actions')}</VisuallyHidden>
        </Table.Th>
      </Table.Tr>
    </Table.Thead>
  );
}

/** The number cell: on a phone the date, the party and the state join it so the amount stays in view. */
function NumberCell({ payment, partyNames }: { payment: Payment; partyNames?: Map<string, string> }) {
  const { t, i18n } = useTranslation('payments');
  return (
    <Table.Td style={{ whiteSpace: 'nowrap' }}>
      <Text size="sm" fw={600}>
        {payment.number ?? t('state.DRAFT')}
      </Text>
      <Text size="xs" c="dimmed" hiddenFrom="sm">
        {formatCalendarDate(payment.date, i18n.resolvedLanguage ?? 'en')}
      </Text>
      {partyNames && (
        <Text size="xs" hiddenFrom="sm" style={{ whiteSpace: 'normal' }}>
          {partyNames.get(payment.partyId) ?? '…'}
        </Text>
      )}
      <Box hiddenFrom="sm" mt={4}>
        <PaymentStateBadge state={payment.state} />
      </Box>
    </Table.Td>
  );
}

/** The invoice settled; an advance settles none yet, and its use says it took from one. */
function DocumentCell({ payment }: { payment: Payment }) {
  const { t } = useTranslation('payments');
  const documentType = payment.type === 'RECEIPT' ? 'SALE_INVOICE' : 'PURCHASE_INVOICE';
  return (
    <Table.Td visibleFrom="sm">
      {payment.accountingDocumentId ? (
        <Anchor component={Link} to={`${DOCUMENT_KINDS[documentType].path}/${payment.accountingDocumentId}`} size="sm">
          {payment.documentNumber ?? '…'}
        </Anchor>
      ) : (
        <Text size="sm">{t('advances.kind')}</Text>
      )}
      {payment.kind === 'ADVANCE_USE' && (
        <Text size="xs" c="dimmed">
          {t('advances.usedOn')}
        </Text>
      )}
    </Table.Td>
  );
}

function MethodCell({ payment }: { payment: Payment }) {
  const { t } = useTranslation('payments');
  return (
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
  );
}

function ActionsCell({ payment, onCancel, onAttachments }: RowProps) {
  const { t } = useTranslation('payments');
  const name = payment.number ?? t('state.DRAFT');
  return (
    <Table.Td>
      <Group gap={4} wrap="nowrap" justify="flex-end">
        <Tooltip label={t('list.attachments', { number: name })} openDelay={300}>
          <ActionIcon
            variant="subtle"
            onClick={() => onAttachments(payment)}
            aria-label={t('list.attachments', { number: name })}
          >
            <IconPaperclip size={16} />
          </ActionIcon>
        </Tooltip>
        {onCancel && payment.state === 'VALIDATED' && (
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
      </Group>
    </Table.Td>
  );
}

/** The amount, in the payment's currency, and the bank charges it carried (kept or added by the bank). */
function AmountCell({ payment }: { payment: Payment }) {
  const { t } = useTranslation('payments');
  // A payment of a foreign-currency document is in that currency (docs/decisions/0036-currencies.md).
  const money = useMoney(foreignCurrencyOf(payment));
  const company = useMoney();
  const foreign = foreignCurrencyOf(payment) !== null;
  return (
    <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
      <Text size="sm" fw={600} span>
        {money.format(payment.amount)}
      </Text>
      {payment.bankCharges && (
        <Text size="xs" c="dimmed" data-testid="payment-row-bank-charges">
          {t('charges.ofPayment', { amount: money.format(payment.bankCharges) })}
          {foreign && payment.companyBankCharges ? ` (${company.format(payment.companyBankCharges)})` : ''}
        </Text>
      )}
    </Table.Td>
  );
}

interface RowProps extends Columns {
  payment: Payment;
  onAttachments: (payment: Payment) => void;
}

function PaymentRow(props: RowProps) {
  const { payment, partyNames, showDocument } = props;
  const { i18n } = useTranslation('payments');
  return (
    <Table.Tr data-testid="payment-row">
      <NumberCell payment={payment} partyNames={partyNames} />
      <Table.Td visibleFrom="sm" style={{ whiteSpace: 'nowrap' }}>
        {formatCalendarDate(payment.date, i18n.resolvedLanguage ?? 'en')}
      </Table.Td>
      {partyNames && (
        <Table.Td visibleFrom="sm">
          <Text size="sm">{partyNames.get(payment.partyId) ?? '…'}</Text>
        </Table.Td>
      )}
      {showDocument && <DocumentCell payment={payment} />}
      <MethodCell payment={payment} />
      <AmountCell payment={payment} />
      <Table.Td visibleFrom="sm">
        <PaymentStateBadge state={payment.state} />
      </Table.Td>
      <ActionsCell {...props} />
    </Table.Tr>
  );
}

/** A payment's files (the bank receipt, the remittance advice), opened from its row. */
function PaymentAttachmentsModal({ payment, onClose }: { payment: Payment | null; onClose: () => void }) {
  const { t } = useTranslation('payments');
  return (
    <Modal
      opened={payment !== null}
      onClose={onClose}
      title={t('list.attachmentsTitle', { number: payment?.number ?? t('state.DRAFT') })}
      centered
      size="lg"
      radius="lg"
      styles={{ title: { fontWeight: 700 } }}
    >
      {payment && <PaymentAttachments paymentId={payment.id} />}
    </Modal>
  );
}

/** The payments of one document, or of a list: number, date, method (with the operator), amount, state, files. */
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
  const { t } = useTranslation('payments');
  const [attaching, setAttaching] = useState<Payment | null>(null);
  // Cancelling a payment is a write: without payments.write the button is not there.
  const onCancel = useCan('payments.write') ? onCancelWhenAllowed : undefined;
  const columns = { partyNames, showDocument, onCancel };
  return (
    <>
      <ScrollTable minWidth={340} label={t('list.table')}>
        <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover>
          <PaymentTableHead {...columns} />
          <Table.Tbody>
            {payments.map((payment) => (
              <PaymentRow key={payment.id} payment={payment} {...columns} onAttachments={setAttaching} />
            ))}
          </Table.Tbody>
        </Table>
      </ScrollTable>
      <PaymentAttachmentsModal payment={attaching} onClose={() => setAttaching(null)} />
    </>
  );
}
