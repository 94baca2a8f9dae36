import { type AccountingDocument, endpoints, type InvoiceDocumentBody } from '@bilan/contract';
import { api } from '../../../lib/api.ts';

/** docs/seed-spec.md §7: PUT on the document's path saves a draft. */
export function updateDocument(
  workFolderId: string,
  documentId: string,
  body: InvoiceDocumentBody,
): Promise<AccountingDocument> {
  return api.call(endpoints.updateDocument, { params: { workFolderId, documentId }, body });
}
