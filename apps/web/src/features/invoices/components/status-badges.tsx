import type { DocumentState, DocumentType, Settlement } from '@bilan/contract';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const SETTLEMENT_COLORS: Record<Settlement, string> = { UNPAID: 'red', PARTIALLY_PAID: 'orange', PAID: 'green' };
const STATE_COLORS: Record<DocumentState, string> = { DRAFT: 'gray', VALIDATED: 'blue', CANCELLED: 'dark' };

/** French badges agree with the document: "facture validée" but "avoir validé" (masculine). */
const genderOf = (type: DocumentType | undefined) =>
  type === 'SALE_CREDIT_NOTE' || type === 'PURCHASE_CREDIT_NOTE' ? 'masculine' : undefined;

/** Settlement of a validated invoice: unpaid red, partially paid orange, paid green. */
export function SettlementBadge({ settlement, type }: { settlement: Settlement | null; type?: DocumentType }) {
  const { t } = useTranslation('invoices');
  if (!settlement) return null;
  return (
    <Badge
      color={SETTLEMENT_COLORS[settlement]}
      variant="light"
      data-settlement={settlement}
      // Dark text on the settlement's tint: green or orange text reads below WCAG AA's 4.5:1.
      styles={{ label: { color: 'var(--mantine-color-dark-7)' } }}
    >
      {t(`settlement.${settlement}`, { context: genderOf(type) })}
    </Badge>
  );
}

export function DocumentStateBadge({ state, type }: { state: DocumentState; type?: DocumentType }) {
  const { t } = useTranslation('invoices');
  return (
    <Badge color={STATE_COLORS[state]} variant={state === 'VALIDATED' ? 'light' : 'outline'} data-state={state}>
      {t(`state.${state}`, { context: genderOf(type) })}
    </Badge>
  );
}
