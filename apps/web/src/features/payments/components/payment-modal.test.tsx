import type { Payment } from '@bilan/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderRoutes, setTestCookie, signInAs, stubFetch } from '../../../test/render.tsx';
import { DocumentScreen } from '../../invoices/components/document-screen.tsx';
import {
  COMPANY_ID,
  CUSTOMER_ID,
  company,
  customer,
  INVOICE_ID,
  invoice,
  page,
  WORK_FOLDER,
  WORK_FOLDER_ID,
} from '../../invoices/sales-fixture.ts';

const DOCUMENT_PATH = `/v1/accountings/documents/${INVOICE_ID}/workFolders/${WORK_FOLDER_ID}`;
const PAYMENTS_PATH = `/v1/accountings/payments/workFolders/${WORK_FOLDER_ID}`;
const PAYMENT_ID = '0190f1a2-0000-7000-8000-0000000000e1';
const PAYMENT_PATH = `/v1/accountings/payments/${PAYMENT_ID}/workFolders/${WORK_FOLDER_ID}`;

function payment(overrides: Partial<Payment> = {}): Payment {
  return {
    id: PAYMENT_ID,
    workFolderId: WORK_FOLDER_ID,
    type: 'RECEIPT',
    state: 'DRAFT',
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
    method: 'MOBILE_MONEY',
    treasuryAccountId: 'acc-552',
    treasuryAccountNumber: '552',
    reference: 'MP240517',
    phone: '+237699001122',
    phoneOperator: 'ORANGE',
    number: null,
    journalEntryId: null,
    reversalEntryId: null,
    createdAt: '2026-06-01T10:00:00.000Z',
    updatedAt: '2026-06-01T10:00:00.000Z',
    ...overrides,
  };
}

function setup(validation: () => Response) {
  window.localStorage.setItem('company', COMPANY_ID);
  signInAs();
  window.localStorage.setItem('workFolder', WORK_FOLDER_ID);
  setTestCookie('XSRF-TOKEN', 'xsrf-1');
  let document = invoice();
  const calls = stubFetch({
    [`GET /v1/companies/${COMPANY_ID}`]: () => jsonResponse(company()),
    [`GET /v1/accountings/workFolders/companies/${COMPANY_ID}`]: () => jsonResponse([WORK_FOLDER]),
    [`GET /v1/companies/${COMPANY_ID}/customers/${CUSTOMER_ID}`]: () =>
      jsonResponse({ ...customer(), openDocuments: [], openAmount: '0' }),
    [`GET ${DOCUMENT_PATH}`]: () => jsonResponse(document),
    [`GET ${PAYMENTS_PATH}`]: () => jsonResponse(page([])),
    [`POST ${PAYMENTS_PATH}`]: () => jsonResponse(payment(), 201),
    [`POST ${PAYMENT_PATH}/state/VALIDATED`]: () => {
      const answer = validation();
      if (answer.ok) document = invoice({ amountPaid: '35775', amountDue: '0', settlement: 'PAID' });
      return answer;
    },
    [`DELETE ${PAYMENT_PATH}`]: () => new Response(null, { status: 204 }),
  });
  const view = renderRoutes(
    [
      { path: '/sale/invoices/:documentId', element: <DocumentScreen type="SALE_INVOICE" /> },
      { path: '*', element: <div data-testid="elsewhere" /> },
    ],
    `/sale/invoices/${INVOICE_ID}`,
  );
  return { calls, user: userEvent.setup(), view };
}

async function openModal(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Record a payment' }));
  return screen.findByRole('dialog', { name: 'Record a payment for VE-2026-000001' });
}

