import type { AuditEvent } from '@bilan/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../lib/format.ts';
import { switchLanguage } from '../../../lib/language.ts';
import { fakeToken, jsonResponse, renderScreen, stubFetch } from '../../../test/render.tsx';
import { COMPANY_ID } from '../../invoices/sales-fixture.ts';
import { AuditScreen } from './audit-screen.tsx';

const AUDIT_PATH = `/v1/companies/${COMPANY_ID}/audit-log`;
const OWNER_ID = '0190f1a2-0000-7000-8000-00000000aa01';

const member = (id: string, firstName: string, lastName: string) => ({
  id,
  email: `${firstName.toLowerCase()}@bilan.cm`,
  firstName,
  lastName,
  roles: ['OWNER'],
  profiles: [],
  active: true,
  mustChangePassword: false,
  createdAt: '2026-01-02T10:00:00.000Z',
});

const settingsChange: AuditEvent = {
  id: 'ev-3',
  userId: OWNER_ID,
  occurredAt: '2026-03-02T09:15:00.000Z',
  action: 'UPDATE',
  entityType: 'SETTINGS',
  entityId: COMPANY_ID,
  before: { legalName: 'Boulangerie du Littoral SARL', numberPrefixes: {}, city: 'Douala' },
  after: { legalName: 'Boulangerie du Littoral SA', numberPrefixes: { VE: 'FAC' }, city: 'Douala' },
};
const customerCreated: AuditEvent = {
  id: 'ev-2',
  userId: OWNER_ID,
  occurredAt: '2026-03-01T08:00:00.000Z',
  action: 'CREATE',
  entityType: 'CUSTOMER',
  entityId: '0190f1a2-0000-7000-8000-0000000000c1',
  before: null,
  after: { code: 'C00001', name: 'Hôtel du Wouri', city: 'Douala' },
};
const byFormerMember: AuditEvent = {
  ...customerCreated,
  id: 'ev-1',
  userId: '0190f1a2-0000-7000-8000-00000000aa99',
  action: 'STATE_CHANGE',
  entityType: 'DOCUMENT',
  after: { type: 'SALE_INVOICE', number: 'FAC-2026-000001', state: 'VALIDATED' },
};

function setup(options: { profiles?: string[]; routes?: Parameters<typeof stubFetch>[0] } = {}) {
  const profiles = options.profiles ?? ['users.manage', 'settings.manage'];
  window.localStorage.setItem('access_token', fakeToken(3600, { roles: ['OWNER'], profiles }));
  window.localStorage.setItem('company', COMPANY_ID);
  const calls = stubFetch({
    [`GET ${AUDIT_PATH}`]: () =>
      jsonResponse({ items: [settingsChange, customerCreated], nextCursor: 'ev-2', references: {} }),
    [`GET ${AUDIT_PATH}?limit=50&cursor=ev-2`]: () =>
      jsonResponse({
        items: [byFormerMember],
        nextCursor: null,
        references: { [byFormerMember.entityId]: { kind: 'DOCUMENT', label: 'FAC-2026-000001', type: 'SALE_INVOICE' } },
      }),
    [`GET /v1/companies/${COMPANY_ID}/users`]: () =>
      jsonResponse({ items: [member(OWNER_ID, 'Jeanne', 'Mbarga')], total: 1, nextCursor: null }),
    ...options.routes,
  });
  const view = renderScreen(<AuditScreen />, '/apps/audit');
  return { calls, view, user: userEvent.setup() };
}

const auditCalls = (calls: Request[]) => calls.filter((call) => new URL(call.url).pathname === AUDIT_PATH);

