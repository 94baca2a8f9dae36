import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { books, doc, payment, read, validatedInvoice, validatePayment } from '../../testing/sales-fixtures.ts';
import { queryRows } from '../../testing/sql.ts';
import { call, createTestContext, type TestContext } from '../../testing/test-app.ts';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());

describe('a French company out of the box', () => {
  it('signs up, invoices, takes cash into 531, cancels an unpaid invoice and exports the FEC', async () => {
    const company = await books(context.app, { countryCode: 'FR', typeCode: 'SAS', taxSystemCode: 'RN' });
    const token = { token: company.token };

    const settings = await call(context.app, 'GET', `/v1/companies/${company.companyId}/settings`, undefined, token);
    expect(settings.statusCode, settings.body).toBe(200);
    expect(settings.json().postingAccounts).toMatchObject({
      cash: '531',
      bank: '5121',
      salesRevenue: '706',
      customer: '411100',
      vatDeductible: '445660',
    });

    // 2 × 45.00 = 90.00 at 20 %: 18.00 of VAT, 108.00 in all.
    const first = await validatedInvoice(context.app, company, 'SALE_INVOICE', [
      { quantity: '2', unitPrice: '45.00', vatRate: '20' },
    ]);
    expect(first.totals).toMatchObject({ excludingTax: '90.00', vat: '18.00', includingTax: '108.00' });
    const receipt = await payment(context.app, company, {
      type: 'RECEIPT',
      accountingDocumentId: first.id,
      amount: '108.00',
      method: 'CASH',
    });
    const paid = await validatePayment(context.app, company, receipt.id);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ treasuryAccountNumber: '531', number: `CA-${company.year}-000001` });
    expect(await read(context.app, company, first.id)).toMatchObject({ amountDue: '0.00', settlement: 'PAID' });

    // 40.25 at 5.5 % = 2.21375 → 2.21; 42.46 in all, unpaid ("0.00" paid), so it may be cancelled.
    const second = await validatedInvoice(context.app, company, 'SALE_INVOICE', [
      { quantity: '1', unitPrice: '40.25', vatRate: '5.5' },
    ]);
    expect(second).toMatchObject({ amountPaid: '0.00', amountDue: '42.46' });
    const cancelled = await call(context.app, 'POST', `${doc(company, second.id)}/state/CANCELLED`, undefined, {
      ...token,
      query: { cancellationDate: `${company.year}-06-30` },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    const fec = await call(
      context.app,
      'GET',
      `/v1/accountings/workFolders/${company.workFolderId}/fec`,
      undefined,
      token,
    );
    expect(fec.statusCode, fec.body).toBe(200);
    const [, ...lines] = fec.body
      .replace(/\r\n$/, '')
      .split('\r\n')
      .map((line) => line.split('\t'));
    // Journal, number, date, account, label, debit, credit.
    const rows = lines.map((line) => [line[0], line[2], line[3], line[4], line[10], line[11], line[12]]);
    // The invoice is of services (706): its VAT waited in 44574 and is due once paid (CGI art. 269-2-c).
    expect(rows.filter((row) => row[0] === 'CA').map((row) => [row[3], row[5], row[6]])).toEqual([
      ['531', '108,00', '0,00'],
      ['411100', '0,00', '108,00'],
      ['44574', '18,00', '0,00'],
      ['44571', '0,00', '18,00'],
    ]);
    // Letter codes: the paid invoice with its receipt (AA), the cancelled invoice with its reversal
    // (AB); DateLet is the date of the latest line of each matching.
    const lettered = lines.filter((line) => line[4] === '411100').map((line) => [line[2], line[3], line[13], line[14]]);
    const firstNumber = `VE-${company.year}-000001`;
    const receiptNumber = `CA-${company.year}-000001`;
    const dateOf = (number: string) => lettered.find((line) => line[0] === number)?.[1] ?? '';
    const paidOn = [dateOf(firstNumber), dateOf(receiptNumber)].sort().at(-1);
    expect(lettered.filter((line) => line[2] === 'AA').map((line) => [line[0], line[3]])).toEqual([
      [firstNumber, paidOn],
      [receiptNumber, paidOn],
    ]);
    expect(lettered.filter((line) => line[2] === 'AB').map((line) => [line[0], line[3]])).toEqual([
      [`VE-${company.year}-000002`, `${company.year}0630`],
      [`VE-${company.year}-000003`, `${company.year}0630`],
    ]);
    const reversalNumber = `VE-${company.year}-000003`;
    expect(rows.filter((row) => row[1] === reversalNumber)).toEqual([
      ['VE', reversalNumber, `${company.year}0630`, '411100', 'REF-1', '0,00', '42,46'],
      ['VE', reversalNumber, `${company.year}0630`, '706', 'REF-1', '40,25', '0,00'],
      ['VE', reversalNumber, `${company.year}0630`, '44574', 'REF-1', '2,21', '0,00'],
    ]);
  });

  it('answers its settings even when a saved posting account is no longer an account number (53)', async () => {
    const company = await books(context.app, { countryCode: 'FR', typeCode: 'SAS', taxSystemCode: 'RN' });
    const url = `/v1/companies/${company.companyId}/settings`;
    const {
      companyId: _id,
      updatedAt: _at,
      ...body
    } = (await call(context.app, 'GET', url, undefined, { token: company.token })).json();
    expect((await call(context.app, 'PUT', url, body, { token: company.token })).statusCode).toBe(200);
    await queryRows(
      context.handle.db,
      sql`update company_settings set posting_accounts = jsonb_set(posting_accounts, '{cash}', '"53"')
          where company_id = ${company.companyId}`,
    );
    const read = await call(context.app, 'GET', url, undefined, { token: company.token });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().postingAccounts).toMatchObject({ cash: '531', bank: '5121' });
  });
});
