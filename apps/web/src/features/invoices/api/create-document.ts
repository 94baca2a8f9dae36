import { type AccountingDocument, endpoints, type InvoiceDocumentBody } from '@bilan/contract';
import { api } from '../../../lib/api.ts';

/** docs/seed-spec.md §7: POST /v1/accountings/documents/workFolders/{workFolderId} creates a draft (201). */
export function createDocument(workFolderId: string, body: InvoiceDocumentBody): Promise<AccountingDocument> {
  return api.call(endpoints.createDocument, { params: { workFolderId }, body });
}
