import type { CurrencyRevaluation } from '@bilan/contract';
import { currencyRevaluationSchema } from '@bilan/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderScreen, setTestCookie, signInAs } from '../../../test/render.tsx';
import { WORK_FOLDER_ID } from '../../journal-entries/entry-fixtures.ts';
import { setupReports } from '../../reports/report-test-setup.ts';
import { YearEndScreen } from './year-end-screen.tsx';

const BASE = `/v1/accountings/workFolders/${WORK_FOLDER_ID}/year-end`;

// A XAF company at its closing day, 1 USD = 590 XAF: a customer owes 5,000 USD booked at 600 (3,000,000 XAF),
// now worth 2,950,000 — a latent loss of 50,000, provided for; 1,000 USD in the bank booked at 610 (610,000)
// now 590,000: 20,000 lost, straight to the result.
const PROPOSED: CurrencyRevaluation = currencyRevaluationSchema.parse({
  date: '2026-12-31',
  done: false,
  rates: [{ currency: 'USD', rate: '590', fixed: false }],
  missingRates: [],
  items: [
    {
      accountNumber: '4111',
      subAccountId: 'party-1',
      currency: 'USD',
      foreignBalance: '5000.00',
      bookBalance: '3000000',
      revaluedBalance: '2950000',
      difference: '-50000',
    },
  ],
  cash: [
    {
      accountNumber: '5211',
      subAccountId: null,
      currency: 'USD',
      foreignBalance: '1000.00',
      bookBalance: '610000',
      revaluedBalance: '590000',
      difference: '-20000',
    },
  ],
  provisions: { trade: '50000', financial: '0' },
  entryNumbers: { conversion: null, cash: null, provision: null, reversal: null },
});

function setup(revaluation: CurrencyRevaluation) {
  signInAs();
  setTestCookie('XSRF-TOKEN', 'xsrf-1');
  let posted = false;
  const calls = setupReports(
    {},
    {
      [`GET ${BASE}/steps`]: () => jsonResponse([]),
      [`GET ${BASE}/accruals`]: () => jsonResponse({ items: [], total: 0, nextCursor: null }),
      [`GET ${BASE}/currency-revaluation`]: () =>
        jsonResponse(
          posted
            ? {
                ...revaluation,
                done: true,
                entryNumbers: { ...revaluation.entryNumbers, conversion: 'OD-2026-000011', cash: 'OD-2026-000012' },
              }
            : revaluation,
        ),
      [`POST ${BASE}/currency-revaluation`]: () => {
        posted = true;
        return jsonResponse({ ...revaluation, done: true }, 201);
      },
    },
  );
  renderScreen(<YearEndScreen />, '/accounting/year-end', '/accounting/year-end?step=CURRENCIES');
  return { calls, user: userEvent.setup() };
}

const plain = (element: HTMLElement) => (element.textContent ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe('year-end: foreign currencies', () => {
  it('shows the open items and cash at the closing rate with their differences, and posts them', async () => {
    const { calls, user } = setup(PROPOSED);
    const panel = await screen.findByTestId('currency-revaluation');
    await waitFor(() => expect(within(panel).getByTestId('closing-rates')).toHaveTextContent('1 USD = 590 XAF'));
    const item = within(within(panel).getByTestId('revaluation-items')).getAllByRole('row')[1] as HTMLElement;
    expect(plain(item)).toMatch(/4111.*5,000\.00.*3,000,000.*2,950,000.*-\s?FCFA\s?50,000|4111.*-50,000/);
    const cash = within(within(panel).getByTestId('revaluation-cash')).getAllByRole('row')[1] as HTMLElement;
    expect(plain(cash)).toContain('590,000');
    expect(plain(cash)).toContain('20,000');
    expect(plain(within(panel).getByTestId('currency-revaluation-summary'))).toContain(
      'Provision for latent exchange losses (trade): FCFA 50,000',
    );
    await user.click(within(panel).getByRole('button', { name: 'Post the revaluation' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(await within(panel).findByText('Posted: OD-2026-000011, OD-2026-000012')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Post the revaluation' })).not.toBeInTheDocument();
  });

  it('leads to the rates screen while a closing rate is missing, and cannot post', async () => {
    setup({
      ...PROPOSED,
      rates: [],
      missingRates: ['USD'],
      items: PROPOSED.items.map((item) => ({ ...item, revaluedBalance: null, difference: null })),
      cash: [],
    });
    const missing = await screen.findByTestId('closing-rates-missing');
    expect(missing).toHaveTextContent('No closing rate for USD');
    expect(within(missing).getByRole('link', { name: 'Open the exchange rates' })).toHaveAttribute(
      'href',
      '/apps/settings/exchange-rates',
    );
    expect(screen.getByRole('button', { name: 'Post the revaluation' })).toBeDisabled();
  });
});
