import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trialBalance } from '../../testing/books.ts';
import { accountIdsByNumber, changeState, createDraft, validatedEntry } from '../../testing/ledger-fixtures.ts';
import { pdfTexts } from '../../testing/pdf-text.ts';
import { type Books, books, docs, postedLines, validatedInvoice } from '../../testing/sales-fixtures.ts';
import { call, createTestContext, type TestContext } from '../../testing/test-app.ts';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());

const folderUrl = (company: Books) => `/v1/accountings/workFolders/${company.workFolderId}`;

async function fileReturn(company: Books, period: string) {
  const response = await call(
    context.app,
    'POST',
    `${folderUrl(company)}/vat-returns`,
    { period },
    {
      token: company.token,
    },
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

async function preview(company: Books, period: string) {
  const response = await call(context.app, 'GET', `${folderUrl(company)}/vat-return`, undefined, {
    token: company.token,
    query: { period },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function periods(company: Books) {
  const response = await call(context.app, 'GET', `${folderUrl(company)}/vat-periods`, undefined, {
    token: company.token,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** The form's boxes as `box → amount` (and `box.base → base` where the line has a base). */
function boxes(form: { lines: Array<{ box: string; base: string | null; amount: string | null }> }) {
  const byBox: Record<string, string | null> = {};
  for (const line of form.lines) {
    byBox[line.box] = line.amount;
    if (line.base !== null) byBox[`${line.box}.base`] = line.base;
  }
  return byBox;
}

const day = (company: Books, monthDay: string) => `${company.year}-${monthDay}`;

const invoice = (company: Books, type: string, date: string, lines: Parameters<typeof validatedInvoice>[3]) =>
  validatedInvoice(context.app, company, type, lines, { date: day(company, date), dueDate: day(company, date) });

async function payVat(company: Books, returnId: string, body: Record<string, unknown>) {
  return call(context.app, 'POST', `${folderUrl(company)}/vat-returns/${returnId}/payments`, body, {
    token: company.token,
  });
}

/** A hand entry dated in a filed period is refused, and nothing is written: the trial balance is unchanged. */
async function expectRefusedInFiledPeriod(company: Books, date: string, lines: Parameters<typeof validatedEntry>[3]) {
  const before = await trialBalance(context.app, company);
  const ids = await accountIdsByNumber(context.app, company);
  const draft = await createDraft(
    context.app,
    company,
    lines.map((line) => ({ ...line, account: ids.get(line.number) ?? line.number })),
    { date, label: 'Frais oubliés' },
  );
  const refused = await changeState(context.app, company, draft.id, 'VALIDATED');
  expect(refused.statusCode, refused.body).toBe(422);
  expect(refused.json().code).toBe('PERIOD_FILED');
  expect(await trialBalance(context.app, company)).toEqual(before);
}

describe('Cameroon (SYSCOHADA, XAF): January to March, filed, settled, paid, a credit carried', () => {
  let company: Books;
  let assetId: string;
  beforeAll(async () => {
    company = await books(context.app);
    assetId = (await accountIdsByNumber(context.app, company)).get('2441') ?? '';
  });

  it('files January: the DGI form, its settlement entry to 4441, its PDF', async () => {
    // Sales: 3 × 151,000 at 19.25 % = 453,000, VAT 87,202.5 → 87,203 for the rate; 100,000 at 0 %.
    await invoice(company, 'SALE_INVOICE', '01-10', [
      { quantity: '3', unitPrice: '151000', vatRate: '19.25' },
      { quantity: '1', unitPrice: '100000', vatRate: '0' },
    ]);
    // Purchases: office equipment 200,000 (VAT 38,500 on 4451) and goods 50,000 (the rest of the rate's
    // 48,125: 9,625 on 4452).
    await invoice(company, 'PURCHASE_INVOICE', '01-15', [
      { quantity: '1', unitPrice: '200000', vatRate: '19.25', accountId: assetId },
      { quantity: '1', unitPrice: '50000', vatRate: '19.25' },
    ]);
    // Bank fees by hand: 5,000 and 963 of VAT on services (4454).
    await validatedEntry(context.app, company, day(company, '01-20'), [
      { number: '6318', debit: '5000' },
      { number: '4454', debit: '963' },
      { number: '5211', credit: '5963' },
    ]);
    // 87,203 − (38,500 + 9,625 + 963) = 38,115 due; principal 38,115 / 1.1 = 34,650, CAC 3,465.
    const filed = await fileReturn(company, `${company.year}-01`);
    expect(filed).toMatchObject({ reference: `TVA-${company.year}-01`, deadline: day(company, '02-15') });
    expect(boxes(filed.form)).toMatchObject({
      'CA.1925': '87203',
      'CA.1925.base': '453000',
      'CA.0.base': '100000',
      'CA.REG': '0',
      TC: '87203',
      'TC.P': '79275',
      'TC.CAC': '7928',
      'TD.IMMO': '38500',
      'TD.ABS': '10588',
      'TD.REP': '0',
      TD: '49088',
      NET: '38115',
      'NET.P': '34650',
      'NET.CAC': '3465',
      CR: '0',
    });
    expect(await postedLines(context.app, company, filed.settlementEntryNumber)).toEqual([
      ['4431', '87203', '0'],
      ['4451', '0', '38500'],
      ['4452', '0', '9625'],
      ['4454', '0', '963'],
      ['4441', '0', '38115'],
    ]);
    const pdf = await call(context.app, 'GET', `${folderUrl(company)}/vat-returns/${filed.id}`, undefined, {
      token: company.token,
      query: { format: 'pdf', lang: 'fr' },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdfTexts(pdf.rawPayload).join(' ');
    expect(text).toContain('TVA à payer, dont CAC 10 %');
    expect(text).toContain(`TVA-${company.year}-01`);
  });

  it('locks January: an entry or a document dated in it is refused with PERIOD_FILED, nothing written', async () => {
    await expectRefusedInFiledPeriod(company, day(company, '01-25'), [
      { number: '6318', debit: '10000' },
      { number: '4454', debit: '1925' },
      { number: '5211', credit: '11925' },
    ]);
    const draft = await call(
      context.app,
      'POST',
      docs(company),
      {
        type: 'SALE_INVOICE',
        date: day(company, '01-31'),
        partyId: company.customerId,
        lines: [{ description: 'Oubli', quantity: '1', unitPrice: '1000', vatRate: '19.25' }],
      },
      { token: company.token },
    );
    const refused = await changeState(context.app, company, draft.json().id, 'VALIDATED');
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'PERIOD_FILED', frMessage: expect.stringContaining('déposée') });
    const twice = await call(
      context.app,
      'POST',
      `${folderUrl(company)}/vat-returns`,
      { period: `${company.year}-01` },
      {
        token: company.token,
      },
    );
    expect([twice.statusCode, twice.json().code]).toEqual([409, 'VAT_RETURN_ALREADY_FILED']);
  });

  it('pays January from the bank, matched with the settlement line of 4441', async () => {
    const [january] = (await periods(company)).items;
    const tooMuch = await payVat(company, january.returnId, {
      date: day(company, '02-10'),
      method: 'BANK_TRANSFER',
      amount: '38116',
    });
    expect([tooMuch.statusCode, tooMuch.json().code]).toEqual([422, 'VAT_PAYMENT_EXCEEDS_DUE']);
    const paid = await payVat(company, january.returnId, { date: day(company, '02-10'), method: 'BANK_TRANSFER' });
    expect(paid.statusCode, paid.body).toBe(201);
    const [payment] = paid.json().actions;
    expect(paid.json().amountPaid).toBe('38115');
    expect(await postedLines(context.app, company, payment.entryNumber)).toEqual([
      ['4441', '38115', '0'],
      ['5211', '0', '38115'],
    ]);
    const matchings = await call(
      context.app,
      'GET',
      `/v1/accountings/companies/${company.companyId}/matchings`,
      undefined,
      {
        token: company.token,
      },
    );
    const onVatDue = matchings.json().items.filter((item: { accountNumber: string }) => item.accountNumber === '4441');
    expect(onVatDue).toHaveLength(1);
    expect(onVatDue[0]).toMatchObject({ partial: false, balance: '0' });
    expect((await periods(company)).items[0]).toMatchObject({ state: 'FILED', paid: true, amountPaid: '38115' });
  });

  it('files February with a credit, carries it into March, where the January fee is regularised', async () => {
    await invoice(company, 'PURCHASE_INVOICE', '02-05', [
      { quantity: '1', unitPrice: '1000000', vatRate: '19.25', accountId: assetId },
    ]);
    await invoice(company, 'SALE_INVOICE', '02-12', [{ quantity: '1', unitPrice: '200000', vatRate: '19.25' }]);
    // 38,500 − 192,500 = a credit of 154,000 to 4449.
    const february = await fileReturn(company, `${company.year}-02`);
    expect(boxes(february.form)).toMatchObject({ TC: '38500', TD: '192500', NET: '0', CR: '154000' });
    expect(await postedLines(context.app, company, february.settlementEntryNumber)).toEqual([
      ['4431', '38500', '0'],
      ['4451', '0', '192500'],
      ['4449', '154000', '0'],
    ]);
    await invoice(company, 'SALE_INVOICE', '03-15', [{ quantity: '1', unitPrice: '400000', vatRate: '19.25' }]);
    // The bank fee forgotten in January, booked in March: its VAT is deducted in March's return.
    await validatedEntry(context.app, company, day(company, '03-05'), [
      { number: '6318', debit: '10000' },
      { number: '4454', debit: '1925' },
      { number: '5211', credit: '11925' },
    ]);
    // 77,000 − 1,925 − 154,000 carried = a credit of 78,925.
    const march = await fileReturn(company, `${company.year}-03`);
    expect(boxes(march.form)).toMatchObject({
      TC: '77000',
      'TD.ABS': '1925',
      'TD.REP': '154000',
      TD: '155925',
      NET: '0',
      CR: '78925',
    });
    expect(await postedLines(context.app, company, march.settlementEntryNumber)).toEqual([
      ['4431', '77000', '0'],
      ['4454', '0', '1925'],
      ['4449', '0', '154000'],
      ['4449', '78925', '0'],
    ]);
    // January as filed stays readable, and the books still give its figures (settlements left out by kind).
    expect((await preview(company, `${company.year}-01`)).netDue).toBe('38115');
    const states = (await periods(company)).items.map((item: { period: string; state: string; deadline: string }) => [
      item.period,
      item.state,
      item.deadline,
    ]);
    expect(states.slice(0, 4)).toEqual([
      [`${company.year}-01`, 'FILED', day(company, '02-15')],
      [`${company.year}-02`, 'FILED', day(company, '03-15')],
      [`${company.year}-03`, 'FILED', day(company, '04-15')],
      [`${company.year}-04`, 'OPEN', day(company, '05-15')],
    ]);
  });
});
