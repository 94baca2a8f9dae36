import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstYearBooks } from '../../testing/annual-fixtures.ts';
import { ledgerCompany } from '../../testing/ledger-fixtures.ts';
import { books } from '../../testing/sales-fixtures.ts';
import { call, createTestContext, errorOf, type TestContext } from '../../testing/test-app.ts';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());

const notesUrl = (workFolderId: string, query = '') => `/v1/accountings/workFolders/${workFolderId}/notes${query}`;

describe('notes', () => {
  it('details the lines of a first year by hand, each note agreeing with its statement line', async () => {
    const company = await ledgerCompany(context.app);
    await firstYearBooks(context.app, company);
    const response = await call(context.app, 'GET', notesUrl(company.workFolderId, '?lang=fr'), undefined, {
      token: company.token,
    });
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json();
    expect(report.ties).toBe(true);
    const line = (note: string, ref: string, column: string) =>
      report.notes
        .find((entry: { note: string }) => entry.note === note)
        ?.lines.find((entry: { ref: string; column: string }) => entry.ref === ref && entry.column === column);
    expect(report.notes.find((entry: { note: string }) => entry.note === '3')).toMatchObject({
      title: 'Immobilisations : brutes (3A) et amortissements (3C)',
      // No fixed-assets register: the accounts.
      source: 'ACCOUNTS',
    });
    expect(line('3', 'AM', 'gross')).toMatchObject({
      opening: '0',
      increase: '3000000',
      decrease: '0',
      closing: '3000000',
      statementAmount: '3000000',
      ties: true,
      accounts: [{ accountNumber: '2441', closing: '3000000' }],
    });
    expect(line('3', 'AM', 'depreciation')).toMatchObject({ increase: '300000', closing: '300000', ties: true });
    expect(line('13', 'CA', 'amount')).toMatchObject({ increase: '5000000', closing: '5000000', ties: true });
    expect(line('16', 'DA', 'amount')).toMatchObject({ closing: '2000000', ties: true });
    expect(line('7', 'BI', 'gross')).toMatchObject({ increase: '1000000', decrease: '600000', closing: '400000' });
    expect(line('27', 'RK', 'amount')).toMatchObject({ closing: '-200000', statementAmount: '-200000' });
    expect(line('21', 'TA', 'amount')).toMatchObject({ closing: '1000000', ties: true });
    // By maturity: the customer's open items (an invoice of 1,000,000 less 600,000 received) fall due in the year;
    // the loan has no schedule in the ledger; the payable on the equipment (481) is current.
    const byMaturity = (upToOneYear: string, undated = '0') => ({
      maturity: { upToOneYear, oneToTwoYears: '0', overTwoYears: '0', undated },
    });
    expect(line('7', 'BI', 'gross')).toMatchObject(byMaturity('400000'));
    expect(line('16', 'DA', 'amount')).toMatchObject(byMaturity('0', '2000000'));
    expect(line('5', 'DH', 'amount')).toMatchObject(byMaturity('500000'));
    expect(line('13', 'CA', 'amount')).toMatchObject({ maturity: null });
  });

  it('is refused for a French company', async () => {
    const french = await books(context.app, { countryCode: 'FR', typeCode: 'SAS', taxSystemCode: 'RN' });
    const response = await call(context.app, 'GET', notesUrl(french.workFolderId), undefined, { token: french.token });
    expect(response.statusCode).toBe(422);
    expect(errorOf(response).code).toBe('REPORT_NOT_AVAILABLE_FOR_FRAMEWORK');
  });
});
