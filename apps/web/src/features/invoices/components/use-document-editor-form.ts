import type { AccountingDocument } from '@bilan/contract';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useUnsavedWork } from '../../../components/ui/use-unsaved-work.tsx';
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
import { companyGapsOf } from './e-invoice-company-gaps.tsx';

/** Deleting the draft, once confirmed: the kept work goes with it, then back to the list. */
function useDeleteDraft(
  kind: DocumentKind,
  folderId: string,
  document: AccountingDocument | null,
  dropped: () => void,
) {
  const navigate = useNavigate();
  const deleteDocument = useDeleteDocument(folderId, kind.type);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const deleteDraft = async () => {
    if (!document) return;
    await deleteDocument.mutateAsync(document.id);
    dropped();
    setConfirmingDelete(false);
    navigate(kind.path, { replace: true });
  };
  return {
    confirmingDelete,
    askToDelete: () => setConfirmingDelete(true),
    cancelDelete: () => setConfirmingDelete(false),
    deleteDraft,
    deleting: deleteDocument.isPending,
  };
}

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
  editable,
}: {
  kind: DocumentKind;
  folderId: string;
  document: AccountingDocument | null;
  initialValues: InvoiceFormValues;
  scale: number;
  language: string;
  /** Whether the draft can change (an open folder, documents.write): else no kept work is offered. */
  editable: boolean;
}) {
  const navigate = useNavigate();
  const saveDocument = useSaveDocument(folderId);
  // The totals the validation dialog shows, read when it opens; null while it is closed.
  const [validating, setValidating] = useState<LiveTotals | null>(null);
  // The company's details a refused e-invoice lacks: the editor has no field for them (settings has).
  const [companyGaps, setCompanyGaps] = useState<string[]>([]);
  // The scale of the document's currency, which the editor learns once the party and currency are read.
  const scaleRef = useRef(scale);
  const form = useForm<InvoiceFormValues>({
    resolver: (...input) => invoiceFormResolver(scaleRef.current, language)(...input),
    mode: 'onTouched',
    defaultValues: initialValues,
  });
  const unsaved = useUnsavedWork(form, `${kind.type}:${document?.id ?? 'new'}`, editable);
  const deletion = useDeleteDraft(kind, folderId, document, unsaved.dropped);

  const submit = (validate: boolean) =>
    form.handleSubmit(async (values) => {
      try {
        const saved = await saveDocument.mutateAsync({
          id: document?.id ?? null,
          body: invoiceBodyOf(values, kind.type, scaleRef.current, language),
          validate,
        });
        unsaved.saved(values);
        setCompanyGaps([]);
        if (!document) navigate(`${kind.path}/${saved.id}`, { replace: true });
      } catch (error) {
        setCompanyGaps(companyGapsOf(serverFieldErrors(error).map((field) => field.path)));
        for (const field of serverFieldErrors(error)) {
          const name = formFieldOf(field.path);
          if (name) form.setError(name, { type: 'server', message: field.code });
        }
      }
    });

  /** Validate (or Ctrl+Enter): the form is checked, then the dialog says what gets posted. */
  const askToValidate = form.handleSubmit((values) => {
    setValidating(computeLiveTotals(values.lines, scaleRef.current, language));
  });
  const confirmValidate = async () => {
    await submit(true)();
    setValidating(null);
  };

  return {
    form,
    scaleRef,
    unsaved,
    busy: form.formState.isSubmitting,
    /** Which save is running: the validating one, or the draft's. */
    validatingSave: saveDocument.variables?.validate,
    saveDraft: submit(false),
    askToValidate,
    validating,
    companyGaps,
    confirmValidate,
    closeValidation: () => setValidating(null),
    ...deletion,
  };
}
