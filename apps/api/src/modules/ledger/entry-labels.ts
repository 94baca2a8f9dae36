import type { InvoiceType, Language } from '@bilan/contract';

/**
 * The labels the books write by themselves, in the company's language (docs/decisions/0013-company-language-and-search.md):
 * a payment's entry, a document's entry without label or reference (an invoice's names its kind and
 * party), a reversal, a closing and its carried-forward balances. Each is cut to the 200 characters a label holds by its writer.
 */
export const ENTRY_LABELS: Record<
  Language,
  {
    receipt: string;
    disbursement: string;
    /** An advance on an order, and its use against an invoice, before the party's name. */
    advance: string;
    advanceUse: string;
    /** A transfer between two treasury accounts, followed by the accounts' numbers. */
    transfer: string;
    loan: string;
    loanRepayment: string;
    entry: string;
    /** Before the party's name: the entry number is given by the posting itself, after the label is written. */
    invoice: Record<InvoiceType, string>;
    reversal: string;
    closing: (folderName: string) => string;
    opening: (folderName: string) => string;
    appropriation: (folderName: string) => string;
    /** A filed VAT return's entries, followed by the return's reference (`TVA-2026-01`). */
    vatSettlement: string;
    vatPayment: string;
    vatRefundClaim: string;
  }
> = {
  fr: {
    receipt: 'Encaissement',
    disbursement: 'Décaissement',
    advance: 'Avance',
    advanceUse: 'Imputation avance',
    transfer: 'Virement interne',
    loan: 'Emprunt',
    loanRepayment: 'Remboursement emprunt',
    entry: 'Écriture',
    invoice: {
      SALE_INVOICE: 'Facture',
      SALE_CREDIT_NOTE: 'Avoir',
      PURCHASE_INVOICE: 'Facture fournisseur',
      PURCHASE_CREDIT_NOTE: 'Avoir fournisseur',
    },
    reversal: 'Extourne',
    closing: (folderName) => `Clôture de l'exercice ${folderName}`,
    opening: (folderName) => `À-nouveaux de l'exercice ${folderName}`,
    appropriation: (folderName) => `Affectation du résultat de l'exercice ${folderName}`,
    vatSettlement: 'Liquidation de TVA',
    vatPayment: 'Paiement de TVA',
    vatRefundClaim: 'Demande de remboursement de crédit de TVA',
  },
  en: {
    receipt: 'Receipt',
    disbursement: 'Disbursement',
    advance: 'Advance',
    advanceUse: 'Advance used',
    transfer: 'Internal transfer',
    loan: 'Loan',
    loanRepayment: 'Loan repayment',
    entry: 'Entry',
    invoice: {
      SALE_INVOICE: 'Invoice',
      SALE_CREDIT_NOTE: 'Credit note',
      PURCHASE_INVOICE: 'Supplier invoice',
      PURCHASE_CREDIT_NOTE: 'Supplier credit note',
    },
    reversal: 'Reversal of',
    closing: (folderName) => `Closing of work folder ${folderName}`,
    opening: (folderName) => `Opening balances from work folder ${folderName}`,
    appropriation: (folderName) => `Appropriation of the result of work folder ${folderName}`,
    vatSettlement: 'VAT settlement',
    vatPayment: 'VAT payment',
    vatRefundClaim: 'VAT credit refund claim',
  },
};
