import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LedgerCompany, ledgerCompany, validatedEntry } from '../../testing/ledger-fixtures.ts';
import { books } from '../../testing/sales-fixtures.ts';
import { call, createTestContext, errorOf, type TestContext } from '../../testing/test-app.ts';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());

type Line = { accountNumber: string; debit: string; credit: string };
type StatementLine = { ref: string; amount: string };

const folderUrl = (id: string) => `/v1/accountings/workFolders/${id}`;
const get = (company: LedgerCompany, url: string, query: Record<string, string> = {}) =>
  call(context.app, 'GET', url, undefined, { token: company.token, query });
const appropriate = (company: LedgerCompany, body: Record<string, unknown>, folderId = company.workFolderId) =>
  call(context.app, 'POST', `${folderUrl(folderId)}/appropriation`, body, { token: company.token });

/** Closes the company's first year; the id of the next one. */
async function closeYear(company: LedgerCompany): Promise<string> {
  const response = await call(context.app, 'POST', `${folderUrl(company.workFolderId)}/close`, undefined, {
    token: company.token,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().next.id;
}

type Entry = { number: string; date: string; label: string; sourceType: string; lines: Line[] };

async function entries(company: LedgerCompany, folderId: string, journalCode: string) {
  const journal = await get(company, `${folderUrl(folderId)}/journal`, { journalCode });
  return journal.json().items as Entry[];
}

const appropriations = async (company: LedgerCompany, folderId: string) =>
  (await entries(company, folderId, 'OD')).filter((entry) => entry.sourceType === 'APPROPRIATION');

const linesOf = (lines: Line[]) => lines.map((line) => [line.accountNumber, line.debit, line.credit]);

async function liabilities(company: LedgerCompany, folderId: string, refs: string[]) {
  const sheet = (await get(company, `${folderUrl(folderId)}/balance-sheet`)).json();
  const amounts = refs.map((ref) => [ref, sheet.liabilities.find((line: StatementLine) => line.ref === ref)?.amount]);
  return { amounts, sheet };
}

/** A French SAS: capital 10,000.00, legal reserve 950.00, loss carried forward 200.00, profit 1,164.52. */
async function frenchProfit() {
  const company = await books(context.app, { countryCode: 'FR', typeCode: 'SAS', taxSystemCode: 'RN' });
  await validatedEntry(context.app, company, `${company.year}-01-10`, [
    { number: '5121', debit: '10750.00' },
    { number: '119', debit: '200.00' },
    { number: '10131', credit: '10000.00' },
    { number: '1061', credit: '950.00' },
  ]);
  await validatedEntry(context.app, company, `${company.year}-06-30`, [
    { number: '5121', debit: '1164.52' },
    { number: '706', credit: '1164.52' },
  ]);
  const next = await closeYear(company);
  // The next year's own result so far: 49.96.
  await validatedEntry(context.app, { ...company, workFolderId: next }, `${company.year + 1}-02-01`, [
    { number: '5121', debit: '49.96' },
    { number: '706', credit: '49.96' },
  ]);
  return { company, next };
}

/** A Cameroonian SARL: capital 20,000,000 XAF, a loss of 10,181,576, then 85,000 of sales the next year. */
async function cameroonianLoss() {
  const company = await ledgerCompany(context.app);
  await validatedEntry(context.app, company, `${company.year}-01-10`, [
    { number: '5211', debit: '20000000' },
    { number: '1013', credit: '20000000' },
  ]);
  await validatedEntry(context.app, company, `${company.year}-03-15`, [
    { number: '6011', debit: '10181576' },
    { number: '5211', credit: '10181576' },
  ]);
  const next = await closeYear(company);
  return { company, next };
}

describe('the result awaiting appropriation', () => {
  it('opens the next Cameroonian year with the loss in 1309, and its balance sheet shows the year apart', async () => {
    const { company, next } = await cameroonianLoss();
    const [opening] = await entries(company, next, 'AN');
    expect(linesOf(opening?.lines ?? [])).toEqual([
      ['1013', '0', '20000000'],
      ['1309', '10181576', '0'],
      ['5211', '9818424', '0'],
    ]);
    await validatedEntry(context.app, { ...company, workFolderId: next }, `${company.year + 1}-02-01`, [
      { number: '5211', debit: '85000' },
      { number: '7011', credit: '85000' },
    ]);
    const { amounts, sheet } = await liabilities(company, next, ['CA', 'CH', 'CJA', 'CJ', 'CP']);
    // Before: CJ showed −10,181,576 + 85,000; now the year's 85,000 alone, the loss awaiting apart.
    expect(amounts).toEqual([
      ['CA', '20000000'],
      ['CH', '0'],
      ['CJA', '-10181576'],
      ['CJ', '85000'],
      ['CP', '9903424'],
    ]);
    expect(sheet.result).toBe('85000');
    expect(sheet.totals).toEqual({ assets: '9903424', liabilities: '9903424' });
    // 9,903,424 is below half of the 20,000,000 capital (AUSCGIE art. 371 for the SARL).
    expect(sheet.equityCheck).toMatchObject({ equity: '9903424', capital: '20000000', equityBelowHalfOfCapital: true });
  });

  it('shows a French interim balance sheet with the earlier profit apart from the year', async () => {
    const { company, next } = await frenchProfit();
    const { amounts, sheet } = await liabilities(company, next, ['DA', 'DD', 'DH', 'DIA', 'DI', 'DL']);
    // Before: DI showed 1,164.52 + 49.96 while the income statement showed 49.96.
    expect(amounts).toEqual([
      ['DA', '10000.00'],
      ['DD', '950.00'],
      ['DH', '-200.00'],
      ['DIA', '1164.52'],
      ['DI', '49.96'],
      ['DL', '11964.48'],
    ]);
    expect(sheet.equityCheck.equityBelowHalfOfCapital).toBe(false);
  });
});

describe('appropriating the result', () => {
  it('books a French profit: legal reserve, losses cleared, retained earnings and dividends net of the PFU', async () => {
    const { company, next } = await frenchProfit();
    const view = (await get(company, `${folderUrl(company.workFolderId)}/appropriation`)).json();
    // A twentieth of (1,164.52 − 200.00) = 48.226 → 48.23, below the 50.00 that brings 950.00 to a tenth of 10,000.00.
    expect(view).toMatchObject({
      state: 'PENDING',
      nextWorkFolderId: next,
      result: '1164.52',
      pendingAccountNumber: '120',
      earliestMeetingDate: `${company.year + 1}-01-01`,
      meetingDeadline: `${company.year + 1}-06-30`,
      capital: '10000.00',
      legalReserve: '950.00',
      legalReserveCeiling: '1000.00',
      legalReserveMinimum: '48.23',
      retainedEarnings: '-200.00',
      distributableProfit: '916.29',
      withholdingRate: '30',
      equity: '11914.52',
    });

    const body = {
      meetingDate: `${company.year + 1}-05-20`,
      legalReserve: '48.23',
      otherReserves: '0',
      retainedEarnings: '216.29',
      dividends: '900.00',
    };
    const booked = await appropriate(company, body);
    expect(booked.statusCode, booked.body).toBe(200);
    expect(booked.json()).toMatchObject({
      state: 'BOOKED',
      entryNumber: `OD-${company.year + 1}-000002`,
      meetingDate: body.meetingDate,
      withholdingTax: '270.00',
      equityAfter: '11014.52',
      equityBelowHalfOfCapital: false,
      meetingLate: false,
    });
    const [entry] = await appropriations(company, next);
    expect(entry?.label).toBe(`Affectation du résultat de l'exercice ${company.year}`);
    expect(linesOf(entry?.lines ?? [])).toEqual([
      ['120', '1164.52', '0.00'],
      ['1061', '0.00', '48.23'],
      ['119', '0.00', '200.00'],
      ['110', '0.00', '16.29'],
      ['457', '0.00', '630.00'],
      ['4423', '0.00', '270.00'],
    ]);

    const { amounts, sheet } = await liabilities(company, next, ['DA', 'DD', 'DH', 'DIA', 'DI', 'DL', 'DY', 'EA']);
    expect(amounts).toEqual([
      ['DA', '10000.00'],
      ['DD', '998.23'],
      ['DH', '16.29'],
      ['DIA', '0.00'],
      ['DI', '49.96'],
      ['DL', '11064.48'],
      ['DY', '270.00'],
      ['EA', '630.00'],
    ]);
    expect(sheet.totals).toEqual({ assets: '11964.48', liabilities: '11964.48' });

    // Once per closed year.
    const again = await appropriate(company, body);
    expect([again.statusCode, errorOf(again).code]).toEqual([409, 'APPROPRIATION_ALREADY_BOOKED']);
    // The figures stay those the meeting decided on.
    expect((await get(company, `${folderUrl(company.workFolderId)}/appropriation`)).json()).toMatchObject({
      state: 'BOOKED',
      entryNumber: `OD-${company.year + 1}-000002`,
      pendingAccountNumber: '120',
      legalReserve: '950.00',
      legalReserveMinimum: '48.23',
      retainedEarnings: '-200.00',
      distributableProfit: '916.29',
    });
  });

  it('books a Cameroonian loss to retained earnings (1291), and flags equity below half of the capital', async () => {
    const { company, next } = await cameroonianLoss();
    const view = (await get(company, `${folderUrl(company.workFolderId)}/appropriation`)).json();
    expect(view).toMatchObject({
      result: '-10181576',
      pendingAccountNumber: '1309',
      legalReserveMinimum: '0',
      withholdingRate: '16.5',
      equity: '9818424',
    });
    const booked = await appropriate(company, {
      meetingDate: `${company.year + 1}-06-30`,
      legalReserve: '0',
      otherReserves: '0',
      retainedEarnings: '10181576',
      dividends: '0',
    });
    expect(booked.statusCode, booked.body).toBe(200);
    expect(booked.json()).toMatchObject({ equityAfter: '9818424', equityBelowHalfOfCapital: true });
    const [entry] = await appropriations(company, next);
    expect(linesOf(entry?.lines ?? [])).toEqual([
      ['1291', '10181576', '0'],
      ['1309', '0', '10181576'],
    ]);
    const { amounts } = await liabilities(company, next, ['CA', 'CH', 'CJA', 'CJ', 'CP']);
    expect(amounts).toEqual([
      ['CA', '20000000'],
      ['CH', '-10181576'],
      ['CJA', '0'],
      ['CJ', '0'],
      ['CP', '9818424'],
    ]);
  });

  it.each([
    [
      'a split that does not add up',
      { legalReserve: '48.23', retainedEarnings: '0', dividends: '900.00' },
      422,
      'APPROPRIATION_MUST_ADD_UP',
    ],
    [
      'a split that skips the legal reserve',
      { legalReserve: '0', retainedEarnings: '264.52', dividends: '900.00' },
      422,
      'APPROPRIATION_MUST_FUND_LEGAL_RESERVE',
    ],
    [
      'dividends beyond the distributable profit',
      { legalReserve: '48.23', retainedEarnings: '0', dividends: '1116.29' },
      422,
      'APPROPRIATION_DIVIDENDS_EXCEED_DISTRIBUTABLE',
    ],
    ['a meeting on the year end', { meetingDate: 'YEAR-12-31' }, 422, 'APPROPRIATION_DATE_OUTSIDE_NEXT_WORK_FOLDER'],
    [
      'a meeting after the next year',
      { meetingDate: 'NEXT-01-01' },
      422,
      'APPROPRIATION_DATE_OUTSIDE_NEXT_WORK_FOLDER',
    ],
    ['an amount too precise for the euro', { legalReserve: '48.231' }, 422, 'AMOUNT_TOO_PRECISE'],
    ['an unknown field', { bonus: '1' }, 400, 'VALIDATION_FAILED'],
    ['a negative part', { otherReserves: '-10.00', retainedEarnings: '226.29' }, 400, 'VALIDATION_FAILED'],
  ])('refuses %s, writing nothing', async (_name, change, status, code) => {
    const { company, next } = await frenchProfit();
    const given: Record<string, string> = change;
    const year = given.meetingDate === 'NEXT-01-01' ? company.year + 2 : company.year + 1;
    const meetingDate = (given.meetingDate ?? 'NEXT-05-20')
      .replace('YEAR', String(company.year))
      .replace('NEXT', String(year));
    const body = {
      legalReserve: '48.23',
      otherReserves: '0',
      retainedEarnings: '216.29',
      dividends: '900.00',
      ...change,
      meetingDate,
    };
    const response = await appropriate(company, body);
    expect([response.statusCode, errorOf(response).code]).toEqual([status, code]);
    expect(await appropriations(company, next)).toEqual([]);
  });

  it('books a meeting held after six months, and says it was late', async () => {
    const { company } = await cameroonianLoss();
    const booked = await appropriate(company, {
      meetingDate: `${company.year + 1}-07-01`,
      legalReserve: '0',
      otherReserves: '0',
      retainedEarnings: '10181576',
      dividends: '0',
    });
    expect(booked.statusCode, booked.body).toBe(200);
    expect(booked.json()).toMatchObject({ meetingDeadline: `${company.year + 1}-06-30`, meetingLate: true });
  });

  it('appropriates a result an earlier version carried on 131 itself', async () => {
    // Before 1301 / 1309, the opening entry carried 131: a hand entry in the next year puts it back there.
    const company = await ledgerCompany(context.app);
    await validatedEntry(context.app, company, `${company.year}-01-10`, [
      { number: '5211', debit: '85000' },
      { number: '7011', credit: '85000' },
    ]);
    const next = await closeYear(company);
    await validatedEntry(context.app, { ...company, workFolderId: next }, `${company.year + 1}-01-02`, [
      { number: '1301', debit: '85000' },
      { number: '131', credit: '85000' },
    ]);
    const { amounts } = await liabilities(company, next, ['CJA', 'CJ']);
    expect(amounts).toEqual([
      ['CJA', '85000'],
      ['CJ', '0'],
    ]);
    // No capital: no legal reserve to fund (its ceiling, a fifth of nothing, is reached).
    const view = (await get(company, `${folderUrl(company.workFolderId)}/appropriation`)).json();
    expect(view).toMatchObject({ pendingAccountNumber: '131', legalReserveMinimum: '0' });
    const booked = await appropriate(company, {
      meetingDate: `${company.year + 1}-03-31`,
      legalReserve: '0',
      otherReserves: '0',
      retainedEarnings: '85000',
      dividends: '0',
    });
    expect(booked.statusCode, booked.body).toBe(200);
    const [entry] = await appropriations(company, next);
    expect(linesOf(entry?.lines ?? [])).toEqual([
      ['131', '85000', '0'],
      ['121', '0', '85000'],
    ]);
  });

  it('is refused on an open year, and another company never sees one', async () => {
    const { company } = await cameroonianLoss();
    const other = await ledgerCompany(context.app);
    const open = await get(other, `${folderUrl(other.workFolderId)}/appropriation`);
    expect([open.statusCode, errorOf(open).code]).toEqual([409, 'APPROPRIATION_WORK_FOLDER_MUST_BE_CLOSED']);
    const foreign = await call(context.app, 'GET', `${folderUrl(company.workFolderId)}/appropriation`, undefined, {
      token: other.token,
    });
    expect(foreign.statusCode).toBe(404);
    const foreignPost = await appropriate(
      other,
      {
        meetingDate: `${company.year + 1}-05-20`,
        legalReserve: '0',
        otherReserves: '0',
        retainedEarnings: '10181576',
        dividends: '0',
      },
      company.workFolderId,
    );
    expect(foreignPost.statusCode).toBe(404);
  });
});
