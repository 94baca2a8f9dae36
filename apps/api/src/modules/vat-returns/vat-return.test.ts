import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trialBalance } from '../../testing/books.ts';
import { type LedgerCompany, ledgerCompany, validatedEntry } from '../../testing/ledger-fixtures.ts';
import { books, validatedInvoice } from '../../testing/sales-fixtures.ts';
import { call, createTestContext, type TestContext } from '../../testing/test-app.ts';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());

const vatReturn = async (company: LedgerCompany, period: string) => {
  const response = await call(
    context.app,
    'GET',
    `/v1/accountings/workFolders/${company.workFolderId}/vat-return`,
    undefined,
    { token: company.token, query: { period } },
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

describe('VAT return from the ledger', () => {
  it('counts VAT posted by hand entries and the credit carried from before the period', async () => {
    const company = await ledgerCompany(context.app);
    const day = (monthDay: string) => `${company.year}-${monthDay}`;
    await validatedEntry(context.app, company, day('02-28'), [
      { number: '4449', debit: '2000' },
      { number: '5711', credit: '2000' },
    ]);
    await validatedEntry(context.app, company, day('03-10'), [
      { number: '4451', debit: '3850' },
      { number: '5711', credit: '3850' },
    ]);
    await validatedEntry(context.app, company, day('03-20'), [
      { number: '5711', debit: '1000' },
      { number: '4431', credit: '1000' },
    ]);
    // 1,000 collected − 3,850 on fixed assets − 2,000 carried forward: a credit of 4,850.
    expect(await vatReturn(company, day('03').slice(0, 7))).toMatchObject({
      collected: '1000',
      deductibleFixedAssets: '3850',
      deductibleGoodsAndServices: '0',
      deductible: '3850',
      creditCarriedForward: '2000',
      netDue: '0',
      credit: '4850',
      bases: [],
    });
  });

  it('fills the CA3 boxes of a French company', async () => {
    const company = await books(context.app, { countryCode: 'FR', typeCode: 'SAS', taxSystemCode: 'RN' });
    await validatedInvoice(context.app, company, 'SALE_INVOICE', [
      { quantity: '3', unitPrice: '333.33', vatRate: '20', supplyKind: 'GOODS' },
    ]);
    const figures = await vatReturn(company, `${company.year}-Q1`);
    expect(figures.cameroon).toBeNull();
    const boxes = Object.fromEntries(
      figures.ca3.map((box: { box: string; base: string | null; amount: string | null }) => [
        box.box,
        [box.base, box.amount],
      ]),
    );
    // 3 × 333.33 = 999.99 at 20 %: 200.00 (199.998 rounded); the form is in whole euros: 1,000 of base.
    expect(boxes).toMatchObject({
      A1: ['1000.00', null],
      '08': ['1000.00', '200.00'],
      '16': [null, '200.00'],
      '20': [null, '0.00'],
      '23': [null, '0.00'],
      '28': [null, '200.00'],
      '32': [null, '200.00'],
    });
  });

  it('answers the balances of the VAT accounts over the period, whatever the books', async () => {
    const vatAccounts = ['4431', '4451', '4452', '4454', '4449'] as const;
    const entry = fc.record({
      month: fc.integer({ min: 1, max: 12 }),
      account: fc.constantFrom(...vatAccounts),
      amount: fc.integer({ min: 1, max: 1_000_000 }),
      debit: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(entry, { minLength: 1, maxLength: 5 }),
        fc.integer({ min: 1, max: 4 }),
        async (entries, quarter) => {
          const company = await ledgerCompany(context.app);
          for (const { month, account, amount, debit } of entries) {
            const side = debit ? 'debit' : 'credit';
            const other = debit ? 'credit' : 'debit';
            await validatedEntry(context.app, company, `${company.year}-${String(month).padStart(2, '0')}-15`, [
              { number: account, [side]: String(amount) },
              { number: '5711', [other]: String(amount) },
            ]);
          }
          const inQuarter = (month: number) => Math.ceil(month / 3) === quarter;
          const balance = (accounts: string[], when: (month: number) => boolean) =>
            entries
              .filter((row) => accounts.includes(row.account) && when(row.month))
              .reduce((total, row) => total + (row.debit ? row.amount : -row.amount), 0);
          const figures = await vatReturn(company, `${company.year}-Q${quarter}`);
          const net =
            -balance(['4431'], inQuarter) -
            balance(['4451'], inQuarter) -
            balance(['4452', '4454'], inQuarter) -
            balance(['4449'], (month) => Math.ceil(month / 3) <= quarter);
          expect({
            collected: figures.collected,
            deductibleFixedAssets: figures.deductibleFixedAssets,
            deductibleGoodsAndServices: figures.deductibleGoodsAndServices,
            creditCarriedForward: figures.creditCarriedForward,
            netDue: figures.netDue,
            credit: figures.credit,
          }).toEqual({
            collected: String(-balance(['4431'], inQuarter)),
            deductibleFixedAssets: String(balance(['4451'], inQuarter)),
            deductibleGoodsAndServices: String(balance(['4452', '4454'], inQuarter)),
            // The credit carried is the credit account's balance up to the period's end.
            creditCarriedForward: String(balance(['4449'], (month) => Math.ceil(month / 3) <= quarter)),
            netDue: String(Math.max(net, 0)),
            credit: String(Math.max(-net, 0)),
          });
        },
      ),
      { numRuns: 4 },
    );
  });
});

describe('returns filed over random books', () => {
  it('each return equals the VAT accounts’ movements less settlements, adds up, and its settlement zeroes them', async () => {
    const vatAccounts = ['4431', '4451', '4452', '4454', '4449'] as const;
    const entry = fc.record({
      month: fc.integer({ min: 1, max: 3 }),
      account: fc.constantFrom(...vatAccounts),
      amount: fc.integer({ min: 1, max: 1_000_000 }),
      debit: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(entry, { minLength: 1, maxLength: 6 }), async (entries) => {
        const company = await ledgerCompany(context.app);
        for (const { month, account, amount, debit } of entries) {
          await validatedEntry(context.app, company, `${company.year}-0${month}-15`, [
            { number: account, [debit ? 'debit' : 'credit']: String(amount) },
            { number: '5711', [debit ? 'credit' : 'debit']: String(amount) },
          ]);
        }
        const moved = (accounts: string[], when: (month: number) => boolean) =>
          entries
            .filter((row) => accounts.includes(row.account) && when(row.month))
            .reduce((total, row) => total + (row.debit ? row.amount : -row.amount), 0);
        // The credit account's balance: the hand entries, plus each earlier settlement (credit − carried).
        let settledOnCredit = 0;
        for (const month of [1, 2, 3]) {
          const only = (candidate: number) => candidate === month;
          const collected = 0 - moved(['4431'], only);
          const deductible = moved(['4451'], only) + moved(['4452', '4454'], only);
          const carried = moved(['4449'], (candidate) => candidate <= month) + settledOnCredit;
          const net = collected - deductible - carried;
          const filed = await call(
            context.app,
            'POST',
            `/v1/accountings/workFolders/${company.workFolderId}/vat-returns`,
            { period: `${company.year}-0${month}` },
            { token: company.token },
          );
          expect(filed.statusCode, filed.body).toBe(201);
          const box = (code: string) =>
            Number(filed.json().form.lines.find((line: { box: string }) => line.box === code)?.amount ?? 0);
          expect([box('TC'), box('TD.REP'), box('TD'), box('NET'), box('CR')]).toEqual([
            collected,
            carried,
            deductible + carried,
            Math.max(net, 0),
            Math.max(-net, 0),
          ]);
          const turnover = filed.json().form.lines.filter((line: { box: string }) => line.box.startsWith('CA.'));
          expect(
            turnover.reduce((total: number, line: { amount: string | null }) => total + Number(line.amount ?? 0), 0),
          ).toBe(box('TC'));
          settledOnCredit += Math.max(-net, 0) - carried;
          // The books still give the filed figures: the settlement is left out by its kind.
          expect((await vatReturn(company, `${company.year}-0${month}`)).netDue).toBe(String(Math.max(net, 0)));
        }
        const balances = await trialBalance(context.app, company);
        for (const settled of ['4431', '4451', '4452', '4454']) {
          const row = balances.accounts.find((account: { accountNumber: string }) => account.accountNumber === settled);
          expect([settled, row?.closingDebit ?? '0', row?.closingCredit ?? '0']).toEqual([settled, '0', '0']);
        }
      }),
      { numRuns: 3 },
    );
  });
});
