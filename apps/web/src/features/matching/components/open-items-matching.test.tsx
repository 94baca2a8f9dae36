import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '../../../lib/language.ts';
import { jsonResponse, renderScreen, signInAs, stubFetch } from '../../../test/render.tsx';
import { COMPANY, COMPANY_ID, WORK_FOLDER_ID, WORK_FOLDERS } from '../../journal-entries/entry-fixtures.ts';
import type { MatchingScope } from '../api/get-open-items.ts';
import { OpenItemsMatching } from './open-items-matching.tsx';

const CLOSED_FOLDER_ID = 'folder-2025';

const item = (lineId: string, documentNumber: string, debit: string, credit: string, extra = {}) => ({
  lineId,
  entryId: `entry-${lineId}`,
  entryNumber: documentNumber,
  journalCode: 'VE',
  workFolderId: WORK_FOLDER_ID,
  accountId: 'acc-411',
  accountNumber: '411',
  subAccountId: 'sub-akwa',
  subAccountNumber: '411C00001',
  documentNumber,
  documentDate: '2026-03-01',
  date: '2026-03-01',
  dueDate: '2026-03-31',
  label: null,
  debit,
  credit,
  daysPastDue: 10,
  matchingId: null,
  matchingCode: null,
  partial: false,
  ...extra,
});

const PARTY_ITEMS = [
  item('l1', 'VE-2026-000001', '119250', '0', { matchingId: 'm1', matchingCode: 'AA', partial: true }),
  item('l2', 'VE-2026-000002', '20000', '0'),
  item('l3', 'AV-2026-000001', '0', '20000'),
  item('l5', 'BQ-2026-000005', '0', '5000'),
];
/** The account's items: the party's and another customer's. */
const ACCOUNT_ITEMS = [
  ...PARTY_ITEMS,
  item('l4', 'BQ-2026-000004', '0', '7000', { subAccountId: 'sub-wouri', subAccountNumber: '411C00002' }),
];

const openItems = (items: ReturnType<typeof item>[]) => ({
  date: '2026-04-10',
  workFolderId: WORK_FOLDER_ID,
  items,
  balance: '0',
  balancesInCurrency: items.some((line) => 'currency' in line) ? [{ currency: 'USD', amount: '100.00' }] : [],
  total: items.length,
  nextCursor: null,
});

const matchedLine = (lineId: string, entryNumber: string, debit: string, credit: string, workFolderId: string) => ({
  lineId,
  entryId: `entry-${lineId}`,
  entryNumber,
  workFolderId,
  date: '2026-02-01',
  label: null as string | null,
  debit,
  credit,
});

const matching = (id: string, code: string, lines: ReturnType<typeof matchedLine>[], balance = '0') => ({
  id,
  code,
  accountId: 'acc-411',
  accountNumber: '411',
  subAccountId: 'sub-akwa',
  subAccountNumber: '411C00001',
  balance,
  partial: balance !== '0',
  automatic: false,
  createdAt: '2026-04-01T10:00:00.000Z',
  lines,
});

const MATCHINGS = {
  items: [
    matching('m1', 'AA', [
      matchedLine('l1', 'VE-2026-000001', '119250', '0', WORK_FOLDER_ID),
      matchedLine('l9', 'BQ-2026-000001', '0', '50000', WORK_FOLDER_ID),
    ]),
    matching('m0', 'Z', [
      matchedLine('l7', 'VE-2025-000090', '30000', '0', CLOSED_FOLDER_ID),
      matchedLine('l8', 'BQ-2025-000070', '0', '30000', CLOSED_FOLDER_ID),
    ]),
  ],
  nextCursor: null,
};

const FOLDERS = [
  ...WORK_FOLDERS,
  {
    ...WORK_FOLDERS[0],
    id: CLOSED_FOLDER_ID,
    name: 'Exercice 2025',
    startDate: '2025-01-01',
    endDate: '2025-12-31',
    status: 'CLOSED',
  },
];

const suggestion = (lines: ReturnType<typeof matchedLine>[], reason: 'AMOUNT' | 'AMOUNT_AND_REFERENCE') => ({
  lineIds: lines.map((line) => line.lineId),
  accountId: 'acc-411',
  subAccountId: 'sub-akwa',
  subAccountNumber: '411C00001',
  amount: lines[0]?.debit ?? '0',
  reason,
  lines,
});

