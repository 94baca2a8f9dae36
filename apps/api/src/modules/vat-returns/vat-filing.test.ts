import { execFileSync } from 'node:child_process';
import type { FiledVatReturn } from '@bilan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clean } from '../../lib/export/pdf-export.ts';
import { trialBalance } from '../../testing/books.ts';
import { accountIdsByNumber, changeState, createDraft, validatedEntry } from '../../testing/ledger-fixtures.ts';
import { pdfTexts } from '../../testing/pdf-text.ts';
import { type Books, books, docs, postedLines, validatedInvoice } from '../../testing/sales-fixtures.ts';
import { call, createTestContext, type TestContext } from '../../testing/test-app.ts';

let context: TestContext;

/**
 * The return's PDF as a reader copies it (pdftotext), spaces collapsed: every line's label reads whole,
 * wrapped in its box, never cut.
 */
function expectEveryLabelWhole(pdf: Buffer, filed: FiledVatReturn) {
  const text = execFileSync('pdftotext', ['-', '-'], { input: pdf }).toString('utf8').replace(/\s+/g, ' ');
  expect(text).not.toContain('…');
  for (const line of filed.form.lines) expect(text).toContain(clean(line.label).replace(/\s+/g, ' '));
}
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
    // Laid out as a form: the taxpayer's identifiers, the net due framed, a box for the signature.
    for (const part of ['CONTRIBUABLE', 'NIU', 'RCCM', 'Net à payer', '38 115 XAF', 'Date et signature']) {
      expect(text).toContain(part);
    }
    expectEveryLabelWhole(pdf.rawPayload, filed);
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

