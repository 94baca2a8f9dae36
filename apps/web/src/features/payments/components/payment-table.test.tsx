import type { Attachment, Payment } from '@bilan/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderRoutes, setTestCookie, signInAs, stubFetch } from '../../../test/render.tsx';
import {
  COMPANY_ID,
  CUSTOMER_ID,
  company,
  customer,
  INVOICE_ID,
  page,
  WORK_FOLDER,
  WORK_FOLDER_ID,
} from '../../invoices/sales-fixture.ts';
import { PaymentList } from './payment-list.tsx';

const PAYMENT_ID = '0190f1a2-0000-7000-8000-0000000000e1';
const ATTACHMENTS_PATH = `/v1/accountings/companies/${COMPANY_ID}/attachments`;
const SHA = 'ab12cd34ef56ab12cd34ef56ab12cd34ef56ab12cd34ef56ab12cd34ef56ab12';

const payment: Payment = {
  id: PAYMENT_ID,
  workFolderId: WORK_FOLDER_ID,
  type: 'RECEIPT',
  state: 'VALIDATED',
  kind: 'SETTLEMENT',
  accountingDocumentId: INVOICE_ID,
  advancePaymentId: null,
  documentNumber: 'VE-2026-000001',
  partyId: CUSTOMER_ID,
  date: '2026-06-01',
  amount: '35775',
  currency: 'XAF',
  exchangeRate: null,
  companyAmount: '35775',
  method: 'BANK_TRANSFER',
  treasuryAccountId: 'acc-512',
  treasuryAccountNumber: '512',
  reference: 'VIR-0601',
  phone: null,
  phoneOperator: null,
  number: 'RC-2026-000001',
  journalEntryId: null,
  reversalEntryId: null,
  createdAt: '2026-06-01T10:00:00.000Z',
  updatedAt: '2026-06-01T10:00:00.000Z',
};

const receipt = (fileName: string): Attachment => ({
  id: `att-${fileName}`,
  documentId: null,
  paymentId: PAYMENT_ID,
  fileName,
  mediaType: 'application/pdf',
  sizeBytes: 2048,
  sha256: SHA,
  eInvoice: false,
  removable: false,
  createdAt: '2026-06-02T09:00:00.000Z',
});

function setup() {
  window.localStorage.setItem('company', COMPANY_ID);
  signInAs();
  window.localStorage.setItem('workFolder', WORK_FOLDER_ID);
  setTestCookie('XSRF-TOKEN', 'xsrf-1');
  const files: Attachment[] = [];
  const calls = stubFetch({
    [`GET /v1/companies/${COMPANY_ID}`]: () => jsonResponse(company()),
    [`GET /v1/accountings/workFolders/companies/${COMPANY_ID}`]: () => jsonResponse([WORK_FOLDER]),
    [`GET /v1/companies/${COMPANY_ID}/customers/${CUSTOMER_ID}`]: () =>
      jsonResponse({ ...customer(), openDocuments: [], openAmount: '0' }),
    [`GET /v1/accountings/payments/workFolders/${WORK_FOLDER_ID}`]: () => jsonResponse(page([payment])),
    [`GET ${ATTACHMENTS_PATH}?paymentId=${PAYMENT_ID}`]: () => jsonResponse(files),
    [`POST ${ATTACHMENTS_PATH}`]: async (request) => {
      const body = (await request.json()) as { fileName: string };
      files.push(receipt(body.fileName));
      return jsonResponse(receipt(body.fileName), 201);
    },
  });
  renderRoutes([{ path: '/sale/receipts', element: <PaymentList type="RECEIPT" /> }], '/sale/receipts');
  return { calls, files, user: userEvent.setup() };
}

describe('attachments of a payment', () => {
  it('opens the files of a payment from its row and attaches a receipt to that payment', async () => {
    const { calls, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Files of payment RC-2026-000001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Files of payment RC-2026-000001' });
    expect(await within(dialog).findByText(/No file attached/)).toBeInTheDocument();

    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input in the attachments panel');
    await user.upload(input, new File(['%PDF-1.7 bank receipt'], 'bank-receipt.pdf', { type: 'application/pdf' }));

    expect(await within(dialog).findByText('bank-receipt.pdf')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('SHA-256 of bank-receipt.pdf')).toHaveTextContent(SHA.slice(0, 16));
    // The upload hangs on the payment, not on its invoice.
    const post = calls.find((call) => call.method === 'POST' && call.url.endsWith('/attachments'));
    const body = (await post?.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ paymentId: PAYMENT_ID, fileName: 'bank-receipt.pdf' });
    expect(body.documentId).toBeUndefined();
    // A validated payment keeps its files: no remove button.
    expect(within(dialog).queryByRole('button', { name: 'Remove bank-receipt.pdf' })).toBeNull();
  });

  it('shows no attachments request before a row is opened', async () => {
    const { calls } = setup();
    await screen.findByRole('button', { name: 'Files of payment RC-2026-000001' });
    await waitFor(() => expect(screen.getAllByTestId('payment-row')).toHaveLength(1));
    expect(calls.some((call) => call.url.includes('/attachments'))).toBe(false);
  });
});
