import { createHash } from 'node:crypto';
import type { Attachment, AttachmentOwner, CreateAttachmentBody } from '@bilan/contract';
import { and, asc, eq, getTableColumns } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { recordAudit } from '../audit/audit.service.ts';
import type { CompanyContext } from '../companies/company-context.ts';
import { accountingDocuments } from '../documents/documents.table.ts';
import { accountingPayments } from '../payments/payments.table.ts';
import { getSettings } from '../settings/settings.service.ts';
import { attachments } from './attachments.table.ts';
import { mediaTypeOf } from './file-kind.ts';

const { content: _content, ...listedColumns } = getTableColumns(attachments);
type AttachmentRow = Omit<typeof attachments.$inferSelect, 'content'>;

/** The state of the document or payment an attachment hangs on; 404 when it is not the company's. */
async function ownerState(tx: Transaction, company: CompanyContext, owner: AttachmentOwner): Promise<string> {
  const [row] = owner.documentId
    ? await tx
        .select({ state: accountingDocuments.state })
        .from(accountingDocuments)
        .where(and(eq(accountingDocuments.companyId, company.companyId), eq(accountingDocuments.id, owner.documentId)))
    : await tx
        .select({ state: accountingPayments.state })
        .from(accountingPayments)
        .where(
          and(eq(accountingPayments.companyId, company.companyId), eq(accountingPayments.id, owner.paymentId ?? '')),
        );
  if (!row) throw notFound();
  return row.state;
}

function attachmentView(row: AttachmentRow, ownerIsDraft: boolean): Attachment {
  return {
    id: row.id,
    documentId: row.documentId,
    paymentId: row.paymentId,
    fileName: row.fileName,
    mediaType: row.mediaType as Attachment['mediaType'],
    sizeBytes: row.sizeBytes,
    sha256: row.sha256,
    eInvoice: row.eInvoice,
    removable: ownerIsDraft,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listAttachments(
  tx: Transaction,
  company: CompanyContext,
  owner: AttachmentOwner,
): Promise<Attachment[]> {
  const isDraft = (await ownerState(tx, company, owner)) === 'DRAFT';
  const rows = await tx
    .select(listedColumns)
    .from(attachments)
    .where(
      and(
        eq(attachments.companyId, company.companyId),
        owner.documentId
          ? eq(attachments.documentId, owner.documentId)
          : eq(attachments.paymentId, owner.paymentId ?? ''),
      ),
    )
    .orderBy(asc(attachments.createdAt), asc(attachments.id));
  return rows.map((row) => attachmentView(row, isDraft));
}

/** A file as it is stored: its bytes, what they are, and their fingerprint. */
export interface StoredFile {
  fileName: string;
  mediaType: string;
  bytes: Buffer;
}

export const sha256Of = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

/**
 * Stores a file on a document or payment of the company, in the caller's transaction; the e-invoice
 * import (modules/e-invoices) uses it for the file a draft came from, `eInvoice` set.
 */
export async function storeAttachment(
  tx: Transaction,
  company: CompanyContext,
  owner: AttachmentOwner,
  file: StoredFile,
  eInvoice = false,
): Promise<Attachment> {
  const row = {
    id: newId(),
    companyId: company.companyId,
    documentId: owner.documentId ?? null,
    paymentId: owner.paymentId ?? null,
    fileName: file.fileName,
    mediaType: file.mediaType,
    sizeBytes: file.bytes.length,
    sha256: sha256Of(file.bytes),
    eInvoice,
    createdBy: company.userId,
    createdAt: new Date(),
  };
  await tx.insert(attachments).values({ ...row, content: file.bytes });
  await recordAudit(tx, company, { action: 'CREATE', entityType: 'ATTACHMENT', entityId: row.id, after: row });
  return attachmentView(row, (await ownerState(tx, company, owner)) === 'DRAFT');
}

/** The bytes of a base64 text, refused when larger than the company's limit (settings, megabytes). */
export async function decodeWithinLimit(tx: Transaction, company: CompanyContext, base64: string): Promise<Buffer> {
  const { attachmentMaxMegabytes } = await getSettings(tx, company);
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > attachmentMaxMegabytes * 1024 * 1024) throw new AppError('ATTACHMENT_TOO_LARGE');
  return bytes;
}

export async function createAttachment(
  tx: Transaction,
  company: CompanyContext,
  body: CreateAttachmentBody,
): Promise<Attachment> {
  const owner = { documentId: body.documentId, paymentId: body.paymentId };
  await ownerState(tx, company, owner);
  const bytes = await decodeWithinLimit(tx, company, body.content);
  const mediaType = mediaTypeOf(bytes);
  if (!mediaType) throw new AppError('ATTACHMENT_TYPE_NOT_ALLOWED');
  return storeAttachment(tx, company, owner, { fileName: body.fileName, mediaType, bytes });
}

async function getAttachmentRow(tx: Transaction, company: CompanyContext, id: string) {
  const [row] = await tx
    .select()
    .from(attachments)
    .where(and(eq(attachments.companyId, company.companyId), eq(attachments.id, id)));
  if (!row) throw notFound();
  return row;
}

export async function attachmentContent(tx: Transaction, company: CompanyContext, id: string): Promise<StoredFile> {
  const row = await getAttachmentRow(tx, company, id);
  return { fileName: row.fileName, mediaType: row.mediaType, bytes: row.content };
}

/** A validated (or cancelled) document or payment keeps its files: an auditor finds them as they were. */
export async function deleteAttachment(tx: Transaction, company: CompanyContext, id: string): Promise<void> {
  const { content: _bytes, ...row } = await getAttachmentRow(tx, company, id);
  const owner = { documentId: row.documentId ?? undefined, paymentId: row.paymentId ?? undefined };
  if ((await ownerState(tx, company, owner)) !== 'DRAFT') throw new AppError('ATTACHMENT_OWNER_MUST_BE_DRAFT');
  await tx.delete(attachments).where(and(eq(attachments.companyId, company.companyId), eq(attachments.id, id)));
  await recordAudit(tx, company, { action: 'DELETE', entityType: 'ATTACHMENT', entityId: id, before: row });
}
