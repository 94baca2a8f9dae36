import type { ExchangeRateList } from '@bilan/contract';
import { exchangeRateListSchema } from '@bilan/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { switchLanguage } from '../../../../lib/language.ts';
import { jsonResponse, renderScreen, setTestCookie, signInAs, stubFetch } from '../../../../test/render.tsx';
import { ExchangeRatesScreen } from './exchange-rates-screen.tsx';

const COMPANY_ID = '0190f1a2-0000-7000-8000-000000000001';
const RATES_PATH = `/v1/accountings/companies/${COMPANY_ID}/exchange-rates`;
const USD_MARCH = { id: '0190f1a2-0000-7000-8000-0000000000a1', currency: 'USD', date: '2026-03-01', rate: '600' };
const GBP_MARCH = { id: '0190f1a2-0000-7000-8000-0000000000a2', currency: 'GBP', date: '2026-03-02', rate: '760.25' };

// What the API answers a XAF company: its rates, and the parities a treaty fixes against the franc CFA.
const list = (items: ExchangeRateList['items']): ExchangeRateList =>
  exchangeRateListSchema.parse({
    companyCurrency: 'XAF',
    items,
    fixedRates: [
      { currency: 'EUR', rate: '655.957', approximateRate: '655.957' },
      { currency: 'KMF', rate: '4/3', approximateRate: '1.33333333' },
      { currency: 'XOF', rate: '1', approximateRate: '1' },
    ],
    nextCursor: null,
  });

function setup(routes: Parameters<typeof stubFetch>[0] = {}, role: 'OWNER' | 'VIEWER' = 'OWNER') {
  window.localStorage.setItem('company', COMPANY_ID);
  signInAs(role);
  setTestCookie('XSRF-TOKEN', 'xsrf-1');
  const calls = stubFetch({
    [`GET ${RATES_PATH}`]: (request) => {
      const currency = new URL(request.url).searchParams.get('currency');
      return jsonResponse(list([USD_MARCH, GBP_MARCH].filter((row) => !currency || row.currency === currency)));
    },
    ...routes,
  });
  renderScreen(<ExchangeRatesScreen />, '/apps/settings/exchange-rates');
  return { calls, user: userEvent.setup() };
}

