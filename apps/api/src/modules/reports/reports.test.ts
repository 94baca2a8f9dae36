import { parseCsv } from '@bilan/accounting';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  changeState,
  createDraft,
  type EntryLine,
  type LedgerCompany,
  ledgerCompany,
} from '../../testing/ledger-fixtures.ts';
import { call, createTestContext, errorOf, type TestContext } from '../../testing/test-app.ts';

let context: TestContext;
let company: LedgerCompany;

/** A small year of a Cameroonian trader, every figure computed by hand (XAF, VAT 19.25 %). */
const BOOKS: { date: string; journal: string; lines: EntryLine[] }[] = [
  {
    date: '01-10',
    journal: 'OD',
    lines: [
      { account: '5211', debit: '5000000' },
      { account: '1013', credit: '5000000' },
    ],
  },
  {
    date: '02-05',
    journal: 'VE',
    lines: [
      { account: '4111', debit: '1192500' },
      { account: '7011', credit: '1000000' },
      { account: '4431', credit: '192500' },
    ],
  },
  {
    date: '02-10',
    journal: 'AC',
    lines: [
      { account: '6011', debit: '400000' },
      { account: '4452', debit: '77000' },
      { account: '4011', credit: '477000' },
    ],
  },
  {
    date: '03-01',
    journal: 'BQ',
    lines: [
      { account: '5211', debit: '1192500' },
      { account: '4111', credit: '1192500' },
    ],
  },
  {
    date: '03-15',
    journal: 'BQ',
    lines: [
      { account: '4011', debit: '477000' },
      { account: '5211', credit: '477000' },
    ],
  },
  {
    date: '04-01',
    journal: 'BQ',
    lines: [
      { account: '2441', debit: '600000' },
      { account: '5211', credit: '600000' },
    ],
  },
  {
    date: '12-31',
    journal: 'OD',
    lines: [
      { account: '6813', debit: '60000' },
      { account: '2844', credit: '60000' },
    ],
  },
];

beforeAll(async () => {
  context = await createTestContext();
  company = await ledgerCompany(context.app);
  const chart = await call(
    context.app,
    'GET',
    `/v1/accountings/companies/${company.companyId}/chart-of-accounts`,
    undefined,
    {
      token: company.token,
    },
  );
  for (const accountClass of chart.json()) {
    for (const account of accountClass.accounts) company.accounts[account.number] = account.id;
  }
  for (const entry of BOOKS) {
    const draft = await createDraft(context.app, company, entry.lines, {
      date: `${company.year}-${entry.date}`,
      journalCode: entry.journal,
    });
    const validated = await changeState(context.app, company, draft.id, 'VALIDATED');
    expect(validated.statusCode).toBe(200);
  }
});
afterAll(() => context.close());

const report = (name: string, query: Record<string, string> = {}) =>
  call(context.app, 'GET', `/v1/accountings/workFolders/${company.workFolderId}/${name}`, undefined, {
    token: company.token,
    query,
  });

