import type { Control, FieldValues } from 'react-hook-form';
import { useFormState, useWatch } from 'react-hook-form';
import { useDraftWriter } from '../../lib/local-draft.ts';

/**
 * Keeps a form's unsaved values as its local draft (lib/local-draft.ts). A component of its own, rendering
 * nothing: watching every value re-renders it alone, not the editor around it, at each keystroke.
 */
export function LocalDraftWriter<T extends FieldValues, TOut extends FieldValues>({
  control,
  draftKey,
}: {
  control: Control<T, unknown, TOut>;
  draftKey: string | null;
}) {
  const values = useWatch({ control });
  const { isDirty } = useFormState({ control });
  useDraftWriter(draftKey, values, isDirty);
  return null;
}
