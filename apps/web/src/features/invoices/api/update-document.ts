import { type AccountingDocument, documentSchema, type InvoiceDocumentBody } from '@bilan/contract';
import { api } from '../../../lib/api.ts';
import { documentPathOf } from './get-document.ts';

/** docs/seed-spec.md §7: PUT on the document's path saves a draft. */
export function updateDocument(
  workFolderId: string,
  documentId: string,
  body: InvoiceDocumentBody,
): Promise<AccountingDocument> {
  return api.put(documentPathOf(workFolderId, documentId), body, { schema: documentSchema });
}
