import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { type LedgerCompany, validatedEntry } from './ledger-fixtures.ts';
import { books } from './sales-fixtures.ts';
import { call } from './test-app.ts';

type Line = { number: string; debit?: string; credit?: string };

/**
 * A French SARL in profit over two years, by hand entries in euros (the figures of the liasse worked example,
 * apps/api/src/modules/reports/liasse.test.ts). Goods are sold at 20 % and 5.5 %.
 * Year 1: capital 20,000.00 and a loan of 10,000.00 at the bank; equipment 12,000.00 + VAT 2,400.00 paid;
 * goods bought 30,000.00 at 20 % and 5,000.00 at 5.5 % (VAT 6,275.00), 36,000.00 paid; goods sold 50,000.00
 * at 20 % and 20,000.00 at 5.5 % (VAT 11,100.00), 75,000.00 received; rent 6,000.00 + VAT 1,200.00 paid;
 * wages 8,000.00 paid, social charges 3,200.00 due; interest 300.00 and 2,000.00 of the loan repaid; VAT due
 * 1,225.00; closing stock 4,000.00; depreciation 2,200.00 (12,000.00 × 20 % × 11/12); corporate tax 2,895.00
 * (15 % of 19,300.00). Closed: profit 16,405.00.
 * Year 2: the profit appropriated (legal reserve 820.25, retained earnings 15,584.75); goods sold 60,000.00 at
 * 20 % and 30,000.00 at 5.5 % (VAT 13,650.00), 100,000.00 received; goods bought 35,000.00 at 20 % and
 * 10,000.00 at 5.5 % (VAT 7,550.00), 50,000.00 paid; rent as before; wages 10,000.00 paid, social charges
 * 4,000.00 due and last year's 3,200.00 paid; interest 250.00 and 2,000.00 repaid; last year's tax and VAT
 * paid; VAT due 4,900.00; stock 6,500.00; depreciation 2,400.00; corporate tax 3,727.50 (15 % of 24,850.00).
 */
export async function frenchSarlTwoYears(
  app: FastifyInstance,
): Promise<{ previous: LedgerCompany; current: LedgerCompany }> {
  const company = await books(app, { countryCode: 'FR', typeCode: 'SARL', taxSystemCode: 'RSI' });
  const party = async (kind: 'customers' | 'suppliers') => {
    const created = await call(
      app,
      'POST',
      `/v1/companies/${company.companyId}/${kind}`,
      { name: `SARL ${kind}` },
      {
        token: company.token,
      },
    );
    expect(created.statusCode, created.body).toBe(201);
    return created.json().subAccountId as string;
  };
  // The PCG chart has 37 as a heading only: the stock of goods takes a leaf of its own.
  const stock = await call(
    app,
    'POST',
    `/v1/accountings/companies/${company.companyId}/accounts-company`,
    { number: '371', label: 'Stock de marchandises' },
    { token: company.token },
  );
  expect(stock.statusCode, stock.body).toBe(201);
  const customer = await party('customers');
  const supplier = await party('suppliers');
  const entry = (folder: LedgerCompany, date: string, lines: Line[]) =>
    validatedEntry(
      app,
      folder,
      `${folder.year}-${date}`,
      lines.map((line) =>
        line.number === '411100'
          ? { ...line, subAccountId: customer }
          : line.number === '4011'
            ? { ...line, subAccountId: supplier }
            : line,
      ),
    );
  for (const [date, lines] of firstYear) await entry(company, date, lines);
  const closed = await call(app, 'POST', `/v1/accountings/workFolders/${company.workFolderId}/close`, undefined, {
    token: company.token,
  });
  expect(closed.statusCode, closed.body).toBe(200);
  const current = { ...company, workFolderId: closed.json().next.id as string, year: company.year + 1 };
  for (const [date, lines] of secondYear) await entry(current, date, lines);
  return { previous: company, current };
}

