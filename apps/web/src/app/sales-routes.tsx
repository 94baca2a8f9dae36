import { Navigate, type RouteObject } from 'react-router';
import { withWords } from '../lib/i18n.ts';
import type { ShellRouteHandle } from '../lib/route-handle.ts';

const crumb = (name: ShellRouteHandle['crumb']): ShellRouteHandle => ({ crumb: name });

// One module per kind of page, not per area: a list loads without the forms, editors and views its
// rows lead to (react-hook-form, the payment dialog…), which come with the page that shows them. Each
// comes with the words of its screens (i18n-area-words.ts).
const partyLists = () => withWords(import('./routes/apps/party-list-pages.tsx'), ['parties', 'invoices', 'payments']);
const parties = () =>
  withWords(import('./routes/apps/party-pages.tsx'), ['parties', 'invoices', 'payments', 'reports']);
const partyForms = () => withWords(import('./routes/apps/party-form-pages.tsx'), ['parties']);
const documentLists = () =>
  withWords(import('./routes/areas/document-list-pages.tsx'), ['invoices', 'parties', 'payments']);
// The document's editor and view bring the parties' and payments' words with them (document-screen.tsx).
const documents = () => withWords(import('./routes/areas/document-pages.tsx'), ['invoices']);
const payments = () => withWords(import('./routes/areas/payment-pages.tsx'), ['payments', 'invoices', 'parties']);
const agedBalances = () =>
  withWords(import('./routes/areas/aged-balance-pages.tsx'), ['reports', 'invoices', 'payments']);

/** /apps/company/customer: the list, a new customer, one customer's page and its edit form. */
export const customerRoutes: RouteObject[] = [
  { index: true, lazy: () => partyLists().then((m) => ({ Component: m.CustomersPage })) },
  {
    path: 'new',
    handle: crumb('newCustomer'),
    lazy: () => partyForms().then((m) => ({ Component: m.CustomerFormPage })),
  },
  {
    path: ':partyId',
    handle: crumb('customer'),
    children: [
      { index: true, lazy: () => parties().then((m) => ({ Component: m.CustomerPage })) },
      {
        path: 'edit',
        handle: crumb('editParty'),
        lazy: () => partyForms().then((m) => ({ Component: m.CustomerFormPage })),
      },
    ],
  },
];

export const supplierRoutes: RouteObject[] = [
  { index: true, lazy: () => partyLists().then((m) => ({ Component: m.SuppliersPage })) },
  {
    path: 'new',
    handle: crumb('newSupplier'),
    lazy: () => partyForms().then((m) => ({ Component: m.SupplierFormPage })),
  },
  {
    path: ':partyId',
    handle: crumb('supplier'),
    children: [
      { index: true, lazy: () => parties().then((m) => ({ Component: m.SupplierPage })) },
      {
        path: 'edit',
        handle: crumb('editParty'),
        lazy: () => partyForms().then((m) => ({ Component: m.SupplierFormPage })),
      },
    ],
  },
];

/** A list, its new document and one document: /sale/invoices, /sale/invoices/new, /sale/invoices/:documentId. */
function documentRoutes(
  path: string,
  listCrumb: ShellRouteHandle['crumb'],
  oneCrumb: ShellRouteHandle['crumb'],
  list: () => Promise<{ Component: () => React.JSX.Element }>,
  one: () => Promise<{ Component: () => React.JSX.Element }>,
): RouteObject {
  return {
    path,
    handle: crumb(listCrumb),
    children: [
      { index: true, lazy: list },
      { path: 'new', handle: crumb('newDocument'), lazy: one },
      { path: ':documentId', handle: crumb(oneCrumb), lazy: one },
    ],
  };
}

/** /sale: invoices, credit notes and receipts. */
export const saleRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="invoices" replace /> },
  documentRoutes(
    'invoices',
    'saleInvoices',
    'saleInvoice',
    () => documentLists().then((m) => ({ Component: m.SaleInvoicesPage })),
    () => documents().then((m) => ({ Component: m.SaleInvoicePage })),
  ),
  documentRoutes(
    'credit-notes',
    'saleCreditNotes',
    'saleCreditNote',
    () => documentLists().then((m) => ({ Component: m.SaleCreditNotesPage })),
    () => documents().then((m) => ({ Component: m.SaleCreditNotePage })),
  ),
  { path: 'receipts', handle: crumb('receipts'), lazy: () => payments().then((m) => ({ Component: m.ReceiptsPage })) },
  {
    path: 'aged-receivables',
    handle: crumb('agedReceivables'),
    lazy: () => agedBalances().then((m) => ({ Component: m.AgedReceivablesPage })),
  },
];

/** /purchase: supplier bills, credit notes and disbursements. */
export const purchaseRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="bills" replace /> },
  documentRoutes(
    'bills',
    'purchaseInvoices',
    'purchaseInvoice',
    () => documentLists().then((m) => ({ Component: m.PurchaseInvoicesPage })),
    () => documents().then((m) => ({ Component: m.PurchaseInvoicePage })),
  ),
  documentRoutes(
    'credit-notes',
    'purchaseCreditNotes',
    'purchaseCreditNote',
    () => documentLists().then((m) => ({ Component: m.PurchaseCreditNotesPage })),
    () => documents().then((m) => ({ Component: m.PurchaseCreditNotePage })),
  ),
  {
    path: 'disbursements',
    handle: crumb('disbursements'),
    lazy: () => payments().then((m) => ({ Component: m.DisbursementsPage })),
  },
  {
    path: 'aged-payables',
    handle: crumb('agedPayables'),
    lazy: () => agedBalances().then((m) => ({ Component: m.AgedPayablesPage })),
  },
];
