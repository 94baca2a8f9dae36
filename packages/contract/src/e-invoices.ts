import { z } from 'zod';
import { ATTACHMENT_CONTENT_MAX } from './attachments.ts';
import { isoDateSchema } from './fields.ts';
import { documentSchema } from './ledger.ts';

/** The syntaxes an e-invoice arrives in: Factur-X (a PDF with CII inside), CII or UBL XML. */
export const E_INVOICE_FORMATS = ['FACTUR_X', 'CII', 'UBL'] as const;
export type EInvoiceFormat = (typeof E_INVOICE_FORMATS)[number];

export const importEInvoiceBodySchema = z.strictObject({
  fileName: z.string().trim().min(1).max(200),
  /** The file's bytes in base64 (a PDF or an XML file). */
  content: z
    .string()
    .min(4)
    .max(ATTACHMENT_CONTENT_MAX, { error: 'E_INVOICE_TOO_LARGE' })
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, { error: 'CONTENT_MUST_BE_BASE64' }),
  /** The day the draft is booked on; absent: the invoice's issue date (BT-2). */
  date: isoDateSchema.nullish(),
  /**
   * Company-currency units per unit of the invoice's currency, for an invoice in another currency: its
   * lines are converted at this rate. Required then, refused (ignored) otherwise.
   */
  exchangeRate: z
    .string()
    .trim()
    .regex(/^\d{1,9}(\.\d{1,6})?$/, { error: 'EXCHANGE_RATE_INVALID' })
    .refine((rate) => Number(rate) > 0, { error: 'EXCHANGE_RATE_INVALID' })
    .nullish(),
  /** Creates the supplier the file names when none of the company's suppliers carries its SIREN or VAT number. */
  createSupplier: z.boolean().default(false),
});
export type ImportEInvoiceBody = z.infer<typeof importEInvoiceBodySchema>;

const totalsSchema = z.object({ excludingTax: z.string(), vat: z.string(), includingTax: z.string() });

/** The supplier as the file names it, proposed for creation when the company has none with its identifiers. */
export const supplierProposalSchema = z.object({
  name: z.string(),
  siren: z.string().nullable(),
  vatNumber: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  countryCode: z.string().nullable(),
});
export type SupplierProposal = z.infer<typeof supplierProposalSchema>;

export const eInvoiceImportSchema = z.object({
  format: z.enum(E_INVOICE_FORMATS),
  /** The Factur-X / CII guideline (BT-24), e.g. urn:cen.eu:en16931:2017. */
  profile: z.string().nullable(),
  invoiceNumber: z.string(),
  /** The draft bill or supplier credit note; null when the supplier must first be created. */
  document: documentSchema.nullable(),
  supplierId: z.string().nullable(),
  /** Set when no supplier carries the file's identifiers: import again with createSupplier. */
  supplierProposal: supplierProposalSchema.nullable(),
  /** The file's totals and the draft's as Bilan computes them from the lines; `difference` = draft − file (incl. tax). */
  fileTotals: totalsSchema,
  /** The invoice's currency, and the rate its amounts were converted at (null: the company's currency). */
  currency: z.string(),
  exchangeRate: z.string().nullable(),
  draftTotals: totalsSchema.nullable(),
  difference: z.string().nullable(),
  attachmentId: z.string().nullable(),
});
export type EInvoiceImport = z.infer<typeof eInvoiceImportSchema>;
