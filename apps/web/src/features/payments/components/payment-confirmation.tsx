import type { PaymentMethod, PaymentType } from '@bilan/contract';
import { Button, Group, Stack, Text } from '@mantine/core';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The last step before a payment is recorded: it is validated and posted at once, so the modal says
 * which accounts get what (like closing a work folder) and that only a cancellation undoes it.
 */
export function PaymentConfirmation({
  type,
  partyName,
  amount,
  method,
  details,
  loading,
  onConfirm,
  onBack,
}: {
  type: PaymentType;
  partyName: string | null;
  /** Formatted in the user's language, with the currency. */
  amount: string;
  method: PaymentMethod;
  /** What the payment is worth in the company's currency, for a foreign-currency document. */
  details?: ReactNode;
  loading: boolean;
  onConfirm: () => void;
  onBack: () => void;
}) {
  const { t } = useTranslation('payments');
  const { t: tCommon } = useTranslation();
  const confirmRef = useRef<HTMLButtonElement>(null);
  // The step replaces the form inside the open modal: focus moves to the action, so Enter confirms.
  useEffect(() => confirmRef.current?.focus(), []);
  return (
    <Stack gap="md" data-testid="payment-confirmation">
      <Text size="sm">
        {t(`confirm.posts.${type}`, {
          amount,
          method: t(`method.${method}`),
          party: partyName ?? t('confirm.theParty'),
        })}
      </Text>
      {details}
      <Text size="sm" fw={600}>
        {t('confirm.final')}
      </Text>
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={onBack} disabled={loading}>
          {tCommon('actions.back')}
        </Button>
        <Button ref={confirmRef} onClick={onConfirm} loading={loading}>
          {t('confirm.submit')}
        </Button>
      </Group>
    </Stack>
  );
}