describe('audit trail screen', () => {
  it('lists when, who, what and which record, newest first, and loads more on demand', async () => {
    const { user } = setup();
    const rows = await screen.findAllByTestId('audit-row');
    expect(rows).toHaveLength(2);
    const first = within(rows[0] as HTMLElement);
    expect(first.getByText('Mar 2, 2026', { exact: false })).toBeInTheDocument();
    expect(await first.findByText('Jeanne Mbarga')).toBeInTheDocument();
    expect(first.getByText('Changed')).toBeInTheDocument();
    expect(first.getByText('Settings')).toBeInTheDocument();
    expect(first.getByText('Company settings changed: legal name, number prefixes')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('Customer «Hôtel du Wouri (C00001)» created')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('Created')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByTestId('audit-row')).toHaveLength(3));
    const last = within(screen.getAllByTestId('audit-row')[2] as HTMLElement);
    expect(last.getByText('Unknown user')).toBeInTheDocument();
    expect(last.getByText('Invoice FAC-2026-000001 validated')).toBeInTheDocument();
    expect(last.getByText('State changed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('sends the chosen filters to the API and keeps them in the address', async () => {
    const { calls, user, view } = setup();
    await screen.findAllByTestId('audit-row');
    await user.click(screen.getByRole('combobox', { name: 'Action' }));
    await user.click(await screen.findByRole('option', { name: 'Changed' }));
    await user.click(screen.getByRole('combobox', { name: 'Record type' }));
    await user.click(await screen.findByRole('option', { name: 'Settings' }));
    await user.click(screen.getByRole('combobox', { name: 'User' }));
    await user.click(await screen.findByRole('option', { name: 'Jeanne Mbarga' }));
    await waitFor(() => {
      const query = new URL(auditCalls(calls).at(-1)?.url ?? 'http://x').searchParams;
      expect(Object.fromEntries(query)).toEqual({
        limit: '50',
        action: 'UPDATE',
        entityType: 'SETTINGS',
        userId: OWNER_ID,
      });
    });
    expect(view.router.state.location.search).toBe(`?action=UPDATE&type=SETTINGS&user=${OWNER_ID}`);
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(view.router.state.location.search).toBe(''));
  });

  it('opens a change as a readable diff: changed fields only, highlighted; unchanged ones on demand', async () => {
    const { user } = setup();
    await screen.findAllByTestId('audit-row');
    await user.click(screen.getAllByRole('button', { name: 'Show the changes' })[0] as HTMLElement);
    const diff = await screen.findByTestId('audit-diff');
    expect(screen.getByText('2 fields changed')).toBeInTheDocument();
    const changed = within(diff)
      .getAllByRole('row')
      .filter((row) => row.getAttribute('data-changed') === 'true');
    expect(changed.map((row) => row.textContent)).toEqual([
      'Legal nameBoulangerie du Littoral SARLBoulangerie du Littoral SA',
      'Number prefixes · VE—FAC',
    ]);
    expect(within(diff).queryByText('City')).not.toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Show unchanged fields too' }));
    expect(within(diff).getByText('City')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Hide the changes' }));
    expect(screen.queryByTestId('audit-diff')).not.toBeInTheDocument();
  });

  it('shows membership events with readable labels: who did it, the member or the invited email', async () => {
    await switchLanguage('fr');
    const MEMBER_ID = '0190f1a2-0000-7000-8000-00000000aa02';
    const membership = (overrides: Partial<AuditEvent>): AuditEvent => ({
      ...settingsChange,
      entityType: 'MEMBERSHIP',
      entityId: MEMBER_ID,
      before: null,
      after: null,
      ...overrides,
    });
    setup({
      routes: {
        [`GET ${AUDIT_PATH}`]: () =>
          jsonResponse({
            items: [
              membership({
                id: 'm-3',
                action: 'DEACTIVATE',
                after: { roles: ['VIEWER'], profiles: [], active: false },
              }),
              membership({
                id: 'm-2',
                action: 'DECLINE',
                userId: null,
                entityId: 'inv-2',
                before: { roles: ['ADMIN'] },
              }),
              membership({ id: 'm-1', action: 'INVITE', entityId: 'inv-1', after: { email: 'paul@littoral.cm' } }),
            ],
            nextCursor: null,
            references: {},
          }),
        [`GET /v1/companies/${COMPANY_ID}/users`]: () =>
          jsonResponse({
            items: [member(OWNER_ID, 'Jeanne', 'Mbarga'), member(MEMBER_ID, 'Paul', 'Ekambi')],
            total: 2,
            nextCursor: null,
          }),
      },
    });
    const rows = (await screen.findAllByTestId('audit-row')).map((row) => within(row as HTMLElement));
    expect(rows).toHaveLength(3);
    const [deactivated, declined, invited] = rows;
    expect(await deactivated?.findByText('Jeanne Mbarga')).toBeInTheDocument();
    expect(deactivated?.getByText('Désactivé')).toBeInTheDocument();
    expect(deactivated?.getByText('Membre')).toBeInTheDocument();
    expect(deactivated?.getByText('Membre Paul Ekambi : Désactivé')).toBeInTheDocument();
    expect(declined?.getByText('La personne invitée')).toBeInTheDocument();
    expect(declined?.getByText('Invitation refusée')).toBeInTheDocument();
    expect(invited?.getByText('Invitation envoyée')).toBeInTheDocument();
    expect(invited?.getByText('Membre paul@littoral.cm : Invitation envoyée')).toBeInTheDocument();
  });

  it('is closed to those who do not manage users, without asking the API', async () => {
    const { calls } = setup({ profiles: ['documents.write', 'reports.read'] });
    expect(await screen.findByText('Only owners and administrators can read the audit trail.')).toBeInTheDocument();
    expect(auditCalls(calls)).toHaveLength(0);
  });
});

const PARTY_ID = '0190f1a2-0000-7000-8000-0000000000c2';
const ACCOUNT_ID = '0190f1a2-0000-7000-8000-0000000000a1';
const INVOICE_ID = '0190f1a2-0000-7000-8000-0000000000d1';
const customerChanged: AuditEvent = {
  ...customerCreated,
  id: 'ev-5',
  action: 'UPDATE',
  entityId: PARTY_ID,
  before: {
    name: 'Kamga SARL',
    phone: '+237677000000',
    email: null,
    kind: 'COMPANY',
    controlAccountId: ACCOUNT_ID,
  },
  after: {
    name: 'Kamga SARL',
    phone: '+237699111111',
    email: 'compta@kamga.cm',
    kind: 'INDIVIDUAL',
    controlAccountId: ACCOUNT_ID,
    updatedAt: '2026-03-03T10:00:00.000Z',
  },
};
const validation: AuditEvent = {
  ...customerCreated,
  id: 'ev-4',
  action: 'STATE_CHANGE',
  entityType: 'DOCUMENT',
  entityId: INVOICE_ID,
  before: { state: 'DRAFT' },
  after: { state: 'VALIDATED', number: 'FA-2026-0004' },
};

describe('audit trail sentences', () => {
  it('says each change in a sentence, with field labels, names for ids and words for codes, in both languages', async () => {
    const routes = {
      [`GET ${AUDIT_PATH}`]: () =>
        jsonResponse({
          items: [customerChanged, validation],
          nextCursor: null,
          references: {
            [PARTY_ID]: { kind: 'PARTY', label: 'Kamga SARL', type: 'CUSTOMER' },
            [ACCOUNT_ID]: { kind: 'ACCOUNT', label: '4111 Customers', type: null },
            [INVOICE_ID]: { kind: 'DOCUMENT', label: 'FA-2026-0004', type: 'SALE_INVOICE' },
          },
        }),
    };
    const { user } = setup({ routes });
    const rows = await screen.findAllByTestId('audit-row');
    expect(within(rows[0] as HTMLElement).getByTestId('audit-summary')).toHaveTextContent(
      'Customer «Kamga SARL» changed: phone, email, kind',
    );
    expect(within(rows[1] as HTMLElement).getByTestId('audit-summary')).toHaveTextContent(
      'Invoice FA-2026-0004 validated',
    );
    await user.click(within(rows[0] as HTMLElement).getByRole('button', { name: 'Show the changes' }));
    const diff = await screen.findByTestId('audit-diff');
    const changed = within(diff)
      .getAllByRole('row')
      .filter((row) => row.getAttribute('data-changed') === 'true')
      .map((row) => row.textContent);
    expect(changed).toEqual([
      'Phone+237677000000+237699111111',
      'Email—compta@kamga.cm',
      'KindCompanyIndividual',
      `Changed at—${formatDateTime('2026-03-03T10:00:00.000Z', 'en')}`,
    ]);
    await user.click(screen.getByRole('switch', { name: 'Show unchanged fields too' }));
    expect(within(diff).getAllByText('4111 Customers')).toHaveLength(2);
    expect(diff.textContent).not.toContain(ACCOUNT_ID);

    await switchLanguage('fr');
    await waitFor(() =>
      expect(
        within(screen.getAllByTestId('audit-row')[0] as HTMLElement).getByTestId('audit-summary'),
      ).toHaveTextContent('Client « Kamga SARL » modifié : téléphone, e-mail, nature'),
    );
    expect(within(screen.getAllByTestId('audit-row')[1] as HTMLElement).getByTestId('audit-summary')).toHaveTextContent(
      'Facture FA-2026-0004 validée',
    );
    expect(within(screen.getByTestId('audit-diff')).getByText('Téléphone')).toBeInTheDocument();
  });
});
