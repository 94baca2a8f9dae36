import type { InvoiceType } from '@bilan/contract';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import type { LiveTotals } from '../invoice-form.ts';
import { useMoney } from '../use-money.ts';

/**
 * Validation is final and posts an entry: the dialog says so, with the amounts each side of the entry
 * gets, before anything is sent (like closing a work folder).
 */
export function ValidateDocumentDialog({
  opened,
  type,
  partyName,
  totals,
  loading,
  onConfirm,
  onClose,
}: {
  opened: boolean;
  type: InvoiceType;
  partyName: string | null;
  totals: Pick<LiveTotals, 'excludingTax' | 'vat' | 'includingTax'>;
  loading: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('invoices');
  const money = useMoney();
  return (
    <ConfirmDialog
      opened={opened}
      title={t(`validate.title.${type}`)}
      confirmLabel={t('validate.confirm')}
      loading={loading}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <Text size="sm" data-testid="validate-posts">
        {t(`validate.posts.${type}`, {
          party: partyName ?? t('validate.theParty'),
          excludingTax: money.format(totals.excludingTax),
          vat: money.format(totals.vat),
          includingTax: money.format(totals.includingTax),
        })}
      </Text>
      <Text size="sm" fw={600}>
        {t('validate.final')}
      </Text>
    </ConfirmDialog>
  );
}
