import type { AccountingDocument, Journal, WorkFolder } from '@bilan/contract';
import { Button, Group, Paper, Stack, Table, Text, Tooltip } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCheck, IconDeviceFloppy, IconPlus, IconTrash } from '@tabler/icons-react';
import { type KeyboardEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useCan } from '../../../lib/permissions.ts';
import { serverFieldErrors } from '../../../lib/server-fields.ts';
import { useChangeJournalEntryState } from '../api/change-journal-entry-state.ts';
import { useCreateJournalEntry } from '../api/create-journal-entry.ts';
import { useDeleteJournalEntry } from '../api/delete-journal-entry.ts';
import { useUpdateJournalEntry } from '../api/update-journal-entry.ts';
import {
  checkEntry,
  type EntryFormValues,
  emptyLine,
  entryValuesOf,
  lineIndexOfPath,
  newEntryValues,
  toDocumentBody,
} from '../entry-form.ts';
import { EntryHeaderFields } from './entry-header-fields.tsx';
import { cellId, type EditorAccount, EntryLineRow } from './entry-line-row.tsx';
import { EntryTotals } from './entry-totals.tsx';

/** A rule the API broke on one line, kept while the line stays as it was when refused. */
interface ServerLineError {
  code: string;
  snapshot: string;
}

const isLineProblemShownLive = (code: string) =>
  code.startsWith('AMOUNT_') || code === 'LINE_MUST_HAVE_DEBIT_OR_CREDIT';

