import { formatAmount, toAmount } from '@bilan/accounting';
import type { Appropriation, AppropriationOutcome } from '@bilan/contract';
import { Alert, Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle, IconScale } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/ui/date-field.tsx';
import { formatAmountText } from '../../../lib/format.ts';
import { serverFieldErrors } from '../../../lib/server-fields.ts';
import { validationMessage } from '../../../lib/validation-message.ts';
import { useCompanyMoney } from '../../shell/api/get-company.ts';
import { useAppropriateResult } from '../api/appropriate-result.ts';
import { reviewSplit, type SplitField, type SplitValues, suggestedSplit } from '../appropriation-split.ts';

const APPROPRIATION_CODES = [
  'APPROPRIATION_MUST_ADD_UP',
  'APPROPRIATION_MUST_FUND_LEGAL_RESERVE',
  'APPROPRIATION_DIVIDENDS_EXCEED_DISTRIBUTABLE',
  'APPROPRIATION_DATE_OUTSIDE_NEXT_WORK_FOLDER',
] as const;

function isAppropriationCode(code: string): code is (typeof APPROPRIATION_CODES)[number] {
  return (APPROPRIATION_CODES as readonly string[]).includes(code);
}

const PROFIT_FIELDS: readonly SplitField[] = ['legalReserve', 'otherReserves', 'retainedEarnings', 'dividends'];

/**
 * The meeting's decision: its date and the split of the result, checked as typed (what is left to place,
 * the legal reserve's minimum, the withholding tax, equity after the dividends) and again by the API.
 */
export function AppropriationForm({
  view,
  onBooked,
  onCancel,
}: {
  view: Appropriation;
  onBooked: (outcome: AppropriationOutcome) => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation('workFolders');
  const { t: tCommon } = useTranslation();
  const money = useCompanyMoney();
  const scale = money.scale ?? 0;
  const language = i18n.resolvedLanguage ?? 'en';
  const appropriate = useAppropriateResult();
  const [meetingDate, setMeetingDate] = useState('');
  const [values, setValues] = useState<SplitValues>(() => suggestedSplit(view));
  const [submitted, setSubmitted] = useState(false);
  const [serverProblems, setServerProblems] = useState<Record<string, string>>({});
  const review = reviewSplit(view, values, scale);
  const loss = view.result.startsWith('-');
  const amount = (minorUnits: bigint) =>
    formatAmountText(formatAmount(toAmount(minorUnits), scale), language, scale, {
      currency: money.currency ?? undefined,
    });
  const message = (code: string | undefined): string | undefined =>
    code !== undefined && isAppropriationCode(code)
      ? t(`appropriation.errors.${code}`)
      : validationMessage(tCommon, code);
  const problemOf = (field: string) =>
    submitted ? message(review.problems[field as SplitField] ?? serverProblems[field]) : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setServerProblems({});
    if (Object.keys(review.problems).length > 0 || meetingDate === '') return;
    const { dividendsSubjectToWithholding, ...split } = values;
    const body = {
      meetingDate,
      ...Object.fromEntries(Object.entries(split).map(([field, text]) => [field, text.trim() || '0'])),
      dividendsSubjectToWithholding: dividendsSubjectToWithholding.trim() || null,
    } as Parameters<typeof appropriate.mutateAsync>[0]['body'];
    try {
      onBooked(await appropriate.mutateAsync({ workFolderId: view.workFolderId, body }));
    } catch (error) {
      setServerProblems(Object.fromEntries(serverFieldErrors(error).map((field) => [field.path, field.code])));
    }
  };

  const field = (name: SplitField, label: string, readOnly = false) => (
    <TextInput
      key={name}
      label={label}
      inputMode="decimal"
      autoComplete="off"
      value={values[name]}
      readOnly={readOnly}
      variant={readOnly ? 'filled' : 'default'}
      onChange={(event) => {
        const text = event.currentTarget.value;
        setValues((current) => ({ ...current, [name]: text }));
      }}
      error={problemOf(name)}
    />
  );

  return (
    <form onSubmit={submit} noValidate aria-label={t('appropriation.formLabel')}>
      <Stack gap="md">
        <DateField
          label={t('appropriation.meetingDate')}
          withAsterisk
          value={meetingDate}
          onChange={setMeetingDate}
          min={view.earliestMeetingDate}
          description={t('appropriation.meetingHint')}
          error={
            submitted && meetingDate === '' ? validationMessage(tCommon, 'DATE_REQUIRED') : problemOf('meetingDate')
          }
        />
        {loss ? (
          <>
            <Text size="sm">{t('appropriation.lossGoesTo', { account: view.accounts.retainedEarningsDebit })}</Text>
            {field('retainedEarnings', t('appropriation.fields.retainedEarnings'), true)}
          </>
        ) : (
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            {PROFIT_FIELDS.map((name) =>
              field(name, t(`appropriation.fields.${name}`, { account: view.accounts[accountOf(name)] })),
            )}
            {view.withholdingRate !== null &&
              field('dividendsSubjectToWithholding', t('appropriation.fields.dividendsSubjectToWithholding'))}
          </SimpleGrid>
        )}
        <SplitSummary review={review} amount={amount} />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onCancel} disabled={appropriate.isPending}>
            {tCommon('actions.cancel')}
          </Button>
          <Button type="submit" leftSection={<IconScale size={16} />} loading={appropriate.isPending}>
            {t('appropriation.confirm')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function accountOf(field: SplitField): keyof Appropriation['accounts'] {
  if (field === 'retainedEarnings') return 'retainedEarningsCredit';
  if (field === 'dividendsSubjectToWithholding') return 'withholdingTax';
  return field;
}

function SplitSummary({
  review,
  amount,
}: {
  review: ReturnType<typeof reviewSplit>;
  amount: (minorUnits: bigint) => string;
}) {
  const { t } = useTranslation('workFolders');
  return (
    <Stack gap={6} data-testid="appropriation-summary">
      <Text size="sm" fw={600} c={review.remaining === 0n ? undefined : 'red.9'}>
        {review.remaining === 0n
          ? t('appropriation.balanced')
          : t('appropriation.remaining', { amount: amount(review.remaining) })}
      </Text>
      {review.withholding > 0n && (
        <Text size="sm">{t('appropriation.withholding', { amount: amount(review.withholding) })}</Text>
      )}
      <Text size="sm">{t('appropriation.equityAfter', { amount: amount(review.equityAfter) })}</Text>
      {review.equityBelowHalfOfCapital && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} data-testid="equity-below-half">
          {t('appropriation.equityBelowHalf')}
        </Alert>
      )}
    </Stack>
  );
}
