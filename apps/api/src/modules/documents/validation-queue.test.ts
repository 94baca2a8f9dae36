import type { AccountingDocument, MatchingList, TokenClaims } from '@bilan/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isRefusal } from '../../http/app-error.ts';
import { booksWithRates, entryLines, partyBalance, usdInvoice } from '../../testing/foreign-fixtures.ts';
import { BALANCED_LINES, changeState, createDraft, documentUrl, verifyLedger } from '../../testing/ledger-fixtures.ts';
import { type Books, books, docs, validatedInvoice } from '../../testing/sales-fixtures.ts';
import { queryRows } from '../../testing/sql.ts';
import { call, createTestContext, errorOf, type TestContext } from '../../testing/test-app.ts';
import { createValidationQueue } from './validation-queue.ts';

/*
 * The queue is driven directly here, so that which validations share a transaction is known: the
 * first call starts a batch alone, and every call made while it runs waits for the next batch.
 */

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());

const claimsOf = (company: Books): TokenClaims =>
  JSON.parse(Buffer.from(company.token.split('.')[1] ?? '', 'base64url').toString('utf8'));

/** What each call settled with: the answer, or the refusal's status and code. */
async function outcomes(calls: Promise<AccountingDocument>[]) {
  return Promise.all(
    calls.map((pending) =>
      pending.then(
        (document) => ({ document }),
        (error: unknown) => {
          if (!isRefusal(error)) throw error;
          return { refused: 'statusCode' in error ? [error.statusCode, error.code] : [422, error.code] };
        },
      ),
    ),
  );
}

interface PostedRow {
  sourceId: string;
  number: string;
  code: string;
  chainPosition: number;
  postedAt: string;
  /** The transaction that appended the entry (its row's xmin). */
  transaction: string;
}

async function posted(company: Books) {
  return queryRows<PostedRow>(
    context.handle.db,
    sql`select e.source_id as "sourceId", e.number, j.code, e.chain_position as "chainPosition",
          e.posted_at::text as "postedAt", e.xmin::text as transaction
        from journal_entry e join journal j on j.id = e.journal_id
        where e.work_folder_id = ${company.workFolderId} order by e.chain_position`,
  );
}

const verified = (company: Books) => verifyLedger(context.app, company);

