import type { CompanySettings } from '@bilan/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { switchLanguage } from '../../../lib/language.ts';
import { fakeToken, jsonResponse, renderScreen, setTestCookie, stubFetch } from '../../../test/render.tsx';
import { COMPANY_ID, company, settings, WORK_FOLDER } from '../../invoices/sales-fixture.ts';
import { SettingsScreen } from './settings-screen.tsx';

const SETTINGS_PATH = `/v1/companies/${COMPANY_ID}/settings`;

const SETTINGS = settings({ legalName: 'Boulangerie du Littoral SARL', city: 'Douala', defaultVatRates: ['19.25'] });

const account = (number: string, label: string) => ({
  id: `acc-${number}`,
  number,
  label,
  class: number.slice(0, 1),
  parentNumber: null,
  nature: 'mixed',
  isGroup: false,
  refAccountNumber: number,
  active: true,
  openItems: false,
  hasPostings: false,
  subAccounts: [],
});

const CHART = [
  { class: '4', label: 'Tiers', accounts: [account('401', 'Fournisseurs'), account('411', 'Clients')] },
  {
    class: '4',
    label: 'TVA',
    accounts: [
      account('4431', 'TVA facturée'),
      account('4451', 'TVA récupérable sur immobilisations'),
      account('4452', 'TVA récupérable'),
      account('4453', 'TVA récupérable sur transport'),
      account('4454', 'TVA récupérable sur services'),
    ],
  },
  {
    class: '5',
    label: 'Trésorerie',
    accounts: [
      account('521', 'Banques locales'),
      account('552', 'Monnaie électronique'),
      account('5521', 'MTN Mobile Money'),
      account('571', 'Caisse'),
    ],
  },
  { class: '6', label: 'Charges', accounts: [account('601', 'Achats de marchandises')] },
  { class: '7', label: 'Produits', accounts: [account('701', 'Ventes de marchandises')] },
];

const JOURNALS = [
  { id: 'j-ve', code: 'VE', label: 'Ventes', type: 'SALES', isSystem: true },
  { id: 'j-ac', code: 'AC', label: 'Achats', type: 'PURCHASES', isSystem: true },
];

function setup(options: { profiles?: string[]; routes?: Parameters<typeof stubFetch>[0] } = {}) {
  const profiles = options.profiles ?? ['settings.manage'];
  window.localStorage.setItem('access_token', fakeToken(3600, { roles: [], profiles }));
  window.localStorage.setItem('company', COMPANY_ID);
  window.localStorage.setItem('workFolder', WORK_FOLDER.id);
  setTestCookie('XSRF-TOKEN', 'xsrf-1');
  const calls = stubFetch({
    [`GET ${SETTINGS_PATH}`]: () => jsonResponse(SETTINGS),
    [`GET /v1/companies/${COMPANY_ID}`]: () => jsonResponse(company()),
    [`GET /v1/accountings/companies/${COMPANY_ID}/chart-of-accounts`]: () => jsonResponse(CHART),
    [`GET /v1/accountings/companies/${COMPANY_ID}/journals`]: () => jsonResponse(JOURNALS),
    [`GET /v1/accountings/workFolders/companies/${COMPANY_ID}`]: () => jsonResponse([WORK_FOLDER]),
    ...options.routes,
  });
  const view = renderScreen(<SettingsScreen />, '/apps/settings');
  return { calls, user: userEvent.setup(), queryClient: view.queryClient };
}

const textbox = (name: string | RegExp) => screen.getByRole('textbox', { name });

