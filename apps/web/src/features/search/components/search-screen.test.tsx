import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderScreen, setTestCookie, signInAs, stubFetch } from '../../../test/render.tsx';
import {
  AKWA_RESULTS,
  COMPANY,
  CURRENT_FOLDER_ID,
  IDS,
  OTHER_FOLDER_ID,
  SEARCH_COMPANY_ID,
  SEARCH_PATH,
} from '../search-fixture.ts';
import { SearchScreen } from './search-screen.tsx';

const EMPTY = {
  amount: null,
  documents: { items: [], more: false },
  parties: { items: [], more: false },
  accounts: { items: [], more: false },
};

function setup(initialPath: string) {
  window.localStorage.setItem('company', SEARCH_COMPANY_ID);
  window.localStorage.setItem('workFolder', CURRENT_FOLDER_ID);
  signInAs('VIEWER');
  setTestCookie('XSRF-TOKEN', 'xsrf-1');
  const calls = stubFetch({
    [`GET /v1/companies/${SEARCH_COMPANY_ID}`]: () => jsonResponse(COMPANY),
    [`GET ${SEARCH_PATH}`]: (request) => {
      const q = new URL(request.url).searchParams.get('q');
      return jsonResponse(q === 'akwa' ? AKWA_RESULTS : { ...EMPTY, query: q });
    },
  });
  const view = renderScreen(<SearchScreen />, '/search', initialPath);
  return { calls, view, user: userEvent.setup() };
}

const searches = (calls: Request[]) =>
  calls.filter((call) => call.url.includes('/search?')).map((call) => new URL(call.url).searchParams.get('q'));

describe('search screen', () => {
  it('groups the results by kind with their counts, each a link to its screen', async () => {
    setup('/search?q=akwa');
    const documents = await screen.findByRole('region', { name: 'Documents' });
    const parties = screen.getByRole('region', { name: 'Customers and suppliers' });
    const accounts = screen.getByRole('region', { name: 'Accounts' });
    expect(within(documents).getByText('2')).toBeInTheDocument();
    // More parties matched than the ten shown.
    expect(within(parties).getByText('2+')).toBeInTheDocument();
    expect(within(accounts).getByText('1')).toBeInTheDocument();

    const hrefs = (region: HTMLElement) =>
      within(region)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href'));
    expect(hrefs(documents)).toEqual([
      `/sale/invoices/${IDS.INVOICE_ID}`,
      `/accounting/entries/${IDS.ENTRY_ID}?workFolder=${CURRENT_FOLDER_ID}`,
    ]);
    expect(hrefs(parties)).toEqual([
      `/apps/company/customer/${IDS.CUSTOMER_ID}`,
      `/apps/company/supplier/${IDS.SUPPLIER_ID}`,
    ]);
    expect(hrefs(accounts)).toEqual(['/apps/accounting/chart-of-accounts?q=4711']);

    const [invoice, entry] = within(documents).getAllByRole('link') as [HTMLElement, HTMLElement];
    expect(invoice).toHaveTextContent('VE-2025-000042');
    expect(invoice).toHaveTextContent('Boulangerie Akwa · BC-7781 · Livraison Akwa');
    expect(invoice).toHaveTextContent('89,438');
    expect(entry).toHaveTextContent('Draft');
    expect(entry).toHaveTextContent('Journal entry');
    expect(within(parties).getByText('inactive')).toBeInTheDocument();
    expect(screen.getByText('Only the best 2 are shown: type more to narrow the search.')).toBeInTheDocument();
  });

  it('opens an invoice of another work folder in that folder', async () => {
    const { user, view } = setup('/search?q=akwa');
    const documents = await screen.findByRole('region', { name: 'Documents' });
    await user.click(within(documents).getAllByRole('link')[0] as HTMLElement);
    await waitFor(() => expect(view.router.state.location.pathname).toBe(`/sale/invoices/${IDS.INVOICE_ID}`));
    expect(window.localStorage.getItem('workFolder')).toBe(OTHER_FOLDER_ID);
  });

  it('searches what is typed, keeps it in the address, and says when nothing matched', async () => {
    const { calls, user, view } = setup('/search');
    expect(screen.getByText('Type what you are looking for.')).toBeInTheDocument();
    expect(searches(calls)).toEqual([]);
    await user.type(screen.getByRole('searchbox', { name: 'Search the company' }), 'zzz');
    expect(await screen.findByText('No result for “zzz”.')).toBeInTheDocument();
    expect(view.router.state.location.search).toBe('?q=zzz');
    // Debounced: one request for the whole word, not one per key.
    expect(searches(calls)).toEqual(['zzz']);
  });
});
