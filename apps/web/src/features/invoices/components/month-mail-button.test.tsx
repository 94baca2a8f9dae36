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
const BULK = `/v1/accountings/workFolders/${FOLDER.id}/invoice-mails`;

/** The preview counts March's invoices: 1 to send, 1 without an address, 1 already sent; April has none. */
function setup() {
  setTestCookie('XSRF-TOKEN', 'xsrf-1');
  return stubFetch({
    [`GET ${BULK}/preview`]: (request) => {
      const march = new URL(request.url).searchParams.get('month') === '2026-03';
      return jsonResponse(
        march ? { toSend: 1, missingAddress: 1, alreadySent: 1 } : { toSend: 0, missingAddress: 0, alreadySent: 0 },
      );
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
  it('says how many will be sent and how many are skipped, then sends that month', async () => {
    const calls = setup();
    const user = userEvent.setup();
    renderScreen(<MonthMailButton folder={FOLDER} />, '/sale/invoices');
    await user.click(screen.getByRole('button', { name: "Send the month's invoices" }));
    const dialog = await screen.findByRole('dialog', { name: "Send the month's invoices" });
    fireEvent.change(within(dialog).getByLabelText('Month'), { target: { value: '2026-04' } });
    expect(await within(dialog).findByText('No validated invoice dated April 2026.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Send' })).toBeDisabled();

    fireEvent.change(within(dialog).getByLabelText('Month'), { target: { value: '2026-03' } });
    expect(
      await within(dialog).findByText(
        'Invoices of March 2026: 1 will be sent, 2 skipped (1 without an address, 1 already sent).',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    expect(await calls.find((call) => call.method === 'POST')?.json()).toEqual({ month: '2026-03' });
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
    expect(
      await within(dialog).findByText(
        'Factures de mars 2026 : 1 sera envoyée, 2 écartée(s) (1 sans adresse, 1 déjà envoyée(s)).',
      ),
    ).toBeInTheDocument();
    await switchLanguage('en');
  });
});
