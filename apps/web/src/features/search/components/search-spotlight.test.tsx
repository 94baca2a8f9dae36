import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  jsonResponse,
  LocationProbe,
  renderRoutes,
  setTestCookie,
  signInAs,
  stubFetch,
} from '../../../test/render.tsx';
import {
  AKWA_RESULTS,
  COMPANY,
  CURRENT_FOLDER_ID,
  IDS,
  OTHER_FOLDER_ID,
  SEARCH_COMPANY_ID,
  SEARCH_PATH,
  ZEBULON_RESULTS,
} from '../search-fixture.ts';
import { SearchButton } from './search-button.tsx';

function setup() {
  window.localStorage.setItem('company', SEARCH_COMPANY_ID);
  window.localStorage.setItem('workFolder', CURRENT_FOLDER_ID);
  signInAs('VIEWER');
  setTestCookie('XSRF-TOKEN', 'xsrf-1');
  stubFetch({
    [`GET /v1/companies/${SEARCH_COMPANY_ID}`]: () => jsonResponse(COMPANY),
    [`GET ${SEARCH_PATH}`]: (request) =>
      jsonResponse(new URL(request.url).searchParams.get('q') === 'zebulon' ? ZEBULON_RESULTS : AKWA_RESULTS),
  });
  const view = renderRoutes(
    [
      {
        path: '/apps/home',
        element: (
          <>
            <SearchButton />
            <input aria-label="Some field" />
          </>
        ),
      },
      { path: '*', element: <LocationProbe /> },
    ],
    '/apps/home',
  );
  return { view, user: userEvent.setup() };
}

const selected = () => screen.getAllByRole('option').find((option) => option.getAttribute('aria-selected') === 'true');

async function openAndType(user: ReturnType<typeof userEvent.setup>, keys = '{Control>}k{/Control}') {
  await user.keyboard(keys);
  const dialog = await screen.findByRole('dialog', { name: 'Search the company' });
  const input = within(dialog).getByRole('combobox', { name: 'Search the company' });
  await waitFor(() => expect(input).toHaveFocus());
  await user.type(input, 'akwa');
  await within(dialog).findByText('VE-2025-000042');
  return { dialog, input };
}

describe('search spotlight', () => {
  it('finds "Zébulon" typed "zebulon", and marks it as written', async () => {
    const { user } = setup();
    await user.keyboard('{Control>}k{/Control}');
    const dialog = await screen.findByRole('dialog', { name: 'Search the company' });
    await user.type(within(dialog).getByRole('combobox', { name: 'Search the company' }), 'zebulon');
    await within(dialog).findByText('VE-2026-000007');
    const marked = [...dialog.querySelectorAll('mark')].map((mark) => mark.textContent);
    // The party's name, and the invoice's party: both found by the name typed without its accent.
    expect(marked).toEqual(['Zébulon', 'Zébulon']);
    // The invoice was found only through its customer: the customer comes first, chosen already.
    expect(selected()).toHaveTextContent('C00009');
    const headings = within(dialog)
      .getAllByRole('group')
      .map((group) => group.getAttribute('aria-labelledby'));
    expect(headings.map((id) => document.getElementById(id ?? '')?.textContent)).toEqual([
      'Customers and suppliers',
      'Documents',
    ]);
  });

  it('opens on Ctrl+K with live results grouped by kind, the first one selected', async () => {
    const { user } = setup();
    const { dialog } = await openAndType(user);
    const optionsOf = (name: string) => within(within(dialog).getByRole('group', { name })).getAllByRole('option');
    expect(optionsOf('Documents').map((option) => option.textContent)).toEqual([
      expect.stringContaining('VE-2025-000042'),
      expect.stringContaining('Loyer agence Akwa'),
    ]);
    expect(optionsOf('Customers and suppliers')).toHaveLength(2);
    expect(optionsOf('Accounts')[0]).toHaveTextContent('4711 Akwa suspense');
    // Two documents, two parties, one account, then "see all results".
    expect(within(dialog).getAllByRole('option')).toHaveLength(6);
    expect(selected()).toHaveTextContent('VE-2025-000042');
  });

  it('opens on Cmd+K too, even from a form field', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('textbox', { name: 'Some field' }));
    await openAndType(user, '{Meta>}k{/Meta}');
  });

  it('moves with the arrow keys and opens the chosen result with Enter', async () => {
    const { user, view } = setup();
    await openAndType(user);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(selected()).toHaveTextContent('Boulangerie Akwa');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(view.router.state.location.pathname).toBe(`/apps/company/customer/${IDS.CUSTOMER_ID}`));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('opens an invoice of another work folder in that folder', async () => {
    const { user, view } = setup();
    await openAndType(user);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(view.router.state.location.pathname).toBe(`/sale/invoices/${IDS.INVOICE_ID}`));
    expect(window.localStorage.getItem('workFolder')).toBe(OTHER_FOLDER_ID);
  });

  it('leads to every result from the last option (up from the first wraps to it)', async () => {
    const { user, view } = setup();
    await openAndType(user);
    await user.keyboard('{ArrowUp}');
    expect(selected()).toHaveTextContent('See all results for “akwa”');
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(`${view.router.state.location.pathname}${view.router.state.location.search}`).toBe('/search?q=akwa'),
    );
  });

  it('goes to the search route from the button', async () => {
    const { user, view } = setup();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/search'));
  });
});