describe('France (PCG, EUR): the CA3 in whole euros, January to March, and a refund claim', () => {
  let company: Books;
  let assetId: string;
  beforeAll(async () => {
    company = await books(context.app, { countryCode: 'FR', typeCode: 'SAS', taxSystemCode: 'RN' });
    assetId = (await accountIdsByNumber(context.app, company)).get('2183') ?? '';
  });

  it('files January: rate lines from the documents, each rounded, and the cents to 758', async () => {
    // 33.33 + 33.33 + 33.34 at 20 %: VAT 20.00 for the rate (not 6.67 × 3 = 20.01); 50.00 at 5.5 %: 2.75.
    await invoice(company, 'SALE_INVOICE', '01-08', [
      { quantity: '1', unitPrice: '33.33', vatRate: '20', supplyKind: 'GOODS' },
      { quantity: '1', unitPrice: '33.33', vatRate: '20', supplyKind: 'GOODS' },
      { quantity: '1', unitPrice: '33.34', vatRate: '20', supplyKind: 'GOODS' },
      { quantity: '1', unitPrice: '50.00', vatRate: '5.5', supplyKind: 'GOODS' },
    ]);
    // 1,234.56 at 10 %: 123.456 → 123.46.
    await invoice(company, 'SALE_INVOICE', '01-09', [
      { quantity: '1', unitPrice: '1234.56', vatRate: '10', supplyKind: 'GOODS' },
    ]);
    // A computer 500.00 and supplies 60.10 at 20 %: 112.02 for the rate, 100.00 on 44562 and 12.02 on 445660.
    await invoice(company, 'PURCHASE_INVOICE', '01-12', [
      { quantity: '1', unitPrice: '500.00', vatRate: '20', accountId: assetId },
      { quantity: '1', unitPrice: '60.10', vatRate: '20' },
    ]);
    await validatedEntry(context.app, company, day(company, '01-20'), [
      { number: '6278', debit: '15.00' },
      { number: '445660', debit: '3.00' },
      { number: '5121', credit: '18.00' },
    ]);
    // Booked: 146.21 − 100.00 − 15.02 = 31.19. The form: 20 + 123 + 3 = 146; 100 + 15 = 115; 31 due.
    const filed = await fileReturn(company, `${company.year}-01`);
    expect(filed.deadline).toBe(day(company, '02-19'));
    expect(boxes(filed.form)).toMatchObject({
      'A1.base': '1385.00',
      '08.base': '100.00',
      '08': '20.00',
      '9B.base': '1235.00',
      '9B': '123.00',
      '09.base': '50.00',
      '09': '3.00',
      '5B': '0.00',
      '16': '146.00',
      '19': '100.00',
      '20': '15.00',
      '22': '0.00',
      '23': '115.00',
      '28': '31.00',
      '32': '31.00',
      '27': '0.00',
    });
    // 0.19 booked above the 31 euros declared goes to 758000.
    expect(await postedLines(context.app, company, filed.settlementEntryNumber)).toEqual([
      ['44562', '0.00', '100.00'],
      ['445660', '0.00', '15.02'],
      ['44571', '146.21', '0.00'],
      ['44551', '0.00', '31.00'],
      ['758000', '0.00', '0.19'],
    ]);
    const pdf = await call(context.app, 'GET', `${folderUrl(company)}/vat-returns/${filed.id}`, undefined, {
      token: company.token,
      query: { format: 'pdf', lang: 'fr' },
    });
    const text = pdfTexts(pdf.rawPayload).join(' ');
    expect(text).toContain('3310-CA3');
    expect(text).toContain('Total de la TVA brute due');
    expectEveryLabelWhole(pdf.rawPayload, filed);
  });

  it('pays January, then files February with a credit and carries it into March (line 22)', async () => {
    const [january] = (await periods(company)).items;
    const paid = await payVat(company, january.returnId, {
      date: day(company, '02-15'),
      method: 'BANK_TRANSFER',
      reference: 'Virement DGFiP',
    });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(await postedLines(context.app, company, paid.json().actions[0].entryNumber)).toEqual([
      ['44551', '31.00', '0.00'],
      ['5121', '0.00', '31.00'],
    ]);
    await invoice(company, 'PURCHASE_INVOICE', '02-03', [
      { quantity: '1', unitPrice: '2000.00', vatRate: '20', accountId: assetId },
    ]);
    await invoice(company, 'SALE_INVOICE', '02-17', [
      { quantity: '1', unitPrice: '300.00', vatRate: '20', supplyKind: 'GOODS' },
    ]);
    const february = await fileReturn(company, `${company.year}-02`);
    expect(boxes(february.form)).toMatchObject({
      '16': '60.00',
      '19': '400.00',
      '23': '400.00',
      '25': '340.00',
      '27': '340.00',
      '28': '0.00',
    });
    expect(await postedLines(context.app, company, february.settlementEntryNumber)).toEqual([
      ['44562', '0.00', '400.00'],
      ['44571', '60.00', '0.00'],
      ['44567', '340.00', '0.00'],
    ]);
    await expectRefusedInFiledPeriod(company, day(company, '01-31'), [
      { number: '6278', debit: '10.00' },
      { number: '445660', debit: '2.00' },
      { number: '5121', credit: '12.00' },
    ]);
    await invoice(company, 'SALE_INVOICE', '03-10', [
      { quantity: '1', unitPrice: '1000.00', vatRate: '20', supplyKind: 'GOODS' },
    ]);
    // The January fee refused above, booked in March: a regularisation in March's return.
    await validatedEntry(context.app, company, day(company, '03-05'), [
      { number: '6278', debit: '10.00' },
      { number: '445660', debit: '2.00' },
      { number: '5121', credit: '12.00' },
    ]);
    // 200 − (2 + 340 carried) = a credit of 142.
    const march = await fileReturn(company, `${company.year}-03`);
    expect(boxes(march.form)).toMatchObject({
      '16': '200.00',
      '20': '2.00',
      '22': '340.00',
      '23': '342.00',
      '27': '142.00',
    });
    expect(await postedLines(context.app, company, march.settlementEntryNumber)).toEqual([
      ['445660', '0.00', '2.00'],
      ['44571', '200.00', '0.00'],
      ['44567', '0.00', '340.00'],
      ['44567', '142.00', '0.00'],
    ]);
  });

  it('claims the refund of March’s credit (3519) to 44583: April carries nothing', async () => {
    const march = (await periods(company)).items[2];
    const olderClaim = await call(
      context.app,
      'POST',
      `${folderUrl(company)}/vat-returns/${(await periods(company)).items[1].returnId}/refund-claims`,
      { date: day(company, '04-05') },
      { token: company.token },
    );
    expect([olderClaim.statusCode, olderClaim.json().code]).toEqual([422, 'VAT_RETURN_OUT_OF_ORDER']);
    const claimed = await call(
      context.app,
      'POST',
      `${folderUrl(company)}/vat-returns/${march.returnId}/refund-claims`,
      { date: day(company, '04-05') },
      { token: company.token },
    );
    expect(claimed.statusCode, claimed.body).toBe(201);
    expect(claimed.json().refundClaimed).toBe('142.00');
    expect(await postedLines(context.app, company, claimed.json().actions[0].entryNumber)).toEqual([
      ['44583', '142.00', '0.00'],
      ['44567', '0.00', '142.00'],
    ]);
    expect((await preview(company, `${company.year}-04`)).creditCarriedForward).toBe('0.00');
  });
});
