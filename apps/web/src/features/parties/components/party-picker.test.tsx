import type { Party } from '@bilan/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderScreen, setTestCookie, signInAs, stubFetch } from '../../../test/render.tsx';
import { PartyPicker } from './party-picker.tsx';

const COMPANY_ID = '0190f1a2-0000-7000-8000-000000000001';
const ZEBULON: Party = {
  id: '0190f1a2-0000-7000-8000-00000000c009',
  code: 'C00009',
  name: 'Établissements Zébulon',
  kind: 'COMPANY',
  taxId: null,
  tradeRegister: null,
  email: null,
  phone: null,
  phoneOperator: null,
  address: null,
  city: null,
  countryCode: 'CM',
  paymentTermsDays: 0,
  notes: null,
  active: false,
  subAccountId: '0190f1a2-0000-7000-8000-00000000s009',
  controlAccountId: '0190f1a2-0000-7000-8000-00000000a411',
  controlAccountNumber: '4111',
  controlAccountFixed: false,
  withholdingAgent: false,
  subjectToPrecompte: false,
  language: null,
  balance: '0',
};

function Filter({ withInactive, creatable = false }: { withInactive: boolean; creatable?: boolean }) {
  const [partyId, setPartyId] = useState<string | null>(null);
  return (
    <>
      <PartyPicker
        partyRole="CUSTOMER"
        label="Customer"
        value={partyId}
        onChange={setPartyId}
        withInactive={withInactive}
        creatable={creatable}
      />
      <output data-testid="party">{partyId}</output>
    </>
  );
}

function setup(withInactive: boolean, creatable = false) {
  window.localStorage.setItem('company', COMPANY_ID);
  signInAs('VIEWER');
  setTestCookie('XSRF-TOKEN', 'xsrf-1');
  const calls = stubFetch({
    [`GET /v1/companies/${COMPANY_ID}/customers`]: (request) => {
      const q = new URL(request.url).searchParams.get('q');
      // The API ignores accents and case; this stub answers as it would for the name typed plainly.
      const items = q === 'zebulon' ? [ZEBULON] : [];
      return jsonResponse({ items, total: items.length, nextCursor: null });
    },
  });
  renderScreen(<Filter withInactive={withInactive} creatable={creatable} />, '/sale/invoices');
  return { calls, user: userEvent.setup() };
}

const searched = (calls: Request[]) =>
  calls.filter((call) => new URL(call.url).searchParams.get('q') === 'zebulon').map((call) => new URL(call.url));

describe('party picker', () => {
  it("finds a party by its name typed without accents, an inactive one too in a documents' filter", async () => {
    const { calls, user } = setup(true);
    await user.type(screen.getByRole('combobox', { name: 'Customer' }), 'zebulon');
    await user.click(await screen.findByRole('option', { name: 'Établissements Zébulon (C00009)' }));
    expect(screen.getByTestId('party')).toHaveTextContent(ZEBULON.id);
    expect(searched(calls).every((url) => !url.searchParams.has('active'))).toBe(true);
  });

  it('offers active parties only where a new document is written', async () => {
    const { calls, user } = setup(false);
    await user.type(screen.getByRole('combobox', { name: 'Customer' }), 'zebulon');
    await waitFor(() => expect(searched(calls).length).toBeGreaterThan(0));
    expect(searched(calls).every((url) => url.searchParams.get('active') === 'true')).toBe(true);
  });

  it('gives the focus back to the field on Escape from the quick creation dialog, the first time too', async () => {
    const { user } = setup(false, true);
    const field = screen.getByRole('combobox', { name: 'Customer' });
    await user.type(field, 'Nouvelle');
    await user.click(await screen.findByRole('option', { name: 'Create customer «Nouvelle»' }));
    const dialog = await screen.findByRole('dialog', { name: 'New customer' });
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: /Name/ })).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(field).toHaveFocus());
    expect(screen.getByTestId('party')).toBeEmptyDOMElement();
  });
});
