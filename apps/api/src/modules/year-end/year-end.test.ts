import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountIdsByNumber, validatedEntry } from '../../testing/ledger-fixtures.ts';
import { type Books, books, postedLines, validatedInvoice } from '../../testing/sales-fixtures.ts';
import { call, createTestContext, errorOf, signUpAndLogin, type TestContext } from '../../testing/test-app.ts';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());

const yearEnd = (company: Books, path: string, workFolderId = company.workFolderId) =>
  `/v1/accountings/workFolders/${workFolderId}/year-end/${path}`;
const get = (company: Books, url: string) => call(context.app, 'GET', url, undefined, { token: company.token });
const post = (company: Books, url: string, body?: Record<string, unknown>) =>
  call(context.app, 'POST', url, body, { token: company.token });

async function journalCount(company: Books, workFolderId = company.workFolderId) {
  const journal = await get(company, `/v1/accountings/workFolders/${workFolderId}/journal`);
  return (journal.json().items as unknown[]).length;
}

async function nextFolder(company: Books) {
  const next = company.year + 1;
  const created = await post(company, `/v1/accountings/workFolders/companies/${company.companyId}`, {
    name: `${next}`,
    startDate: `${next}-01-01`,
    endDate: `${next}-12-31`,
    companyId: company.companyId,
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json().id as string;
}

describe('accruals (SYSCOHADA, XAF)', () => {
  it('books December electricity not billed on 31 December and its reversal on 1 January once 2027 exists', async () => {
    const company = await books(context.app);
    const ids = await accountIdsByNumber(context.app, company);
    const created = await post(company, yearEnd(company, 'accruals'), {
      kind: 'EXPENSE_TO_PAY',
      date: `${company.year}-12-31`,
      label: 'Électricité décembre',
      accountId: ids.get('6052'),
      amount: '100000',
      vat: '19250',
    });
    expect(created.statusCode, created.body).toBe(201);
    const accrual = created.json();
    expect(accrual).toMatchObject({ reversalDate: `${company.year + 1}-01-01`, reversalEntryNumber: null });
    expect(await postedLines(context.app, company, accrual.entryNumber)).toEqual([
      ['6052', '100000', '0'],
      ['4455', '19250', '0'],
      ['4081', '0', '119250'],
    ]);
    const steps = (await get(company, yearEnd(company, 'steps'))).json();
    expect(steps[0]).toEqual({ step: 'ACCRUALS', done: true, entries: 1, pending: 1 });

    // Creating next year's folder books the reversal that waited for it; asking again books nothing.
    const nextId = await nextFolder(company);
    const reversals = `/v1/accountings/companies/${company.companyId}/accrual-reversals`;
    expect((await post(company, reversals)).json()).toEqual({ booked: 0, pending: 0 });
    const journal = (await get(company, `/v1/accountings/workFolders/${nextId}/journal`)).json();
    expect(journal.items).toHaveLength(1);
    const [reversal] = journal.items;
    expect(reversal).toMatchObject({ date: `${company.year + 1}-01-01`, sourceType: 'ACCRUAL' });
    expect(reversal.lines.map((line: Record<string, string>) => [line.accountNumber, line.debit, line.credit])).toEqual(
      [
        ['6052', '0', '100000'],
        ['4455', '0', '19250'],
        ['4081', '119250', '0'],
      ],
    );
    const listed = (await get(company, yearEnd(company, 'accruals'))).json();
    expect(listed.items[0].reversalEntryNumber).toBe(reversal.number);
  });

  it('books the reversal into the folder that closing opens, then the explicit call finds nothing to do', async () => {
    const company = await books(context.app);
    const ids = await accountIdsByNumber(context.app, company);
    const created = await post(company, yearEnd(company, 'accruals'), {
      kind: 'PREPAID_EXPENSE',
      date: `${company.year}-12-31`,
      label: 'Assurance 2027',
      accountId: ids.get('6252'),
      amount: '300000',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().reversalEntryNumber).toBeNull();
    const closed = await post(company, `/v1/accountings/workFolders/${company.workFolderId}/close`);
    expect(closed.statusCode, closed.body).toBe(200);
    const nextId = closed.json().next.id as string;
    const journal = (await get(company, `/v1/accountings/workFolders/${nextId}/journal`)).json();
    const reversal = journal.items.find((item: { sourceType: string }) => item.sourceType === 'ACCRUAL');
    expect(reversal).toMatchObject({ date: `${company.year + 1}-01-01` });
    expect(reversal.lines.map((line: Record<string, string>) => [line.accountNumber, line.debit, line.credit])).toEqual(
      [
        ['476', '0', '300000'],
        [created.json().accountNumber, '300000', '0'],
      ],
    );
    const reversals = `/v1/accountings/companies/${company.companyId}/accrual-reversals`;
    expect((await post(company, reversals)).json()).toEqual({ booked: 0, pending: 0 });
  });

  it('reverses a mid-year accrual on the first day of the next month, in the same folder, at once', async () => {
    const company = await books(context.app);
    const ids = await accountIdsByNumber(context.app, company);
    const created = await post(company, yearEnd(company, 'accruals'), {
      kind: 'INCOME_TO_RECEIVE',
      date: `${company.year}-06-30`,
      label: 'Prestation juin',
      accountId: ids.get('7011'),
      amount: '500000',
      vat: '96250',
    });
    expect(created.statusCode, created.body).toBe(201);
    const { entryNumber, reversalEntryNumber } = created.json();
    expect(await postedLines(context.app, company, entryNumber)).toEqual([
      ['4181', '596250', '0'],
      ['7011', '0', '500000'],
      ['4435', '0', '96250'],
    ]);
    expect(await postedLines(context.app, company, reversalEntryNumber)).toEqual([
      ['4181', '0', '596250'],
      ['7011', '500000', '0'],
      ['4435', '96250', '0'],
    ]);
  });

  it('books accrued paid leave, its social charges and a tax to pay on 4281, 4386 and 4486', async () => {
    const company = await books(context.app);
    const ids = await accountIdsByNumber(context.app, company);
    const accrued = [
      ['6611', '4281', '850000'],
      ['6641', '4386', '136000'],
      ['6411', '4486', '75000'],
    ] as const;
    for (const [charge, accrual, amount] of accrued) {
      const created = await post(company, yearEnd(company, 'accruals'), {
        kind: 'EXPENSE_TO_PAY',
        date: `${company.year}-12-31`,
        label: `Charge ${charge}`,
        accountId: ids.get(charge),
        accrualAccountId: ids.get(accrual),
        amount,
      });
      expect(created.statusCode, created.body).toBe(201);
      expect(await postedLines(context.app, company, created.json().entryNumber)).toEqual([
        [charge, amount, '0'],
        [accrual, '0', amount],
      ]);
    }
  });

  it('refuses bad input with its code and writes nothing', async () => {
    const company = await books(context.app);
    const other = await books(context.app);
    const ids = await accountIdsByNumber(context.app, company);
    const body = {
      kind: 'EXPENSE_TO_PAY',
      date: `${company.year}-12-31`,
      label: 'x',
      accountId: ids.get('6052'),
      amount: '10',
    };
    const cases: Array<[Record<string, unknown>, number, string, string?]> = [
      [{ ...body, accountId: ids.get('7011') }, 422, 'ACCRUAL_ACCOUNT_NOT_ALLOWED'],
      [{ ...body, accrualAccountId: ids.get('4011') }, 422, 'ACCRUAL_ACCOUNT_NOT_ALLOWED'],
      [{ ...body, kind: 'PREPAID_EXPENSE', vat: '2' }, 422, 'ACCRUAL_VAT_NOT_ALLOWED'],
      [{ ...body, date: `${company.year + 1}-01-15` }, 422, 'ENTRY_DATE_OUTSIDE_WORK_FOLDER'],
      [{ ...body, amount: '0' }, 422, 'AMOUNT_MUST_BE_POSITIVE'],
      [{ ...body, amount: '12.5' }, 422, 'AMOUNT_TOO_PRECISE'],
      [{ ...body, amount: 'douze' }, 400, 'VALIDATION_FAILED'],
      [{ ...body, kind: 'OTHER' }, 400, 'VALIDATION_FAILED'],
      [{ ...body, accountId: (await accountIdsByNumber(context.app, other)).get('6052') }, 422, 'ACCOUNT_UNKNOWN'],
    ];
    for (const [input, status, code] of cases) {
      const response = await post(company, yearEnd(company, 'accruals'), input);
      expect([response.statusCode, errorOf(response).code], JSON.stringify(input)).toEqual([status, code]);
    }
    const elsewhere = await post(company, yearEnd(company, 'accruals', other.workFolderId), body);
    expect(elsewhere.statusCode).toBe(404);
    expect(await journalCount(company)).toBe(0);
    expect((await get(company, yearEnd(company, 'accruals'))).json().total).toBe(0);
  });
});

describe('doubtful receivables (SYSCOHADA, XAF)', () => {
  it('moves 1,192,500 to 4162 with 400,000 at risk, revises it to 700,000, then writes it off with its VAT', async () => {
    const company = await books(context.app);
    const invoice = await validatedInvoice(context.app, company, 'SALE_INVOICE', [
      { quantity: '1', unitPrice: '1000000', vatRate: '19.25' },
    ]);
    expect(invoice.totals.includingTax).toBe('1192500');
    const url = yearEnd(company, 'doubtful-receivables');
    const base = { partyId: company.customerId, date: `${company.year}-12-31`, amount: '1192500', vat: '192500' };
    const tooMuch = await post(company, url, { ...base, amount: '1192501', allowance: '0' });
    expect([tooMuch.statusCode, errorOf(tooMuch).code]).toEqual([422, 'DOUBTFUL_AMOUNT_EXCEEDS_BALANCE']);
    const overNet = await post(company, url, { ...base, allowance: '1000001' });
    expect([overNet.statusCode, errorOf(overNet).code]).toEqual([422, 'DOUBTFUL_ALLOWANCE_EXCEEDS_NET']);
    const supplier = await post(company, url, { ...base, partyId: company.supplierId, allowance: '0' });
    expect(errorOf(supplier).code).toBe('PARTY_MUST_BE_CUSTOMER');

    const customer = (await get(company, `/v1/companies/${company.companyId}/customers/${company.customerId}`)).json();
    const openItems = (subAccountId: string) =>
      get(
        company,
        `/v1/accountings/companies/${company.companyId}/open-items?subAccountId=${subAccountId}&date=${company.year}-12-31`,
      );
    const items = (await openItems(customer.subAccountId)).json().items as Array<{ lineId: string }>;
    expect(items).toHaveLength(1);
    const itemLineIds = items.map((item) => item.lineId);
    const created = await post(company, url, { ...base, allowance: '400000', itemLineIds });
    expect(created.statusCode, created.body).toBe(201);
    // The invoice left the customer's aged balance: matched with the credit that moved it to 4162.
    expect((await openItems(customer.subAccountId)).json()).toMatchObject({ items: [], balance: '0' });
    const receivable = created.json();
    const journal = (await get(company, `/v1/accountings/workFolders/${company.workFolderId}/journal`)).json();
    const transfer = journal.items.find((item: { sourceType: string }) => item.sourceType === 'DOUBTFUL_RECEIVABLE');
    const lines = await postedLines(context.app, company, transfer.number);
    expect(lines.map((line: string[]) => [line[0]?.split('/')[0], line[1], line[2]])).toEqual([
      ['4162', '1192500', '0'],
      ['4111', '0', '1192500'],
      ['6594', '400000', '0'],
      ['4912', '0', '400000'],
    ]);

    // Another company sees no such receivable, whatever folder it names.
    const other = await books(context.app);
    const foreign = await post(other, `${yearEnd(other, 'doubtful-receivables')}/${receivable.id}/allowance`, {
      date: `${other.year}-12-31`,
      allowance: '0',
    });
    expect(foreign.statusCode).toBe(404);
    const revised = await post(company, `${url}/${receivable.id}/allowance`, {
      date: `${company.year}-12-31`,
      allowance: '700000',
    });
    expect(revised.statusCode, revised.body).toBe(200);
    const lost = await post(company, `${url}/${receivable.id}/write-off`, { date: `${company.year}-12-31` });
    expect(lost.statusCode, lost.body).toBe(200);
    expect(lost.json()).toMatchObject({ status: 'WRITTEN_OFF', allowance: '700000' });
    const after = (await get(company, `/v1/accountings/workFolders/${company.workFolderId}/journal`)).json();
    const [, revision, writeOff] = after.items.filter(
      (item: { sourceType: string }) => item.sourceType === 'DOUBTFUL_RECEIVABLE',
    );
    expect(await postedLines(context.app, company, revision.number)).toEqual([
      ['6594', '300000', '0'],
      ['4912', '0', '300000'],
    ]);
    expect(await postedLines(context.app, company, writeOff.number)).toEqual([
      ['6511', '1000000', '0'],
      ['4431', '192500', '0'],
      ['4162', '0', '1192500'],
      ['4912', '700000', '0'],
      ['7594', '0', '700000'],
    ]);
    const again = await post(company, `${url}/${receivable.id}/write-off`, { date: `${company.year}-12-31` });
    expect([again.statusCode, errorOf(again).code]).toEqual([409, 'DOUBTFUL_RECEIVABLE_WRITTEN_OFF']);
  });
});

describe('stocks, provisions and income tax (SYSCOHADA, Cameroon)', () => {
  it('books the stock variation and its write-down; counting again books nothing', async () => {
    const company = await books(context.app);
    const ids = await accountIdsByNumber(context.app, company);
    await validatedEntry(context.app, company, `${company.year}-01-01`, [
      { number: '3111', debit: '2500000' },
      { number: '1013', credit: '2500000' },
    ]);
    const stocks = (await get(company, yearEnd(company, 'stocks'))).json();
    expect(stocks.find((row: { accountNumber: string }) => row.accountNumber === '3111')).toMatchObject({
      balance: '2500000',
      writeDownAccountNumber: '391',
      writeDown: '0',
    });
    const body = {
      date: `${company.year}-12-31`,
      lines: [{ accountId: ids.get('3111'), counted: '3100000', writeDown: '150000' }],
    };
    const counted = await post(company, yearEnd(company, 'stocks'), body);
    expect(counted.statusCode, counted.body).toBe(200);
    expect(await postedLines(context.app, company, counted.json().entryNumber)).toEqual([
      ['6031', '2500000', '0'],
      ['3111', '0', '2500000'],
      ['3111', '3100000', '0'],
      ['6031', '0', '3100000'],
      ['6593', '150000', '0'],
      ['391', '0', '150000'],
    ]);
    expect((await post(company, yearEnd(company, 'stocks'), body)).json()).toEqual({ entryNumber: null });
    const notStock = await post(company, yearEnd(company, 'stocks'), {
      ...body,
      lines: [{ accountId: ids.get('5211'), counted: '1' }],
    });
    expect([notStock.statusCode, errorOf(notStock).code]).toEqual([422, 'STOCK_ACCOUNT_NOT_ALLOWED']);
  });

  it('brings a provision for a lawsuit to 2,000,000 then down to 1,500,000', async () => {
    const company = await books(context.app);
    const ids = await accountIdsByNumber(context.app, company);
    const provision = (amount: string) =>
      post(company, yearEnd(company, 'provisions'), {
        date: `${company.year}-12-31`,
        accountId: ids.get('191'),
        label: 'Litige',
        amount,
      });
    const first = await provision('2000000');
    expect(await postedLines(context.app, company, first.json().entryNumber)).toEqual([
      ['6911', '2000000', '0'],
      ['191', '0', '2000000'],
    ]);
    const second = await provision('1500000');
    expect(await postedLines(context.app, company, second.json().entryNumber)).toEqual([
      ['191', '500000', '0'],
      ['7911', '0', '500000'],
    ]);
    const listed = (await get(company, yearEnd(company, 'provisions'))).json();
    expect(listed.find((row: { accountNumber: string }) => row.accountNumber === '191').balance).toBe('1500000');
    const wrong = await post(company, yearEnd(company, 'provisions'), {
      date: `${company.year}-12-31`,
      accountId: ids.get('5211'),
      label: 'x',
      amount: '1',
    });
    expect([wrong.statusCode, errorOf(wrong).code]).toEqual([422, 'PROVISION_ACCOUNT_NOT_ALLOWED']);
  });

  it('Cameroon: the minimum tax on turnover binds over the tax on a 2,000,000 profit and goes to 8911 / 441', async () => {
    const company = await books(context.app);
    await validatedEntry(context.app, company, `${company.year}-06-30`, [
      { number: '5211', debit: '120000000' },
      { number: '7011', credit: '120000000' },
    ]);
    await validatedEntry(context.app, company, `${company.year}-06-30`, [
      { number: '6011', debit: '118000000' },
      { number: '5211', credit: '118000000' },
    ]);
    const shown = (await get(company, yearEnd(company, 'income-tax'))).json();
    // 2,000,000 × 25 % + 10 % CAC = 550,000; 120,000,000 × 2 % + 10 % CAC = 2,640,000.
    expect(shown).toMatchObject({
      countryCode: 'CM',
      resultBeforeTax: '2000000',
      turnover: '120000000',
      taxOnProfit: '550000',
      minimumTax: '2640000',
      minimumTaxBinding: true,
      incomeTax: '2640000',
      booked: '0',
    });
    const booked = await post(company, yearEnd(company, 'income-tax'), { date: `${company.year}-12-31` });
    expect(booked.statusCode, booked.body).toBe(200);
    expect(await postedLines(context.app, company, booked.json().entryNumber)).toEqual([
      ['8911', '2640000', '0'],
      ['441', '0', '2640000'],
    ]);
    const again = (await post(company, yearEnd(company, 'income-tax'), { date: `${company.year}-12-31` })).json();
    expect(again).toMatchObject({ entryNumber: null, booked: '2640000', resultBeforeTax: '2000000' });
    const steps = (await get(company, yearEnd(company, 'steps'))).json();
    expect(steps.map((step: { step: string; done: boolean }) => [step.step, step.done])).toEqual([
      ['ACCRUALS', false],
      ['STOCKS', false],
      ['DOUBTFUL_RECEIVABLES', false],
      ['PROVISIONS', false],
      ['INCOME_TAX', true],
    ]);
  });
});

describe('a country whose income tax Bilan does not know yet', () => {
  it('answers 422 INCOME_TAX_RULES_MISSING, reading and booking, and books nothing', async () => {
    const signedUp = await signUpAndLogin(context.app, {
      countryCode: 'SN',
      typeCode: 'SARL',
      taxSystemCode: 'REEL_NORMAL',
    });
    const folders = await call(
      context.app,
      'GET',
      `/v1/accountings/workFolders/companies/${signedUp.companyId}`,
      undefined,
      {
        token: signedUp.token,
      },
    );
    const [folder] = folders.json();
    const company = { ...signedUp, workFolderId: folder.id, year: Number(folder.startDate.slice(0, 4)) } as Books;
    const shown = await get(company, yearEnd(company, 'income-tax'));
    expect([shown.statusCode, errorOf(shown).code]).toEqual([422, 'INCOME_TAX_RULES_MISSING']);
    const booked = await post(company, yearEnd(company, 'income-tax'), { date: `${company.year}-12-31` });
    expect([booked.statusCode, errorOf(booked).code]).toEqual([422, 'INCOME_TAX_RULES_MISSING']);
    expect(await journalCount(company)).toBe(0);
  });
});

describe('France (PCG, EUR)', () => {
  it('income tax at 15 % up to 42,500 € and 25 % above on 695 / 444; an income to receive on 4181 / 44587', async () => {
    const company = await books(context.app, { countryCode: 'FR', typeCode: 'SAS', taxSystemCode: 'RN' });
    const ids = await accountIdsByNumber(context.app, company);
    await validatedEntry(context.app, company, `${company.year}-06-30`, [
      { number: '5121', debit: '250000.00' },
      { number: '706', credit: '250000.00' },
    ]);
    await validatedEntry(context.app, company, `${company.year}-06-30`, [
      { number: '601', debit: '150000.00' },
      { number: '5121', credit: '150000.00' },
    ]);
    const shown = (await get(company, yearEnd(company, 'income-tax'))).json();
    // 100,000.00 €: 42,500.00 × 15 % = 6,375.00; 57,500.00 × 25 % = 14,375.00.
    expect(shown).toMatchObject({
      resultBeforeTax: '100000.00',
      taxAtReducedRate: '6375.00',
      taxAtStandardRate: '14375.00',
      incomeTax: '20750.00',
      minimumTaxBinding: false,
    });
    const notEligible = (await get(company, `${yearEnd(company, 'income-tax')}?reducedRateEligible=false`)).json();
    expect(notEligible.incomeTax).toBe('25000.00');
    const booked = await post(company, yearEnd(company, 'income-tax'), { date: `${company.year}-12-31` });
    expect(await postedLines(context.app, company, booked.json().entryNumber)).toEqual([
      ['6951', '20750.00', '0.00'],
      ['444', '0.00', '20750.00'],
    ]);
    const accrual = await post(company, yearEnd(company, 'accruals'), {
      kind: 'INCOME_TO_RECEIVE',
      date: `${company.year}-12-31`,
      label: 'Prestation décembre',
      accountId: ids.get('706'),
      amount: '2500.00',
      vat: '500.00',
    });
    expect(accrual.statusCode, accrual.body).toBe(201);
    expect(await postedLines(context.app, company, accrual.json().entryNumber)).toEqual([
      ['4181', '3000.00', '0.00'],
      ['706', '0.00', '2500.00'],
      ['44587', '0.00', '500.00'],
    ]);
  });

  it('a count of consumables on 321: previous stock out and counted in on 6032, the write-down on 392 / 68173', async () => {
    const company = await books(context.app, { countryCode: 'FR', typeCode: 'SAS', taxSystemCode: 'RN' });
    const ids = await accountIdsByNumber(context.app, company);
    await validatedEntry(context.app, company, `${company.year}-01-01`, [
      { number: '321', debit: '10000.00' },
      { number: '5121', credit: '10000.00' },
    ]);
    const stocks = (await get(company, yearEnd(company, 'stocks'))).json();
    expect(stocks.find((row: { accountNumber: string }) => row.accountNumber === '321')).toMatchObject({
      balance: '10000.00',
      writeDownAccountNumber: '392',
    });
    const counted = await post(company, yearEnd(company, 'stocks'), {
      date: `${company.year}-12-31`,
      lines: [{ accountId: ids.get('321'), counted: '8500.50', writeDown: '150.00' }],
    });
    expect(counted.statusCode, counted.body).toBe(200);
    expect(await postedLines(context.app, company, counted.json().entryNumber)).toEqual([
      ['6032', '10000.00', '0.00'],
      ['321', '0.00', '10000.00'],
      ['321', '8500.50', '0.00'],
      ['6032', '0.00', '8500.50'],
      ['68173', '150.00', '0.00'],
      ['392', '0.00', '150.00'],
    ]);
  });
});