describe('trial balance', () => {
  it('lists every account with its movements and equal totals', async () => {
    const response = await report('trial-balance');
    expect(response.statusCode).toBe(200);
    const balance = response.json();
    const byNumber = Object.fromEntries(
      balance.accounts.map((row: { accountNumber: string; closingDebit: string; closingCredit: string }) => [
        row.accountNumber,
        [row.closingDebit, row.closingCredit],
      ]),
    );
    expect(byNumber).toEqual({
      '1013': ['0', '5000000'],
      '2441': ['600000', '0'],
      '2844': ['0', '60000'],
      '4011': ['0', '0'],
      '4111': ['0', '0'],
      '4431': ['0', '192500'],
      '4452': ['77000', '0'],
      '5211': ['5115500', '0'],
      '6011': ['400000', '0'],
      '6813': ['60000', '0'],
      '7011': ['0', '1000000'],
    });
    expect(balance.totals).toEqual({
      openingDebit: '0',
      openingCredit: '0',
      debit: '8999000',
      credit: '8999000',
      closingDebit: '6252500',
      closingCredit: '6252500',
    });
    expect(balance.accounts[0]).toMatchObject({
      accountId: company.accounts['1013'],
      accountNumber: '1013',
      label: 'Capital subscribed, called, paid, unamortized',
    });
  });

  it('moves what happened before the period into the opening columns, to the day', async () => {
    const balance = (await report('trial-balance', { from: `${company.year}-02-07` })).json();
    const customers = balance.accounts.find((row: { accountNumber: string }) => row.accountNumber === '4111');
    expect(customers).toMatchObject({ openingDebit: '1192500', debit: '0', credit: '1192500', closingDebit: '0' });
    const bank = balance.accounts.find((row: { accountNumber: string }) => row.accountNumber === '5211');
    expect(bank).toMatchObject({
      openingDebit: '5000000',
      debit: '1192500',
      credit: '1077000',
      closingDebit: '5115500',
    });
    expect(balance.totals.openingDebit).toBe(balance.totals.openingCredit);
    expect(balance.totals.closingDebit).toBe('6252500');
  });

  it('leaves out what happens after the end of the period', async () => {
    const balance = (await report('trial-balance', { to: `${company.year}-03-10` })).json();
    const bank = balance.accounts.find((row: { accountNumber: string }) => row.accountNumber === '5211');
    expect(bank.closingDebit).toBe('6192500');
    expect(balance.totals.debit).toBe(balance.totals.credit);
  });

  it('refuses a period outside the work folder', async () => {
    const response = await report('trial-balance', { from: `${company.year - 1}-12-01` });
    expect([response.statusCode, errorOf(response).fields]).toEqual([
      400,
      [{ path: 'querystring.from', code: 'PERIOD_OUTSIDE_WORK_FOLDER' }],
    ]);
  });
});

describe('SYSCOHADA statements', () => {
  it('computes the income statement rubric by rubric', async () => {
    const statement = (await report('income-statement')).json();
    const amounts = Object.fromEntries(
      statement.lines.map((line: { ref: string; amount: string }) => [line.ref, line.amount]),
    );
    expect(amounts).toMatchObject({
      TA: '1000000',
      RA: '-400000',
      XA: '600000',
      XB: '1000000',
      XC: '600000',
      XD: '600000',
      RL: '-60000',
      XE: '540000',
      XF: '0',
      XG: '540000',
      XH: '0',
      XI: '540000',
    });
    expect(statement.result).toBe('540000');
    expect(statement.unmappedAccounts).toEqual([]);
  });

  it('opens each income statement rubric to its accounts, signed as the rubric, and none for subtotals', async () => {
    const statement = (await report('income-statement')).json();
    const accounts = Object.fromEntries(
      statement.lines.map((line: { ref: string; accounts: unknown[] }) => [line.ref, line.accounts]),
    );
    expect(accounts.TA).toEqual([
      { accountId: company.accounts['7011'], accountNumber: '7011', label: expect.any(String), amount: '1000000' },
    ]);
    expect(accounts.RA).toEqual([expect.objectContaining({ accountNumber: '6011', amount: '-400000' })]);
    expect(accounts.RL).toEqual([expect.objectContaining({ accountNumber: '6813', amount: '-60000' })]);
    expect(accounts.XA).toEqual([]);
    expect(accounts.XI).toEqual([]);
  });

  it('computes the income statement of a period', async () => {
    const february = (
      await report('income-statement', { from: `${company.year}-02-01`, to: `${company.year}-02-28` })
    ).json();
    expect(february.result).toBe('600000');
  });

  it('computes the balance sheet: gross, depreciation, net, class-4 accounts by side, result in CJ, equal totals', async () => {
    const sheet = (await report('balance-sheet', { lang: 'fr' })).json();
    const assets = Object.fromEntries(sheet.assets.map((line: { ref: string }) => [line.ref, line]));
    const liabilities = Object.fromEntries(
      sheet.liabilities.map((line: { ref: string; amount: string }) => [line.ref, line.amount]),
    );
    expect(assets.AM).toMatchObject({
      gross: '600000',
      depreciation: '60000',
      net: '540000',
      label: expect.stringContaining('Matériel'),
    });
    expect(assets.AZ).toMatchObject({ net: '540000' });
    expect(assets.BJ).toMatchObject({ net: '77000' });
    expect(assets.BI).toMatchObject({ net: '0' });
    expect(assets.BS).toMatchObject({ net: '5115500' });
    expect(assets.BZ).toMatchObject({ net: '5732500' });
    expect(liabilities).toMatchObject({
      CA: '5000000',
      CJ: '540000',
      CP: '5540000',
      DK: '192500',
      DJ: '0',
      DZ: '5732500',
    });
    expect(sheet.totals).toEqual({ assets: '5732500', liabilities: '5732500' });
    expect(sheet.result).toBe('540000');
  });

  it('opens each balance sheet rubric to its accounts: gross and depreciation apart, liabilities as credit', async () => {
    const sheet = (await report('balance-sheet')).json();
    const assets = Object.fromEntries(
      sheet.assets.map((line: { ref: string; accounts: unknown[] }) => [line.ref, line.accounts]),
    );
    const liabilities = Object.fromEntries(
      sheet.liabilities.map((line: { ref: string; accounts: unknown[] }) => [line.ref, line.accounts]),
    );
    expect(assets.AM).toEqual([
      {
        accountId: company.accounts['2441'],
        accountNumber: '2441',
        label: expect.any(String),
        column: 'gross',
        amount: '600000',
      },
      expect.objectContaining({ accountNumber: '2844', column: 'depreciation', amount: '60000' }),
    ]);
    expect(assets.BS).toEqual([expect.objectContaining({ accountNumber: '5211', column: 'gross', amount: '5115500' })]);
    expect(assets.AZ).toEqual([]);
    expect(liabilities.CA).toEqual([
      { accountId: company.accounts['1013'], accountNumber: '1013', label: expect.any(String), amount: '5000000' },
    ]);
    expect(liabilities.DK).toEqual([expect.objectContaining({ accountNumber: '4431', amount: '192500' })]);
    // The result reaches CJ through the income statement, not through an account.
    expect(liabilities.CJ).toEqual([]);
  });
});

