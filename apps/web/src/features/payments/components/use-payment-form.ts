import { currencyScale } from '@bilan/accounting';
import type { AccountingDocument, PaymentType, WorkFolder } from '@bilan/contract';
import { useEffect, useState } from 'react';
import { type UseFormReturn, useForm, useWatch } from 'react-hook-form';
import { useUnsavedWork } from '../../../components/ui/use-unsaved-work.tsx';
import { decimalForInput } from '../../../lib/decimal-input.ts';
import { DOCUMENT_KINDS, isInvoiceType } from '../../../lib/document-kinds.ts';
import { serverErrorCode, serverFieldErrors } from '../../../lib/server-fields.ts';
import { useStoredValue } from '../../../lib/storage.ts';
import { foreignCurrencyOf } from '../../invoices/public.ts';
import { useParty } from '../../parties/api/get-party.ts';
import { useRecordPayment } from '../api/record-payment.ts';
import {
  defaultPaymentDate,
  mobilePhoneOf,
  type PaymentFormValues,
  paymentResolver,
  readAmountText,
  takesBankCharges,
} from '../payment-form.ts';

/** A new payment of `document`: dated in the folder, the amount at what is due, in cash. */
function freshValues(document: AccountingDocument | null, folder: WorkFolder, language: string): PaymentFormValues {
  return {
    documentId: document?.id ?? null,
    date: defaultPaymentDate(folder),
    amount: document?.amountDue ? decimalForInput(document.amountDue, language) : '',
    method: 'CASH',
    reference: '',
    phone: '',
    bankCharges: '',
  };
}

const EMPTY_VALUES: PaymentFormValues = {
  documentId: null,
  date: '',
  amount: '',
  method: 'CASH',
  reference: '',
  phone: '',
  bankCharges: '',
};

/** A refusal of the API on the fields it names, and an amount it refuses on the amount. */
function showRefusal(form: UseFormReturn<PaymentFormValues>, error: unknown) {
  for (const field of serverFieldErrors(error)) {
    const name = (['date', 'amount', 'phone', 'reference', 'bankCharges'] as const).find(
      (candidate) => candidate === field.path,
    );
    if (name) form.setError(name, { type: 'server', message: field.code });
  }
  const code = serverErrorCode(error);
  if (code === 'PAYMENT_EXCEEDS_AMOUNT_DUE' || code === 'AMOUNT_TOO_PRECISE') {
    form.setError('amount', { type: 'server', message: code }, { shouldFocus: true });
  }
}

/** A foreign-currency document is paid in its currency: the amount is read at its decimals, not the company's. */
function scaleFor(paid: AccountingDocument | null | undefined, scale: number): number {
  return paid && foreignCurrencyOf(paid) ? currencyScale(paid.currency) : scale;
}

/** What is sent for the typed payment of `chosen`, its amounts read at `scale` (the document's currency's). */
async function paymentBody(
  values: PaymentFormValues,
  {
    paymentType,
    chosen,
    language,
    countryCode,
    scale,
  }: {
    paymentType: PaymentType;
    chosen: AccountingDocument;
    language: string;
    countryCode: string | null;
    scale: number;
  },
) {
  return {
    type: paymentType,
    accountingDocumentId: chosen.id,
    date: values.date,
    amount: readAmountText(values.amount, language, scale),
    method: values.method,
    reference: values.reference.trim() || null,
    phone: values.method === 'MOBILE_MONEY' ? await mobilePhoneOf(values.phone, countryCode) : null,
    // Sent only when typed: a payment without charges reads as before.
    ...(takesBankCharges(values.method) && values.bankCharges.trim() !== ''
      ? { bankCharges: readAmountText(values.bankCharges, language, scale) }
      : {}),
  };
}

interface PaymentFormOptions {
  opened: boolean;
  onClose: () => void;
  folder: WorkFolder;
  document: AccountingDocument | null;
  openDocuments: readonly AccountingDocument[];
  /** The company currency's decimals; a foreign-currency document's own are used for it. */
  scale: number;
  countryCode: string | null;
  language: string;
}

/**
 * The payment modal's form and what it does: each opening starts over (the amount at what is due);
 * `review` checks the form and asks for confirmation; `record` creates and validates the payment,
 * and on a refusal goes back to the form with the fields the API named.
 */
export function usePaymentForm({
  opened,
  onClose,
  folder,
  document,
  openDocuments,
  scale,
  countryCode,
  language,
}: PaymentFormOptions) {
  const recordPayment = useRecordPayment(folder.id);
  const scaleOf = (id: string | null) => scaleFor(document ?? openDocuments.find((one) => one.id === id), scale);
  const form = useForm<PaymentFormValues>({
    resolver: paymentResolver(scaleOf, language, countryCode),
    mode: 'onTouched',
    defaultValues: { ...EMPTY_VALUES },
  });
  // No lost work: a half-typed payment asks before the page is left and is kept as a local draft.
  const unsaved = useUnsavedWork(form, `payment:${folder.id}:${document?.id ?? 'choose'}`);
  const [documentId, method, phone] = useWatch({ control: form.control, name: ['documentId', 'method', 'phone'] });
  const chosen = document ?? openDocuments.find((candidate) => candidate.id === documentId) ?? null;
  const kind = chosen && isInvoiceType(chosen.type) ? DOCUMENT_KINDS[chosen.type] : null;
  const party = useParty(useStoredValue('companyId'), kind?.role ?? 'CUSTOMER', chosen?.partyId ?? null, folder.id);
  // The form was checked and the modal now says what gets posted; the user confirms or goes back.
  const [confirming, setConfirming] = useState(false);

  const { offerAgain } = unsaved;
  useEffect(() => {
    if (!opened) return;
    setConfirming(false);
    form.reset(freshValues(document, folder, language));
    offerAgain();
  }, [opened, document, folder, language, form.reset, offerAgain]);

  const record = form.handleSubmit(async (values) => {
    const paymentType = chosen && isInvoiceType(chosen.type) ? DOCUMENT_KINDS[chosen.type].paymentType : null;
    if (!chosen || !paymentType) return;
    try {
      const body = await paymentBody(values, { paymentType, chosen, language, countryCode, scale: scaleOf(chosen.id) });
      await recordPayment.mutateAsync(body);
      unsaved.saved(values);
      onClose();
    } catch (error) {
      setConfirming(false);
      showRefusal(form, error);
    }
  });

  return {
    form,
    unsaved,
    amountScale: scaleOf(documentId),
    /** Cancel: the typed payment is given up, nothing is kept or asked. */
    close: () => {
      unsaved.dropped();
      onClose();
    },
    /** The close button, Escape or a click outside: the typed payment is kept, offered when the modal opens again. */
    dismiss: () => {
      unsaved.setAside();
      onClose();
    },
    method,
    phone,
    chosen,
    kind,
    partyName: party.data?.name ?? null,
    confirming,
    backToForm: () => setConfirming(false),
    review: form.handleSubmit(() => setConfirming(true)),
    record,
  };
}
