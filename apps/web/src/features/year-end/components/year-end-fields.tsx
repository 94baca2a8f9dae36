import { Alert, TextInput, type TextInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { normalizeDecimalInput } from '../../../lib/decimal-input.ts';
import { serverErrorCode } from '../../../lib/server-fields.ts';
import type yearEndEn from '../year-end.en.json';

type YearEndErrorCode = keyof (typeof yearEndEn)['errors'];

/** What was typed as the API's decimal text; empty reads as zero. */
export function apiAmount(text: string, language: string): string {
  return normalizeDecimalInput(text, language) || '0';
}

/** An amount typed the interface language's way ("1 500,75" in French). */
export function AmountInput(props: Omit<TextInputProps, 'onChange'> & { onChange: (text: string) => void }) {
  const { onChange, ...rest } = props;
  return (
    <TextInput
      inputMode="decimal"
      autoComplete="off"
      {...rest}
      onChange={(event) => onChange(event.currentTarget.value)}
      styles={{ input: { fontVariantNumeric: 'tabular-nums', textAlign: 'right' } }}
    />
  );
}

/** The rule a refused booking broke, in the user's language; nothing while there is no refusal. */
export function RefusalAlert({ error }: { error: unknown }) {
  const { t } = useTranslation('yearEnd');
  if (!error) return null;
  const code = serverErrorCode(error) ?? 'other';
  return (
    <Alert color="red" variant="light" role="alert">
      {t(`errors.${code as YearEndErrorCode}`, { defaultValue: t('errors.other') })}
    </Alert>
  );
}

/** Whether an amount of the API ("0", "0.00") or a missing one is zero. */
export function isZeroAmount(amount: string | null | undefined): boolean {
  return !amount || /^-?0(\.0+)?$/.test(amount);
}
