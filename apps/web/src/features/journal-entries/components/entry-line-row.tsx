import { formatAmount } from '@bilan/accounting';
import { ActionIcon, Group, Paper, Select, SimpleGrid, Stack, Table, Text, TextInput, Tooltip } from '@mantine/core';
import { IconAlertCircle, IconTrash } from '@tabler/icons-react';
import { memo, useMemo } from 'react';
import { type Control, Controller, type UseFormSetValue, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AccountPicker } from '../../../components/ui/account-picker.tsx';
import type { PickableAccount } from '../../../lib/account-search.ts';
import { understoodDecimal } from '../../../lib/decimal-input.ts';
import { formatAmountText } from '../../../lib/format.ts';
import { type EntryFormValues, readAmount } from '../entry-form.ts';

/** An account the editor offers, with its sub-accounts. */
export interface EditorAccount extends PickableAccount {
  subAccounts: readonly { id: string; number: string; label: string }[];
}

/** Columns of a line, in keyboard order. */
export const LINE_COLUMNS = ['account', 'subAccount', 'label', 'debit', 'credit'] as const;

export const cellId = (row: number, column: (typeof LINE_COLUMNS)[number]) => `${row}:${LINE_COLUMNS.indexOf(column)}`;

interface EntryLineRowProps {
  index: number;
  control: Control<EntryFormValues>;
  setValue: UseFormSetValue<EntryFormValues>;
  accounts: readonly EditorAccount[];
  accountsById: ReadonlyMap<string, EditorAccount>;
  scale: number;
  language: string;
  /** The rule this line breaks, already in words; null when it is fine. */
  problem: string | null;
  canRemove: boolean;
  onRemove: (index: number) => void;
  /** An account or sub-account was picked: the grid moves to the next cell. */
  onPicked: (cell: string) => void;
  /** Phones: a card per line instead of a table row. */
  compact: boolean;
}

/**
 * One line of the grid: account (filtered as the user types), its sub-account, a label, debit and
 * credit. Every cell carries data-nav and data-cell, which the editor's Enter key walks through.
 */
export const EntryLineRow = memo(function EntryLineRow({
  index,
  control,
  setValue,
  accounts,
  accountsById,
  scale,
  language,
  problem,
  canRemove,
  onRemove,
  onPicked,
  compact,
}: EntryLineRowProps) {
  const { t } = useTranslation('journalEntries');
  const { t: tCommon } = useTranslation('common');
  const number = index + 1;
  const accountId = useWatch({ control, name: `lines.${index}.accountId` });
  const subAccounts = (accountId ? accountsById.get(accountId)?.subAccounts : undefined) ?? [];
  const subAccountOptions = useMemo(
    () => subAccounts.map((sub) => ({ value: sub.id, label: `${sub.number} ${sub.label}` })),
    [subAccounts],
  );

  const amountCell = (side: 'debit' | 'credit') => (
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
            aria-label={t(side === 'debit' ? 'editor.debitOfLine' : 'editor.creditOfLine', { number })}
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

  const marker = problem ? (
    <Tooltip label={problem} withArrow>
      <IconAlertCircle size={18} color="var(--mantine-color-red-6)" aria-label={problem} role="img" />
    </Tooltip>
  ) : (
    <Text size="xs" c="dimmed" fw={600}>
      {number}
    </Text>
  );

  const accountCell = (
    <Controller
      control={control}
      name={`lines.${index}.accountId`}
      render={({ field }) => (
        <AccountPicker
          accounts={accounts}
          value={field.value}
          onChange={(next) => {
            field.onChange(next);
            // A sub-account belongs to one account: a new account drops the old one's.
            setValue(`lines.${index}.subAccountId`, null);
          }}
          onCommit={() => onPicked(cellId(index, 'account'))}
          nothingFound={t('editor.nothingFound')}
          placeholder={t('editor.accountPlaceholder')}
          size="sm"
          aria-label={t('editor.accountOfLine', { number })}
          aria-invalid={problem !== null && !field.value}
          error={problem !== null && !field.value}
          data-nav
          data-cell={cellId(index, 'account')}
        />
      )}
    />
  );

  const subAccountCell = (
    <Controller
      control={control}
      name={`lines.${index}.subAccountId`}
      render={({ field }) => (
        <Select
          ref={field.ref}
          value={field.value}
          onChange={(value) => field.onChange(value)}
          onOptionSubmit={() => onPicked(cellId(index, 'subAccount'))}
          data={subAccountOptions}
          disabled={subAccountOptions.length === 0}
          placeholder={compact ? t('editor.subAccount') : t('editor.noSubAccount')}
          searchable
          clearable
          size="sm"
          comboboxProps={{ withinPortal: true, width: 260, position: 'bottom-start' }}
          aria-label={t('editor.subAccountOfLine', { number })}
          data-nav
          data-cell={cellId(index, 'subAccount')}
        />
      )}
    />
  );

  const labelCell = (
    <Controller
      control={control}
      name={`lines.${index}.label`}
      render={({ field }) => (
        <TextInput
          {...field}
          size="sm"
          autoComplete="off"
          placeholder={compact ? t('editor.lineLabel') : undefined}
          aria-label={t('editor.lineLabelOfLine', { number })}
          data-nav
          data-cell={cellId(index, 'label')}
        />
      )}
    />
  );

  const removeButton = (
    <ActionIcon
      variant="subtle"
      color="gray"
      onClick={() => onRemove(index)}
      disabled={!canRemove}
      aria-label={t('editor.removeLine', { number })}
      // The keyboard walks cell to cell; the mouse removes lines.
      tabIndex={-1}
    >
      <IconTrash size={16} />
    </ActionIcon>
  );

  if (compact) {
    // Phones: the same cells, in the same keyboard order, as a card per line.
    return (
      <Paper
        withBorder
        radius="md"
        p="sm"
        data-line={index}
        data-invalid={problem ? true : undefined}
        bg={problem ? 'red.0' : undefined}
        style={problem ? { borderColor: 'var(--mantine-color-red-5)' } : undefined}
      >
        <Stack gap={8}>
          <Group gap={8} wrap="nowrap">
            {marker}
            <div style={{ flex: 1, minWidth: 0 }}>{accountCell}</div>
            {removeButton}
          </Group>
          <SimpleGrid cols={2} spacing={8}>
            {subAccountCell}
            {labelCell}
            <Stack gap={2}>
              <Text size="xs" c="dimmed" fw={600}>
                {t('editor.debit')}
              </Text>
              {amountCell('debit')}
            </Stack>
            <Stack gap={2}>
              <Text size="xs" c="dimmed" fw={600}>
                {t('editor.credit')}
              </Text>
              {amountCell('credit')}
            </Stack>
          </SimpleGrid>
        </Stack>
      </Paper>
    );
  }

  return (
    <Table.Tr data-line={index} data-invalid={problem ? true : undefined} bg={problem ? 'red.0' : undefined}>
      <Table.Td w={40} ta="center" style={{ borderLeft: problem ? '3px solid var(--mantine-color-red-6)' : undefined }}>
        {marker}
      </Table.Td>
      <Table.Td>{accountCell}</Table.Td>
      <Table.Td>{subAccountCell}</Table.Td>
      <Table.Td>{labelCell}</Table.Td>
      <Table.Td>{amountCell('debit')}</Table.Td>
      <Table.Td>{amountCell('credit')}</Table.Td>
      <Table.Td w={44}>{removeButton}</Table.Td>
    </Table.Tr>
  );
});
