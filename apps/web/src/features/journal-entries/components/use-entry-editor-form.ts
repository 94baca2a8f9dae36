import type { AccountingDocument, WorkFolder } from '@bilan/contract';
import { useMemo, useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { useUnsavedWork } from '../../../components/ui/use-unsaved-work.tsx';
import { serverFieldErrors } from '../../../lib/server-fields.ts';
import { useChangeJournalEntryState } from '../api/change-journal-entry-state.ts';
import { useCreateJournalEntry } from '../api/create-journal-entry.ts';
import { useDeleteJournalEntry } from '../api/delete-journal-entry.ts';
import { useUpdateJournalEntry } from '../api/update-journal-entry.ts';
import { checkEntry, type EntryFormValues, entryValuesOf, newEntryValues, toDocumentBody } from '../entry-form.ts';
import { lineProblemCode, placeServerErrors, type ServerLineError } from '../entry-line-problems.ts';

export interface EntryEditorFormOptions {
  workFolder: WorkFolder;
  document: AccountingDocument | null;
  accountNumberOf: (accountId: string) => string | undefined;
  scale: number;
  language: string;
  defaultDate: string;
  editorKey: string;
}

/** The rules the entry breaks, checked live: the lines', and a date outside the work folder. */
function useEntryCheck(
  values: EntryFormValues,
  workFolder: WorkFolder,
  { scale, language, accountNumberOf }: Pick<EntryEditorFormOptions, 'scale' | 'language' | 'accountNumberOf'>,
) {
  const check = useMemo(
    () => checkEntry(values, { scale, language, accountNumberOf }),
    [values, scale, language, accountNumberOf],
  );
  const dateOutside = values.date !== '' && (values.date < workFolder.startDate || values.date > workFolder.endDate);
  const violation = dateOutside ? 'ENTRY_DATE_OUTSIDE_WORK_FOLDER' : check.violation;
  return { check, dateOutside, violation };
}

/** Where a saved entry goes: a new draft's address follows it (the editor stays), a validated one is shown. */
function useEntryNavigation(editorKey: string) {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const entryPath = (saved: AccountingDocument) => {
    const folder = searchParams.get('workFolder');
    return `/accounting/entries/${encodeURIComponent(saved.id)}${folder ? `?workFolder=${encodeURIComponent(folder)}` : ''}`;
  };
  return {
    followDocument: (draft: AccountingDocument) => navigate(entryPath(draft), { replace: true, state: { editorKey } }),
    openSaved: (saved: AccountingDocument) => navigate(entryPath(saved), { state: { editorKey } }),
  };
}

/** Deletes the draft and goes back to the entries; false when the API refused. */
function useEntryDeletion(workFolderId: string, document: AccountingDocument | null, dropped: () => void) {
  const navigate = useNavigate();
  const deleteEntry = useDeleteJournalEntry(workFolderId);
  const deleteDraft = async (): Promise<boolean> => {
    if (!document) return true;
    try {
      await deleteEntry.mutateAsync(document.id);
      dropped();
      navigate('/accounting/entries');
      return true;
    } catch {
      return false;
    }
  };
  return { deleteDraft, deleting: deleteEntry.isPending };
}

/**
 * The entry editor's state and what it does: the form and its lines, the rules checked live, the lines
 * the API refused, saving (as a draft, or validated, which makes a new entry a draft first) and deleting.
 */
export function useEntryEditorForm({
  workFolder,
  document,
  accountNumberOf,
  scale,
  language,
  defaultDate,
  editorKey,
}: EntryEditorFormOptions) {
  const form = useForm<EntryFormValues>({
    defaultValues: document ? entryValuesOf(document) : newEntryValues(defaultDate),
  });
  const { control, getValues } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'lines' });
  const values = useWatch({ control }) as EntryFormValues;
  const [attempted, setAttempted] = useState(false);
  const [serverLineErrors, setServerLineErrors] = useState<ReadonlyMap<number, ServerLineError>>(new Map());

  const createEntry = useCreateJournalEntry(workFolder.id);
  const updateEntry = useUpdateJournalEntry(workFolder.id);
  const changeState = useChangeJournalEntryState(workFolder.id);
  const unsaved = useUnsavedWork(form, `entry:${document?.id ?? 'new'}`);
  const deletion = useEntryDeletion(workFolder.id, document, unsaved.dropped);
  const busy = createEntry.isPending || updateEntry.isPending || changeState.isPending || deletion.deleting;

  const { check, dateOutside, violation } = useEntryCheck(values, workFolder, { scale, language, accountNumberOf });

  /** The code of the rule line `index` shows as broken, or null. */
  const problemCodeOf = (index: number): string | null =>
    lineProblemCode(index, values.lines[index], serverLineErrors, check.lineCodes[index], attempted);

  const { followDocument, openSaved } = useEntryNavigation(editorKey);

  const save = async (mode: 'draft' | 'validate') => {
    setAttempted(true);
    const current = getValues();
    const { body, gridLineOf } = toDocumentBody(current, scale, language);
    try {
      let saved: AccountingDocument;
      if (mode === 'draft') {
        saved = document
          ? await updateEntry.mutateAsync({ documentId: document.id, body })
          : await createEntry.mutateAsync({ body });
      } else {
        const draft = document ?? (await createEntry.mutateAsync({ body, quiet: true }));
        unsaved.saved(current);
        if (!document) followDocument(draft);
        saved = await changeState.mutateAsync({ documentId: draft.id, state: 'VALIDATED', body });
      }
      setServerLineErrors(new Map());
      unsaved.saved(current);
      if (saved.state !== 'DRAFT') openSaved(saved);
      else if (!document) followDocument(saved);
    } catch (error) {
      // The HTTP layer already showed the error toast; the lines and fields it names are marked here.
      const { lineErrors, dateCode } = placeServerErrors(serverFieldErrors(error), gridLineOf, current.lines);
      if (dateCode !== null) form.setError('date', { type: 'server', message: dateCode });
      setServerLineErrors(lineErrors);
    }
  };

  return {
    form,
    fields,
    append,
    remove,
    check,
    dateOutside,
    violation,
    problemCodeOf,
    save,
    deleteDraft: deletion.deleteDraft,
    unsaved,
    busy,
    savingDraft: createEntry.isPending || updateEntry.isPending,
    validating: changeState.isPending,
    deleting: deletion.deleting,
  };
}
