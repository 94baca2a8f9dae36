import { act, screen, waitFor, within } from '@testing-library/react';
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
import { COMPANY_ID, CUSTOMER_ID, company, customer } from '../../invoices/sales-fixture.ts';
import { PartyFormScreen } from './party-form-screen.tsx';

const CUSTOMERS_PATH = `/v1/companies/${COMPANY_ID}/customers`;
const SUPPLIERS_PATH = `/v1/companies/${COMPANY_ID}/suppliers`;
const SUPPLIER_ID = '0190f1a2-0000-7000-8000-00000000f001';
const SUPPLIER_CONTROL_ACCOUNTS = [
  { id: '0190f1a2-0000-7000-8000-000000004011', number: '4011', label: 'Suppliers', isDefault: true },
  {
    id: '0190f1a2-0000-7000-8000-000000004041',
    number: '4041',
    label: 'Fixed-asset suppliers, intangible',
    isDefault: false,
  },
  {
    id: '0190f1a2-0000-7000-8000-000000004812',
    number: '4812',
    label: 'Fixed-asset suppliers, tangible assets',
    isDefault: false,
  },
];
const COUNTRIES = [
  {
    code: 'CM',
    frName: 'Cameroun',
    enName: 'Cameroon',
    currency: 'XAF',
    phoneCode: '237',
    accountingFramework: 'SYSCOHADA',
  },
  { code: 'FR', frName: 'France', enName: 'France', currency: 'EUR', phoneCode: '33', accountingFramework: 'PCG' },
];

function setup(routes: Parameters<typeof stubFetch>[0] = {}, path = '/apps/company/customer/new') {
  window.localStorage.setItem('company', COMPANY_ID);
  signInAs();
  setTestCookie('XSRF-TOKEN', 'xsrf-1');
  const calls = stubFetch({
    [`GET /v1/companies/${COMPANY_ID}`]: () => jsonResponse(company()),
    'GET /v1/referentials/countries': () => jsonResponse(COUNTRIES),
    [`GET ${CUSTOMERS_PATH}/control-accounts`]: () =>
      jsonResponse([
        { id: '0190f1a2-0000-7000-8000-000000004111', number: '4111', label: 'Customers', isDefault: true },
      ]),
    [`GET ${SUPPLIERS_PATH}/control-accounts`]: () => jsonResponse(SUPPLIER_CONTROL_ACCOUNTS),
    ...routes,
  });
  const view = renderRoutes(
    [
      { path: '/apps/company/customer/new', element: <PartyFormScreen partyRole="CUSTOMER" /> },
      { path: '/apps/company/supplier/new', element: <PartyFormScreen partyRole="SUPPLIER" /> },
      { path: '/apps/company/supplier/:partyId/edit', element: <PartyFormScreen partyRole="SUPPLIER" /> },
      { path: '*', element: <LocationProbe /> },
    ],
    path,
  );
  return { calls, view, user: userEvent.setup() };
}

const field = (name: string | RegExp) => screen.getByRole('textbox', { name });

describe('customer form', () => {
  it('checks the fields with the contract validators before anything is sent', async () => {
    const { calls, user } = setup();
    expect(await screen.findByRole('heading', { name: 'New customer' })).toBeInTheDocument();
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'compta@hotel');
    await user.type(field('Phone'), '67712345');
    const terms = screen.getByRole('textbox', { name: /Payment terms/ });
    await user.clear(terms);
    await user.type(terms, '400');
    await user.type(field('Code'), 'C-01');
    await user.click(screen.getByRole('button', { name: 'Create the customer' }));
    expect(await screen.findByText('name required')).toBeInTheDocument();
    expect(screen.getByText('invalid email')).toBeInTheDocument();
    expect(screen.getByText('invalid phone number')).toBeInTheDocument();
    expect(screen.getByText('a number of days from 0 to 365')).toBeInTheDocument();
    expect(screen.getByText('letters and digits only, up to 20')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });
});

