import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { type LedgerCompany, validatedEntry } from './ledger-fixtures.ts';
import { validatedInvoice } from './sales-fixtures.ts';
import { call } from './test-app.ts';

type Line = { number: string; debit?: string; credit?: string };

type Parties = { customerId: string; customerSubAccountId: string; supplierSubAccountId: string };

/** A hand entry whose 4111 and 4011 lines go to the customer's and the supplier's sub-accounts. */
function entryOn(app: FastifyInstance, company: LedgerCompany, parties: Parties) {
  const subAccountOf = (number: string) =>
    number === '4111' ? parties.customerSubAccountId : number === '4011' ? parties.supplierSubAccountId : undefined;
  return (date: string, lines: Line[]) =>
    validatedEntry(
      app,
      company,
      date,
      lines.map((line) => ({ ...line, subAccountId: subAccountOf(line.number) })),
    );
}

/**
 * Year N-1 of a Cameroonian SARL in XAF (reports/two-year-package.test.ts holds the hand computation):
 * capital 10,000,000 and an equipment loan of 6,000,000 in cash; two machines (6,000,000 and 2,000,000) bought on
 * credit on 2 January, 7,000,000 paid; sales of 5,000,000 of which 3,000,000 received; wages 1,200,000; interest
 * 300,000; a year's depreciation at 20 %, 1,600,000. Result 1,900,000; cash at the end 10,500,000.
 */
async function firstYear(app: FastifyInstance, company: LedgerCompany, parties: Parties) {
  const entry = entryOn(app, company, parties);
  const day = (monthDay: string) => `${company.year}-${monthDay}`;
  await entry(day('01-02'), [
    { number: '2441', debit: '8000000' },
    { number: '4812', credit: '8000000' },
  ]);
  await entry(day('01-05'), [
    { number: '5211', debit: '10000000' },
    { number: '1013', credit: '10000000' },
  ]);
  await entry(day('01-10'), [
    { number: '5211', debit: '6000000' },
    { number: '162', credit: '6000000' },
  ]);
  await entry(day('02-15'), [
    { number: '4812', debit: '7000000' },
    { number: '5211', credit: '7000000' },
  ]);
  await entry(day('03-01'), [
    { number: '4111', debit: '5000000' },
    { number: '7011', credit: '5000000' },
  ]);
  await entry(day('03-20'), [
    { number: '5211', debit: '3000000' },
    { number: '4111', credit: '3000000' },
  ]);
  await entry(day('04-30'), [
    { number: '6611', debit: '1200000' },
    { number: '5211', credit: '1200000' },
  ]);
  await entry(day('06-30'), [
    { number: '6712', debit: '300000' },
    { number: '5211', credit: '300000' },
  ]);
  await entry(day('12-31'), [
    { number: '6813', debit: '1600000' },
    { number: '2844', credit: '1600000' },
  ]);
}

/**
 * Year N, after N-1 is closed: the rest of the equipment and of the customer paid; sales of 10,000,000 on three
 * invoices (6,000,000 at 30 days of which 4,000,000 received, 3,000,000 due in 27 months, 1,000,000 in 37 months
 * after their date); a capital increase of 4,000,000; the result of N-1 appropriated (legal reserve 190,000, other
 * reserves 710,000, dividends 1,000,000) and the dividends paid, net of IRCM at 16.5 % (835,000 to the
 * partners, 165,000 to the State); 1,500,000 of the loan repaid and 300,000 of interest; the 2,000,000 machine
 * sold on 30 June for 1,500,000 (depreciated 400,000 + 200,000), 1,000,000 received; goods of 800,000 bought on
 * credit; wages 1,500,000; the other machine's depreciation 1,200,000. Result 6,100,000; cash 16,200,000.
 */
