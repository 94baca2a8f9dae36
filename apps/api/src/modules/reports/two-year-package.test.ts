import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LedgerCompany, ledgerCompany } from '../../testing/ledger-fixtures.ts';
import { pdfTexts } from '../../testing/pdf-text.ts';
import { call, createTestContext, type TestContext } from '../../testing/test-app.ts';
import { twoYearBooks } from '../../testing/two-year-fixtures.ts';

/*
 * The worked example of testing/two-year-fixtures.ts (a Cameroonian SARL, XAF), computed by hand.
 *
 * TFT — each account's movement goes to the line its rule names (referentials/syscohada-cash-flow-accounts.csv);
 * a line shows cash in as positive.
 *
 * | Line | N-1          | how (N-1)                                   | N           | how (N)                                   |
 * |------|--------------|---------------------------------------------|-------------|-------------------------------------------|
 * | ZA   | 0            | first year                                  | 10,500,000  | ZH of N-1                                 |
 * | FA   | 3,500,000    | result 1,900,000 + depreciation 1,600,000   | 7,400,000   | result 6,100,000 + depreciation 1,400,000 |
 * |      |              |                                             |             | − proceeds 1,500,000 + book value 1,400,000|
 * | FD   | −2,000,000   | 4111 from 0 to a debit of 2,000,000         | −4,000,000  | 4111 from 2,000,000 to 6,000,000          |
 * | FE   | 0            |                                             | 800,000     | 4011 from 0 to a credit of 800,000        |
 * | ZB   | 1,500,000    | FA + FD                                     | 4,200,000   | FA + FD + FE                              |
 * | FG   | −7,000,000   | 2441 bought 8,000,000 − 4812 unpaid 1,000,000| −1,000,000 | 4812 paid                                 |
 * | FI   | 0            |                                             | 1,000,000   | 2441 out 2,000,000 − 2844 out 600,000     |
 * |      |              |                                             |             | − 812 1,400,000 + 822 1,500,000           |
 * |      |              |                                             |             | − 4852 left to collect 500,000            |
 * | ZC   | −7,000,000   |                                             | 0           | FG + FI                                   |
 * | FK   | 10,000,000   | capital                                     | 4,000,000   | capital increase; appropriation nets to 0 |
 * |      |              |                                             |             | (1301 −1,900,000; 111 190,000;            |
 * |      |              |                                             |             | 1181 710,000; 465 declared 1,000,000)     |
 * | FN   | 0            |                                             | −1,000,000  | 465 paid (835,000 + IRCM 165,000)         |
 * | ZD   | 10,000,000   |                                             | 3,000,000   | FK + FN                                   |
 * | FO   | 6,000,000    | loan                                        | 0           |                                           |
 * | FQ   | 0            |                                             | −1,500,000  | loan repaid                               |
 * | ZE   | 6,000,000    |                                             | −1,500,000  |                                           |
 * | ZF   | 16,000,000   | ZD + ZE                                     | 1,500,000   | ZD + ZE                                   |
 * | ZG   | 10,500,000   | ZB + ZC + ZF                                | 5,700,000   | ZB + ZC + ZF                              |
 * | ZH   | 10,500,000   | ZA + ZG = 5211 at the end                   | 16,200,000  | ZA + ZG = 5211 at the end                 |
 *
 * Notes of year N (closing values; the receivables and payables notes split by maturity from 31 December N):
 *
 * | Note | Line         | opening    | increase   | decrease   | closing    | by maturity                              |
 * |------|--------------|------------|------------|------------|------------|------------------------------------------|
 * | 3A   | AM gross     | 8,000,000  | 0          | 2,000,000  | 6,000,000  |                                          |
 * | 3C   | AM deprec.   | 1,600,000  | 1,400,000  | 600,000    | 2,400,000  |                                          |
 * | 3D   | TN (822)     |            |            |            | 1,500,000  |                                          |
 * | 3D   | RO (812)     |            |            |            | −1,400,000 |                                          |
 * | 5    | BA (4852)    | 0          | 1,500,000  | 1,000,000  | 500,000    | within a year 500,000 (no open item)     |
 * | 7    | BI (4111)    | 2,000,000  | 10,000,000 | 6,000,000  | 6,000,000  | ≤1 y 2,000,000 (5,000,000 − 3,000,000    |
 * |      |              |            |            |            |            | carried − 2,000,000 + 6,000,000          |
 * |      |              |            |            |            |            | − 4,000,000); 1–2 y 3,000,000 (due 31    |
 * |      |              |            |            |            |            | March N+2); >2 y 1,000,000 (31 Jan N+3)  |
 * | 13   | CA (1013)    | 10,000,000 | 4,000,000  | 0          | 14,000,000 |                                          |
 * | 14   | CF (111)     | 0          | 190,000    | 0          | 190,000    |                                          |
 * | 14   | CG (1181)    | 0          | 710,000    | 0          | 710,000    |                                          |
 * | 16   | DA (162)     | 6,000,000  | 0          | 1,500,000  | 4,500,000  | undated 4,500,000 (no schedule)          |
 * | 17   | DJ (4011)    | 0          | 800,000    | 0          | 800,000    | ≤1 y 800,000 (due the day it was booked) |
 * | 11   | BS (5211)    | 10,500,000 |            |            | 16,200,000 |                                          |
 * | 21   | TA (7011)    |            |            |            | 10,000,000 |                                          |
 * | 22   | RA (6011)    |            |            |            | −800,000   |                                          |
 * | 27   | RK (6611)    |            |            |            | −1,500,000 |                                          |
 * | 29   | RM (6712)    |            |            |            | −300,000   |                                          |
 * | 3C&28| RL (6813)    |            |            |            | −1,400,000 |                                          |
 */

