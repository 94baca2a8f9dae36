import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

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
    <TextInput
      type="date"
      required
      label={t('cancellation.date')}
      description={t('cancellation.dateHint')}
      value={value}
      min={minDate}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
