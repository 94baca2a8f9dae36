import type { AccountingDocument } from '@bilan/contract';
import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatRateText } from '../../../lib/format.ts';
import { foreignCurrencyOf, useMoney } from '../use-money.ts';

const isZero = (amount: string) => /^-?0+(\.0+)?$/.test(amount);

function DuesRow({
  label,
  amount,
  testId,
  strong,
}: {
  label: string;
  amount: string;
  testId: string;
  strong?: boolean;
}) {
  return (
    <Group justify="space-between" gap="lg" wrap="nowrap">
      <Text size="sm" fw={strong ? 700 : 500} c={strong ? undefined : 'dimmed'}>
        {label}
      </Text>
      <Text
        size="sm"
        fw={strong ? 800 : 600}
        data-testid={testId}
        style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
      >
        {amount}
      </Text>
    </Group>
  );
}

/**
 * What is withheld or reverse-charged beside the total: the VAT the buyer declares itself, the
 * précompte and the VAT a withholding agent keeps, then what the party pays. Nothing when none applies.
 */
export function DocumentDues({ document }: { document: AccountingDocument }) {
  const { t } = useTranslation('invoices');
  const money = useMoney(foreignCurrencyOf(document));
  const dues = document.dues;
  if (!dues || [dues.selfAssessedVat, dues.precompte, dues.vatWithheld].every(isZero)) return null;
  const rate = (text: string) => formatRateText(text, money.language);
  const minus = (amount: string) => money.format(`-${amount}`);
  return (
    <Stack gap={4} mt={6} data-testid="document-dues">
      {!isZero(dues.selfAssessedVat) && (
        <DuesRow label={t('totals.selfAssessedVat')} amount={minus(dues.selfAssessedVat)} testId="dues-self-assessed" />
      )}
      {!isZero(dues.vatWithheld) && (
        <DuesRow
          label={t('totals.vatWithheld', { rate: rate(dues.vatWithheldRate) })}
          amount={minus(dues.vatWithheld)}
          testId="dues-vat-withheld"
        />
      )}
      {!isZero(dues.precompte) && (
        <DuesRow
          label={t('totals.precompte', { rate: rate(dues.precompteRate) })}
          amount={minus(dues.precompte)}
          testId="dues-precompte"
        />
      )}
      <DuesRow label={t('totals.payable')} amount={money.format(dues.payable)} testId="dues-payable" strong />
    </Stack>
  );
}
