import type { SearchResults } from '@bilan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeState, createDraft } from '../../testing/ledger-fixtures.ts';
import { type Books, books, docs, validatedInvoice } from '../../testing/sales-fixtures.ts';
import { call, createTestContext, errorOf, type TestContext } from '../../testing/test-app.ts';

let context: TestContext;
let company: Books;
/** The documents of `company` the searches should find. */
const found = { invoice: '', invoiceNumber: '', entry: '', entryNumber: '', draft: '' };

beforeAll(async () => {
  context = await createTestContext();
  company = await books(context.app);
  // 3 × 25,000 = 75,000 excluding tax; VAT 19.25 % = 14,437.5, rounded to 14,438: 89,438 including tax.
  const invoice = await validatedInvoice(
    context.app,
    company,
    'SALE_INVOICE',
    [{ quantity: '3', unitPrice: '25000', vatRate: '19.25' }],
    { reference: 'BC-7781', label: 'Livraison Akwa' },
  );
  found.invoice = invoice.id;
  found.invoiceNumber = invoice.number;
  const entry = await createDraft(
    context.app,
    company,
    [
      { account: '5211', debit: '450000' },
      { account: '1013', credit: '450000' },
    ],
    { label: 'Apport en capital', reference: 'CAP-2026' },
  );
  const validated = await changeState(context.app, company, entry.id, 'VALIDATED');
  found.entry = entry.id;
  found.entryNumber = validated.json().number;
  // 2.5 × 1,001 = 2,502.5 → 2,503; 10 % discount 250.3 → 250: 2,253; VAT 433.70 → 434: 2,687 including tax.
  const draft = await call(
    context.app,
    'POST',
    docs(company),
    {
      type: 'PURCHASE_INVOICE',
      date: `${company.year}-04-02`,
      partyId: company.supplierId,
      reference: 'FAC-MOULINS-17',
      lines: [{ description: 'Farine', quantity: '2.5', unitPrice: '1001', vatRate: '19.25', discountRate: '10' }],
    },
    { token: company.token },
  );
  expect(draft.statusCode, draft.body).toBe(201);
  found.draft = draft.json().id;
});
afterAll(() => context.close());

async function search(q: string, options: { as?: Books; lang?: string; companyId?: string } = {}) {
  const as = options.as ?? company;
  return call(context.app, 'GET', `/v1/companies/${options.companyId ?? as.companyId}/search`, undefined, {
    token: as.token,
    query: { q, ...(options.lang ? { lang: options.lang } : {}) },
  });
}

