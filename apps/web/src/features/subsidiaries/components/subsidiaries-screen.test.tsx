import type { Company } from '@bilan/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { switchLanguage } from '../../../lib/language.ts';
import { jsonResponse, renderScreen, setTestCookie, signInAs, stubFetch } from '../../../test/render.tsx';
import { SubsidiariesScreen } from './subsidiaries-screen.tsx';

const PARENT_ID = '0190f1a2-0000-7000-8000-000000000001';
const LYON_ID = '0190f1a2-0000-7000-8000-000000000002';
const SUBSIDIARIES_PATH = `/v1/companies/${PARENT_ID}/subsidiaries`;

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
  {
    code: 'CI',
    frName: "Côte d'Ivoire",
    enName: 'Ivory Coast',
    currency: 'XOF',
    phoneCode: '225',
    accountingFramework: 'SYSCOHADA',
  },
];
const FRENCH_REFERENTIALS = {
  types: [{ code: 'SAS', label: 'Simplified joint-stock company' }],
  domainAreas: [{ code: 'G', label: 'Trade' }],
  subDomainAreas: [],
  taxSystems: [{ code: 'RN', label: 'Normal actual regime' }],
};

function subsidiary(overrides: Partial<Company>): Company {
  return {
    id: LYON_ID,
    name: 'Filiale Lyon SAS',
    countryCode: 'FR',
    currency: 'EUR',
    accountingFramework: 'PCG',
    typeCode: 'SAS',
    domainAreaCode: 'G',
    subDomainAreaCode: null,
    taxSystemCode: 'RN',
    referentialBankAccount: null,
    parentCompanyId: PARENT_ID,
    createdAt: '2026-03-04T09:00:00.000Z',
    ...overrides,
  };
}
const ABIDJAN = subsidiary({
  id: '0190f1a2-0000-7000-8000-000000000003',
  name: 'Filiale Abidjan SARL',
  countryCode: 'CI',
  currency: 'XOF',
  accountingFramework: 'SYSCOHADA',
});
const page = (items: Company[]) => ({ items, total: items.length, nextCursor: null });

function setup(routes: Parameters<typeof stubFetch>[0] = {}, role: 'OWNER' | 'ACCOUNTANT' = 'OWNER') {
  window.localStorage.setItem('company', PARENT_ID);
  signInAs(role);
  setTestCookie('XSRF-TOKEN', 'xsrf-1');
  const calls = stubFetch({
    [`GET ${SUBSIDIARIES_PATH}`]: () => jsonResponse(page([ABIDJAN])),
    'GET /v1/referentials/countries': () => jsonResponse(COUNTRIES),
    'GET /v1/referentials/companies': () => jsonResponse(FRENCH_REFERENTIALS),
    'GET /v1/auth/companies': () => jsonResponse([]),
    ...routes,
  });
  renderScreen(<SubsidiariesScreen />, '/apps/subdiaries');
  return { calls, user: userEvent.setup() };
}

async function pick(user: UserEvent, scope: HTMLElement, name: RegExp, option: string) {
  await waitFor(() => expect(within(scope).getByRole('combobox', { name })).toBeEnabled());
  await user.click(within(scope).getByRole('combobox', { name }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('subsidiaries', () => {
  it('lists the subsidiaries with their country and currency, in the user language', async () => {
    setup();
    const row = await screen.findByTestId('subsidiary-row');
    expect(within(row).getByText('Filiale Abidjan SARL')).toBeInTheDocument();
    expect(await within(row).findAllByText(/Ivory Coast/)).not.toHaveLength(0);
    expect(within(row).getAllByText(/XOF/)).not.toHaveLength(0);
    expect(within(row).getByText('SYSCOHADA')).toBeInTheDocument();
    expect(screen.getByText('1 subsidiary')).toBeInTheDocument();
    await switchLanguage('fr');
    expect(await within(row).findAllByText(/Côte d'Ivoire/)).not.toHaveLength(0);
  });

  it('creates one described as at signup, toasts and reloads the list', async () => {
    let created = false;
    const { calls, user } = setup({
      [`POST ${SUBSIDIARIES_PATH}`]: () => {
        created = true;
        return jsonResponse(subsidiary({}), 201);
      },
      [`GET ${SUBSIDIARIES_PATH}`]: () => jsonResponse(page(created ? [ABIDJAN, subsidiary({})] : [ABIDJAN])),
    });
    await user.click(await screen.findByRole('button', { name: 'New subsidiary' }));
    const dialog = await screen.findByRole('dialog', { name: 'New subsidiary' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Company legal name/ }), 'Filiale Lyon SAS');
    await pick(user, dialog, /^Country/, 'France');
    await pick(user, dialog, /^Company type/, 'Simplified joint-stock company (SAS)');
    await pick(user, dialog, /^Business domain/, 'Trade');
    await pick(user, dialog, /^Tax system/, 'Normal actual regime');
    await user.click(within(dialog).getByRole('button', { name: 'Create the subsidiary' }));

    expect(await screen.findByText('Operation completed successfully')).toBeInTheDocument();
    const post = calls.find((call) => call.method === 'POST');
    expect(await post?.json()).toEqual({
      name: 'Filiale Lyon SAS',
      countryCode: 'FR',
      typeCode: 'SAS',
      domainAreaCode: 'G',
      subDomainAreaCode: null,
      taxSystemCode: 'RN',
      referentialBankAccount: null,
    });
    await waitFor(() => expect(screen.getAllByTestId('subsidiary-row')).toHaveLength(2));
    expect(screen.getByText('Filiale Lyon SAS')).toBeInTheDocument();
  });

  it('checks the required fields before sending, with the signup messages', async () => {
    const { calls, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'New subsidiary' }));
    const dialog = await screen.findByRole('dialog', { name: 'New subsidiary' });
    await user.click(within(dialog).getByRole('button', { name: 'Create the subsidiary' }));
    expect(await within(dialog).findByText('company legal name required')).toBeInTheDocument();
    expect(within(dialog).getByText('country required')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('offers no creation without settings.manage', async () => {
    setup({}, 'ACCOUNTANT');
    expect(await screen.findByTestId('subsidiary-row')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New subsidiary' })).not.toBeInTheDocument();
  });
});