function focusElement(element: HTMLElement | null | undefined): void {
  if (!element) return;
  element.focus();
  if (element instanceof HTMLInputElement) element.select();
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
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const containerRef = useRef<HTMLDivElement>(null);
  const compact = useMediaQuery('(max-width: 48em)') ?? false;
  const canValidate = useCan('documents.validate');
  const form = useForm<EntryFormValues>({
    defaultValues: document ? entryValuesOf(document) : newEntryValues(defaultDate),
  });
  const { control, setValue, getValues } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'lines' });
  const values = useWatch({ control }) as EntryFormValues;
  const [attempted, setAttempted] = useState(false);
  const [serverLineErrors, setServerLineErrors] = useState<ReadonlyMap<number, ServerLineError>>(new Map());
  const [pendingFocus, setPendingFocus] = useState<string | null>(null);
  const [pendingMoveFrom, setPendingMoveFrom] = useState<string | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);

  const createEntry = useCreateJournalEntry(workFolder.id);
  const updateEntry = useUpdateJournalEntry(workFolder.id);
  const changeState = useChangeJournalEntryState(workFolder.id);
  const deleteEntry = useDeleteJournalEntry(workFolder.id);
  const busy = createEntry.isPending || updateEntry.isPending || changeState.isPending || deleteEntry.isPending;

  const accountsById = useMemo(() => new Map(accounts.map((account) => [account.id, account])), [accounts]);
  const check = useMemo(
    () => checkEntry(values, { scale, language, accountNumberOf }),
    [values, scale, language, accountNumberOf],
  );
  const dateOutside = values.date !== '' && (values.date < workFolder.startDate || values.date > workFolder.endDate);
  const violation = dateOutside ? 'ENTRY_DATE_OUTSIDE_WORK_FOLDER' : check.violation;

  const problemOf = (index: number): string | null => {
    const server = serverLineErrors.get(index);
    if (server && JSON.stringify(values.lines[index]) === server.snapshot) {
      return t(`violations.${server.code}` as 'violations.INVALID', { defaultValue: t('violations.INVALID') });
    }
    const code = check.lineCodes[index];
    if (!code || !(attempted || isLineProblemShownLive(code))) return null;
    return t(`violations.${code}` as 'violations.INVALID', { defaultValue: t('violations.INVALID') });
  };

  useEffect(() => {
    if (!pendingFocus) return;
    focusElement(containerRef.current?.querySelector<HTMLElement>(`[data-cell="${pendingFocus}"]`));
    setPendingFocus(null);
  }, [pendingFocus]);

  const addLine = useCallback(() => {
    append(emptyLine(), { shouldFocus: false });
    setPendingFocus(cellId(getValues('lines').length - 1, 'account'));
  }, [append, getValues]);

  /** The next cell after `element`, skipping disabled ones; past the last cell of the last line, a new line. */
  const moveFrom = useCallback(
    (element: HTMLElement) => {
      const cells = [...(containerRef.current?.querySelectorAll<HTMLElement>('[data-nav]') ?? [])].filter(
        (cell) => !(cell as HTMLInputElement).disabled,
      );
      const position = cells.indexOf(element);
      if (position < 0) return;
      const next = cells[position + 1];
      if (next) focusElement(next);
      else addLine();
    },
    [addLine],
  );

  // A pick re-renders the line first (a sub-account cell may become enabled), then the focus moves on.
  const onPicked = useCallback((cell: string) => setPendingMoveFrom(cell), []);
  useEffect(() => {
    if (!pendingMoveFrom) return;
    const element = containerRef.current?.querySelector<HTMLElement>(`[data-cell="${pendingMoveFrom}"]`);
    setPendingMoveFrom(null);
    if (element) moveFrom(element);
  }, [pendingMoveFrom, moveFrom]);

  const onRemove = useCallback((index: number) => remove(index), [remove]);

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
        if (!document) followDocument(draft);
        saved = await changeState.mutateAsync({ documentId: draft.id, state: 'VALIDATED', body });
      }
      setServerLineErrors(new Map());
      if (saved.state !== 'DRAFT') navigate(entryPath(saved), { state: { editorKey } });
      else if (!document) followDocument(saved);
    } catch (error) {
      // The HTTP layer already showed the error toast; the lines and fields it names are marked here.
      const lineErrors = new Map<number, ServerLineError>();
      for (const field of serverFieldErrors(error)) {
        const bodyIndex = lineIndexOfPath(field.path);
        const gridIndex = bodyIndex === null ? undefined : gridLineOf[bodyIndex];
        if (gridIndex !== undefined) {
          lineErrors.set(gridIndex, { code: field.code, snapshot: JSON.stringify(current.lines[gridIndex]) });
        } else if (field.path === 'date') {
          form.setError('date', { type: 'server', message: field.code });
        }
      }
      setServerLineErrors(lineErrors);
    }
  };

  const entryPath = (saved: AccountingDocument) => {
    const folder = searchParams.get('workFolder');
    return `/accounting/entries/${encodeURIComponent(saved.id)}${folder ? `?workFolder=${encodeURIComponent(folder)}` : ''}`;
  };
  /** A new entry that became a draft: its address follows, the editor (and what is typed) stays. */
  const followDocument = (draft: AccountingDocument) =>
    navigate(entryPath(draft), { replace: true, state: { editorKey } });

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

  const rowProps = (index: number) => ({
    index,
    control,
    setValue,
    accounts,
    accountsById,
    scale,
    language,
    problem: problemOf(index),
    canRemove: fields.length > 1,
    onRemove,
    onPicked,
    compact,
  });

  const violationText = violation
    ? t(`violations.${violation}` as 'violations.INVALID', { defaultValue: t('violations.INVALID') })
    : null;

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Enter moves between the cells inside; the cells are the controls.
    <div ref={containerRef} onKeyDown={onKeyDown}>
      <EntryHeaderFields
        control={control}
        workFolder={workFolder}
        journals={journals}
        dateOutside={dateOutside}
        onJournalPicked={() => onPicked('header:journal')}
      />

      <Paper withBorder radius="lg" style={{ overflow: 'hidden' }}>
        {compact ? (
          <Stack gap="sm" p="sm" aria-label={t('editor.lines')} component="section">
            {fields.map((field, index) => (
              <EntryLineRow key={field.id} {...rowProps(index)} />
            ))}
          </Stack>
        ) : (
          <Table.ScrollContainer minWidth={880} type="native">
            <Table verticalSpacing={6} horizontalSpacing={6} aria-label={t('editor.lines')} layout="fixed">
              <Table.Thead bg="gray.0">
                <Table.Tr>
                  <Table.Th w={40} />
                  <Table.Th w="30%">{t('editor.account')}</Table.Th>
                  <Table.Th w="15%">{t('editor.subAccount')}</Table.Th>
                  <Table.Th>{t('editor.lineLabel')}</Table.Th>
                  <Table.Th w="14%" ta="right">
                    {t('editor.debit')}
                  </Table.Th>
                  <Table.Th w="14%" ta="right">
                    {t('editor.credit')}
                  </Table.Th>
                  <Table.Th w={44} />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {fields.map((field, index) => (
                  <EntryLineRow key={field.id} {...rowProps(index)} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <Group
          justify="space-between"
          px="md"
          py="xs"
          gap="xs"
          style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
        >
          <Button variant="subtle" size="xs" leftSection={<IconPlus size={14} />} onClick={addLine}>
            {t('editor.addLine')}
          </Button>
          <Text size="xs" c="dimmed" visibleFrom="sm">
            {t('editor.currency', { currency })}
          </Text>
        </Group>
        <Paper
          radius={0}
          px={{ base: 'md', sm: 'lg' }}
          py="md"
          bg="gray.0"
          style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
        >
          <EntryTotals
            debit={check.debit}
            credit={check.credit}
            difference={check.difference}
            violation={violationText}
            scale={scale}
            language={language}
          />
        </Paper>
      </Paper>

      <Group justify="space-between" mt="md" gap="sm" wrap="wrap">
        <Text size="xs" c="dimmed" visibleFrom="sm" maw={560}>
          {t('editor.keyboardHint')}
        </Text>
        <Group gap="xs" wrap="wrap" ml="auto">
          {document && (
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={16} />}
              onClick={() => setConfirmingDelete(true)}
              disabled={busy}
            >
              {t('editor.delete')}
            </Button>
          )}
          <Button
            variant="default"
            leftSection={<IconDeviceFloppy size={16} />}
            onClick={() => save('draft')}
            loading={createEntry.isPending || updateEntry.isPending}
            disabled={busy}
          >
            {t('editor.saveDraft')}
          </Button>
          {canValidate && (
            <Tooltip label={violationText} disabled={violationText === null} withArrow>
              <Button
                leftSection={<IconCheck size={16} />}
                onClick={() => save('validate')}
                loading={changeState.isPending}
                disabled={violation !== null || busy}
              >
                {t('editor.validate')}
              </Button>
            </Tooltip>
          )}
        </Group>
      </Group>

      <ConfirmDialog
        opened={confirmingDelete}
        title={t('confirm.deleteTitle')}
        confirmLabel={t('confirm.delete')}
        color="red"
        loading={deleteEntry.isPending}
        onClose={() => setConfirmingDelete(false)}
        onConfirm={async () => {
          if (!document) return;
          try {
            await deleteEntry.mutateAsync(document.id);
            navigate('/accounting/entries');
          } catch {
            setConfirmingDelete(false);
          }
        }}
      >
        <Text size="sm">{t('confirm.deleteText')}</Text>
      </ConfirmDialog>
    </div>
  );
}