describe('general ledger', () => {
  it('lists an account with a running balance, a page at a time', async () => {
    const first = (await report('general-ledger', { accountId: company.accounts['5211'] ?? '', limit: '2' })).json();
    expect(first).toMatchObject({ account: { number: '5211' }, openingBalance: '0', closingBalance: '5115500' });
    expect(
      first.lines.map((line: { debit: string; credit: string; balance: string }) => [
        line.debit,
        line.credit,
        line.balance,
      ]),
    ).toEqual([
      ['5000000', '0', '5000000'],
      ['1192500', '0', '6192500'],
    ]);
    const second = (
      await report('general-ledger', {
        accountId: company.accounts['5211'] ?? '',
        limit: '2',
        cursor: first.nextCursor,
      })
    ).json();
    expect(
      second.lines.map((line: { balance: string; journalCode: string }) => [line.journalCode, line.balance]),
    ).toEqual([
      ['BQ', '5715500'],
      ['BQ', '5115500'],
    ]);
    expect(second.nextCursor).toBeNull();
    expect(second.totals).toEqual({ debit: '6192500', credit: '1077000' });
  });

  it('exports every line of the account, not one page', async () => {
    const response = await report('general-ledger', {
      accountId: company.accounts['5211'] ?? '',
      limit: '1',
      format: 'csv',
    });
    expect(response.statusCode).toBe(200);
    const rows = parseCsv(response.body.replace(/^\uFEFF/, ''));
    expect(rows.slice(6).map((row) => row.at(-1))).toEqual(['5000000', '6192500', '5715500', '5115500']);
  });

  it('starts from the opening balance of the period', async () => {
    const march = (
      await report('general-ledger', { accountId: company.accounts['5211'] ?? '', from: `${company.year}-03-02` })
    ).json();
    expect(march.openingBalance).toBe('6192500');
    expect(march.lines).toHaveLength(2);
    expect(march.lines.at(-1).balance).toBe('5115500');
  });

  it('answers 404 for an account of another company', async () => {
    const other = await ledgerCompany(context.app);
    const response = await report('general-ledger', { accountId: other.accounts['5211'] ?? '' });
    expect(response.statusCode).toBe(404);
  });
});
