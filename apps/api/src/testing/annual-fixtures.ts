import type { FastifyInstance } from 'fastify';
import { type LedgerCompany, validatedEntry } from './ledger-fixtures.ts';
import { call } from './test-app.ts';

/**
 * A Cameroonian first year in XAF, by hand entries: capital 5,000,000 and a loan of 2,000,000 in cash, equipment
 * of 3,000,000 bought on credit and 2,500,000 of it paid, sales of 1,000,000 of which 600,000 received, wages of
 * 200,000 and depreciation of 300,000. Result 500,000; cash at the end 4,900,000.
 */
export async function firstYearBooks(app: FastifyInstance, company: LedgerCompany): Promise<void> {
  const customer = await call(
    app,
    'POST',
    `/v1/companies/${company.companyId}/customers`,
    { name: 'Akwa' },
    {
      token: company.token,
    },
  );
  const subAccountId = customer.json().subAccountId as string;
  const entry = (date: string, lines: Array<{ number: string; debit?: string; credit?: string }>) =>
    validatedEntry(
      app,
      company,
      `${company.year}-${date}`,
      lines.map((line) => (line.number === '4111' ? { ...line, subAccountId } : line)),
    );
  await entry('01-05', [
    { number: '5211', debit: '5000000' },
    { number: '1013', credit: '5000000' },
  ]);
  await entry('01-10', [
    { number: '5211', debit: '2000000' },
    { number: '162', credit: '2000000' },
  ]);
  await entry('02-01', [
    { number: '2441', debit: '3000000' },
    { number: '4812', credit: '3000000' },
  ]);
  await entry('02-15', [
    { number: '4812', debit: '2500000' },
    { number: '5211', credit: '2500000' },
  ]);
  await entry('03-01', [
    { number: '4111', debit: '1000000' },
    { number: '7011', credit: '1000000' },
  ]);
  await entry('03-20', [
    { number: '5211', debit: '600000' },
    { number: '4111', credit: '600000' },
  ]);
  await entry('04-30', [
    { number: '6611', debit: '200000' },
    { number: '5211', credit: '200000' },
  ]);
  await entry('12-31', [
    { number: '6813', debit: '300000' },
    { number: '2844', credit: '300000' },
  ]);
}
