import { Group, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { memo, type ReactNode } from 'react';
import type { Control, UseFormSetValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { EntryFormValues } from '../entry-form.ts';
import {
  AccountCell,
  AmountCell,
  type EditorAccount,
  LineLabelCell,
  LineMarker,
  RemoveLineButton,
} from './entry-line-cells.tsx';
import { SubAccountCell } from './sub-account-cell.tsx';

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
  const marker = <LineMarker number={index + 1} problem={problem} />;
  const accountCell = (
    <AccountCell
      index={index}
      control={control}
      setValue={setValue}
      accounts={accounts}
      invalid={problem !== null}
      onPicked={onPicked}
    />
  );
  const subAccountCell = (
    <SubAccountCell index={index} control={control} accountsById={accountsById} compact={compact} onPicked={onPicked} />
  );
  const labelCell = <LineLabelCell index={index} control={control} compact={compact} />;
  const amountCell = (side: 'debit' | 'credit') => (
    <AmountCell index={index} control={control} side={side} setValue={setValue} scale={scale} language={language} />
  );
  const removeButton = <RemoveLineButton index={index} disabled={!canRemove} onRemove={onRemove} />;

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
            <LabelledCell label={t('editor.debit')}>{amountCell('debit')}</LabelledCell>
            <LabelledCell label={t('editor.credit')}>{amountCell('credit')}</LabelledCell>
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

/** A cell of a phone's line card, under its column's name. */
function LabelledCell({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      {children}
    </Stack>
  );
}