const SUGGESTIONS = [
  suggestion(
    [
      { ...matchedLine('l2', 'VE-2026-000002', '20000', '0', WORK_FOLDER_ID), label: 'Invoice – Hôtel Akwa' },
      matchedLine('l3', 'AV-2026-000001', '0', '20000', WORK_FOLDER_ID),
    ],
    'AMOUNT_AND_REFERENCE',
  ),
  suggestion(
    [
      matchedLine('l6', 'VE-2026-000006', '5000', '0', WORK_FOLDER_ID),
      matchedLine('l5', 'BQ-2026-000005', '0', '5000', WORK_FOLDER_ID),
    ],
    'AMOUNT',
  ),
];

type Item = ReturnType<typeof item>;

function setup({
  partial = false,
  items = PARTY_ITEMS as Item[],
  suggestions = SUGGESTIONS,
  itemsAfterMatching = undefined as Item[] | undefined,
  matchings = MATCHINGS as { items: unknown[]; nextCursor: null },
} = {}) {
  signInAs('ACCOUNTANT');
  window.localStorage.setItem('company', COMPANY_ID);
  const base = `/v1/accountings/companies/${COMPANY_ID}`;
  const matched: unknown[] = [];
  const deleted: string[] = [];
  const calls = stubFetch({
    [`GET /v1/companies/${COMPANY_ID}`]: () => jsonResponse(COMPANY),
    [`GET /v1/accountings/workFolders/companies/${COMPANY_ID}`]: () => jsonResponse(FOLDERS),
    [`GET ${base}/open-items`]: () =>
      jsonResponse(openItems(matched.length > 0 ? (itemsAfterMatching ?? items) : items)),
    [`GET ${base}/matchings`]: () => jsonResponse(matchings),
    [`GET ${base}/matchings/suggestions`]: () => jsonResponse(matched.length > 0 ? suggestions.slice(1) : suggestions),
    [`POST ${base}/matchings`]: async (request) => {
      const body = await request.json();
      matched.push(body);
      return jsonResponse({ ...matching('m2', 'AB', [], partial ? '15000' : '0'), lines: [] }, 201);
    },
    [`DELETE ${base}/matchings/m1`]: () => {
      deleted.push('m1');
      return new Response(null, { status: 204 });
    },
  });
  const callsTo = (endpoint: string) => calls.filter((call) => new URL(call.url).pathname === `${base}/${endpoint}`);
  return { calls, callsTo, matched, deleted };
}

function renderPanel(scope: MatchingScope) {
  return renderScreen(<OpenItemsMatching companyId={COMPANY_ID} scope={scope} />, '/matching');
}

async function openItemsTable() {
  return screen.findByRole('table', { name: 'Open items: select lines and match them' });
}

afterEach(async () => {
  await switchLanguage('en');
});

// 12,500 USD invoiced at 600 (7,500,000 XAF), 5,000 USD received (3,000,000 XAF at the invoice's rate);
// a hand entry of 7,500 USD credited 4,500,000 XAF.
const DOLLAR_ITEMS = [
  item('u1', 'VE-2026-000010', '7500000', '0', { currency: 'USD', amountCurrency: '12500.00' }),
  item('u2', 'BQ-2026-000010', '0', '3000000', { currency: 'USD', amountCurrency: '5000.00' }),
  item('u3', 'OD-2026-000010', '0', '4500000', { currency: 'USD', amountCurrency: '7400.00' }),
];

