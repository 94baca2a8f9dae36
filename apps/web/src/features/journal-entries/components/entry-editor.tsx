import type { AccountingDocument, Journal, WorkFolder } from '@bilan/contract';
import { Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type KeyboardEvent, useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useCan } from '../../../lib/permissions.ts';
import { emptyLine } from '../entry-form.ts';
import { EntryEditorActions } from './entry-editor-actions.tsx';
import { EntryHeaderFields } from './entry-header-fields.tsx';
import type { EditorAccount } from './entry-line-cells.tsx';
import { EntryLineRow } from './entry-line-row.tsx';
import { EntryLinesPanel } from './entry-lines-panel.tsx';
import { EntryTotals } from './entry-totals.tsx';
import { useCellNavigation } from './use-cell-navigation.ts';
import { useEntryEditorForm } from './use-entry-editor-form.ts';

/**
 * The journal-entry editor, made for the keyboard: Enter (or Tab) goes to the next cell, Enter on the
 * last cell of the last line adds a line; the footer totals the lines live, and Validate stays off
 * until the entry follows every rule (two lines or more, one side per line, debit = credit).
 */
export function EntryEditor({
  workFolder,
  document,
  journals,
  accounts,
  accountNumberOf,
  scale,
  currency,
  defaultDate,
  editorKey,
}: {
  workFolder: WorkFolder;
  document: AccountingDocument | null;
  journals: readonly Journal[];
  accounts: readonly EditorAccount[];
  accountNumberOf: (accountId: string) => string | undefined;
  scale: number;
  currency: string;
  defaultDate: string;
  /** Kept across the first save, so the editor stays on screen when a new entry becomes a draft. */
  editorKey: string;
}) {
  const { t, i18n } = useTranslation('journalEntries');
  const language = i18n.resolvedLanguage ?? 'en';
  const containerRef = useRef<HTMLDivElement>(null);
  const compact = useMediaQuery('(max-width: 48em)') ?? false;
  const canValidate = useCan('documents.validate');
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const editor = useEntryEditorForm({ workFolder, document, accountNumberOf, scale, language, defaultDate, editorKey });
  const { form, fields, append, remove, check, violation, busy, save } = editor;
  const { control, setValue, getValues } = form;
  const appendLine = useCallback(() => {
    append(emptyLine(), { shouldFocus: false });
    return getValues('lines').length - 1;
  }, [append, getValues]);
  const { addLine, moveFrom, onPicked } = useCellNavigation(containerRef, appendLine);
  const onRemove = useCallback((index: number) => remove(index), [remove]);
  const accountsById = useMemo(() => new Map(accounts.map((account) => [account.id, account])), [accounts]);
  const violationText = (code: string | null) =>
    code ? t(`violations.${code}` as 'violations.INVALID', { defaultValue: t('violations.INVALID') }) : null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const shortcut = event.ctrlKey || event.metaKey;
    if (shortcut && event.key.toLowerCase() === 's') {
      event.preventDefault();
      if (!busy) void save('draft');
      return;
    }
    if (shortcut && event.key === 'Enter') {
      event.preventDefault();
      if (!busy && violation === null && canValidate) void save('validate');
      return;
    }
    if (event.key !== 'Enter' || event.shiftKey || event.altKey || shortcut || event.defaultPrevented) return;
    if (event.nativeEvent.isComposing) return;
    const target = event.target as HTMLElement;
    if (!target.hasAttribute('data-nav')) return;
    event.preventDefault();
    moveFrom(target);
  };

  const lines = fields.map((field, index) => (
    <EntryLineRow
      key={field.id}
      index={index}
      control={control}
      setValue={setValue}
      accounts={accounts}
      accountsById={accountsById}
      scale={scale}
      language={language}
      problem={violationText(editor.problemCodeOf(index))}
      canRemove={fields.length > 1}
      onRemove={onRemove}
      onPicked={onPicked}
      compact={compact}
    />
  ));

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Enter moves between the cells inside; the cells are the controls.
    <div ref={containerRef} onKeyDown={onKeyDown}>
      <EntryHeaderFields
        control={control}
        workFolder={workFolder}
        journals={journals}
        dateOutside={editor.dateOutside}
        onJournalPicked={() => onPicked('header:journal')}
      />
      <EntryLinesPanel
        compact={compact}
        lines={lines}
        onAddLine={addLine}
        currency={currency}
        totals={
          <EntryTotals
            debit={check.debit}
            credit={check.credit}
            difference={check.difference}
            violation={violationText(violation)}
            scale={scale}
            language={language}
          />
        }
      />
      <EntryEditorActions
        canDelete={document !== null}
        canValidate={canValidate}
        busy={busy}
        savingDraft={editor.savingDraft}
        validating={editor.validating}
        violationText={violationText(violation)}
        onDelete={() => setConfirmingDelete(true)}
        onSaveDraft={() => save('draft')}
        onValidate={() => save('validate')}
      />
      <ConfirmDialog
        opened={confirmingDelete}
        title={t('confirm.deleteTitle')}
        confirmLabel={t('confirm.delete')}
        color="red"
        loading={editor.deleting}
        onClose={() => setConfirmingDelete(false)}
        onConfirm={async () => {
          if (!(await editor.deleteDraft())) setConfirmingDelete(false);
        }}
      >
        <Text size="sm">{t('confirm.deleteText')}</Text>
      </ConfirmDialog>
    </div>
  );
}