describe('recording a payment from an invoice', () => {
  it('prefills the amount due; mobile money shows the operator; creates then validates; the invoice is re-fetched paid', async () => {
    const { calls, user } = setup(() => jsonResponse(payment({ state: 'VALIDATED', number: 'BQ-2026-000001' })));
    const dialog = await openModal(user);
    expect(within(dialog).getByRole('textbox', { name: /^Amount/ })).toHaveValue('35775');
    expect(within(dialog).getByText(/Amount due: FCFA\s35,775/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: /^Method/ }));
    await user.click(await screen.findByRole('option', { name: 'Mobile money' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Phone (mobile money)' }), '699 00 11 22');
    expect(await within(dialog).findByTestId('operator-badge')).toHaveTextContent('Orange');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reference' }), 'MP240517');
    await user.click(within(dialog).getByRole('button', { name: 'Record the payment' }));
    const confirmation = await within(dialog).findByTestId('payment-confirmation');
    expect(confirmation.textContent?.replace(/[\u00a0\u202f]/g, ' ')).toContain(
      'It is validated and posted at once: the Mobile money treasury account debited FCFA 35,775; Hôtel du Wouri credited FCFA 35,775.',
    );
    expect(within(confirmation).getByText(/This is final/)).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Record and post' }));

    expect(await screen.findByText('Operation completed successfully')).toBeInTheDocument();
    const post = calls.find((call) => call.method === 'POST' && call.url.endsWith(PAYMENTS_PATH));
    expect(await post?.json()).toEqual({
      type: 'RECEIPT',
      accountingDocumentId: INVOICE_ID,
      date: expect.stringMatching(/^2026-\d{2}-\d{2}$/),
      amount: '35775',
      method: 'MOBILE_MONEY',
      reference: 'MP240517',
      phone: '+237699001122',
    });
    expect(calls.some((call) => call.method === 'POST' && call.url.endsWith(`${PAYMENT_PATH}/state/VALIDATED`))).toBe(
      true,
    );
    // docs/seed-spec.md §7: after the save, the document is fetched again: it is now paid.
    await waitFor(() => expect(document.querySelector('[data-settlement="PAID"]')).not.toBeNull());
    expect(screen.getByTestId('amount-due')).toHaveTextContent(/FCFA\s0/);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((call) => call.method === 'GET' && call.url.endsWith(DOCUMENT_PATH)).length).toBeGreaterThan(1);
  });

  it('shows the overpayment refusal as an error toast and on the amount, and removes the draft', async () => {
    const { calls, user } = setup(() =>
      jsonResponse(
        {
          code: 'PAYMENT_EXCEEDS_AMOUNT_DUE',
          message: 'The payment exceeds the amount due.',
          frMessage: 'Le règlement dépasse le reste dû.',
        },
        422,
      ),
    );
    const dialog = await openModal(user);
    const amount = within(dialog).getByRole('textbox', { name: /^Amount/ });
    await user.clear(amount);
    await user.type(amount, '40000');
    // Ctrl+Enter asks for the confirmation too; Enter then confirms.
    await user.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Record and post' })).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(await screen.findByText('PAYMENT_EXCEEDS_AMOUNT_DUE')).toBeInTheDocument();
    expect(screen.getByText('The payment exceeds the amount due.')).toBeInTheDocument();
    expect(await within(dialog).findByText('more than the amount due')).toBeInTheDocument();
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true));
    expect(screen.queryByText('Operation completed successfully')).not.toBeInTheDocument();
  });

  it('refuses an amount the currency cannot hold before sending anything', async () => {
    const { calls, user } = setup(() => jsonResponse(payment()));
    const dialog = await openModal(user);
    const amount = within(dialog).getByRole('textbox', { name: /^Amount/ });
    await user.clear(amount);
    await user.type(amount, '100.50');
    await user.click(within(dialog).getByRole('button', { name: 'Record the payment' }));
    expect(await within(dialog).findByText('too many decimals for the currency')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('says "not a number" on an amount typed with letters, and refuses special characters in the reference', async () => {
    const { calls, user } = setup(() => jsonResponse(payment()));
    const dialog = await openModal(user);
    const amount = within(dialog).getByRole('textbox', { name: /^Amount/ });
    await user.clear(amount);
    await user.type(amount, '100 FCFA');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reference' }), 'MP<240517>');
    await user.click(within(dialog).getByRole('button', { name: 'Record the payment' }));
    expect(await within(dialog).findByText('this is not a number')).toBeInTheDocument();
    expect(within(dialog).getByText("letters, digits, spaces and . , ' - / only")).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });
});

describe('recording a payment: no lost work', () => {
  it('asks before a half-typed payment is left, and offers it back when the modal opens again', async () => {
    const first = setup(() => jsonResponse(payment({ state: 'VALIDATED', number: 'BQ-2026-000001' })));
    const dialog = await openModal(first.user);
    await first.user.type(within(dialog).getByRole('textbox', { name: 'Reference' }), 'VIR-0612');
    await act(() => first.view.router.navigate('/sale/invoices'));
    const asked = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await first.user.click(within(asked).getByRole('button', { name: 'Stay' }));
    expect(within(dialog).getByRole('textbox', { name: 'Reference' })).toHaveValue('VIR-0612');
    // A reload: the page and its modal start again, the typed payment is offered back.
    first.view.unmount();

    const again = setup(() => jsonResponse(payment({ state: 'VALIDATED', number: 'BQ-2026-000001' })));
    const reopened = await openModal(again.user);
    expect(within(reopened).getByRole('textbox', { name: 'Reference' })).toHaveValue('');
    await again.user.click(within(reopened).getByRole('button', { name: 'Restore them' }));
    expect(within(reopened).getByRole('textbox', { name: 'Reference' })).toHaveValue('VIR-0612');
  });

  it('offers the typed payment back when the modal is closed and opened again on the same page', async () => {
    const { user } = setup(() => jsonResponse(payment({ state: 'VALIDATED', number: 'BQ-2026-000001' })));
    const dialog = await openModal(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Reference' }), 'VIR-0614');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const reopened = await openModal(user);
    expect(within(reopened).getByRole('textbox', { name: 'Reference' })).toHaveValue('');
    await user.click(within(reopened).getByRole('button', { name: 'Restore them' }));
    expect(within(reopened).getByRole('textbox', { name: 'Reference' })).toHaveValue('VIR-0614');
    // Cancel gives it up: the next opening offers nothing.
    await user.click(within(reopened).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const third = await openModal(user);
    expect(within(third).queryByRole('button', { name: 'Restore them' })).not.toBeInTheDocument();
  });

  it('keeps nothing and asks nothing after Cancel', async () => {
    const first = setup(() => jsonResponse(payment({ state: 'VALIDATED', number: 'BQ-2026-000001' })));
    const dialog = await openModal(first.user);
    await first.user.type(within(dialog).getByRole('textbox', { name: 'Reference' }), 'VIR-0613');
    await first.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await act(() => first.view.router.navigate('/sale/invoices'));
    expect(await screen.findByTestId('elsewhere')).toBeInTheDocument();
    first.view.unmount();

    const again = setup(() => jsonResponse(payment({ state: 'VALIDATED', number: 'BQ-2026-000001' })));
    const reopened = await openModal(again.user);
    expect(within(reopened).queryByRole('button', { name: 'Restore them' })).not.toBeInTheDocument();
  });
});