describe('settings screen', () => {
  it('shows the saved settings in their sections, with a number preview per journal', async () => {
    setup();
    expect(await screen.findByRole('textbox', { name: 'Legal name' })).toHaveValue('Boulangerie du Littoral SARL');
    expect(textbox('City')).toHaveValue('Douala');
    expect(textbox(/Rate 1/)).toHaveValue('19.25');
    expect(await screen.findByDisplayValue('521 Banques locales')).toBeInTheDocument();
    // Cameroon's operators each get a mobile-money row, empty until chosen.
    expect(screen.getByRole('combobox', { name: 'Mobile money account for MTN' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Mobile money account for ORANGE' })).toBeInTheDocument();
    expect(await screen.findByTestId('number-preview-VE')).toHaveTextContent('VE-2026-000001');
    await userEvent.setup().type(textbox('Prefix of journal VE'), 'fac');
    expect(textbox('Prefix of journal VE')).toHaveValue('FAC');
    expect(screen.getByTestId('number-preview-VE')).toHaveTextContent('FAC-2026-000001');
    expect(screen.getAllByText(/Changes apply to new postings only/).length).toBeGreaterThan(0);
  });

  it('shows the next numbers from the folder counters, fetched again after a save and after a posting elsewhere', async () => {
    let lastVe = 3;
    const { user, queryClient } = setup({
      routes: {
        [`GET /v1/accountings/workFolders/${WORK_FOLDER.id}/journal-counters`]: () =>
          jsonResponse({
            items: [
              { journalId: 'j-ve', lastNumber: lastVe },
              { journalId: 'j-ac', lastNumber: 0 },
            ],
          }),
        [`PUT ${SETTINGS_PATH}`]: async (request) =>
          jsonResponse({ ...SETTINGS, ...(await request.json()), updatedAt: '2026-03-01T09:30:00.000Z' }),
      },
    });
    await waitFor(() => expect(screen.getByTestId('number-preview-VE')).toHaveTextContent('VE-2026-000004'));
    expect(screen.getByTestId('number-preview-AC')).toHaveTextContent('AC-2026-000001');
    await user.type(textbox('Prefix of journal VE'), 'FAC');
    // Two invoices validated by someone else meanwhile: the save brings their numbers.
    lastVe = 5;
    await user.click(screen.getByRole('button', { name: 'Save the settings' }));
    await waitFor(() => expect(screen.getByTestId('number-preview-VE')).toHaveTextContent('FAC-2026-000006'));
    // A validation in another screen invalidates the journal (invoices/api/refresh-document.ts): the counters follow.
    lastVe = 6;
    await queryClient.invalidateQueries({ queryKey: ['journal'] });
    await waitFor(() => expect(screen.getByTestId('number-preview-VE')).toHaveTextContent('FAC-2026-000007'));
  });

  it('saves every setting at once: prefixes, operator accounts, rates; then the success toast', async () => {
    const { calls, user } = setup({
      routes: {
        [`PUT ${SETTINGS_PATH}`]: async (request) =>
          jsonResponse({ ...SETTINGS, ...(await request.json()), updatedAt: '2026-03-01T09:30:00.000Z' }),
      },
    });
    const legalName = await screen.findByRole('textbox', { name: 'Legal name' });
    await user.clear(legalName);
    await user.type(legalName, 'Boulangerie du Littoral SA');
    await user.type(textbox('Tax id (NIU)'), 'M012345678901A');
    await user.type(textbox('Prefix of journal VE'), 'FAC');
    await user.click(screen.getByRole('button', { name: 'Add a rate' }));
    await user.type(textbox(/Rate 2/), '5.5');
    await screen.findByDisplayValue('521 Banques locales');
    await user.type(screen.getByRole('combobox', { name: 'Mobile money account for MTN' }), '5521');
    await user.click(await screen.findByRole('option', { name: /5521/ }));
    await user.click(screen.getByRole('button', { name: 'Save the settings' }));

    expect(await screen.findByText('Operation completed successfully')).toBeInTheDocument();
    const put = calls.find((call) => call.method === 'PUT');
    expect(await put?.json()).toEqual({
      ...withoutMeta(SETTINGS),
      legalName: 'Boulangerie du Littoral SA',
      taxId: 'M012345678901A',
      defaultVatRates: ['19.25', '5.5'],
      postingAccounts: { ...SETTINGS.postingAccounts, mobileMoneyByOperator: { MTN: '5521' } },
      numberPrefixes: { VE: 'FAC' },
    });
    expect(await screen.findByTestId('settings-saved-at')).toHaveTextContent('Last saved');
  });

  it('shows the time zone and the future-dates switch, off by default, and saves the switch turned on', async () => {
    const { calls, user } = setup({
      routes: {
        [`PUT ${SETTINGS_PATH}`]: async (request) =>
          jsonResponse({ ...SETTINGS, ...(await request.json()), updatedAt: '2026-03-01T09:30:00.000Z' }),
      },
    });
    await screen.findByRole('textbox', { name: 'Legal name' });
    const allow = screen.getByRole('switch', {
      name: /^Allow validating documents, payments and entries dated after today/,
    });
    expect(allow).not.toBeChecked();
    expect(screen.getByRole('combobox', { name: /^Time zone/ })).toHaveValue('Africa/Douala');
    await user.click(allow);
    expect(allow).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save the settings' }));
    expect(await screen.findByText('Operation completed successfully')).toBeInTheDocument();
    const put = calls.find((call) => call.method === 'PUT');
    expect(await put?.json()).toMatchObject({ allowFutureEntries: true, timeZone: 'Africa/Douala' });
  });

  it('names the switch in French', async () => {
    switchLanguage('fr');
    setup();
    await screen.findByRole('textbox', { name: 'Raison sociale' });
    expect(
      screen.getByRole('switch', {
        name: /^Permettre de valider des pièces, règlements et écritures datés après aujourd'hui/,
      }),
    ).not.toBeChecked();
    expect(screen.getByRole('combobox', { name: /^Fuseau horaire/ })).toHaveValue('Africa/Douala');
    switchLanguage('en');
  });

  it('shows deductible VAT by nature of purchase and saves a changed rule, in French too', async () => {
    await switchLanguage('fr');
    const { calls, user } = setup({
      routes: { [`PUT ${SETTINGS_PATH}`]: async (request) => jsonResponse({ ...SETTINGS, ...(await request.json()) }) },
    });
    const fixedAssets = await screen.findByRole('combobox', { name: 'TVA des comptes 2…' });
    await waitFor(() => expect(fixedAssets).toHaveValue('4451 TVA récupérable sur immobilisations'));
    expect(screen.getByRole('combobox', { name: 'TVA des comptes 61…' })).toHaveValue(
      '4453 TVA récupérable sur transport',
    );
    await user.clear(screen.getByRole('combobox', { name: 'TVA des comptes 62…' }));
    await user.type(screen.getByRole('combobox', { name: 'TVA des comptes 62…' }), '4452');
    await user.click(await screen.findByRole('option', { name: /4452/ }));
    await user.click(screen.getByRole('button', { name: /Enregistrer/ }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    const put = calls.find((call) => call.method === 'PUT');
    expect(await put?.json()).toMatchObject({
      postingAccounts: { vatDeductibleByPrefix: { '2': '4451', '61': '4453', '62': '4452', '63': '4454' } },
    });
  });

  it('puts a refused prefix on the field of its journal', async () => {
    const { user } = setup({
      routes: {
        [`PUT ${SETTINGS_PATH}`]: () =>
          jsonResponse(
            {
              code: 'VALIDATION_FAILED',
              message: 'Some fields are invalid.',
              frMessage: 'Certains champs sont invalides.',
              fields: [{ path: 'numberPrefixes.AC', code: 'NUMBER_PREFIX_ALREADY_USED' }],
            },
            400,
          ),
      },
    });
    await user.type(await screen.findByRole('textbox', { name: 'Prefix of journal AC' }), 've');
    await user.click(screen.getByRole('button', { name: 'Save the settings' }));
    const row = (await screen.findByText('another journal already numbers with this prefix')).closest('tr');
    expect(row).not.toBeNull();
    expect(within(row as HTMLElement).getByRole('textbox', { name: 'Prefix of journal AC' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('checks rates with the contract before sending anything', async () => {
    const { calls, user } = setup();
    const rate = await screen.findByRole('textbox', { name: /Rate 1/ });
    await user.clear(rate);
    await user.type(rate, '19,25');
    await user.click(screen.getByRole('button', { name: 'Save the settings' }));
    expect(await screen.findByText('a rate such as 19.25')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('previews a chosen logo and refuses an image over the size limit', async () => {
    const { calls, user } = setup({
      routes: { [`PUT ${SETTINGS_PATH}`]: async (request) => jsonResponse({ ...SETTINGS, ...(await request.json()) }) },
    });
    await screen.findByRole('textbox', { name: 'Legal name' });
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, {
      target: { files: [new File([new Uint8Array(200 * 1024)], 'big.png', { type: 'image/png' })] },
    });
    expect(await screen.findByText('the image is too large (140 KB at most)')).toBeInTheDocument();
    fireEvent.change(input, {
      target: { files: [new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' })] },
    });
    const preview = await screen.findByRole('img', { name: 'Logo of the company' });
    expect(preview.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    await user.click(screen.getByRole('button', { name: 'Save the settings' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    const put = calls.find((call) => call.method === 'PUT');
    expect(await put?.json()).toMatchObject({ logo: 'data:image/png;base64,iVBORw==' });
  });

  it('is read-only without settings.manage: fields disabled, no save button', async () => {
    setup({ profiles: ['reports.read'] });
    expect(await screen.findByRole('textbox', { name: 'Legal name' })).toBeDisabled();
    expect(screen.getByTestId('settings-read-only')).toHaveTextContent('Only an owner or an administrator');
    expect(textbox('Prefix of journal VE')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save the settings' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add a rate' })).not.toBeInTheDocument();
  });

  it('asks a French company for SIREN, SIRET and VAT number, checked as the API checks them', async () => {
    const { calls, user } = setup({
      routes: {
        [`GET /v1/companies/${COMPANY_ID}`]: () => jsonResponse(company({ countryCode: 'FR', currency: 'EUR' })),
        [`PUT ${SETTINGS_PATH}`]: async (request) => jsonResponse({ ...SETTINGS, ...(await request.json()) }),
      },
    });
    await screen.findByRole('textbox', { name: 'Legal name' });
    expect(screen.queryByRole('textbox', { name: 'Tax id (NIU)' })).not.toBeInTheDocument();
    await user.type(textbox('SIREN'), '732 829 321');
    await user.type(textbox('SIRET'), '12345678200010');
    await user.type(textbox('VAT number'), 'FR00732829320');
    await user.click(screen.getByRole('button', { name: 'Save the settings' }));
    expect(await screen.findByText('a SIREN has 9 digits and a valid check digit')).toBeInTheDocument();
    expect(screen.getByText('a French VAT number reads FR, a 2-character key, then the SIREN')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    await user.clear(textbox('SIREN'));
    await user.type(textbox('SIREN'), '732 829 320');
    await user.clear(textbox('VAT number'));
    await user.type(textbox('VAT number'), 'FR44732829320');
    await user.click(screen.getByRole('button', { name: 'Save the settings' }));
    expect(await screen.findByText('the SIRET must start with the SIREN')).toBeInTheDocument();
    await user.clear(textbox('SIRET'));
    await user.type(textbox('SIRET'), '73282932000017');
    await user.click(screen.getByRole('button', { name: 'Save the settings' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    const put = calls.find((call) => call.method === 'PUT');
    expect(await put?.json()).toMatchObject({
      siren: '732829320',
      siret: '73282932000017',
      vatNumber: 'FR44732829320',
    });
  });
});

describe('VAT and withholding taxes', () => {
  it('sends the withholding rates a Cameroonian company edits, and refuses one over 100 %', async () => {
    const cameroon = settings({
      defaultVatRates: ['19.25'],
      taxOptions: {
        vatOnDebits: false,
        purchasePrecompteRate: '2.2',
        customerPrecompteRate: '2.2',
        vatWithheldRate: '100',
        turnoverInstalmentRate: '2.2',
      },
    });
    const { calls, user } = setup({
      routes: {
        [`GET ${SETTINGS_PATH}`]: () => jsonResponse(cameroon),
        [`PUT ${SETTINGS_PATH}`]: async (request) => jsonResponse({ ...cameroon, ...(await request.json()) }),
      },
    });
    const precompte = await screen.findByRole('textbox', { name: 'Précompte on purchases' });
    expect(precompte).toHaveValue('2.2');
    expect(screen.queryByRole('switch', { name: /^VAT on services on debits/ })).not.toBeInTheDocument();
    await user.clear(textbox('VAT withheld by customers'));
    await user.type(textbox('VAT withheld by customers'), '150');
    await user.click(screen.getByRole('button', { name: 'Save the settings' }));
    expect(await screen.findByText(/rate/i, { selector: '.mantine-TextInput-error' })).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
    await user.clear(textbox('VAT withheld by customers'));
    await user.type(textbox('VAT withheld by customers'), '50');
    await user.clear(precompte);
    await user.type(precompte, '5.5');
    await user.click(screen.getByRole('button', { name: 'Save the settings' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(await calls.find((call) => call.method === 'PUT')?.json()).toMatchObject({
      taxOptions: {
        ...cameroon.taxOptions,
        purchasePrecompteRate: '5.5',
        vatWithheldRate: '50',
      },
    });
  });

  it('lets a Cameroonian company choose the minimal cash system (SMT)', async () => {
    const { calls, user } = setup({
      routes: { [`PUT ${SETTINGS_PATH}`]: async (request) => jsonResponse({ ...SETTINGS, ...(await request.json()) }) },
    });
    const system = await screen.findByRole('combobox', { name: /^System of accounts \(SYSCOHADA\)/ });
    expect(system).toHaveValue('Normal system');
    await user.click(system);
    await user.click(await screen.findByRole('option', { name: 'Minimal cash system (SMT)' }));
    await user.click(screen.getByRole('button', { name: 'Save the settings' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(await calls.find((call) => call.method === 'PUT')?.json()).toMatchObject({
      accountingSystem: 'MINIMAL_CASH',
    });
  });

  it('offers a French company no system of accounts', async () => {
    setup({
      routes: {
        [`GET /v1/companies/${COMPANY_ID}`]: () => jsonResponse(company({ countryCode: 'FR', currency: 'EUR' })),
      },
    });
    await screen.findByRole('switch', { name: /^VAT on services on debits/ });
    expect(screen.queryByRole('combobox', { name: /^System of accounts/ })).not.toBeInTheDocument();
  });

  it('lets a French company opt for VAT on debits', async () => {
    const { calls, user } = setup({
      routes: {
        [`GET /v1/companies/${COMPANY_ID}`]: () => jsonResponse(company({ countryCode: 'FR', currency: 'EUR' })),
        [`PUT ${SETTINGS_PATH}`]: async (request) => jsonResponse({ ...SETTINGS, ...(await request.json()) }),
      },
    });
    const onDebits = await screen.findByRole('switch', { name: /^VAT on services on debits/ });
    expect(onDebits).not.toBeChecked();
    expect(screen.queryByRole('textbox', { name: 'Précompte on purchases' })).not.toBeInTheDocument();
    await user.click(onDebits);
    await user.click(screen.getByRole('button', { name: 'Save the settings' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(await calls.find((call) => call.method === 'PUT')?.json()).toMatchObject({
      taxOptions: { vatOnDebits: true },
    });
  });
});

function withoutMeta(saved: CompanySettings) {
  const { companyId: _companyId, updatedAt: _updatedAt, ...body } = saved;
  return body;
}
