import { formatAmount } from '@bilan/accounting';
import type { PartyRole } from '@bilan/contract';
import { ActionIcon, Text, TextInput } from '@mantine/core';
import { IconAlertCircle, IconTrash } from '@tabler/icons-react';
import { type Control, Controller, type UseFormSetValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LazyTooltip } from '../../../components/ui/lazy-tooltip.tsx';
import type { PickableAccount } from '../../../lib/account-search.ts';
import { understoodDecimal } from '../../../lib/decimal-input.ts';
import { formatAmountText } from '../../../lib/format.ts';
import { CreatableAccountPicker } from '../../chart-of-accounts/public.ts';
import { type EntryFormValues, readAmount } from '../entry-form.ts';

/** An account the editor offers, with its sub-accounts. */
export interface EditorAccount extends PickableAccount {
  subAccounts: readonly { id: string; number: string; label: string }[];
  /** The parties it follows one by one (40x, 41x, SYSCOHADA 481), whose sub-accounts it takes; else null. */
  partyRole: PartyRole | null;
}

/** Columns of a line, in keyboard order. */
export const LINE_COLUMNS = ['account', 'subAccount', 'label', 'debit', 'credit'] as const;

export const cellId = (row: number, column: (typeof LINE_COLUMNS)[number]) => `${row}:${LINE_COLUMNS.indexOf(column)}`;

/** What every cell of line `index` knows. */
export interface CellProps {
  index: number;
  control: Control<EntryFormValues>;
}

/** The line's number, or the rule it breaks as a red mark with the rule in its tooltip. */
export function LineMarker({ number, problem }: { number: number; problem: string | null }) {
  return problem ? (
    <LazyTooltip label={problem} withArrow>
      <IconAlertCircle size={18} color="var(--mantine-color-red-6)" aria-label={problem} role="img" />
    </LazyTooltip>
  ) : (
    <Text size="xs" c="dimmed" fw={600}>
      {number}
    </Text>
  );
}

/**
 * The account, filtered as the user types; a new account drops the old one's sub-account. A number the
 * chart lacks is offered for creation (with accounts.write), in the chart's own dialog: the line takes it.
 */
export function AccountCell({
  index,
  control,
  setValue,
  accounts,
  invalid,
  onPicked,
}: CellProps & {
  setValue: UseFormSetValue<EntryFormValues>;
  accounts: readonly EditorAccount[];
  /** The line breaks a rule: an empty account is marked. */
  invalid: boolean;
  onPicked: (cell: string) => void;
}) {
  const { t } = useTranslation('journalEntries');
  return (
    <Controller
      control={control}
      name={`lines.${index}.accountId`}
      render={({ field }) => {
        const take = (accountId: string | null) => {
          field.onChange(accountId);
          // A sub-account belongs to one account: a new account drops the old one's.
          setValue(`lines.${index}.subAccountId`, null);
        };
        return (
          <CreatableAccountPicker
            accounts={accounts}
            value={field.value}
            onChange={take}
            onCreated={take}
            onCommit={() => onPicked(cellId(index, 'account'))}
            createLabel={(number) => t('editor.createAccount', { number })}
            nothingFound={t('editor.nothingFound')}
            placeholder={t('editor.accountPlaceholder')}
            size="sm"
            aria-label={t('editor.accountOfLine', { number: index + 1 })}
            aria-invalid={invalid && !field.value}
            error={invalid && !field.value}
            data-nav
            data-cell={cellId(index, 'account')}
          />
        );
      }}
    />
  );
}

export function LineLabelCell({ index, control, compact }: CellProps & { compact: boolean }) {
  const { t } = useTranslation('journalEntries');
  return (
    <Controller
      control={control}
      name={`lines.${index}.label`}
      render={({ field }) => (
        <TextInput
          {...field}
          size="sm"
          autoComplete="off"
          placeholder={compact ? t('editor.lineLabel') : undefined}
          aria-label={t('editor.lineLabelOfLine', { number: index + 1 })}
          data-nav
          data-cell={cellId(index, 'label')}
        />
      )}
    />
  );
}

/** A debit or credit, with what the typed text was understood as shown below it. */
export function AmountCell({
  index,
  control,
  side,
  setValue,
  scale,
  language,
}: CellProps & {
  side: 'debit' | 'credit';
  setValue: UseFormSetValue<EntryFormValues>;
  scale: number;
  language: string;
}) {
  const { t } = useTranslation('journalEntries');
  const { t: tCommon } = useTranslation('common');
  return (
    <Controller
      control={control}
      name={`lines.${index}.${side}`}
      render={({ field }) => {
        const reading = readAmount(field.value, scale, language);
        const understood = understoodDecimal(field.value, language);
        return (
          <TextInput
            ref={field.ref}
            name={field.name}
            value={field.value}
            onChange={(event) => {
              const text = event.currentTarget.value;
              field.onChange(text);
              // A line has one side: typing a debit empties the credit, and the other way round.
              const other = side === 'debit' ? 'credit' : 'debit';
              if (text.trim() !== '') setValue(`lines.${index}.${other}`, '', { shouldDirty: true });
            }}
            onBlur={() => {
              field.onBlur();
              // Once left, a readable amount shows with the language's grouping (1,000,000 / 1 000 000).
              if (reading.ok && field.value.trim() !== '' && reading.amount > 0n) {
                setValue(
                  `lines.${index}.${side}`,
                  formatAmountText(formatAmount(reading.amount, scale), language, scale),
                );
              }
            }}
            onFocus={(event) => event.currentTarget.select()}
            inputMode="decimal"
            autoComplete="off"
            size="sm"
            aria-label={t(side === 'debit' ? 'editor.debitOfLine' : 'editor.creditOfLine', { number: index + 1 })}
            aria-invalid={!reading.ok || undefined}
            error={!reading.ok && (reading.code === 'NUMBER_AMBIGUOUS' ? t('violations.NUMBER_AMBIGUOUS') : true)}
            description={understood ? tCommon('number.understood', { value: understood }) : undefined}
            inputWrapperOrder={['input', 'description', 'error']}
            styles={{ input: { textAlign: 'right', fontVariantNumeric: 'tabular-nums' } }}
            data-nav
            data-cell={cellId(index, side)}
          />
        );
      }}
    />
  );
}

/** Removes the line. */
export function RemoveLineButton({
  index,
  disabled,
  onRemove,
}: {
  index: number;
  disabled: boolean;
  onRemove: (index: number) => void;
}) {
  const { t } = useTranslation('journalEntries');
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      onClick={() => onRemove(index)}
      disabled={disabled}
      aria-label={t('editor.removeLine', { number: index + 1 })}
      // The keyboard walks cell to cell; the mouse removes lines.
      tabIndex={-1}
    >
      <IconTrash size={16} />
    </ActionIcon>
  );
}