const firstYear: Array<[string, Line[]]> = [
  [
    '01-02',
    [
      { number: '5121', debit: '20000.00' },
      { number: '10131', credit: '20000.00' },
    ],
  ],
  [
    '01-15',
    [
      { number: '5121', debit: '10000.00' },
      { number: '1681', credit: '10000.00' },
    ],
  ],
  [
    '02-01',
    [
      { number: '2154', debit: '12000.00' },
      { number: '44562', debit: '2400.00' },
      { number: '5121', credit: '14400.00' },
    ],
  ],
  [
    '03-01',
    [
      { number: '607', debit: '35000.00' },
      { number: '445660', debit: '6275.00' },
      { number: '4011', credit: '41275.00' },
    ],
  ],
  [
    '04-01',
    [
      { number: '411100', debit: '81100.00' },
      { number: '707', credit: '70000.00' },
      { number: '44571', credit: '11100.00' },
    ],
  ],
  [
    '05-01',
    [
      { number: '5121', debit: '75000.00' },
      { number: '411100', credit: '75000.00' },
    ],
  ],
  [
    '05-15',
    [
      { number: '4011', debit: '36000.00' },
      { number: '5121', credit: '36000.00' },
    ],
  ],
  [
    '06-01',
    [
      { number: '6132', debit: '6000.00' },
      { number: '445660', debit: '1200.00' },
      { number: '5121', credit: '7200.00' },
    ],
  ],
  [
    '06-30',
    [
      { number: '6411', debit: '8000.00' },
      { number: '6451', debit: '3200.00' },
      { number: '5121', credit: '8000.00' },
      { number: '431', credit: '3200.00' },
    ],
  ],
  [
    '07-01',
    [
      { number: '66116', debit: '300.00' },
      { number: '1681', debit: '2000.00' },
      { number: '5121', credit: '2300.00' },
    ],
  ],
  [
    '12-31',
    [
      { number: '44571', debit: '11100.00' },
      { number: '44562', credit: '2400.00' },
      { number: '445660', credit: '7475.00' },
      { number: '44551', credit: '1225.00' },
    ],
  ],
  [
    '12-31',
    [
      { number: '371', debit: '4000.00' },
      { number: '6037', credit: '4000.00' },
    ],
  ],
  [
    '12-31',
    [
      { number: '68112', debit: '2200.00' },
      { number: '2815', credit: '2200.00' },
    ],
  ],
  [
    '12-31',
    [
      { number: '6951', debit: '2895.00' },
      { number: '444', credit: '2895.00' },
    ],
  ],
];

const secondYear: Array<[string, Line[]]> = [
  [
    '04-30',
    [
      { number: '120', debit: '16405.00' },
      { number: '1061', credit: '820.25' },
      { number: '110', credit: '15584.75' },
    ],
  ],
  [
    '03-01',
    [
      { number: '411100', debit: '103650.00' },
      { number: '707', credit: '90000.00' },
      { number: '44571', credit: '13650.00' },
    ],
  ],
  [
    '04-01',
    [
      { number: '5121', debit: '100000.00' },
      { number: '411100', credit: '100000.00' },
    ],
  ],
  [
    '04-15',
    [
      { number: '607', debit: '45000.00' },
      { number: '445660', debit: '7550.00' },
      { number: '4011', credit: '52550.00' },
    ],
  ],
  [
    '05-15',
    [
      { number: '4011', debit: '50000.00' },
      { number: '5121', credit: '50000.00' },
    ],
  ],
  [
    '06-01',
    [
      { number: '6132', debit: '6000.00' },
      { number: '445660', debit: '1200.00' },
      { number: '5121', credit: '7200.00' },
    ],
  ],
  [
    '06-30',
    [
      { number: '6411', debit: '10000.00' },
      { number: '6451', debit: '4000.00' },
      { number: '431', debit: '3200.00' },
      { number: '5121', credit: '13200.00' },
      { number: '431', credit: '4000.00' },
    ],
  ],
  [
    '07-01',
    [
      { number: '66116', debit: '250.00' },
      { number: '1681', debit: '2000.00' },
      { number: '444', debit: '2895.00' },
      { number: '44551', debit: '1225.00' },
      { number: '5121', credit: '6370.00' },
    ],
  ],
  [
    '12-31',
    [
      { number: '44571', debit: '13650.00' },
      { number: '445660', credit: '8750.00' },
      { number: '44551', credit: '4900.00' },
    ],
  ],
  [
    '12-31',
    [
      { number: '6037', debit: '4000.00' },
      { number: '371', credit: '4000.00' },
      { number: '371', debit: '6500.00' },
      { number: '6037', credit: '6500.00' },
    ],
  ],
  [
    '12-31',
    [
      { number: '68112', debit: '2400.00' },
      { number: '2815', credit: '2400.00' },
    ],
  ],
  [
    '12-31',
    [
      { number: '6951', debit: '3727.50' },
      { number: '444', credit: '3727.50' },
    ],
  ],
];
