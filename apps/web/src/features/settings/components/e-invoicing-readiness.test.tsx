import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeToken, jsonResponse, renderScreen, setTestCookie, stubFetch } from '../../../test/render.tsx';
import { COMPANY_ID, company, settings, WORK_FOLDER } from '../../invoices/sales-fixture.ts';
import { SettingsScreen } from './settings-screen.tsx';

function setup(countryCode: string) {
  window.localStorage.setItem('access_token', fakeToken(3600, { roles: [], profiles: ['settings.manage'] }));
  window.localStorage.setItem('company', COMPANY_ID);
  window.localStorage.setItem('workFolder', WORK_FOLDER.id);
  setTestCookie('XSRF-TOKEN', 'xsrf-1');
  stubFetch({
    [`GET /v1/companies/${COMPANY_ID}/settings`]: () =>
      jsonResponse(settings({ legalName: 'Atelier Lumière SAS', city: 'Paris', eInvoicing: true })),
    [`GET /v1/companies/${COMPANY_ID}`]: () => jsonResponse(company({ countryCode, currency: 'EUR' })),
    [`GET /v1/accountings/companies/${COMPANY_ID}/chart-of-accounts`]: () => jsonResponse([]),
    [`GET /v1/accountings/companies/${COMPANY_ID}/journals`]: () => jsonResponse([]),
    [`GET /v1/accountings/workFolders/companies/${COMPANY_ID}`]: () => jsonResponse([WORK_FOLDER]),
  });
  renderScreen(<SettingsScreen />, '/apps/settings');
  return userEvent.setup();
}

const textbox = (name: string) => screen.getByRole('textbox', { name });

describe('e-invoicing readiness in the settings', () => {
  it('tells a French company what its e-invoices still miss, as it types, until nothing does', async () => {
    const user = setup('FR');
    await screen.findByRole('textbox', { name: 'Legal name' });
    const missing = await screen.findByText(/^Missing for e-invoices:/);
    expect(missing).toHaveTextContent('Missing for e-invoices: Address, SIREN, VAT number, IBAN.');
    await user.type(textbox('Address'), '12 rue de la Paix');
    await user.type(textbox('SIREN'), '732829320');
    expect(missing).toHaveTextContent('Missing for e-invoices: VAT number, IBAN.');
    await user.type(textbox('VAT number'), 'FR44732829320');
    await user.type(textbox('IBAN'), 'FR7630006000011234567890189');
    expect(await screen.findByText(/^E-invoices have what they need/)).toBeInTheDocument();
    expect(screen.queryByText(/^Missing for e-invoices:/)).not.toBeInTheDocument();
  });

  it('asks no SIREN of a company outside France', async () => {
    setup('CM');
    await screen.findByRole('textbox', { name: 'Legal name' });
    expect(await screen.findByText(/^Missing for e-invoices:/)).toHaveTextContent(
      'Missing for e-invoices: Address, VAT number, IBAN.',
    );
  });
});
