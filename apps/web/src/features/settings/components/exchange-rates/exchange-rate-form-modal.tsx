import type { ExchangeRateRow } from '@bilan/contract';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../../components/ui/date-field.tsx';
import { SearchableSelect } from '../../../../components/ui/searchable-select.tsx';
import { decimalForInput, readDecimalInput } from '../../../../lib/decimal-input.ts';
import { todayIsoDate } from '../../../../lib/format.ts';
import { serverErrorCode, serverFieldErrors } from '../../../../lib/server-fields.ts';
import { validationMessage } from '../../../../lib/validation-message.ts';
import { useDeleteExchangeRate, useSetExchangeRate } from '../../api/change-exchange-rates.ts';
import { rateCurrencyCodes } from '../../exchange-rate-options.ts';

type Field = 'currency' | 'date' | 'rate';
type Errors = Partial<Record<Field, string>>;

/** What the form lets through: a currency, a day, a positive decimal (the API checks the rest). */
function checkRate(values: Record<Field, string>, language: string): { errors: Errors; rate: string } {
  const errors: Errors = {};
  if (!values.currency) errors.currency = 'CURRENCY_REQUIRED';
  if (!values.date) errors.date = 'DATE_REQUIRED';
  const reading = readDecimalInput(values.rate, language);
  const rate = reading.ok ? reading.value : '';
  if (values.rate.trim() === '') errors.rate = 'EXCHANGE_RATE_REQUIRED';
  else if (!reading.ok || !(Number(rate) > 0)) errors.rate = 'EXCHANGE_RATE_INVALID';
  return { errors, rate };
}

/** The form's values and its submission: a refusal puts the API's codes on the fields they name. */
function useRateForm({
  opened,
  editing,
  companyId,
  onClose,
}: {
  opened: boolean;
  editing: ExchangeRateRow | null;
  companyId: string;
  onClose: () => void;
}) {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const setRate = useSetExchangeRate(companyId);
  const deleteRate = useDeleteExchangeRate(companyId);
  const [values, setValues] = useState<Record<Field, string>>({ currency: '', date: '', rate: '' });
  const [errors, setErrors] = useState<Errors>({});
  useEffect(() => {
    if (!opened) return;
    setErrors({});
    setValues(
      editing
        ? { currency: editing.currency, date: editing.date, rate: decimalForInput(editing.rate, language) }
        : { currency: '', date: todayIsoDate(), rate: '' },
    );
  }, [opened, editing, language]);
  const change = (field: Field) => (value: string) => setValues((previous) => ({ ...previous, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkRate(values, language);
    setErrors(checked.errors);
    if (Object.keys(checked.errors).length > 0) return;
    try {
      await setRate.mutateAsync({ currency: values.currency, date: values.date, rate: checked.rate });
      const moved = editing && (editing.currency !== values.currency || editing.date !== values.date);
      if (moved) await deleteRate.mutateAsync(editing.id);
      onClose();
    } catch (error) {
      const named = Object.fromEntries(serverFieldErrors(error).map((field) => [field.path, field.code]));
      const code = serverErrorCode(error);
      setErrors(Object.keys(named).length > 0 ? named : code ? { rate: code } : {});
    }
  };
  return { values, errors, change, submit, saving: setRate.isPending || deleteRate.isPending };
}

/**
 * Adds a rate, or changes one (`editing`): saving a currency and day replaces that day's rate; an edit
 * moved to another currency or day removes the rate it started from.
 */
export function ExchangeRateFormModal({
  opened,
  editing,
  companyId,
  companyCurrency,
  onClose,
}: {
  opened: boolean;
  editing: ExchangeRateRow | null;
  companyId: string;
  companyCurrency: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('settings');
  const { t: tCommon } = useTranslation();
  const { values, errors, change, submit, saving } = useRateForm({ opened, editing, companyId, onClose });
  const errorText = (code: string | undefined) =>
    code &&
    t(`exchangeRates.errors.${code}` as 'exchangeRates.errors.EXCHANGE_RATE_INVALID', {
      defaultValue: validationMessage(tCommon, code),
    });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={editing ? t('exchangeRates.editTitle') : t('exchangeRates.addTitle')}
      centered
      radius="lg"
      closeButtonProps={{ 'aria-label': tCommon('actions.close') }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <SearchableSelect
            label={t('exchangeRates.currency')}
            data={rateCurrencyCodes(companyCurrency)}
            value={values.currency || null}
            onChange={(value) => change('currency')(value ?? '')}
            withAsterisk
            error={errorText(errors.currency)}
          />
          <DateField
            label={t('exchangeRates.date')}
            value={values.date}
            onChange={change('date')}
            withAsterisk
            error={errorText(errors.date)}
          />
          <TextInput
            label={t('exchangeRates.rateIn', { currency: companyCurrency })}
            description={t('exchangeRates.rateHint', { currency: values.currency || '…', company: companyCurrency })}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            value={values.rate}
            onChange={(event) => change('rate')(event.currentTarget.value)}
            inputMode="decimal"
            autoComplete="off"
            withAsterisk
            error={errorText(errors.rate)}
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              {tCommon('actions.cancel')}
            </Button>
            <Button type="submit" loading={saving}>
              {tCommon('actions.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
