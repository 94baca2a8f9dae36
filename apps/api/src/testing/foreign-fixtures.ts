import type { AccountingDocument, Payment } from '@bilan/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import {
  type Books,
  type BooksOptions,
  books,
  type InvoiceLine,
  payment,
  validatedInvoice,
  validatePayment,
} from './sales-fixtures.ts';
import { queryRows } from './sql.ts';
import { call, databaseOf } from './test-app.ts';

/*
 * What the tests of foreign currencies share: a company with its rates, a validated invoice in USD, its
 * payments, and the lines they post as stored.
 */

/** A French company (PCG, VAT on services due when paid), as the signup overrides of `books` name it. */
export const FRENCH = { countryCode: 'FR', typeCode: 'SAS', taxSystemCode: 'RN' } as const;

/** Types a rate: 1 `currency` = `rate` units of the company's currency from `date` on. */
export async function setRate(app: FastifyInstance, company: Books, date: string, rate: string, currency = 'USD') {
  const response = await call(
    app,
    'POST',
    `/v1/accountings/companies/${company.companyId}/exchange-rates`,
    { currency, date, rate },
    { token: company.token },
  );
  expect(response.statusCode, response.body).toBe(201);
}

/**
 * A company (Cameroonian, XAF, unless `overrides` say otherwise) with the USD rates given by day of
 * its first year (`'03-01': '600'`); its invoices are dated 1 March by default.
 */
export async function booksWithRates(
  app: FastifyInstance,
  rates: Record<string, string>,
  overrides: Parameters<typeof books>[1] = {},
  options: BooksOptions = {},
): Promise<Books> {
  const company = await books(app, overrides, options);
  for (const [day, rate] of Object.entries(rates)) await setRate(app, company, `${company.year}-${day}`, rate);
  return company;
}

/** A validated invoice (or bill, or credit note) in USD: one line of `amount` at `vatRate` (0 by default). */
export async function usdInvoice(
  app: FastifyInstance,
  company: Books,
  amount: string,
  options: { type?: string; vatRate?: string; line?: Partial<InvoiceLine>; extra?: Record<string, unknown> } = {},
): Promise<AccountingDocument> {
  const line = { quantity: '1', unitPrice: amount, vatRate: options.vatRate ?? '0', ...options.line };
  return validatedInvoice(app, company, options.type ?? 'SALE_INVOICE', [line], { currency: 'USD', ...options.extra });
}

/** A payment created and validated (a bank transfer unless the body says otherwise). */
export async function paid(app: FastifyInstance, company: Books, body: Record<string, unknown>): Promise<Payment> {
  const draft: Payment = await payment(app, company, { method: 'BANK_TRANSFER', ...body });
  const validated = await validatePayment(app, company, draft.id);
  expect(validated.statusCode, validated.body).toBe(200);
  return validated.json();
}

export interface StoredLine {
  account: string;
  debit: string;
  credit: string;
  currency: string | null;
  foreign: string | null;
}

/** The posted lines of an entry in order: account, debit, credit and the foreign amount, as stored. */
export function storedLines(app: FastifyInstance, entryId: string | null): Promise<StoredLine[]> {
  return queryRows<StoredLine>(
    databaseOf(app).db,
    sql`select account.number as account, line.debit::text as debit, line.credit::text as credit,
          line.currency, line.amount_currency::text as foreign
        from journal_line line join company_account account on account.id = line.account_id
        where line.entry_id = ${entryId} order by line.line_number`,
  );
}

/** An entry's lines as [account, debit, credit], accounts cut to `digits`. */
export async function entryLines(app: FastifyInstance, entryId: string | null, digits = 4) {
  return (await storedLines(app, entryId)).map((line) => [line.account.slice(0, digits), line.debit, line.credit]);
}

/** The balance of the company's party sub-accounts, in its currency (one year: an opening entry counts twice). */
export async function partyBalance(app: FastifyInstance, company: Books) {
  const [row] = await queryRows<{ balance: string }>(
    databaseOf(app).db,
    sql`select coalesce(sum(debit - credit), 0)::text as balance from journal_line
        where company_id = ${company.companyId} and sub_account_id is not null`,
  );
  return row?.balance;
}
