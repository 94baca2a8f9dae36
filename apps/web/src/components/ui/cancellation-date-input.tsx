import { useTranslation } from 'react-i18next';
import { DateField } from './date-field.tsx';

/**
 * The day a cancellation is dated: its reversing entry is posted on that day (today unless the user
 * picks another), never on the original's date, so a month already declared keeps its figures.
 */
export function CancellationDateInput({
  value,
  onChange,
  minDate,
}: {
  value: string;
  onChange: (value: string) => void;
  /** The original's date: a cancellation cannot come before it. */
  minDate?: string;
}) {
  const { t } = useTranslation();
  return (
    <DateField
      required
      label={t('cancellation.date')}
      description={t('cancellation.dateHint')}
      value={value}
      min={minDate}
      onChange={onChange}
    />
  );
}