describe('exchange rates screen', () => {
  it('lists the typed rates beside the fixed parities, read-only, in French and English', async () => {
    setup();
    const rows = await screen.findAllByTestId('exchange-rate-row');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^USD.*2026.*600/),
      expect.stringMatching(/^GBP.*2026.*760\.25/),
    ]);
    const fixed = screen.getByTestId('fixed-rates');
    expect(
      within(fixed)
        .getAllByTestId('fixed-rate-row')
        .map((row) => row.textContent),
    ).toEqual([expect.stringContaining('1 EUR'), expect.stringContaining('1 KMF'), expect.stringContaining('1 XOF')]);
    expect(within(fixed).getByText('655.957 XAF')).toBeInTheDocument();
    expect(within(fixed).getByText('4/3')).toBeInTheDocument();
    expect(within(fixed).queryByRole('button')).not.toBeInTheDocument();
    await switchLanguage('fr');
    expect(await screen.findByRole('heading', { name: 'Cours des devises' })).toBeInTheDocument();
    expect(within(fixed).getByText('655,957 XAF')).toBeInTheDocument();
    expect(screen.getByText('760,25')).toBeInTheDocument();
    await switchLanguage('en');
  });

  it('filters by currency through the API', async () => {
    const { calls, user } = setup();
    await screen.findAllByTestId('exchange-rate-row');
    await user.click(screen.getByRole('combobox', { name: 'Currency' }));
    await user.click(await screen.findByRole('option', { name: 'GBP' }));
    await waitFor(() => expect(screen.getAllByTestId('exchange-rate-row')).toHaveLength(1));
    expect(screen.getByTestId('exchange-rate-row')).toHaveTextContent('GBP');
    expect(calls.some((call) => new URL(call.url).searchParams.get('currency') === 'GBP')).toBe(true);
  });

  it('adds a rate, read in the user language, and shows the API refusal on its field', async () => {
    let answer = (): Response =>
      jsonResponse(
        { code: 'EXCHANGE_RATE_INVALID', message: 'bad', fields: [{ path: 'rate', code: 'EXCHANGE_RATE_INVALID' }] },
        422,
      );
    const { calls, user } = setup({ [`POST ${RATES_PATH}`]: () => answer() });
    await switchLanguage('fr');
    await user.click(await screen.findByRole('button', { name: 'Ajouter un cours' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ajouter un cours de change' });
    await user.click(within(dialog).getByRole('combobox', { name: /^Devise/ }));
    await user.click(await screen.findByRole('option', { name: 'USD' }));
    const date = within(dialog).getByRole('textbox', { name: /^Date/ });
    await user.clear(date);
    await user.type(date, '15/03/2026');
    await user.type(within(dialog).getByRole('textbox', { name: /^Cours en XAF/ }), '610,5');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(dialog).findByText('un nombre positif, par exemple 655,957')).toBeInTheDocument();
    const post = calls.find((call) => call.method === 'POST');
    expect(await post?.json()).toEqual({ currency: 'USD', date: '2026-03-15', rate: '610.5' });

    answer = () => jsonResponse({ ...USD_MARCH, date: '2026-03-15', rate: '610.5' }, 201);
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await switchLanguage('en');
  });

  it('checks the rate before sending: none, zero or text', async () => {
    const { calls, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Add a rate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an exchange rate' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Rate in XAF/ }), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('choose a currency')).toBeInTheDocument();
    expect(within(dialog).getByText('a positive number, such as 655.957')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('edits a rate moved to another day: sets the new one, removes the old', async () => {
    const { calls, user } = setup({
      [`POST ${RATES_PATH}`]: () => jsonResponse({ ...USD_MARCH, id: 'new', date: '2026-03-02' }, 201),
      [`DELETE ${RATES_PATH}/${USD_MARCH.id}`]: () => new Response(null, { status: 204 }),
    });
    await user.click(await screen.findByRole('button', { name: /^Edit the rate of USD on/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Change an exchange rate' });
    const date = within(dialog).getByRole('textbox', { name: /^Date/ });
    await user.clear(date);
    await user.type(date, '03/02/2026');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true));
    const post = calls.find((call) => call.method === 'POST');
    expect(await post?.json()).toEqual({ currency: 'USD', date: '2026-03-02', rate: '600' });
  });

  it('deletes a rate after confirmation', async () => {
    const { calls, user } = setup({
      [`DELETE ${RATES_PATH}/${GBP_MARCH.id}`]: () => new Response(null, { status: 204 }),
    });
    await user.click(await screen.findByRole('button', { name: /^Delete the rate of GBP on/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this rate?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete the rate' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true));
    expect(new URL(calls.find((call) => call.method === 'DELETE')?.url ?? '').pathname).toBe(
      `${RATES_PATH}/${GBP_MARCH.id}`,
    );
  });

  it('imports a CSV and lists every wrong line the API names', async () => {
    const { calls, user } = setup({
      [`POST ${RATES_PATH}/import`]: () =>
        jsonResponse(
          {
            code: 'CURRENCY_UNKNOWN',
            message: 'bad file',
            fields: [
              { path: 'lines.2.currency', code: 'CURRENCY_UNKNOWN' },
              { path: 'lines.3.rate', code: 'EXCHANGE_RATE_INVALID' },
            ],
          },
          422,
        ),
    });
    await user.click(await screen.findByRole('button', { name: 'Import a CSV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import exchange rates' });
    const content = 'currency;date;rate\nUSX;2026-03-01;600\nUSD;2026-03-02;0\n';
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    fireEvent.change(input, { target: { files: [new File([content], 'rates.csv', { type: 'text/csv' })] } });
    const importButton = within(dialog).getByRole('button', { name: 'Import' });
    await waitFor(() => expect(importButton).toBeEnabled());
    await user.click(importButton);
    const problems = await within(dialog).findByTestId('exchange-rate-import-problems');
    expect(
      within(problems)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Line 2 (currency): unknown currency code', 'Line 3 (rate): a positive number, such as 655.957']);
    const post = calls.find((call) => call.method === 'POST');
    expect(await post?.json()).toEqual({ content });
  });

  it('offers no change to a reader', async () => {
    setup({}, 'VIEWER');
    expect(await screen.findAllByTestId('exchange-rate-row')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Add a rate' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete the rate/ })).not.toBeInTheDocument();
  });
});
