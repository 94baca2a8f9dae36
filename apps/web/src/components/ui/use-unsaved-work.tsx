import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useLocalDraft } from '../../lib/local-draft.ts';
import { useLeaveGuard } from './leave-guard.tsx';
import { LocalDraftWriter } from './local-draft.tsx';
import { LocalDraftBanner } from './local-draft-banner.tsx';

/**
 * No lost work in an editor (issue #34): it asks before its unsaved changes are left (components/ui/leave-guard.tsx)
 * and keeps them as a local draft offered back when the screen opens again (lib/local-draft.ts). `screen` names
 * the draft ("SALE_INVOICE:new", "entry:<id>"); `editable` false hides the offer (a closed folder, read-only).
 */
export function useUnsavedWork<T extends FieldValues, TOut extends FieldValues = T>(
  form: UseFormReturn<T, unknown, TOut>,
  screen: string,
  editable = true,
): {
  /** After a save: the draft goes, the form is clean again, the editor's own way to the saved record is let through. */
  saved: (values: T) => void;
  /** The record was deleted: nothing to keep, nothing to ask. */
  dropped: () => void;
  /** A modal closed by its close button, Escape or a click outside: the typed values are kept, the form starts over. */
  setAside: () => void;
  /** A modal opens again on the same page: what was kept meanwhile is offered. */
  offerAgain: () => void;
  /** The offer to restore, to show above the form. */
  banner: ReactNode;
  /** The leave question and the draft's writer, to render anywhere in the editor. */
  keepers: ReactNode;
} {
  const guard = useLeaveGuard(form.formState.isDirty);
  const draft = useLocalDraft<T>(screen);
  const offered = draft.offered;
  return {
    saved: (values) => {
      draft.clear();
      form.reset(values);
      guard.release();
    },
    dropped: () => {
      draft.clear();
      guard.release();
    },
    setAside: () => {
      if (form.formState.isDirty) draft.keep(form.getValues());
      form.reset();
    },
    offerAgain: draft.offerAgain,
    banner:
      offered && editable ? (
        <LocalDraftBanner
          savedAt={offered.savedAt}
          onRestore={() => {
            // Restored values are changes against the record: the form stays dirty, so leaving asks again.
            form.reset(offered.values, { keepDefaultValues: true });
            draft.accept();
          }}
          onDiscard={draft.discard}
        />
      ) : null,
    keepers: (
      <>
        {guard.dialog}
        <LocalDraftWriter control={form.control} draftKey={draft.key} />
      </>
    ),
  };
}
