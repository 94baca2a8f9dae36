import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const OPERATOR_COLORS: Record<string, string> = { MTN: 'yellow', ORANGE: 'orange', NEXTTEL: 'red' };
/** The three mobile operators of the prefix table (spec §9). */
const KNOWN_OPERATORS = ['MTN', 'ORANGE', 'NEXTTEL'] as const;

/** The mobile operator of a phone number (MTN, Orange…), in its brand colour; nothing when unknown. */
export function OperatorBadge({ operator }: { operator: string | null | undefined }) {
  const { t } = useTranslation('parties');
  if (!operator) return null;
  const known = KNOWN_OPERATORS.find((code) => code === operator);
  return (
    <Badge
      variant="light"
      color={OPERATOR_COLORS[operator] ?? 'gray'}
      size="sm"
      radius="sm"
      data-testid="operator-badge"
      aria-label={`${t('operator.label')}: ${known ? t(`operator.${known}`) : operator}`}
      // Dark text on the brand's tint: yellow or orange text reads below WCAG AA's 4.5:1.
      styles={{ root: { flexShrink: 0 }, label: { color: 'var(--mantine-color-dark-7)' } }}
    >
      {known ? t(`operator.${known}`) : operator}
    </Badge>
  );
}
