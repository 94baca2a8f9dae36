import { eInvoiceImportSchema, importEInvoiceBodySchema } from '../e-invoices.ts';
import { endpoint } from '../endpoint.ts';

const tag = 'e-invoices';

export const eInvoicesEndpoints = {
  importEInvoice: endpoint({
    method: 'POST',
    path: '/v1/accountings/workFolders/:workFolderId/e-invoices',
    tag,
    summary: "Imports a supplier's Factur-X PDF, CII or UBL XML as a draft bill or credit note, the file attached",
    body: importEInvoiceBodySchema,
    // 201 with the draft; 200 with the supplier to create when the file's supplier is unknown (nothing written).
    responses: { 200: eInvoiceImportSchema, 201: eInvoiceImportSchema },
  }),
  facturXPdf: endpoint({
    method: 'GET',
    path: '/v1/accountings/documents/:documentId/workFolders/:workFolderId/factur-x',
    tag: 'documents',
    summary: 'The invoice or credit note as a Factur-X PDF/A-3 (EN 16931 profile) with its factur-x.xml',
    files: ['application/pdf'],
  }),
};
