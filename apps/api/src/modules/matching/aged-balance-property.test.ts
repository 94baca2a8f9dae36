import { AGING_BUCKETS, type AgingBucket, agingBucketOf } from '@bilan/accounting';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Books, books, payment, validatedInvoice, validatePayment } from '../../testing/sales-fixtures.ts';
import { call, createTestContext, type TestContext } from '../../testing/test-app.ts';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());

/** One event of the random books: an invoice, or a payment or credit note of an earlier invoice. */
interface RandomEvent {
  kind: 'invoice' | 'payment' | 'credit';
  customer: 0 | 1;
  day: number;
  amount: number;
  target: number;
}

const eventArbitrary: fc.Arbitrary<RandomEvent> = fc.record({
  kind: fc.constantFrom('invoice', 'invoice', 'payment', 'credit'),
  customer: fc.constantFrom(0 as const, 1 as const),
  day: fc.integer({ min: 0, max: 300 }),
  amount: fc.integer({ min: 1, max: 900_000 }),
  target: fc.nat(),
});

function dateOf(year: number, day: number): string {
  return new Date(Date.UTC(year, 0, 1 + day)).toISOString().slice(0, 10);
}

interface Invoice {
  id: string;
  customer: number;
  day: number;
  due: number;
}

/** Posts the events in order; a payment or credit note settles part or all of what an earlier invoice has due. */
async function post(company: Books & { customers: string[] }, events: readonly RandomEvent[], invoices: Invoice[]) {
  for (const event of events) {
    const date = dateOf(company.year, event.day);
    const open = invoices.filter((invoice) => invoice.due > 0 && invoice.day <= event.day);
    if (event.kind === 'invoice' || open.length === 0) {
      const created = await validatedInvoice(
        context.app,
        company,
        'SALE_INVOICE',
        [{ quantity: '1', unitPrice: String(event.amount), vatRate: '0' }],
        { date, partyId: company.customers[event.customer] },
      );
      invoices.push({ id: created.id, customer: event.customer, day: event.day, due: event.amount });
      continue;
    }
    const invoice = open[event.target % open.length] as Invoice;
    const amount = Math.min(event.amount, invoice.due);
    invoice.due -= amount;
    if (event.kind === 'payment') {
      const created = await payment(context.app, company, {
        type: 'RECEIPT',
        accountingDocumentId: invoice.id,
        amount: String(amount),
        method: 'CASH',
        date,
      });
      expect((await validatePayment(context.app, company, created.id)).statusCode).toBe(200);
    } else {
      await validatedInvoice(
        context.app,
        company,
        'SALE_CREDIT_NOTE',
        [{ quantity: '1', unitPrice: String(amount), vatRate: '0' }],
        { date, partyId: company.customers[invoice.customer], creditedDocumentId: invoice.id },
      );
    }
  }
}

/** A party's row of the aged balance, its names left out. */
const withoutNames = ({ code: _code, name: _name, ...row }: Record<string, string | number>) => row;

const TERMS_DAYS = [30, 45];

/**
 * The aged balance the invoices' model expects at a day: per customer (in the order of their names),
 * what each invoice still has due, in the bucket of its own due date.
 */
function expectedParties(invoices: readonly Invoice[], customerIds: readonly string[], asOfDay: number) {
  return customerIds.flatMap((partyId, customer) => {
    const open = invoices.filter((invoice) => invoice.customer === customer && invoice.due > 0);
    if (open.length === 0) return [];
    const buckets = new Map<AgingBucket, number>(AGING_BUCKETS.map((bucket) => [bucket, 0]));
    for (const invoice of open) {
      const bucket = agingBucketOf(asOfDay - (invoice.day + (TERMS_DAYS[customer] ?? 0)));
      buckets.set(bucket, (buckets.get(bucket) ?? 0) + invoice.due);
    }
    return [
      {
        partyId,
        documents: open.length,
        ...Object.fromEntries([...buckets].map(([bucket, amount]) => [bucket, String(amount)])),
        total: String(open.reduce((sum, invoice) => sum + invoice.due, 0)),
        // Every item is in the company's currency: no foreign amounts beside it.
        inCurrencies: [],
      },
    ];
  });
}

const read = async (company: Books, name: string, query: Record<string, string>) => {
  const response = await call(
    context.app,
    'GET',
    `/v1/accountings/workFolders/${company.workFolderId}/${name}`,
    undefined,
    { token: company.token, query },
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

describe('aged balance from open items', () => {
  it('equals the customers’ balances at any date, and later events never change it', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(eventArbitrary, { minLength: 1, maxLength: 7 }),
        fc.array(eventArbitrary, { minLength: 1, maxLength: 4 }),
        fc.integer({ min: 0, max: 300 }),
        async (earlier, later, asOfDay) => {
          const base = await books(context.app);
          const second = await call(
            context.app,
            'POST',
            `/v1/companies/${base.companyId}/customers`,
            { name: 'Quincaillerie Bonamoussadi', paymentTermsDays: 45 },
            { token: base.token },
          );
          const company = { ...base, customers: [base.customerId, second.json().id as string] };
          const asOf = dateOf(company.year, asOfDay);
          const invoices: Invoice[] = [];
          await post(
            company,
            earlier.map((event) => ({ ...event, day: Math.min(event.day, asOfDay) })),
            invoices,
          );
          const aged = await read(company, 'aged-balance', { type: 'customer', asOf });
          const trial = await read(company, 'trial-balance', { to: asOf, bySubAccount: 'true' });
          const subAccounts = await Promise.all(
            company.customers.map(async (id) => {
              const party = await call(
                context.app,
                'GET',
                `/v1/companies/${company.companyId}/customers/${id}`,
                undefined,
                {
                  token: company.token,
                },
              );
              return { id, subAccountId: party.json().subAccountId as string };
            }),
          );
          let total = 0n;
          for (const { id, subAccountId } of subAccounts) {
            const row = trial.accounts.find(
              (account: { subAccountId: string | null }) => account.subAccountId === subAccountId,
            );
            const balance = row ? BigInt(row.closingDebit) - BigInt(row.closingCredit) : 0n;
            total += balance;
            const party = aged.parties.find((item: { partyId: string }) => item.partyId === id);
            expect(BigInt(party?.total ?? '0')).toBe(balance);
          }
          expect(BigInt(aged.totals.total)).toBe(total);
          // Each invoice is one item, less what was paid or credited on it, aged from its own due date
          // (30 days' terms, 45 for the second customer): no bucket of a customer is ever negative.
          expect(aged.parties.map(withoutNames)).toEqual(expectedParties(invoices, company.customers, asOfDay));

          // Events dated after the date: payments and credit notes matching earlier invoices, new invoices.
          if (asOfDay < 300) {
            await post(
              company,
              later.map((event) => ({ ...event, day: asOfDay + 1 + (event.day % (300 - asOfDay)) })),
              invoices,
            );
          }
          expect(await read(company, 'aged-balance', { type: 'customer', asOf })).toEqual(aged);
        },
      ),
      { numRuns: 6 },
    );
  }, 900_000);
});