async function secondYear(app: FastifyInstance, next: LedgerCompany, parties: Parties) {
  const entry = entryOn(app, next, parties);
  const day = (monthDay: string) => `${next.year}-${monthDay}`;
  const sale = (amount: string, dueDate: string) =>
    validatedInvoice(
      app,
      { ...next, customerId: parties.customerId, supplierId: '' },
      'SALE_INVOICE',
      [{ quantity: '1', unitPrice: amount, vatRate: '0' }],
      { date: day('03-01'), dueDate },
    );
  await entry(day('01-15'), [
    { number: '4812', debit: '1000000' },
    { number: '5211', credit: '1000000' },
  ]);
  await entry(day('02-10'), [
    { number: '5211', debit: '2000000' },
    { number: '4111', credit: '2000000' },
  ]);
  await sale('6000000', day('03-31'));
  await sale('3000000', `${next.year + 2}-03-31`);
  await sale('1000000', `${next.year + 3}-01-31`);
  await entry(day('03-31'), [
    { number: '5211', debit: '4000000' },
    { number: '1013', credit: '4000000' },
  ]);
  await entry(day('04-15'), [
    { number: '5211', debit: '4000000' },
    { number: '4111', credit: '4000000' },
  ]);
  await entry(day('04-30'), [
    { number: '1301', debit: '1900000' },
    { number: '111', credit: '190000' },
    { number: '1181', credit: '710000' },
    { number: '465', credit: '1000000' },
  ]);
  await entry(day('04-30'), [
    { number: '6611', debit: '1500000' },
    { number: '5211', credit: '1500000' },
  ]);
  await entry(day('05-31'), [
    { number: '465', debit: '1000000' },
    { number: '5211', credit: '835000' },
    { number: '4471', credit: '165000' },
  ]);
  await entry(day('06-15'), [
    { number: '4471', debit: '165000' },
    { number: '5211', credit: '165000' },
  ]);
  await entry(day('06-30'), [
    { number: '162', debit: '1500000' },
    { number: '6712', debit: '300000' },
    { number: '5211', credit: '1800000' },
  ]);
  await disposal(entry, day);
  await entry(day('11-30'), [
    { number: '6011', debit: '800000' },
    { number: '4011', credit: '800000' },
  ]);
  await entry(day('12-31'), [
    { number: '6813', debit: '1200000' },
    { number: '2844', credit: '1200000' },
  ]);
}

/** The 2,000,000 machine sold on 30 June: half a year's depreciation, out of the books, sold 1,500,000 on credit. */
async function disposal(entry: ReturnType<typeof entryOn>, day: (monthDay: string) => string) {
  await entry(day('06-30'), [
    { number: '6813', debit: '200000' },
    { number: '2844', credit: '200000' },
  ]);
  await entry(day('06-30'), [
    { number: '2844', debit: '600000' },
    { number: '812', debit: '1400000' },
    { number: '2441', credit: '2000000' },
  ]);
  await entry(day('06-30'), [
    { number: '4852', debit: '1500000' },
    { number: '822', credit: '1500000' },
  ]);
  await entry(day('07-31'), [
    { number: '5211', debit: '1000000' },
    { number: '4852', credit: '1000000' },
  ]);
}

/** Both years of the worked example, N-1 closed; answers the folder of year N (open). */
export async function twoYearBooks(app: FastifyInstance, company: LedgerCompany): Promise<LedgerCompany> {
  const party = async (kind: 'customers' | 'suppliers', body: Record<string, unknown>) => {
    const created = await call(app, 'POST', `/v1/companies/${company.companyId}/${kind}`, body, {
      token: company.token,
    });
    expect(created.statusCode, created.body).toBe(201);
    return { id: created.json().id as string, subAccountId: created.json().subAccountId as string };
  };
  const customer = await party('customers', { name: 'Quincaillerie Bonabéri', paymentTermsDays: 30 });
  const supplier = await party('suppliers', { name: 'Brasseries du Littoral' });
  const parties = {
    customerId: customer.id,
    customerSubAccountId: customer.subAccountId,
    supplierSubAccountId: supplier.subAccountId,
  };
  await firstYear(app, company, parties);
  const closed = await call(app, 'POST', `/v1/accountings/workFolders/${company.workFolderId}/close`, undefined, {
    token: company.token,
  });
  expect(closed.statusCode, closed.body).toBe(200);
  const next = { ...company, workFolderId: closed.json().next.id as string, year: company.year + 1 };
  await secondYear(app, next, parties);
  return next;
}