async function results(q: string, lang?: string): Promise<SearchResults> {
  const response = await search(q, { lang });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const ids = (group: { items: Array<{ id: string }> }) => group.items.map((item) => item.id);

describe('GET /v1/companies/:companyId/search', () => {
  it.each([
    ['the invoice number', () => found.invoiceNumber, () => found.invoice],
    ['the entry number in lower case', () => found.entryNumber.toLowerCase(), () => found.entry],
    ['the end of a number', () => found.invoiceNumber.slice(-8), () => found.invoice],
    ['a reference', () => 'BC-7781', () => found.invoice],
    ['the start of a reference', () => 'fac-moul', () => found.draft],
    ['a label', () => 'capital', () => found.entry],
    ['a total including tax, grouped as people type it', () => '89 438', () => found.invoice],
    ['the debit total of an entry', () => '450000', () => found.entry],
    ['the total of a draft with a discount', () => '2687', () => found.draft],
  ])('finds a document by %s', async (_field, text, expected) => {
    expect(ids((await results(text())).documents)).toContain(expected());
  });

  it.each([
    ['name', 'akwa', () => company.customerId],
    ['name starting with two letters of a word', 'mo', () => company.supplierId],
    ['code', 'C00001', () => company.customerId],
    ['code', 'f00001', () => company.supplierId],
    ['phone, typed with spaces', '677 12 34', () => company.customerId],
    ['phone, in international form', '+23767712', () => company.customerId],
  ])('finds a party by %s (%s)', async (_field, text, expected) => {
    expect(ids((await results(text)).parties)).toContain(expected());
  });

  it.each([
    ['its number', '4431', 'en', '4431', 'VAT invoiced on sales', false],
    ['its English label', 'local banks', 'en', '521', 'Local banks', true],
    ['its French label', 'banques loc', 'fr', '521', 'Banques locales', true],
  ])('finds an account by %s', async (_field, text, lang, number, label, isGroup) => {
    const [first] = (await results(text, lang)).accounts.items;
    expect(first).toMatchObject({ number, label, class: number.slice(0, 1), isGroup, active: true });
  });

  it('groups the hits by kind, each with what opens its screen', async () => {
    const found_ = await results('Akwa');
    expect(found_.query).toBe('Akwa');
    expect(found_.amount).toBeNull();
    expect(found_.documents).toEqual({
      items: [
        {
          id: found.invoice,
          workFolderId: company.workFolderId,
          type: 'SALE_INVOICE',
          state: 'VALIDATED',
          number: found.invoiceNumber,
          reference: 'BC-7781',
          label: 'Livraison Akwa',
          date: `${company.year}-03-01`,
          amount: '89438',
          party: { id: company.customerId, role: 'CUSTOMER', name: 'Boulangerie Akwa' },
        },
      ],
      more: false,
    });
    expect(found_.parties.items).toEqual([
      {
        id: company.customerId,
        role: 'CUSTOMER',
        code: 'C00001',
        name: 'Boulangerie Akwa',
        phone: '+237677123456',
        city: null,
        active: true,
      },
    ]);
    expect(found_.accounts).toEqual({ items: [], more: false });
  });

  it('reads the text as an amount when it is one, and a draft has no number yet', async () => {
    const found_ = await results('2 687');
    expect(found_.amount).toBe('2687');
    expect(found_.documents.items).toEqual([
      expect.objectContaining({ id: found.draft, state: 'DRAFT', number: null, amount: '2687' }),
    ]);
  });

  it('puts equal before starting with before containing, and an equal one leaves out those containing it', async () => {
    for (const reference of ['XR-1000', 'AXR-100', 'XR-100']) {
      await createDraft(context.app, company, undefined, { reference, label: 'Ordre' });
    }
    const references = async (text: string) => (await results(text)).documents.items.map((item) => item.reference);
    expect(await references('xr-100')).toEqual(['XR-100', 'XR-1000']);
    const starting = await references('xr-10');
    expect(starting.slice(0, 2).sort()).toEqual(['XR-100', 'XR-1000']);
    expect(starting.slice(2)).toEqual(['AXR-100']);
    const accounts = (await results('4011')).accounts.items.map((item) => item.number);
    expect(accounts[0]).toBe('4011');
    expect(accounts.slice(1).every((number) => number.startsWith('4011'))).toBe(true);
  });

  it('shows ten hits of a kind and says that more matched', async () => {
    const accounts = (await results('4')).accounts;
    expect(accounts.items).toHaveLength(10);
    expect(accounts.more).toBe(true);
    expect(accounts.items.every((account) => account.number.startsWith('4'))).toBe(true);
  });

  describe('as people type: accents and case ignored', () => {
    let zebulon = '';
    let zebulonInvoice = '';
    beforeAll(async () => {
      const customer = await call(
        context.app,
        'POST',
        `/v1/companies/${company.companyId}/customers`,
        { name: 'Établissements Zébulon' },
        { token: company.token },
      );
      expect(customer.statusCode, customer.body).toBe(201);
      zebulon = customer.json().id;
      // Neither its reference nor its label names the customer: only its party does.
      const invoice = await validatedInvoice(
        context.app,
        { ...company, customerId: zebulon },
        'SALE_INVOICE',
        [{ quantity: '1', unitPrice: '5000', vatRate: '0' }],
        { reference: 'BL-ÉTÉ-9', label: 'Réparation du groupe électrogène' },
      );
      zebulonInvoice = invoice.id;
    });

    it.each(['zebulon', 'ZEBULON', 'Zébulon', 'etablissements zeb'])(
      'finds the party "Établissements Zébulon" by %s',
      async (text) => {
        expect(ids((await results(text)).parties)).toEqual([zebulon]);
      },
    );

    it.each([
      ['its label without accents', 'electrogene'],
      ['its reference without accents', 'bl-ete-9'],
      ["its party's name", 'zebulon'],
    ])('finds a document by %s', async (_field, text) => {
      expect(ids((await results(text)).documents)).toContain(zebulonInvoice);
    });

    it("puts a document's own match before one by its party's name", async () => {
      const labelled = await createDraft(context.app, company, undefined, { label: 'Avance Zébulon' });
      expect(ids((await results('zebulon')).documents)).toEqual([labelled.id, zebulonInvoice]);
    });

    it('finds an account by its French label typed without accents', async () => {
      const [first] = (await results('reserves reg', 'fr')).accounts.items;
      expect(first).toMatchObject({ number: '113', label: 'Réserves réglementées' });
    });

    it('lists the customers matching a name typed without accents', async () => {
      const response = await call(context.app, 'GET', `/v1/companies/${company.companyId}/customers`, undefined, {
        token: company.token,
        query: { q: 'ZEBUL' },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().items.map((party: { id: string }) => party.id)).toEqual([zebulon]);
    });
  });

  it('matches LIKE wildcards as themselves', async () => {
    const found_ = await results('%');
    expect([found_.documents.items, found_.parties.items, found_.accounts.items]).toEqual([[], [], []]);
  });

  it("never returns another company's rows", async () => {
    const other = await books(context.app);
    const customer = await call(
      context.app,
      'POST',
      `/v1/companies/${other.companyId}/customers`,
      { name: 'Quincaillerie Zorrobar', phone: '699 88 77 66' },
      { token: other.token },
    );
    expect(customer.statusCode, customer.body).toBe(201);
    const invoice = await validatedInvoice(
      context.app,
      other,
      'SALE_INVOICE',
      [{ quantity: '1', unitPrice: '777777', vatRate: '0' }],
      { reference: 'ZORROBAR-42' },
    );
    for (const text of ['zorrobar', '777777', '699 88 77', invoice.number]) {
      const theirs = (await search(text, { as: other })).json() as SearchResults;
      expect(theirs.documents.items.length + theirs.parties.items.length, text).toBeGreaterThan(0);
      const ours = await results(text);
      expect([...ids(ours.documents), ...ids(ours.parties)], text).not.toContain(invoice.id);
      expect([...ids(ours.documents), ...ids(ours.parties)], text).not.toContain(customer.json().id);
    }
    // The number's shape exists in both companies: ours is found, theirs is not.
    expect(ids((await results(invoice.number)).documents)).toEqual([found.invoice]);
  });

  it.each([
    ['empty', ''],
    ['blank', '   '],
  ])('refuses an %s text with 400 SEARCH_QUERY_REQUIRED', async (_case, q) => {
    const response = await search(q);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({
      code: 'SEARCH_QUERY_REQUIRED',
      frMessage: 'Saisissez un texte à rechercher.',
      fields: [{ path: 'querystring.q', code: 'SEARCH_QUERY_REQUIRED' }],
    });
  });

  it('refuses a missing text and one over 100 characters', async () => {
    const missing = await call(context.app, 'GET', `/v1/companies/${company.companyId}/search`, undefined, {
      token: company.token,
    });
    expect(errorOf(missing).code).toBe('SEARCH_QUERY_REQUIRED');
    const long = await search('x'.repeat(101));
    expect(long.statusCode).toBe(400);
    expect(errorOf(long).fields).toEqual([{ path: 'querystring.q', code: 'SEARCH_QUERY_TOO_LONG' }]);
  });

  it("answers 404 for another company's id, as for a missing one", async () => {
    const other = await books(context.app);
    const response = await search('akwa', { companyId: other.companyId });
    expect(response.statusCode).toBe(404);
    expect(errorOf(response).code).toBe('NOT_FOUND');
  });
});
