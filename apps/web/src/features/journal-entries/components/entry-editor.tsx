import type { AccountingDocument, Journal, WorkFolder } from '@bilan/contract';
import { Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { TFunction } from 'i18next';
import { type KeyboardEvent, type RefObject, useCallback, useMemo, useRef, useState } from 'react';
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
 * The editor's keys: Ctrl+S saves the draft, Ctrl+Enter validates once the entry follows the rules, Enter in
 * a cell goes to the next one.
 */
function onEditorKey(
  event: KeyboardEvent<HTMLDivElement>,
  {
    busy,
    canValidate,
    save,
    moveFrom,
  }: {
    busy: boolean;
    canValidate: boolean;
    save: (mode: 'draft' | 'validate') => Promise<void>;
    moveFrom: (target: HTMLElement) => void;
  },
) {
  const shortcut = event.ctrlKey || event.metaKey;
  if (shortcut && event.key.toLowerCase() === 's') {
    event.preventDefault();
    if (!busy) void save('draft');
    return;
  }
  if (shortcut && event.key === 'Enter') {
    event.preventDefault();
    if (!busy && canValidate) void save('validate');
    return;
  }
  if (event.key !== 'Enter' || event.shiftKey || event.altKey || shortcut || event.defaultPrevented) return;
  if (event.nativeEvent.isComposing) return;
  const target = event.target as HTMLElement;
  if (!target.hasAttribute('data-nav')) return;
  event.preventDefault();
  moveFrom(target);
}

/** Deleting the draft, once confirmed. */
function DeleteEntryDialog({
  opened,
  loading,
  onClose,
  onConfirm,
}: {
  opened: boolean;
  loading: boolean;
  onClose: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation('journalEntries');
  return (
    <ConfirmDialog
      opened={opened}
      title={t('confirm.deleteTitle')}
      confirmLabel={t('confirm.delete')}
      color="red"
      loading={loading}
      onClose={onClose}
      onConfirm={onConfirm}
    >
      <Text size="sm">{t('confirm.deleteText')}</Text>
    </ConfirmDialog>
  );
}

interface EntryEditorProps {
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
}

/** A rule the entry breaks, in words. */
function violationWords(t: TFunction<'journalEntries'>, code: string | null): string | null {
  return code ? t(`violations.${code}` as 'violations.INVALID', { defaultValue: t('violations.INVALID') }) : null;
}

/** The grid's lines as the keyboard walks them: Enter on the last cell adds one, the mouse removes one. */
function useEntryGrid(
  containerRef: RefObject<HTMLDivElement | null>,
  { append, remove, form }: Pick<ReturnType<typeof useEntryEditorForm>, 'append' | 'remove' | 'form'>,
  accounts: readonly EditorAccount[],
) {
  const accountsById = useMemo(() => new Map(accounts.map((account) => [account.id, account])), [accounts]);
  const { getValues } = form;
  const appendLine = useCallback(() => {
    append(emptyLine(), { shouldFocus: false });
    return getValues('lines').length - 1;
  }, [append, getValues]);
  const onRemove = useCallback((index: number) => remove(index), [remove]);
  return { ...useCellNavigation(containerRef, appendLine), onRemove, accountsById };
}

/** The actions under the grid, and the confirmation a draft's deletion asks. */
function EntryEditorFooter({
  editor,
  canDelete,
  canValidate,
  violationText,
}: {
  editor: ReturnType<typeof useEntryEditorForm>;
  canDelete: boolean;
  canValidate: boolean;
  violationText: string | null;
}) {
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  return (
    <>
      <EntryEditorActions
        canDelete={canDelete}
        canValidate={canValidate}
        busy={editor.busy}
        savingDraft={editor.savingDraft}
        validating={editor.validating}
        violationText={violationText}
        onDelete={() => setConfirmingDelete(true)}
        onSaveDraft={() => editor.save('draft')}
        onValidate={() => editor.save('validate')}
      />
      <DeleteEntryDialog
        opened={confirmingDelete}
        loading={editor.deleting}
        onClose={() => setConfirmingDelete(false)}
        onConfirm={async () => {
          if (!(await editor.deleteDraft())) setConfirmingDelete(false);
        }}
      />
    </>
  );
}

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
}: EntryEditorProps) {
  const { t, i18n } = useTranslation('journalEntries');
  const language = i18n.resolvedLanguage ?? 'en';
  const containerRef = useRef<HTMLDivElement>(null);
  const compact = useMediaQuery('(max-width: 48em)') ?? false;
  const canValidate = useCan('documents.validate');
  const editor = useEntryEditorForm({ workFolder, document, accountNumberOf, scale, language, defaultDate, editorKey });
  const { form, fields, check, violation, busy, save } = editor;
  const { control, setValue } = form;
  const { addLine, moveFrom, onPicked, onRemove, accountsById } = useEntryGrid(containerRef, editor, accounts);
  const violationText = (code: string | null) => violationWords(t, code);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) =>
    onEditorKey(event, { busy, canValidate: violation === null && canValidate, save, moveFrom });

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
      {editor.unsaved.banner}
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
      <EntryEditorFooter
        editor={editor}
        canDelete={document !== null}
        canValidate={canValidate}
        violationText={violationText(violation)}
      />
      {editor.unsaved.keepers}
    </div>
  );
}
