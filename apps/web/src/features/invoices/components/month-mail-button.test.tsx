import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { switchLanguage } from '../../../lib/language.ts';
import { jsonResponse, renderScreen, setTestCookie, stubFetch } from '../../../test/render.tsx';
import { MonthMailButton } from './month-mail-button.tsx';

const FOLDER = {
  id: '0190f1a2-0000-7000-8000-0000000000f1',
  companyId: 'c1',
  name: 'Exercice 2026',
  startDate: '2026-01-01',
  endDate: '2026-12-31',
  status: 'OPEN' as const,
};
const LIST = `/v1/accountings/documents/workFolders/${FOLDER.id}`;
const BULK = `/v1/accountings/workFolders/${FOLDER.id}/invoice-mails`;

/** The list answers how many validated sale invoices each month holds: 3 in March, none in April. */
function setup() {
  setTestCookie('XSRF-TOKEN', 'xsrf-1');
  return stubFetch({
    [`GET ${LIST}`]: (request) => {
      const from = new URL(request.url).searchParams.get('from');
      return jsonResponse({ items: [], total: from === '2026-03-01' ? 3 : 0, nextCursor: null });
    },
    [`POST ${BULK}`]: () =>
      jsonResponse({
        queued: [{ documentId: 'd1', number: 'VE-1', mailId: 'm1' }],
        skipped: [
          { documentId: 'd2', number: 'VE-2', reason: 'PARTY_EMAIL_MISSING' },
          { documentId: 'd3', number: 'VE-3', reason: 'ALREADY_SENT' },
        ],
      }),
  });
}

describe("sending the month's invoices", () => {
  it('names how many validated invoices the month holds, then sends that month', async () => {
    const calls = setup();
    const user = userEvent.setup();
    renderScreen(<MonthMailButton folder={FOLDER} />, '/sale/invoices');
    await user.click(screen.getByRole('button', { name: "Send the month's invoices" }));
    const dialog = await screen.findByRole('dialog', { name: "Send the month's invoices" });
    fireEvent.change(within(dialog).getByLabelText('Month'), { target: { value: '2026-04' } });
    expect(await within(dialog).findByText('No validated invoice dated April 2026.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Send' })).toBeDisabled();

    fireEvent.change(within(dialog).getByLabelText('Month'), { target: { value: '2026-03' } });
    expect(await within(dialog).findByText(/^3 validated invoices dated March 2026\./)).toBeInTheDocument();
    const asked = calls.filter((call) => new URL(call.url).pathname === LIST).at(-1);
    expect(Object.fromEntries(new URL(asked?.url ?? 'http://x').searchParams)).toEqual({
      type: 'SALE_INVOICE',
      limit: '1',
      state: 'VALIDATED',
      from: '2026-03-01',
      to: '2026-03-31',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    expect(await calls.find((call) => call.method === 'POST')?.json()).toEqual({ month: '2026-03', language: 'en' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says it in French', async () => {
    await switchLanguage('fr');
    setup();
    const user = userEvent.setup();
    renderScreen(<MonthMailButton folder={FOLDER} />, '/sale/invoices');
    await user.click(screen.getByRole('button', { name: 'Envoyer les factures du mois' }));
    const dialog = await screen.findByRole('dialog', { name: 'Envoyer les factures du mois' });
    fireEvent.change(within(dialog).getByLabelText('Mois'), { target: { value: '2026-03' } });
    expect(await within(dialog).findByText(/^3 factures validées datées de mars 2026\./)).toBeInTheDocument();
    await switchLanguage('en');
  });
});
