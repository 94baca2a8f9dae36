import type { AccountingDocument } from '@bilan/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { DocumentKind } from '../../../lib/document-kinds.ts';
import { serverFieldErrors } from '../../../lib/server-fields.ts';
import { useDeleteDocument } from '../api/delete-document.ts';
import { useSaveDocument } from '../api/save-document.ts';
import {
  computeLiveTotals,
  formFieldOf,
  type InvoiceFormValues,
  invoiceBodyOf,
  type LiveTotals,
} from '../invoice-form.ts';
import { invoiceFormResolver } from '../invoice-form-resolver.ts';

/**
 * The document editor's form and what it does: save as a draft; validate, which checks the form, opens
 * the dialog with the totals that get posted, then saves and validates; delete the draft once confirmed.
 */
export function useDocumentEditorForm({
  kind,
  folderId,
  document,
  initialValues,
  scale,
  language,
}: {
  kind: DocumentKind;
  folderId: string;
  document: AccountingDocument | null;
  initialValues: InvoiceFormValues;
  scale: number;
  language: string;
}) {
  const navigate = useNavigate();
  const saveDocument = useSaveDocument(folderId);
  const deleteDocument = useDeleteDocument(folderId, kind.type);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  // The totals the validation dialog shows, read when it opens; null while it is closed.
  const [validating, setValidating] = useState<LiveTotals | null>(null);
  const form = useForm<InvoiceFormValues>({
    resolver: invoiceFormResolver(scale, language),
    mode: 'onTouched',
    defaultValues: initialValues,
  });

  const submit = (validate: boolean) =>
    form.handleSubmit(async (values) => {
      try {
        const saved = await saveDocument.mutateAsync({
          id: document?.id ?? null,
          body: invoiceBodyOf(values, kind.type, scale, language),
          validate,
        });
        if (!document) navigate(`${kind.path}/${saved.id}`, { replace: true });
      } catch (error) {
        for (const field of serverFieldErrors(error)) {
          const name = formFieldOf(field.path);
          if (name) form.setError(name, { type: 'server', message: field.code });
        }
      }
    });

  /** Validate (or Ctrl+Enter): the form is checked, then the dialog says what gets posted. */
  const askToValidate = form.handleSubmit((values) => {
    setValidating(computeLiveTotals(values.lines, scale, language));
  });
  const confirmValidate = async () => {
    await submit(true)();
    setValidating(null);
  };

  const deleteDraft = async () => {
    if (!document) return;
    await deleteDocument.mutateAsync(document.id);
    setConfirmingDelete(false);
    navigate(kind.path, { replace: true });
  };

  return {
    form,
    busy: form.formState.isSubmitting,
    /** Which save is running: the validating one, or the draft's. */
    validatingSave: saveDocument.variables?.validate,
    saveDraft: submit(false),
    askToValidate,
    validating,
    confirmValidate,
    closeValidation: () => setValidating(null),
    confirmingDelete,
    askToDelete: () => setConfirmingDelete(true),
    cancelDelete: () => setConfirmingDelete(false),
    deleteDraft,
    deleting: deleteDocument.isPending,
  };
}