async function invoiceDraft(
  company: Books,
  type: 'SALE_INVOICE' | 'PURCHASE_INVOICE' | 'SALE_CREDIT_NOTE',
  extra: Record<string, unknown> = {},
) {
  const response = await call(
    context.app,
    'POST',
    docs(company),
    {
      type,
      date: `${company.year}-03-02`,
      partyId: type.startsWith('SALE') ? company.customerId : company.supplierId,
      lines: [{ description: 'Flour', quantity: '2', unitPrice: '50000', vatRate: '19.25' }],
      ...extra,
    },
    { token: company.token },
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as AccountingDocument;
}

describe('validation queue', () => {
  it('validates the drafts that wait together in one transaction, each answered as if validated alone', async () => {
    const company = await books(context.app);
    const session = claimsOf(company);
    const queue = createValidationQueue(context.handle.db);
    const invoice = await validatedInvoice(context.app, company, 'SALE_INVOICE', [
      { quantity: '1', unitPrice: '100000', vatRate: '19.25' },
    ]);
    const first = await createDraft(context.app, company);
    const entries = [];
    for (let index = 0; index < 4; index++) entries.push(await createDraft(context.app, company));
    const sale = await invoiceDraft(company, 'SALE_INVOICE');
    const purchase = await invoiceDraft(company, 'PURCHASE_INVOICE');
    const unbalanced = await createDraft(context.app, company, [
      { account: '5211', debit: '100' },
      { account: '1013', credit: '90' },
    ]);
    const credit = await invoiceDraft(company, 'SALE_CREDIT_NOTE', {
      date: `${company.year}-03-03`,
      creditedDocumentId: invoice.id,
      lines: [{ description: 'Return', quantity: '1', unitPrice: '10000', vatRate: '19.25' }],
    });
    const unknownId = '0190a5a0-0000-7000-8000-000000000000';
    const ids = [
      first.id,
      ...entries.map((entry) => entry.id),
      sale.id,
      unbalanced.id,
      entries[0]?.id ?? '',
      purchase.id,
      credit.id,
      unknownId,
      invoice.id,
    ];

    const settled = await outcomes(ids.map((id) => queue.validate(session, company.workFolderId, id)));

    const refusals = settled.map((outcome) => ('refused' in outcome ? outcome.refused : null));
    expect(refusals).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
      [422, 'ENTRY_MUST_BALANCE'],
      [409, 'DOCUMENT_MUST_BE_DRAFT'],
      null,
      null,
      [404, 'NOT_FOUND'],
      [409, 'DOCUMENT_MUST_BE_DRAFT'],
    ]);
    const rows = await posted(company);
    // The invoice validated beforehand, then the first draft alone, then the rest: one transaction.
    expect(rows.map((row) => row.sourceId)).toEqual([
      invoice.id,
      first.id,
      ...entries.map((entry) => entry.id),
      sale.id,
      purchase.id,
      credit.id,
    ]);
    expect(rows.map((row) => row.number)).toEqual([
      `VE-${company.year}-000001`,
      `OD-${company.year}-000001`,
      `OD-${company.year}-000002`,
      `OD-${company.year}-000003`,
      `OD-${company.year}-000004`,
      `OD-${company.year}-000005`,
      `VE-${company.year}-000002`,
      `AC-${company.year}-000001`,
      `VE-${company.year}-000003`,
    ]);
    // The credit note, applied to its invoice, is validated in the batch too.
    const batch = rows.slice(2, 9);
    expect(new Set(batch.map((row) => row.postedAt)).size).toBe(1);
    expect(batch[0]?.postedAt).not.toBe(rows[1]?.postedAt);
    expect(await verified(company)).toMatchObject({ valid: true, checkedEntries: rows.length });

    for (const [index, outcome] of settled.entries()) {
      if (!('document' in outcome)) continue;
      const row = rows.find((candidate) => candidate.sourceId === ids[index]);
      expect(outcome.document).toMatchObject({ state: 'VALIDATED', number: row?.number });
      const read = await call(context.app, 'GET', documentUrl(company, ids[index] ?? ''), undefined, {
        token: company.token,
      });
      expect(read.json()).toEqual(outcome.document);
    }
    const audit = await queryRows<{ entityId: string; number: string }>(
      context.handle.db,
      sql`select entity_id as "entityId", after ->> 'number' as number from audit_event
          where company_id = ${company.companyId} and action = 'STATE_CHANGE' and after ->> 'state' = 'VALIDATED'`,
    );
    expect(new Map(audit.map((event) => [event.entityId, event.number]))).toEqual(
      new Map(rows.map((row) => [row.sourceId, row.number])),
    );
  });

  it('validates each draft alone when their batch is refused as a whole, refusing only the one at fault', async () => {
    const company = await books(context.app);
    const session = claimsOf(company);
    const queue = createValidationQueue(context.handle.db);
    const drafts = [];
    for (let index = 0; index < 5; index++) drafts.push(await createDraft(context.app, company, BALANCED_LINES));
    const outside = drafts[3]?.id ?? '';
    // A draft dated out of its folder (as an older draft could be after the folder's dates change):
    // the batch's append refuses every entry, so each is then validated alone.
    await context.handle.db.execute(
      sql`update accounting_document set document_date = ${`${company.year - 1}-12-31`} where id = ${outside}`,
    );

    const settled = await outcomes(drafts.map((draft) => queue.validate(session, company.workFolderId, draft.id)));

    expect(settled.map((outcome) => ('refused' in outcome ? outcome.refused : 'VALIDATED'))).toEqual([
      'VALIDATED',
      'VALIDATED',
      'VALIDATED',
      [422, 'ENTRY_DATE_OUTSIDE_WORK_FOLDER'],
      'VALIDATED',
    ]);
    const rows = await posted(company);
    expect(rows.map((row) => row.number)).toEqual([1, 2, 3, 4].map((n) => `OD-${company.year}-00000${n}`));
    expect(rows.map((row) => row.sourceId)).toEqual(drafts.filter((draft) => draft.id !== outside).map((d) => d.id));
    expect(await verified(company)).toMatchObject({ valid: true, checkedEntries: 4 });
    const left = await call(context.app, 'GET', documentUrl(company, outside), undefined, { token: company.token });
    expect(left.json()).toMatchObject({ state: 'DRAFT', number: null, journalEntryId: null });
  });

  it('gathers the callers of the last batch into the next one, though they come back one after another', async () => {
    const company = await books(context.app);
    const session = claimsOf(company);
    // Gathering ends when the callers are back, not at its time limit: a long one keeps the test steady.
    const queue = createValidationQueue(context.handle.db, { gatherMs: 500 });
    const drafts = [];
    for (let index = 0; index < 9; index++) drafts.push(await createDraft(context.app, company));
    // One alone, then four together: the folder has had four callers.
    await outcomes(drafts.slice(0, 5).map((draft) => queue.validate(session, company.workFolderId, draft.id)));

    const next = [];
    for (const draft of drafts.slice(5)) {
      next.push(queue.validate(session, company.workFolderId, draft.id));
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await outcomes(next);

    const rows = await posted(company);
    expect(rows.map((row) => row.sourceId)).toEqual(drafts.map((draft) => draft.id));
    const postedAt = rows.map((row) => row.postedAt);
    expect(new Set(postedAt.slice(1, 5)).size).toBe(1);
    expect(new Set(postedAt.slice(5)).size, 'the four that came back one by one, in one batch').toBe(1);
    expect(postedAt[5]).not.toBe(postedAt[4]);
  });

  it('answers validations fired at once over HTTP, every draft posted once, the journal gapless', async () => {
    const company = await books(context.app);
    const drafts = [];
    for (let index = 0; index < 12; index++) drafts.push(await createDraft(context.app, company));
    const responses = await Promise.all(
      [...drafts, drafts[5]].map((draft) => changeState(context.app, company, draft?.id ?? '', 'VALIDATED')),
    );
    const statuses = responses.map((response) =>
      response.statusCode === 200 ? 200 : [response.statusCode, errorOf(response).code],
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(12);
    expect(statuses.filter((status) => status !== 200)).toEqual([[409, 'DOCUMENT_MUST_BE_DRAFT']]);
    const rows = await posted(company);
    expect(rows.map((row) => row.number).sort()).toEqual(
      drafts.map((_, index) => `OD-${company.year}-${String(index + 1).padStart(6, '0')}`),
    );
    expect(new Set(rows.map((row) => row.sourceId))).toEqual(new Set(drafts.map((draft) => draft.id)));
    expect(await verified(company)).toMatchObject({ valid: true, checkedEntries: 12 });
  });

  it('validates every draft of a batch that fails as a whole one by one, and tells why, with its cause, first', async () => {
    const company = await books(context.app);
    const session = claimsOf(company);
    const cause = new Error('injected: the database refused the batch');
    const failure = new Error('the batch transaction failed', { cause });
    const events: string[] = [];
    const told: Array<{ error: unknown; workFolderId: string; drafts: number }> = [];
    let batches = 0;
    const queue = createValidationQueue(context.handle.db, {
      gatherMs: 0,
      onBatchFailure: (error, batch) => {
        events.push('told');
        told.push({ error, ...batch });
      },
      validateTogether: async () => {
        batches += 1;
        throw failure;
      },
    });
    const first = await createDraft(context.app, company);
    const rest = [];
    for (let index = 0; index < 4; index++) rest.push(await createDraft(context.app, company));

    const settled = await outcomes(
      [first, ...rest].map((draft) =>
        queue.validate(session, company.workFolderId, draft.id).finally(() => events.push('answered')),
      ),
    );

    expect(settled.map((outcome) => ('document' in outcome ? outcome.document.state : outcome.refused))).toEqual(
      Array(5).fill('VALIDATED'),
    );
    // The first call is a batch alone (nothing to fail together); the four that waited form the next.
    expect(batches).toBe(1);
    expect(told).toEqual([{ error: failure, workFolderId: company.workFolderId, drafts: 4 }]);
    expect(told[0]?.error).toBe(failure);
    expect(events).toEqual(['answered', 'told', 'answered', 'answered', 'answered', 'answered']);
    expect((await posted(company)).map((row) => row.sourceId).sort()).toEqual(
      [first, ...rest].map((draft) => draft.id).sort(),
    );
    expect(await verified(company)).toMatchObject({ valid: true });
  });

  it('answers every caller when the failure handler itself throws, leaves no promise unhandled, and keeps going', async () => {
    const company = await books(context.app);
    const session = claimsOf(company);
    const unhandled: unknown[] = [];
    const watch = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', watch);
    try {
      let told = 0;
      const queue = createValidationQueue(context.handle.db, {
        gatherMs: 0,
        onBatchFailure: () => {
          told += 1;
          throw new Error('the failure handler itself failed');
        },
        validateTogether: async () => {
          throw new Error('injected');
        },
      });
      const drafts = [];
      for (let index = 0; index < 3; index++) drafts.push(await createDraft(context.app, company));
      const settled = await Promise.allSettled(
        drafts.map((draft) => queue.validate(session, company.workFolderId, draft.id)),
      );
      expect(settled.map((outcome) => outcome.status === 'fulfilled' && outcome.value.state)).toEqual([
        'VALIDATED',
        'VALIDATED',
        'VALIDATED',
      ]);
      expect(told).toBe(1);

      const later = await createDraft(context.app, company);
      expect((await queue.validate(session, company.workFolderId, later.id)).state).toBe('VALIDATED');
      // Let any rejection that nothing handles be reported before looking.
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', watch);
    }
  });
});

/** The customer's matchings: each one's lines as [entry number, debit, credit], its balance and whether partial. */
async function customerMatchings(company: Books) {
  const party = await call(
    context.app,
    'GET',
    `/v1/companies/${company.companyId}/customers/${company.customerId}`,
    undefined,
    { token: company.token },
  );
  const listed = await call(context.app, 'GET', `/v1/accountings/companies/${company.companyId}/matchings`, undefined, {
    token: company.token,
    query: { subAccountId: party.json().subAccountId },
  });
  expect(listed.statusCode, listed.body).toBe(200);
  return (listed.json() as MatchingList).items.map((matching) => ({
    lines: matching.lines.map((line) => [line.entryNumber, line.debit, line.credit]),
    balance: matching.balance,
    balanceInCurrency: matching.balanceInCurrency,
    partial: matching.partial,
  }));
}

const readDocument = async (company: Books, id: string): Promise<AccountingDocument> =>
  (await call(context.app, 'GET', documentUrl(company, id), undefined, { token: company.token })).json();

/** A credit note drafted against `invoiceId`: one line of `unitPrice` at `vatRate`. */
const creditNote = (company: Books, invoiceId: string, unitPrice: string, extra: Record<string, unknown> = {}) =>
  invoiceDraft(company, 'SALE_CREDIT_NOTE', {
    date: `${company.year}-03-03`,
    creditedDocumentId: invoiceId,
    lines: [{ description: 'Return', quantity: '1', unitPrice, vatRate: '19.25' }],
    ...extra,
  });

describe('validation queue: credit notes that name an invoice', () => {
  it('validates two credit notes of one invoice in the batch of the others, in the order they came', async () => {
    const company = await books(context.app);
    const session = claimsOf(company);
    const queue = createValidationQueue(context.handle.db);
    // 100,000 + 19,250 VAT = 119,250 due.
    const invoice = await validatedInvoice(context.app, company, 'SALE_INVOICE', [
      { quantity: '1', unitPrice: '100000', vatRate: '19.25' },
    ]);
    const alone = await createDraft(context.app, company);
    const sale = await invoiceDraft(company, 'SALE_INVOICE');
    // 30,000 + 5,775 = 35,775 and 20,000 + 3,850 = 23,850.
    const first = await creditNote(company, invoice.id, '30000');
    const second = await creditNote(company, invoice.id, '20000');
    const purchase = await invoiceDraft(company, 'PURCHASE_INVOICE');
    const ids = [alone.id, sale.id, first.id, second.id, purchase.id];

    const settled = await outcomes(ids.map((id) => queue.validate(session, company.workFolderId, id)));

    expect(settled.map((outcome) => ('document' in outcome ? outcome.document.state : outcome.refused))).toEqual(
      Array(5).fill('VALIDATED'),
    );
    const rows = await posted(company);
    // In the order they came, numbers gapless; the four after the first in one transaction.
    expect(rows.map((row) => row.sourceId)).toEqual([invoice.id, ...ids]);
    expect(rows.map((row) => row.number)).toEqual([
      `VE-${company.year}-000001`,
      `OD-${company.year}-000001`,
      `VE-${company.year}-000002`,
      `VE-${company.year}-000003`,
      `VE-${company.year}-000004`,
      `AC-${company.year}-000001`,
    ]);
    expect(new Set(rows.slice(2).map((row) => row.transaction)).size).toBe(1);
    expect(rows[2]?.transaction).not.toBe(rows[1]?.transaction);
    expect(await verified(company)).toMatchObject({ valid: true, checkedEntries: 6 });

    const [, , one, two] = settled.map((outcome) => ('document' in outcome ? outcome.document : undefined));
    expect(await entryLines(context.app, one?.journalEntryId ?? null)).toEqual([
      ['4111', '0', '35775'],
      ['7011', '30000', '0'],
      ['4431', '5775', '0'],
    ]);
    expect(await entryLines(context.app, two?.journalEntryId ?? null)).toEqual([
      ['4111', '0', '23850'],
      ['7011', '20000', '0'],
      ['4431', '3850', '0'],
    ]);
    // 119,250 − 35,775 − 23,850 = 59,625 still due, the three lines matched together, partly.
    expect(await readDocument(company, invoice.id)).toMatchObject({
      amountPaid: '59625',
      amountDue: '59625',
      settlement: 'PARTIALLY_PAID',
    });
    expect(await customerMatchings(company)).toEqual([
      {
        lines: [
          [`VE-${company.year}-000001`, '119250', '0'],
          [`VE-${company.year}-000003`, '0', '35775'],
          [`VE-${company.year}-000004`, '0', '23850'],
        ],
        balance: '59625',
        balanceInCurrency: null,
        partial: true,
      },
    ]);
    for (const [index, outcome] of settled.entries()) {
      if ('document' in outcome) expect(await readDocument(company, ids[index] ?? '')).toEqual(outcome.document);
    }
  });

  it('refuses the note that would credit more than is left once the notes before it count, validates the rest', async () => {
    const company = await books(context.app);
    const session = claimsOf(company);
    const queue = createValidationQueue(context.handle.db);
    const invoice = await validatedInvoice(context.app, company, 'SALE_INVOICE', [
      { quantity: '1', unitPrice: '100000', vatRate: '19.25' },
    ]);
    const alone = await createDraft(context.app, company);
    // 71,550 of the 119,250; then 59,625, more than the 47,700 left; then exactly those 47,700.
    const first = await creditNote(company, invoice.id, '60000');
    const tooMuch = await creditNote(company, invoice.id, '50000');
    const sale = await invoiceDraft(company, 'SALE_INVOICE');
    const last = await creditNote(company, invoice.id, '40000');
    const ids = [alone.id, first.id, tooMuch.id, sale.id, last.id];

    const settled = await outcomes(ids.map((id) => queue.validate(session, company.workFolderId, id)));

    expect(settled.map((outcome) => ('document' in outcome ? outcome.document.state : outcome.refused))).toEqual([
      'VALIDATED',
      'VALIDATED',
      [422, 'CREDIT_NOTE_EXCEEDS_AMOUNT_DUE'],
      'VALIDATED',
      'VALIDATED',
    ]);
    const rows = await posted(company);
    expect(rows.map((row) => row.sourceId)).toEqual([invoice.id, alone.id, first.id, sale.id, last.id]);
    expect(rows.map((row) => row.number)).toEqual([
      `VE-${company.year}-000001`,
      `OD-${company.year}-000001`,
      `VE-${company.year}-000002`,
      `VE-${company.year}-000003`,
      `VE-${company.year}-000004`,
    ]);
    expect(new Set(rows.slice(2).map((row) => row.transaction)).size).toBe(1);
    expect(await verified(company)).toMatchObject({ valid: true, checkedEntries: 5 });
    expect(await readDocument(company, tooMuch.id)).toMatchObject({
      state: 'DRAFT',
      number: null,
      journalEntryId: null,
    });
    expect(await readDocument(company, invoice.id)).toMatchObject({ amountDue: '0', settlement: 'PAID' });
    expect(await customerMatchings(company)).toEqual([
      {
        lines: [
          [`VE-${company.year}-000001`, '119250', '0'],
          [`VE-${company.year}-000002`, '0', '71550'],
          [`VE-${company.year}-000004`, '0', '47700'],
        ],
        balance: '0',
        balanceInCurrency: null,
        partial: false,
      },
    ]);
  });

  it('takes two notes of a USD invoice off it at its rate, in one batch, and leaves no residue', async () => {
    // 10,000.00 USD at 600.1235 = 6,001,235 XAF owed; 5,000.00 USD is 3,000,617.5 of it.
    const company = await booksWithRates(context.app, { '03-01': '600.1235' });
    const session = claimsOf(company);
    const queue = createValidationQueue(context.handle.db);
    const invoice = await usdInvoice(context.app, company, '10000.00');
    const alone = await createDraft(context.app, company);
    const usdNote = (unitPrice: string) =>
      creditNote(company, invoice.id, unitPrice, {
        currency: 'USD',
        lines: [{ description: 'Return', quantity: '1', unitPrice, vatRate: '0' }],
      });
    const first = await usdNote('5000.00');
    // A draft naming no party, so that the parties' accounts hold the invoice and its notes only.
    const entry = await createDraft(context.app, company);
    const second = await usdNote('5000.00');
    const ids = [alone.id, first.id, entry.id, second.id];

    const settled = await outcomes(ids.map((id) => queue.validate(session, company.workFolderId, id)));

    expect(settled.map((outcome) => ('document' in outcome ? outcome.document.state : outcome.refused))).toEqual(
      Array(4).fill('VALIDATED'),
    );
    const rows = await posted(company);
    expect(rows.map((row) => row.sourceId)).toEqual([invoice.id, ...ids]);
    expect(new Set(rows.slice(2).map((row) => row.transaction)).size).toBe(1);
    const [, one, , two] = settled.map((outcome) => ('document' in outcome ? outcome.document : undefined));
    expect(await entryLines(context.app, one?.journalEntryId ?? null)).toEqual([
      ['4111', '0', '3000618'],
      ['7011', '3000618', '0'],
    ]);
    // The second takes what the first left of the receivable, 6,001,235 − 3,000,618; the sales side is
    // converted alone, so the unit between the two halves of 0.5 goes to exchange gains.
    expect(await entryLines(context.app, two?.journalEntryId ?? null)).toEqual([
      ['4111', '0', '3000617'],
      ['7011', '3000618', '0'],
      ['756', '0', '1'],
    ]);
    expect(await readDocument(company, invoice.id)).toMatchObject({ amountDue: '0.00', settlement: 'PAID' });
    expect(await partyBalance(context.app, company)).toBe('0');
    expect(await customerMatchings(company)).toEqual([
      {
        lines: [
          [`VE-${company.year}-000001`, '6001235', '0'],
          [`VE-${company.year}-000002`, '0', '3000618'],
          [`VE-${company.year}-000003`, '0', '3000617'],
        ],
        balance: '0',
        balanceInCurrency: '0.00',
        partial: false,
      },
    ]);
    expect(await verified(company)).toMatchObject({ valid: true, checkedEntries: 5 });
  });

  it('over HTTP, of two notes fired at once that together credit more than the invoice, refuses one', async () => {
    const company = await books(context.app);
    const invoice = await validatedInvoice(context.app, company, 'SALE_INVOICE', [
      { quantity: '1', unitPrice: '100000', vatRate: '19.25' },
    ]);
    const drafts = [];
    for (let index = 0; index < 4; index++) drafts.push(await createDraft(context.app, company));
    // 71,550 each, of the 119,250 due.
    const notes = [await creditNote(company, invoice.id, '60000'), await creditNote(company, invoice.id, '60000')];
    const responses = await Promise.all(
      [drafts[0], notes[0], drafts[1], drafts[2], notes[1], drafts[3]].map((draft) =>
        changeState(context.app, company, draft?.id ?? '', 'VALIDATED'),
      ),
    );

    const statuses = responses.map((response) =>
      response.statusCode === 200 ? 200 : [response.statusCode, errorOf(response).code],
    );
    expect(statuses.filter((status) => status !== 200)).toEqual([[422, 'CREDIT_NOTE_EXCEEDS_AMOUNT_DUE']]);
    expect(await readDocument(company, invoice.id)).toMatchObject({ amountDue: '47700' });
    const states = await Promise.all(notes.map(async (note) => (await readDocument(company, note.id)).state));
    expect(states.sort()).toEqual(['DRAFT', 'VALIDATED']);
    expect(await verified(company)).toMatchObject({ valid: true, checkedEntries: 6 });
  });
});
