import { z } from 'zod';
import { uuidSchema } from './fields.ts';

/** The kinds of file an attachment may hold, told by their content (apps/api/src/modules/attachments/file-kind.ts). */
export const ATTACHMENT_MEDIA_TYPES = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/gif',
] as const;
export type AttachmentMediaType = (typeof ATTACHMENT_MEDIA_TYPES)[number];

/** The size limit of an attachment: the company's setting, between these bounds (megabytes). */
export const ATTACHMENT_MAX_MEGABYTES_DEFAULT = 5;
export const ATTACHMENT_MAX_MEGABYTES_CEILING = 10;
/** Base64 grows a file by a third; the JSON body of an upload is bounded by the ceiling. */
export const ATTACHMENT_CONTENT_MAX = Math.ceil((ATTACHMENT_MAX_MEGABYTES_CEILING * 1024 * 1024 * 4) / 3) + 4;

const fileNameSchema = z.string().trim().min(1).max(200);
const base64Schema = z
  .string()
  .min(4)
  .max(ATTACHMENT_CONTENT_MAX, { error: 'ATTACHMENT_TOO_LARGE' })
  .regex(/^[A-Za-z0-9+/]+={0,2}$/, { error: 'CONTENT_MUST_BE_BASE64' });

/** What an attachment hangs on: a document (invoice, credit note, journal entry) or a payment. */
export const attachmentOwnerQuerySchema = z
  .strictObject({ documentId: uuidSchema.optional(), paymentId: uuidSchema.optional() })
  .refine((owner) => Boolean(owner.documentId) !== Boolean(owner.paymentId), { error: 'ATTACHMENT_OWNER_REQUIRED' });
export type AttachmentOwner = z.infer<typeof attachmentOwnerQuerySchema>;

export const createAttachmentBodySchema = z
  .strictObject({
    documentId: uuidSchema.optional(),
    paymentId: uuidSchema.optional(),
    fileName: fileNameSchema,
    /** The file's bytes in base64. */
    content: base64Schema,
  })
  .refine((body) => Boolean(body.documentId) !== Boolean(body.paymentId), { error: 'ATTACHMENT_OWNER_REQUIRED' });
export type CreateAttachmentBody = z.infer<typeof createAttachmentBodySchema>;

export const attachmentSchema = z.object({
  id: z.string(),
  documentId: z.string().nullable(),
  paymentId: z.string().nullable(),
  fileName: z.string(),
  mediaType: z.enum(ATTACHMENT_MEDIA_TYPES).or(z.enum(['application/xml'])),
  sizeBytes: z.number().int(),
  /** Hex SHA-256 of the bytes, for the auditor to compare with the file at hand. */
  sha256: z.string(),
  /** True for the e-invoice a draft was imported from. */
  eInvoice: z.boolean(),
  /** False once the document or payment is validated: its attachments can only be added to. */
  removable: z.boolean(),
  createdAt: z.string(),
});
export type Attachment = z.infer<typeof attachmentSchema>;
export const attachmentListSchema = z.array(attachmentSchema);