let context: TestContext;
let first: LedgerCompany;
let second: LedgerCompany;
beforeAll(async () => {
  context = await createTestContext();
  first = await ledgerCompany(context.app);
  second = await twoYearBooks(context.app, first);
});
afterAll(() => context.close());

const read = async (folder: LedgerCompany, report: string) => {
  const response = await call(
    context.app,
    'GET',
    `/v1/accountings/workFolders/${folder.workFolderId}/${report}`,
    undefined,
    {
      token: folder.token,
    },
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

type CashFlowLine = { ref: string; amount: string; previousAmount: string | null };

describe('a two-year worked example (Cameroon SARL)', () => {
  it('gives every TFT line of N and N-1 to the unit', async () => {
    const report = await read(second, 'cash-flow-statement');
    const amounts = Object.fromEntries(
      report.lines.map((line: CashFlowLine) => [line.ref, [line.amount, line.previousAmount]]),
    );
    expect(amounts).toEqual({
      ZA: ['10500000', '0'],
      FA: ['7400000', '3500000'],
      FB: ['0', '0'],
      FC: ['0', '0'],
      FD: ['-4000000', '-2000000'],
      FE: ['800000', '0'],
      ZB: ['4200000', '1500000'],
      FF: ['0', '0'],
      FG: ['-1000000', '-7000000'],
      FH: ['0', '0'],
      FI: ['1000000', '0'],
      FJ: ['0', '0'],
      ZC: ['0', '-7000000'],
      FK: ['4000000', '10000000'],
      FL: ['0', '0'],
      FM: ['0', '0'],
      FN: ['-1000000', '0'],
      ZD: ['3000000', '10000000'],
      FO: ['0', '6000000'],
      FP: ['0', '0'],
      FQ: ['-1500000', '0'],
      ZE: ['-1500000', '6000000'],
      ZF: ['1500000', '16000000'],
      ZG: ['5700000', '10500000'],
      ZH: ['16200000', '10500000'],
    });
    expect(report).toMatchObject({ closingTreasury: '16200000', ties: true, unmappedAccounts: [] });
  });

  it('gives every note total of N to the unit, receivables and payables by maturity, each tied', async () => {
    const report = await read(second, 'notes');
    expect(report.ties).toBe(true);
    const line = (note: string, ref: string, column = 'amount') =>
      report.notes
        .find((entry: { note: string }) => entry.note === note)
        ?.lines.find((entry: { ref: string; column: string }) => entry.ref === ref && entry.column === column);
    const moves = (opening: string, increase: string, decrease: string, closing: string) => ({
      opening,
      increase,
      decrease,
      closing,
      statementAmount: closing,
      ties: true,
    });
    const split = (upToOneYear: string, oneToTwoYears: string, overTwoYears: string, undated: string) => ({
      maturity: { upToOneYear, oneToTwoYears, overTwoYears, undated },
    });
    expect(line('3', 'AM', 'gross')).toMatchObject(moves('8000000', '0', '2000000', '6000000'));
    expect(line('3', 'AM', 'depreciation')).toMatchObject(moves('1600000', '1400000', '600000', '2400000'));
    expect(line('3D', 'TN')).toMatchObject({ closing: '1500000', ties: true });
    expect(line('3D', 'RO')).toMatchObject({ closing: '-1400000', ties: true });
    expect(line('5', 'BA', 'gross')).toMatchObject({
      ...moves('0', '1500000', '1000000', '500000'),
      ...split('500000', '0', '0', '0'),
    });
    expect(line('7', 'BI', 'gross')).toMatchObject({
      ...moves('2000000', '10000000', '6000000', '6000000'),
      ...split('2000000', '3000000', '1000000', '0'),
    });
    expect(line('13', 'CA')).toMatchObject(moves('10000000', '4000000', '0', '14000000'));
    expect(line('14', 'CF')).toMatchObject(moves('0', '190000', '0', '190000'));
    expect(line('14', 'CG')).toMatchObject(moves('0', '710000', '0', '710000'));
    expect(line('16', 'DA')).toMatchObject({
      ...moves('6000000', '0', '1500000', '4500000'),
      ...split('0', '0', '0', '4500000'),
    });
    expect(line('17', 'DJ')).toMatchObject({
      ...moves('0', '800000', '0', '800000'),
      ...split('800000', '0', '0', '0'),
    });
    expect(line('11', 'BS', 'gross')).toMatchObject({ opening: '10500000', closing: '16200000', ties: true });
    expect(line('21', 'TA')).toMatchObject({ closing: '10000000', ties: true });
    expect(line('22', 'RA')).toMatchObject({ closing: '-800000', ties: true });
    expect(line('27', 'RK')).toMatchObject({ closing: '-1500000', ties: true });
    expect(line('29', 'RM')).toMatchObject({ closing: '-300000', ties: true });
    expect(line('3C&28', 'RL')).toMatchObject({ closing: '-1400000', ties: true });
  });

  it('gives the notes N-1 as the closing values of the year before, and names what each note details', async () => {
    const report = await read(second, 'notes');
    const previous = (note: string, ref: string, column = 'amount') =>
      report.notes
        .find((entry: { note: string }) => entry.note === note)
        ?.lines.find((entry: { ref: string; column: string }) => entry.ref === ref && entry.column === column)
        ?.previousClosing;
    expect(previous('3', 'AM', 'gross')).toBe('8000000');
    expect(previous('3', 'AM', 'depreciation')).toBe('1600000');
    expect(previous('7', 'BI', 'gross')).toBe('2000000');
    expect(previous('11', 'BS', 'gross')).toBe('10500000');
    expect(previous('13', 'CA')).toBe('10000000');
    expect(previous('16', 'DA')).toBe('6000000');
    // Note 3C&28 details the operating dotations (RL) and the financial ones (RN) of the income statement.
    const charges = report.notes.find((entry: { note: string }) => entry.note === '3C&28');
    expect(charges?.title).toBe('Depreciation, amortisation, provision and impairment charges (notes 3C and 28)');
    expect(charges?.statement).toBe('incomeStatement');
  });

  it('checks the package of N: every figure agrees, only the year left open', async () => {
    const summary = await read(second, 'annual-package');
    const failing = summary.checks
      .filter((check: { ok: boolean }) => !check.ok)
      .map((check: { code: string }) => check.code);
    expect(failing).toEqual(['YEAR_CLOSED']);
  });

  it('lays the PDF out as the models: a cover with the identity, then each statement and note with N and N-1', async () => {
    const response = await call(
      context.app,
      'GET',
      `/v1/accountings/workFolders/${second.workFolderId}/annual-package`,
      undefined,
      { token: second.token, query: { format: 'pdf', lang: 'fr' } },
    );
    expect(response.statusCode).toBe(200);
    if (process.env.BILAN_PACKAGE_PDF) writeFileSync(process.env.BILAN_PACKAGE_PDF, response.rawPayload);
    const pages = pdfTexts(response.rawPayload);
    const cover = pages[0] ?? '';
    for (const text of ['Dénomination', 'Numéro contribuable (NIU)', 'Registre du commerce (RCCM)', 'Exercice', 'XAF'])
      expect(cover).toContain(text);
    expect(cover).toContain('SYSCOHADA révisé, système normal');
    const text = pages.join('\n');
    // The TFT's ZH, N then N-1, grouped by thousands as French writes them.
    expect(text).toMatch(/^ZH\n.*\n16 200 000\n10 500 000$/m);
    // Note 7: the customers' closing N, N-1 and the split by maturity.
    expect(text).toContain('Note 7 : Clients');
    expect(text).toMatch(
      /^BI\nClients \(brut\)\n2 000 000\n10 000 000\n6 000 000\n6 000 000\n2 000 000\n2 000 000\n3 000 000\n1 000 000$/m,
    );
    // The balance sheet's liabilities on their own page, without the assets' gross and depreciation columns.
    expect(text).toContain('Passif');
    expect(text).toMatch(/^CA\nCapital\n14 000 000\n10 000 000$/m);
  });

  it('says the same in English, and its CSV carries the notes N-1 and by maturity', async () => {
    const file = (format: string) =>
      call(context.app, 'GET', `/v1/accountings/workFolders/${second.workFolderId}/annual-package`, undefined, {
        token: second.token,
        query: { format, lang: 'en' },
      });
    const text = pdfTexts((await file('pdf')).rawPayload).join('\n');
    expect(text).toContain('Note 7: Customers');
    expect(text).toContain('SYSCOHADA révisé, normal system');
    expect(text).toMatch(/^ZH\n.*\n16,200,000\n10,500,000$/m);
    const csv = (await file('csv')).body;
    for (const row of [
      'notes,BI,Customers,previous,2000000',
      'notes,BI,Customers,upToOneYear,2000000',
      'notes,BI,Customers,oneToTwoYears,3000000',
      'notes,BI,Customers,overTwoYears,1000000',
      'notes,DA,Borrowings and sundry financial debts,undated,4500000',
    ])
      expect(csv).toContain(row);
  });
});