describe('customer form: validators', () => {
  it('refuses a negative payment term on its field, and digits in an individual name (§5 validators)', async () => {
    const { calls, user } = setup();
    expect(await screen.findByRole('heading', { name: 'New customer' })).toBeInTheDocument();
    await user.click(await screen.findByRole('radio', { name: 'Individual' }));
    await user.type(field(/Name/), 'Jeanne Mbarga2');
    const terms = screen.getByRole('textbox', { name: /Payment terms/ });
    await user.clear(terms);
    await user.type(terms, '-5');
    expect(terms).toHaveValue('-5');
    await user.click(screen.getByRole('button', { name: 'Create the customer' }));
    expect(await screen.findByText('a number of days from 0 to 365')).toBeInTheDocument();
    expect(screen.getByText("a person's name has no digits")).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it.each([
    ['677 12 34 56', 'MTN'],
    ['+237 699 00 11 22', 'Orange'],
    ['665123456', 'Nexttel'],
  ])('shows the operator of %s next to the phone: %s', async (phone, operator) => {
    const { user } = setup();
    await user.type(await screen.findByRole('textbox', { name: 'Phone' }), phone);
    expect(await screen.findByTestId('operator-badge')).toHaveTextContent(operator);
  });

  it.each([
    ['+237 677 12 34 56', 'CM', 'MTN'],
    ['699 11 22 33', 'CM', 'Orange'],
    ['677123456', 'CM', 'MTN'],
    ['00237677123456', 'CM', 'MTN'],
    ['237-677-12-34-56', 'CM', 'MTN'],
    ['685 12 34 56', 'CM', 'Nexttel'],
    // A customer in France with a Cameroonian number written without its +.
    ['237-677-12-34-56', 'FR', 'MTN'],
    ['00237 699 11 22 33', 'FR', 'Orange'],
  ])('reads the operator of %s in a party of %s: %s', async (phone, country, operator) => {
    const { user } = setup();
    if (country === 'FR') {
      await user.click(await screen.findByRole('combobox', { name: 'Country' }));
      await user.click(await screen.findByRole('option', { name: 'France' }));
    }
    await user.type(await screen.findByRole('textbox', { name: 'Phone' }), phone);
    expect(await screen.findByTestId('operator-badge')).toHaveTextContent(operator);
  });

  it.each([
    ['242 12 34 56', 'a CAMTEL line: not one of the three operators'],
    ['620 12 34 56', 'CAMTEL Blue, of no listed prefix'],
    ['640 12 34 56', 'a mobile range of no listed prefix'],
  ])('shows no operator for %s (%s)', async (phone) => {
    const { user } = setup();
    const input = await screen.findByRole('textbox', { name: 'Phone' });
    await user.type(input, phone);
    // The same field shows MTN once the number is one of its prefixes: the badge would have had time to show.
    await user.clear(input);
    await user.type(input, '677 12 34 56');
    expect(await screen.findByTestId('operator-badge')).toHaveTextContent('MTN');
    await user.clear(input);
    await user.type(input, phone);
    await waitFor(() => expect(screen.queryByTestId('operator-badge')).not.toBeInTheDocument());
  });
});

describe('customer form: phone and saving', () => {
  it('shows no operator for a number it cannot read', async () => {
    const { user } = setup();
    await user.type(await screen.findByRole('textbox', { name: 'Phone' }), '577');
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(screen.queryByTestId('operator-badge')).not.toBeInTheDocument();
  });

  it('creates the customer: empty fields travel as null, success toast, then its page', async () => {
    const { calls, user, view } = setup({
      [`POST ${CUSTOMERS_PATH}`]: () => jsonResponse(customer(), 201),
    });
    await user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Hôtel du Wouri');
    await user.type(field('Email'), 'Compta@HotelDuWouri.cm');
    await user.type(field('Phone'), '677 12 34 56');
    await user.type(field('City'), 'Douala');
    await user.click(screen.getByRole('switch', { name: /^Withholding agent/ }));
    await user.click(screen.getByRole('button', { name: 'Create the customer' }));
    expect(await screen.findByText('Operation completed successfully')).toBeInTheDocument();
    const post = calls.find((call) => call.method === 'POST');
    expect(await post?.json()).toEqual({
      code: null,
      name: 'Hôtel du Wouri',
      kind: 'COMPANY',
      taxId: null,
      tradeRegister: null,
      email: 'compta@hotelduwouri.cm',
      phone: '677 12 34 56',
      address: null,
      city: 'Douala',
      countryCode: 'CM',
      paymentTermsDays: 0,
      notes: null,
      active: true,
      controlAccountId: null,
      withholdingAgent: true,
      subjectToPrecompte: false,
      language: null,
    });
    await waitFor(() => expect(view.router.state.location.pathname).toBe(`/apps/company/customer/${CUSTOMER_ID}`));
  });

  it('puts a code already used (409) on the code field, with the error toast', async () => {
    const { user } = setup({
      [`POST ${CUSTOMERS_PATH}`]: () =>
        jsonResponse(
          {
            code: 'PARTY_CODE_ALREADY_USED',
            message: 'This code is already used.',
            frMessage: 'Ce code est déjà utilisé.',
          },
          409,
        ),
    });
    await user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Hôtel du Wouri');
    await user.type(field('Code'), 'C00001');
    await user.click(screen.getByRole('button', { name: 'Create the customer' }));
    expect(await screen.findByText('PARTY_CODE_ALREADY_USED')).toBeInTheDocument();
    expect(screen.getByText('this code is already used')).toBeInTheDocument();
  });
});

describe("the language of a party's mails", () => {
  it("starts on the company's language, and sends the one chosen", async () => {
    const { calls, user } = setup({
      [`POST ${CUSTOMERS_PATH}`]: () => jsonResponse(customer({ language: 'en' }), 201),
    });
    await user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Lagos Trading');
    const select = screen.getByRole('combobox', { name: 'Language of mails' });
    expect(select).toHaveValue("The company's language");
    await user.click(select);
    await user.click(await screen.findByRole('option', { name: 'English' }));
    await user.click(screen.getByRole('button', { name: 'Create the customer' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    const post = calls.find((call) => call.method === 'POST');
    expect(await post?.json()).toMatchObject({ name: 'Lagos Trading', language: 'en' });
  });

  it("shows a supplier's own language when editing it", async () => {
    const english = customer({ id: SUPPLIER_ID, code: 'F00001', name: 'Lagos Trading', language: 'en' });
    setup(
      {
        [`GET ${SUPPLIERS_PATH}/${SUPPLIER_ID}`]: () =>
          jsonResponse({ ...english, openDocuments: [], openAmount: '0' }),
      },
      `/apps/company/supplier/${SUPPLIER_ID}/edit`,
    );
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Language of mails' })).toHaveValue('English'));
  });
});

describe('control account of a party', () => {
  const supplier = (overrides = {}) =>
    customer({ id: SUPPLIER_ID, code: 'F00001', name: 'Équipements du Littoral', ...overrides });

  it('offers the settings account first, and sends the fixed-asset supplier account chosen', async () => {
    const { calls, user } = setup(
      {
        [`POST ${SUPPLIERS_PATH}`]: () =>
          jsonResponse(supplier({ controlAccountId: '0190f1a2-0000-7000-8000-000000004812' }), 201),
      },
      '/apps/company/supplier/new',
    );
    const select = await screen.findByRole('combobox', { name: 'Control account' });
    await waitFor(() => expect(select).toHaveValue('4011 – Suppliers'));
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Équipements du Littoral');
    await user.click(select);
    await user.click(await screen.findByRole('option', { name: '4812 – Fixed-asset suppliers, tangible assets' }));
    await user.click(screen.getByRole('button', { name: 'Create the supplier' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    const post = calls.find((call) => call.method === 'POST');
    expect(await post?.json()).toMatchObject({
      name: 'Équipements du Littoral',
      controlAccountId: '0190f1a2-0000-7000-8000-000000004812',
    });
  });

  it('shows the account of a party with entries as fixed', async () => {
    const fixed = supplier({
      controlAccountId: '0190f1a2-0000-7000-8000-000000004011',
      controlAccountNumber: '4011',
      controlAccountFixed: true,
    });
    setup(
      {
        [`GET ${SUPPLIERS_PATH}/${SUPPLIER_ID}`]: () => jsonResponse({ ...fixed, openDocuments: [], openAmount: '0' }),
      },
      `/apps/company/supplier/${SUPPLIER_ID}/edit`,
    );
    const select = await screen.findByRole('combobox', { name: 'Control account' });
    expect(select).toBeDisabled();
    await waitFor(() => expect(select).toHaveValue('4011 – Suppliers'));
    expect(screen.getByText('Fixed: this party already has entries.')).toBeInTheDocument();
  });
});

describe('party form: currency', () => {
  it('sends the currency of its invoices in capitals', async () => {
    const { calls, user } = setup({
      [`POST ${CUSTOMERS_PATH}`]: () => jsonResponse(customer(), 201),
    });
    await user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Lagos Traders');
    await user.type(screen.getByRole('textbox', { name: /^Currency of its invoices/ }), 'usd');
    await user.click(screen.getByRole('button', { name: 'Create the customer' }));
    expect(await screen.findByText('Operation completed successfully')).toBeInTheDocument();
    const post = calls.find((call) => call.method === 'POST');
    expect(await post?.json()).toMatchObject({ name: 'Lagos Traders', currency: 'USD' });
  });
});

describe('party form: no lost work', () => {
  it('asks before leaving a half-filled customer, and offers it back when the form opens again', async () => {
    const first = setup();
    await first.user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Boulangerie Akwa');
    await act(() => first.view.router.navigate('/apps/company/customer'));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await first.user.click(within(dialog).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/apps/company/customer'));
    first.view.unmount();

    const again = setup();
    expect(await screen.findByRole('textbox', { name: /^Name/ })).toHaveValue('');
    await again.user.click(await screen.findByRole('button', { name: 'Restore them' }));
    expect(field(/^Name/)).toHaveValue('Boulangerie Akwa');
  });
});

describe('customer form: registration numbers and an unreachable server', () => {
  it('asks a French company’s customer for SIREN/SIRET and VAT number, not NIU and RCCM', async () => {
    setup({
      [`GET /v1/companies/${COMPANY_ID}`]: () => jsonResponse(company({ countryCode: 'FR', currency: 'EUR' })),
    });
    expect(await screen.findByRole('textbox', { name: 'SIREN or SIRET' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'VAT number' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /NIU|RCCM/ })).not.toBeInTheDocument();
  });

  it('asks a Cameroonian company’s customer for NIU and RCCM', async () => {
    setup();
    expect(await screen.findByRole('textbox', { name: 'Tax id (NIU)' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Trade register (RCCM)' })).toBeInTheDocument();
  });

  it('says the server is unreachable, keeps what was typed and sends it again on Retry', async () => {
    let attempts = 0;
    const { calls, user, view } = setup({
      [`POST ${CUSTOMERS_PATH}`]: () => {
        attempts += 1;
        if (attempts === 1) throw new TypeError('Failed to fetch');
        return jsonResponse(customer(), 201);
      },
    });
    await user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Hôtel du Wouri');
    await user.type(field('City'), 'Douala');
    await user.click(screen.getByRole('button', { name: 'Create the customer' }));
    expect(await screen.findByText('Server unreachable')).toBeInTheDocument();
    expect(screen.getByText('Your work is kept. Check the connection, then retry.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Hôtel du Wouri');
    expect(field('City')).toHaveValue('Douala');
    expect(view.router.state.location.pathname).toBe('/apps/company/customer/new');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Operation completed successfully')).toBeInTheDocument();
    await waitFor(() => expect(view.router.state.location.pathname).toBe(`/apps/company/customer/${CUSTOMER_ID}`));
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts).toHaveLength(2);
    expect(await posts[1]?.json()).toMatchObject({ name: 'Hôtel du Wouri' });
    await waitFor(() => expect(screen.queryByText('Server unreachable')).not.toBeInTheDocument());
  });

  it('fails the save when the unreachable server’s toast is closed, the form still filled', async () => {
    const { user } = setup({
      [`POST ${CUSTOMERS_PATH}`]: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Hôtel du Wouri');
    const save = screen.getByRole('button', { name: 'Create the customer' });
    await user.click(save);
    const toast = (await screen.findByText('Server unreachable')).closest('.mantine-Notification-root');
    await user.click(within(toast as HTMLElement).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByText('Server unreachable')).not.toBeInTheDocument());
    await waitFor(() => expect(save).toBeEnabled());
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Hôtel du Wouri');
  });
});
