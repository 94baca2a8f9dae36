import type { AccountingDocument, TokenClaims } from '@bilan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTenant } from '../../db/tenant.ts';
import { isRefusal } from '../../http/app-error.ts';
import { booksWithRates, entryLines, paid, partyBalance, usdInvoice } from '../../testing/foreign-fixtures.ts';
import { type Books, docs, read } from '../../testing/sales-fixtures.ts';
import { call, createTestContext, type TestContext } from '../../testing/test-app.ts';
import { companyContext } from '../companies/company-context.ts';
import { readDocuments } from './document-view.ts';
import { validateLoadedDrafts } from './documents.service.ts';

/*
 * Drafts validated together share one transaction (validation-queue.ts): two credit notes of one invoice
 * in such a batch must each read what the other credited, as if validated one after the other.
 */

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());

const claimsOf = (company: Books): TokenClaims =>
  JSON.parse(Buffer.from(company.token.split('.')[1] ?? '', 'base64url').toString('utf8'));

async function creditNoteDraft(company: Books, invoiceId: string, amount: string): Promise<AccountingDocument> {
  const created = await call(
    context.app,
    'POST',
    docs(company),
    {
      type: 'SALE_CREDIT_NOTE',
      date: `${company.year}-04-10`,
      partyId: company.customerId,
      currency: 'USD',
      creditedDocumentId: invoiceId,
      lines: [{ description: 'Return', quantity: '1', unitPrice: amount, vatRate: '0' }],
    },
    { token: company.token },
  );
  expect(created.statusCode, created.body).toBe(201);
  return created.json();
}

/** Validates the drafts in one batch, in this order: each one's answer or refusal code. */
async function validatedTogether(company: Books, ids: string[]) {
  const outcomes = await inTenant(context.handle.db, company.companyId, async (tx) => {
    const session = await companyContext(tx, claimsOf(company));
    const loaded = await readDocuments(tx, session, company.workFolderId, ids, { lock: true });
    const inOrder = ids.map((id) => loaded.find((document) => document.row.id === id));
    return validateLoadedDrafts(
      tx,
      inOrder.flatMap((document) => (document ? [{ company: session, loaded: document }] : [])),
    );
  });
  return outcomes.map((outcome) => (isRefusal(outcome) ? outcome.code : outcome));
}

describe('credit notes of one invoice validated in one batch', () => {
  it('settles the second after the first: 4,000 USD due, each difference at its own share', async () => {
    // The invoice's rate leaves half a franc on 3,000 USD, so the cumulative shares tell the notes apart.
    const company = await booksWithRates(context.app, { '03-01': '600.1235', '04-10': '610' });
    // 10,000.00 USD at 600.1235 = 6,001,235 XAF owed.
    const invoice = await usdInvoice(context.app, company, '10000.00');
    const first = await creditNoteDraft(company, invoice.id, '3000.00');
    const second = await creditNoteDraft(company, invoice.id, '3000.00');
    const [one, two] = await validatedTogether(company, [first.id, second.id]);
    if (typeof one !== 'object' || typeof two !== 'object') throw new Error(`Refused: ${one}, ${two}`);

    // Sales less 3,000 × 610 = 1,830,000 each. The receivable less convert(3,000) = 1,800,370.5 → 1,800,371,
    // then convert(6,000) − convert(3,000) = 3,600,741 − 1,800,371 = 1,800,370: gains of 29,629 and 29,630.
    expect(await entryLines(context.app, one.journalEntryId)).toEqual([
      ['4111', '0', '1800371'],
      ['7011', '1830000', '0'],
      ['756', '0', '29629'],
    ]);
    expect(await entryLines(context.app, two.journalEntryId)).toEqual([
      ['4111', '0', '1800370'],
      ['7011', '1830000', '0'],
      ['756', '0', '29630'],
    ]);
    expect(await read(context.app, company, invoice.id)).toMatchObject({
      amountPaid: '6000.00',
      amountDue: '4000.00',
      settlement: 'PARTIALLY_PAID',
    });

    // The 4,000.00 USD left, paid at 610: 2,440,000 for the 6,001,235 − 3,600,741 = 2,400,494 left, a
    // gain of 39,506; the customer's account is back to zero.
    const receipt = await paid(context.app, company, {
      type: 'RECEIPT',
      accountingDocumentId: invoice.id,
      date: `${company.year}-04-10`,
      amount: '4000.00',
    });
    expect(await entryLines(context.app, receipt.journalEntryId)).toEqual([
      ['5211', '2440000', '0'],
      ['4111', '0', '2400494'],
      ['756', '0', '39506'],
    ]);
    expect(await partyBalance(context.app, company)).toBe('0');
  });

  it('refuses the note that would credit more than the invoice once the first is counted', async () => {
    const company = await booksWithRates(context.app, { '03-01': '600', '04-10': '610' });
    const invoice = await usdInvoice(context.app, company, '10000.00');
    const first = await creditNoteDraft(company, invoice.id, '6000.00');
    const second = await creditNoteDraft(company, invoice.id, '6000.00');
    const outcomes = await validatedTogether(company, [first.id, second.id]);
    expect(outcomes.map((outcome) => (typeof outcome === 'object' ? outcome.state : outcome))).toEqual([
      'VALIDATED',
      'CREDIT_NOTE_EXCEEDS_AMOUNT_DUE',
    ]);
    expect(await read(context.app, company, invoice.id)).toMatchObject({ amountDue: '4000.00' });
    expect(await read(context.app, company, second.id)).toMatchObject({ state: 'DRAFT' });
  });
});