describe('open items in a foreign currency', () => {
  it('shows each item in dollars under its francs, the dollars open, and a difference in both', async () => {
    setup({ items: DOLLAR_ITEMS as Item[] });
    const user = userEvent.setup();
    renderPanel({ subAccountId: 'sub-akwa' });
    const rows = within(await openItemsTable()).getAllByTestId('open-item');
    expect(rows.map((row) => within(row).getByTestId('foreign-amount').textContent)).toEqual([
      '$12,500.00',
      '$5,000.00',
      '$7,400.00',
    ]);
    await user.click(screen.getByRole('checkbox', { name: 'Select VE-2026-000010' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select BQ-2026-000010' }));
    expect(screen.getByTestId('matching-difference')).toHaveTextContent(/difference .*4,500,000.* \/ \$7,500\.00/);
    // The francs balance (7,500,000 − 3,000,000 − 4,500,000 = 0) but 100 USD are still owed: partial.
    await user.click(screen.getByRole('checkbox', { name: 'Select OD-2026-000010' }));
    expect(screen.getByTestId('matching-difference')).toHaveTextContent(/difference .*0.* \/ \$100\.00/);
    expect(screen.getByTestId('matching-hint')).toHaveTextContent(
      'The difference is not zero: the matching will be partial.',
    );
  });
});

describe('open items matching of a party', () => {
  it('lists the open items with their letter codes, shows the running difference and matches the lines ticked', async () => {
    const { matched, callsTo } = setup();
    const user = userEvent.setup();
    renderPanel({ subAccountId: 'sub-akwa' });
    const rows = within(await openItemsTable()).getAllByTestId('open-item');
    expect(rows).toHaveLength(4);
    expect(rows[0]).toHaveTextContent('AApartial');
    // A party's items all sit on its sub-account: no sub-account column.
    expect(screen.queryByRole('columnheader', { name: 'Sub-account' })).not.toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Match' });
    expect(button).toBeDisabled();

    await user.click(screen.getByRole('checkbox', { name: 'Select VE-2026-000002' }));
    expect(screen.getByTestId('matching-difference')).toHaveTextContent(/1 line selected, difference .*20,000/);
    await user.click(screen.getByRole('checkbox', { name: 'Select AV-2026-000001' }));
    expect(screen.getByTestId('matching-difference')).toHaveTextContent(/2 lines selected, difference .*0/);
    expect(screen.queryByTestId('matching-hint')).not.toBeInTheDocument();
    await user.click(button);
    await waitFor(() => expect(matched).toEqual([{ lineIds: ['l2', 'l3'] }]));
    expect(await screen.findByText('Matched under AB')).toBeInTheDocument();
    // The open items and the matchings are read again after the matching.
    await waitFor(() => expect(callsTo('open-items').length).toBeGreaterThan(1));
    await waitFor(() => expect(callsTo('matchings').filter((call) => call.method === 'GET').length).toBeGreaterThan(1));
    expect(new URL(callsTo('open-items')[0]?.url ?? '').searchParams.get('subAccountId')).toBe('sub-akwa');
    expect(new URL(callsTo('matchings')[0]?.url ?? '').searchParams.get('subAccountId')).toBe('sub-akwa');
  });

  it('matches lines that do not balance as a partial matching, saying so before and after', async () => {
    const { matched } = setup({ partial: true });
    const user = userEvent.setup();
    renderPanel({ subAccountId: 'sub-akwa' });
    await openItemsTable();
    await user.click(screen.getByRole('checkbox', { name: 'Select VE-2026-000002' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select BQ-2026-000005' }));
    expect(screen.getByTestId('matching-difference')).toHaveTextContent(/2 lines selected, difference .*15,000/);
    expect(screen.getByTestId('matching-hint')).toHaveTextContent(
      'The difference is not zero: the matching will be partial.',
    );
    await user.click(screen.getByRole('button', { name: 'Match' }));
    await waitFor(() => expect(matched).toEqual([{ lineIds: ['l2', 'l5'] }]));
    expect(await screen.findByText('Matched partially under AB')).toBeInTheDocument();
  });

  it('refuses to match two credits without a debit, saying why, in English and in French', async () => {
    const { matched } = setup();
    const user = userEvent.setup();
    renderPanel({ subAccountId: 'sub-akwa' });
    await openItemsTable();
    await user.click(screen.getByRole('checkbox', { name: 'Select AV-2026-000001' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select BQ-2026-000005' }));
    expect(screen.getByTestId('matching-hint')).toHaveTextContent(
      'A matching needs at least one debit line and one credit line.',
    );
    expect(screen.getByRole('button', { name: 'Match' })).toBeDisabled();
    await switchLanguage('fr');
    expect(await screen.findByTestId('matching-hint')).toHaveTextContent(
      'Un lettrage demande au moins une ligne au débit et une ligne au crédit.',
    );
    await switchLanguage('en');
    expect(matched).toEqual([]);
  });

  it('shows the matchings with their letter codes and undoes one after a confirmation', async () => {
    const { deleted, callsTo } = setup();
    const user = userEvent.setup();
    renderPanel({ subAccountId: 'sub-akwa' });
    const table = await screen.findByRole('table', { name: 'Matchings of this account, newest first' });
    const rows = within(table).getAllByTestId('matching');
    expect(rows.map((row) => row.textContent)).toEqual([
      'AAVE-2026-000001, BQ-2026-000001119,25050,0000Unmatch',
      'ZVE-2025-000090, BQ-2025-00007030,00030,0000Folder closed',
    ]);
    // A matching of a closed folder cannot be undone.
    expect(screen.queryByRole('button', { name: 'Unmatch Z' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Unmatch AA' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unmatch AA?' });
    expect(dialog).toHaveTextContent('Its lines become open items again.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deleted).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Unmatch AA' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Unmatch' }));
    await waitFor(() => expect(deleted).toEqual(['m1']));
    // docs/seed-spec.md §3: undoing a matching is information, not a success.
    const undone = await screen.findByText('Matching AA undone');
    expect(undone.closest('[data-toast-type]')).toHaveAttribute('data-toast-type', 'info');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(callsTo('open-items').length).toBeGreaterThan(1));
  });

  it('lists suggested matches when asked, with their lines, amounts and why, and matches the one confirmed', async () => {
    const { matched, callsTo } = setup();
    const user = userEvent.setup();
    renderPanel({ subAccountId: 'sub-akwa' });
    await openItemsTable();
    // Suggestions are read only when asked for.
    expect(callsTo('matchings/suggestions')).toHaveLength(0);
    const toggle = screen.getByRole('button', { name: 'Suggest matches' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    toggle.focus();
    await user.keyboard('{Enter}');
    const table = await screen.findByRole('table', { name: 'Suggested matches: confirm each one to match its lines' });
    expect(screen.getByRole('button', { name: 'Hide suggestions' })).toHaveAttribute('aria-expanded', 'true');
    expect(new URL(callsTo('matchings/suggestions')[0]?.url ?? '').searchParams.get('subAccountId')).toBe('sub-akwa');
    const rows = within(table).getAllByTestId('matching-suggestion');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent(/VE-2026-000002.*Feb 1, 2026 · Invoice – Hôtel Akwa/);
    expect(rows[0]).toHaveTextContent(/AV-2026-000001.*20,000.*Same amount and reference/);
    expect(rows[1]).toHaveTextContent(/VE-2026-000006.*BQ-2026-000005.*5,000.*Same amount, oldest first/);
    expect(matched).toEqual([]);

    const confirm = within(rows[0] as HTMLElement).getByRole('button', {
      name: 'Match VE-2026-000002, AV-2026-000001',
    });
    confirm.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(matched).toEqual([{ lineIds: ['l2', 'l3'] }]));
    expect(await screen.findByText('Matched under AB')).toBeInTheDocument();
    // The suggestions, the open items and the matchings are read again: the one matched is gone.
    await waitFor(() => expect(within(table).getAllByTestId('matching-suggestion')).toHaveLength(1));
    expect(callsTo('matchings/suggestions').length).toBeGreaterThan(1);
    expect(callsTo('open-items').length).toBeGreaterThan(1);
  });

  it('says the code of a suggested match that leaves no open item', async () => {
    const { matched } = setup({
      items: PARTY_ITEMS.slice(1, 3),
      suggestions: SUGGESTIONS.slice(0, 1),
      itemsAfterMatching: [],
    });
    const user = userEvent.setup();
    renderPanel({ subAccountId: 'sub-akwa' });
    await openItemsTable();
    await user.click(screen.getByRole('button', { name: 'Suggest matches' }));
    await user.click(await screen.findByRole('button', { name: 'Match VE-2026-000002, AV-2026-000001' }));
    await waitFor(() => expect(matched).toEqual([{ lineIds: ['l2', 'l3'] }]));
    // The panel of suggestions goes with the last open items; the toast still says the code.
    expect(await screen.findByText('No open items: everything is matched.')).toBeInTheDocument();
    expect(await screen.findByText('Matched under AB')).toBeInTheDocument();
  });

  it('says when there is nothing to suggest', async () => {
    setup({ suggestions: [] });
    const user = userEvent.setup();
    renderPanel({ subAccountId: 'sub-akwa' });
    await openItemsTable();
    await user.click(screen.getByRole('button', { name: 'Suggest matches' }));
    expect(await screen.findByTestId('no-suggestion')).toHaveTextContent('No suggestion');
  });

  it('reads in French', async () => {
    await switchLanguage('fr');
    setup();
    const user = userEvent.setup();
    renderPanel({ subAccountId: 'sub-akwa' });
    expect(await screen.findByText('Écritures non lettrées et lettrage')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Lettrer' })).toBeDisabled();
    expect(await screen.findByRole('button', { name: 'Délettrer AA' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Proposer des lettrages' }));
    expect(await screen.findByRole('table', { name: /^Lettrages proposés/ })).toHaveTextContent(
      'Même montant et même référence',
    );
    expect(screen.getByRole('button', { name: 'Lettrer VE-2026-000002, AV-2026-000001' })).toBeEnabled();
  });
});

describe('open items matching of an account', () => {
  it('reads the items of every sub-account and refuses to match lines of two of them', async () => {
    const { callsTo } = setup({ items: ACCOUNT_ITEMS });
    const user = userEvent.setup();
    renderPanel({ accountId: 'acc-411' });
    const table = await openItemsTable();
    expect(within(table).getByRole('columnheader', { name: 'Sub-account' })).toBeInTheDocument();
    expect(within(table).getAllByTestId('open-item')[4]).toHaveTextContent('411C00002');
    const query = new URL(callsTo('open-items')[0]?.url ?? '').searchParams;
    expect(query.get('accountId')).toBe('acc-411');
    expect(query.has('subAccountId')).toBe(false);
    expect(new URL(callsTo('matchings')[0]?.url ?? '').searchParams.get('accountId')).toBe('acc-411');

    await user.click(screen.getByRole('checkbox', { name: 'Select AV-2026-000001' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select BQ-2026-000004' }));
    expect(screen.getByTestId('matching-hint')).toHaveTextContent('These lines belong to several sub-accounts');
    expect(screen.getByRole('button', { name: 'Match' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Select BQ-2026-000004' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select VE-2026-000002' }));
    expect(screen.getByRole('button', { name: 'Match' })).toBeEnabled();
  });
});

describe('the matchings of foreign items', () => {
  it('show the balance in their currency beside the company-currency one', async () => {
    // 12,500 USD invoiced at 600 (7,500,000 XAF), 5,000 USD received: its share at 600 is 3,000,000.
    // Open: 4,500,000 XAF and 7,500 USD; a matching of francs only shows no foreign balance.
    const foreign = {
      ...matching('m3', 'AC', [], '4500000'),
      currency: 'USD',
      balanceInCurrency: '7500.00',
      lines: [
        {
          ...matchedLine('l10', 'VE-2026-000010', '7500000', '0', WORK_FOLDER_ID),
          currency: 'USD',
          amountCurrency: '12500.00',
        },
        {
          ...matchedLine('l11', 'BQ-2026-000011', '0', '3000000', WORK_FOLDER_ID),
          currency: 'USD',
          amountCurrency: '5000.00',
        },
      ],
    };
    setup({ matchings: { items: [foreign, ...MATCHINGS.items], nextCursor: null } });
    renderPanel({ subAccountId: 'sub-akwa' });
    const table = await screen.findByRole('table', { name: 'Matchings of this account, newest first' });
    expect(within(table).getByRole('columnheader', { name: 'Balance' })).toBeInTheDocument();
    const [usd, xaf] = within(table).getAllByTestId('matching-balance');
    expect(usd?.textContent?.replace(/[\u00a0\u202f]/g, ' ')).toMatch(/^4,500,000(\$7,500\.00|USD 7,500\.00)$/);
    expect(within(usd as HTMLElement).getByTestId('matching-balance-in-currency')).toBeInTheDocument();
    expect(xaf).toHaveTextContent(/^0$/);
    expect(within(xaf as HTMLElement).queryByTestId('matching-balance-in-currency')).not.toBeInTheDocument();
  });
});
