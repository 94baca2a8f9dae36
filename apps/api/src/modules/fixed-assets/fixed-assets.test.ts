import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trialBalance } from '../../testing/books.ts';
import { accountIdsByNumber } from '../../testing/ledger-fixtures.ts';
import { type Books, books, postedLines, validatedInvoice } from '../../testing/sales-fixtures.ts';
import { call, createTestContext, errorOf, type TestContext } from '../../testing/test-app.ts';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());

const register = (folderId: string) => `/v1/accountings/workFolders/${folderId}/fixed-assets`;

async function categoryId(company: Books, code: string): Promise<string> {
  const answer = await call(
    context.app,
    'GET',
    `/v1/accountings/companies/${company.companyId}/fixed-asset-categories`,
    undefined,
    { token: company.token },
  );
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().find((category: { code: string }) => category.code === code).id;
}

function post(company: Books, url: string, body: unknown) {
  return call(context.app, 'POST', url, body, { token: company.token });
}

async function get(company: Books, url: string) {
  const answer = await call(context.app, 'GET', url, undefined, { token: company.token });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
}

async function closeFolder(company: Books, folderId: string): Promise<string> {
  const closed = await post(company, `/v1/accountings/workFolders/${folderId}/close`, undefined);
  expect(closed.statusCode, closed.body).toBe(200);
  return closed.json().next.id;
}

const yearly = (schedule: Array<{ endDate: string; depreciation: string }>) =>
  schedule.map((year) => [year.endDate.slice(0, 4), year.depreciation]);

describe('a vehicle bought on 14 March for 18,000,000 XAF, 5 years straight-line (SYSCOHADA, Cameroon)', () => {
  it('comes from the bill, books its months and year once, and is sold in year 3 with its gain', async () => {
    const company = await books(context.app);
    const y = company.year;
    const accounts = await accountIdsByNumber(context.app, company);
    const bill = await validatedInvoice(
      context.app,
      company,
      'PURCHASE_INVOICE',
      [
        {
          description: 'Toyota Hilux',
          quantity: '1',
          unitPrice: '18000000',
          vatRate: '19.25',
          accountId: accounts.get('2451'),
        },
      ],
      { date: `${y}-03-14` },
    );
    const lines = await get(company, `${register(company.workFolderId)}/bill-lines?documentId=${bill.id}`);
    expect(lines).toMatchObject([
      { accountNumber: '2451', amount: '18000000', documentDate: `${y}-03-14`, assetId: null },
    ]);

    const created = await post(company, register(company.workFolderId), {
      label: 'Toyota Hilux',
      categoryId: await categoryId(company, 'VEHICLES'),
      documentLineId: lines[0].documentLineId,
    });
    expect(created.statusCode, created.body).toBe(201);
    const asset = created.json();
    expect(asset).toMatchObject({
      origin: 'BILL',
      grossValue: '18000000',
      usefulLifeYears: 5,
      inServiceOn: `${y}-03-14`,
    });
    // 3,600,000 a year; 287/360 of it the first year (14 March – 31 December), 73/360 in a sixth.
    expect(yearly(asset.schedule)).toEqual([
      [`${y}`, '2870000'],
      [`${y + 1}`, '3600000'],
      [`${y + 2}`, '3600000'],
      [`${y + 3}`, '3600000'],
      [`${y + 4}`, '3600000'],
      [`${y + 5}`, '730000'],
    ]);
    const again = await post(company, register(company.workFolderId), {
      label: 'Toyota Hilux',
      categoryId: await categoryId(company, 'VEHICLES'),
      documentLineId: lines[0].documentLineId,
    });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).code).toBe('FIXED_ASSET_LINE_ALREADY_REGISTERED');

    // March: 17 days of 1,800 → 170,000; then the rest of the year, 2,700,000; then nothing more.
    const march = await post(company, `${register(company.workFolderId)}/depreciation`, { period: `${y}-03` });
    expect(march.statusCode, march.body).toBe(200);
    expect(march.json()).toMatchObject({ total: '170000', assetCount: 1 });
    expect(await postedLines(context.app, company, march.json().entries[0].entryNumber)).toEqual([
      ['6813', '170000', '0'],
      ['2845', '0', '170000'],
    ]);
    const year = (await post(company, `${register(company.workFolderId)}/depreciation`, { period: 'YEAR' })).json();
    expect(year).toMatchObject({ total: '2700000', periodEndDate: `${y}-12-31` });
    expect(await postedLines(context.app, company, year.entries[0].entryNumber)).toEqual([
      ['6813', '2700000', '0'],
      ['2845', '0', '2700000'],
    ]);
    const twice = (await post(company, `${register(company.workFolderId)}/depreciation`, { period: 'YEAR' })).json();
    expect(twice).toEqual({ periodEndDate: `${y}-12-31`, entries: [], assetCount: 0, total: '0' });
    const view = await get(company, `${register(company.workFolderId)}/${asset.id}`);
    expect(view.schedule[0]).toMatchObject({ booked: '2870000', fullyBooked: true });
    expect(view.schedule[1]).toMatchObject({ booked: '0', fullyBooked: false });
    expect(view.bookings.map((booking: { amount: string }) => booking.amount)).toEqual(['170000', '2700000']);
    const list = await get(company, register(company.workFolderId));
    expect(list.totals).toEqual({
      grossValue: '18000000',
      accumulatedDepreciation: '2870000',
      netBookValue: '15130000',
    });

    // Year 2 books 3,600,000; its folder closed, a booking there is refused and writes nothing.
    const second = await closeFolder(company, company.workFolderId);
    const refused = await post(company, `${register(company.workFolderId)}/depreciation`, { period: 'YEAR' });
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).code).toBe('WORK_FOLDER_MUST_BE_OPEN');
    expect((await post(company, `${register(second)}/depreciation`, { period: 'YEAR' })).json().total).toBe('3600000');
    const third = await closeFolder(company, second);

    // Sold on 30 June of year 3 for 12,000,000: 1,800,000 more (827 days of 1,800 in all: 8,270,000),
    // book value 9,730,000, gain 2,270,000.
    const sold = await post(company, `${register(third)}/${asset.id}/disposal`, {
      date: `${y + 2}-06-30`,
      kind: 'SALE',
      proceeds: '12000000',
    });
    expect(sold.statusCode, sold.body).toBe(200);
    const disposed = sold.json();
    expect(disposed).toMatchObject({ disposedOn: `${y + 2}-06-30`, proceeds: '12000000', disposalGain: '2270000' });
    const thirdBooks = { ...company, workFolderId: third };
    const lastBooking = disposed.bookings.at(-1);
    expect(lastBooking).toMatchObject({ periodKind: 'DISPOSAL', amount: '1800000' });
    expect(await postedLines(context.app, thirdBooks, lastBooking.entryNumber)).toEqual([
      ['6813', '1800000', '0'],
      ['2845', '0', '1800000'],
    ]);
    expect(await postedLines(context.app, thirdBooks, disposed.disposalEntryNumber)).toEqual([
      ['2845', '8270000', '0'],
      ['6542', '9730000', '0'],
      ['2451', '0', '18000000'],
      ['4852', '12000000', '0'],
      ['7542', '0', '12000000'],
    ]);
    const twiceSold = await post(company, `${register(third)}/${asset.id}/disposal`, {
      date: `${y + 2}-07-01`,
      kind: 'SCRAPPING',
    });
    expect(errorOf(twiceSold).code).toBe('FIXED_ASSET_ALREADY_DISPOSED');
  });

  it('goes to HAO (812 / 822) when sold outside ordinary activity', async () => {
    const company = await books(context.app);
    const y = company.year;
    const created = await post(company, register(company.workFolderId), {
      label: 'Camion',
      categoryId: await categoryId(company, 'VEHICLES'),
      acquiredOn: `${y}-01-01`,
      grossValue: '10000000',
    });
    expect(created.statusCode, created.body).toBe(201);
    // Sold on 30 June: 180 days of 1,800 → 1,000,000 depreciated, book value 9,000,000, loss 500,000.
    const sold = await post(company, `${register(company.workFolderId)}/${created.json().id}/disposal`, {
      date: `${y}-06-30`,
      kind: 'SALE',
      proceeds: '8500000',
      outsideOrdinaryActivity: true,
    });
    expect(sold.statusCode, sold.body).toBe(200);
    expect(sold.json().disposalGain).toBe('-500000');
    expect(await postedLines(context.app, company, sold.json().disposalEntryNumber)).toEqual([
      ['2845', '1000000', '0'],
      ['812', '9000000', '0'],
      ['2451', '0', '10000000'],
      ['4852', '8500000', '0'],
      ['822', '0', '8500000'],
    ]);
  });
});

describe('a French computer bought on 10 May for 1,499.99 €, 3 years (PCG)', () => {
  const french = () => books(context.app, { countryCode: 'FR', typeCode: 'SAS', taxSystemCode: 'RN' });

  it('declining (1.25) gives 416.66, 541.67, 541.66 and books to 68112 / 28183, created in the chart', async () => {
    const company = await french();
    const y = company.year;
    const created = await post(company, register(company.workFolderId), {
      label: 'Ordinateur portable',
      categoryId: await categoryId(company, 'COMPUTER_EQUIPMENT'),
      acquiredOn: `${y}-05-10`,
      grossValue: '1499.99',
      method: 'DECLINING',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(yearly(created.json().schedule)).toEqual([
      [`${y}`, '416.66'],
      [`${y + 1}`, '541.67'],
      [`${y + 2}`, '541.66'],
    ]);
    const booked = (await post(company, `${register(company.workFolderId)}/depreciation`, { period: 'YEAR' })).json();
    expect(await postedLines(context.app, company, booked.entries[0].entryNumber)).toEqual([
      ['68112', '416.66', '0.00'],
      ['28183', '0.00', '416.66'],
    ]);
  });

  it('straight-line books with a declining tax plan set the excess aside in 145 (68725)', async () => {
    const company = await french();
    const y = company.year;
    const created = await post(company, register(company.workFolderId), {
      label: 'Serveur',
      categoryId: await categoryId(company, 'COMPUTER_EQUIPMENT'),
      acquiredOn: `${y}-05-10`,
      grossValue: '1499.99',
      taxMethod: 'DECLINING',
    });
    expect(created.statusCode, created.body).toBe(201);
    // Books: 231 days of 1,080 → 320.83; tax: 416.66; excess 95.83.
    const booked = (await post(company, `${register(company.workFolderId)}/depreciation`, { period: 'YEAR' })).json();
    expect(await postedLines(context.app, company, booked.entries[0].entryNumber)).toEqual([
      ['68112', '320.83', '0.00'],
      ['28183', '0.00', '320.83'],
      ['68725', '95.83', '0.00'],
      ['145', '0.00', '95.83'],
    ]);
    // Scrapped on 31 December: nothing more due, book value 1,179.16 out to 657 (a year opened from
    // 2025), the excess reversed to 78725.
    const scrapped = await post(company, `${register(company.workFolderId)}/${created.json().id}/disposal`, {
      date: `${y}-12-31`,
      kind: 'SCRAPPING',
    });
    expect(scrapped.statusCode, scrapped.body).toBe(200);
    expect(await postedLines(context.app, company, scrapped.json().disposalEntryNumber)).toEqual([
      ['28183', '320.83', '0.00'],
      ['657', '1179.16', '0.00'],
      ['2183', '0.00', '1499.99'],
      ['145', '95.83', '0.00'],
      ['78725', '0.00', '95.83'],
    ]);
  });

  it('takes 675 / 775 in a year opened before 2025 (before règlement ANC 2022-06)', async () => {
    const company = await french();
    const folder = await post(company, `/v1/accountings/workFolders/companies/${company.companyId}`, {
      name: '2024',
      startDate: '2024-01-01',
      endDate: '2024-12-31',
    });
    expect(folder.statusCode, folder.body).toBe(201);
    const older = folder.json().id as string;
    const created = await post(company, register(older), {
      label: 'Imprimante',
      categoryId: await categoryId(company, 'COMPUTER_EQUIPMENT'),
      acquiredOn: '2024-01-01',
      grossValue: '720.00',
    });
    expect(created.statusCode, created.body).toBe(201);
    // 3 years straight-line: 240.00 a year; sold on 30 June 2024 after 180 days: 120.00, book value 600.00.
    const sold = await post(company, `${register(older)}/${created.json().id}/disposal`, {
      date: '2024-06-30',
      kind: 'SALE',
      proceeds: '650.00',
    });
    expect(sold.statusCode, sold.body).toBe(200);
    expect(sold.json().disposalGain).toBe('50.00');
    expect(
      await postedLines(context.app, { ...company, workFolderId: older }, sold.json().disposalEntryNumber),
    ).toEqual([
      ['28183', '120.00', '0.00'],
      ['675', '600.00', '0.00'],
      ['2183', '0.00', '720.00'],
      ['462', '650.00', '0.00'],
      ['775', '0.00', '650.00'],
    ]);
  });
});

describe('bad input gets its code and writes nothing', () => {
  it('refuses a method the country does not allow, a date outside the folder, another company’s asset', async () => {
    const company = await books(context.app);
    const y = company.year;
    const vehicles = await categoryId(company, 'VEHICLES');
    const base = { label: 'Camion', categoryId: vehicles, acquiredOn: `${y}-02-01`, grossValue: '5000000' };
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ ...base, method: 'DECLINING' }, 422, 'DEPRECIATION_METHOD_NOT_ALLOWED'],
      [{ ...base, acquiredOn: `${y - 1}-12-31` }, 422, 'FIXED_ASSET_DATE_OUTSIDE_WORK_FOLDER'],
      [{ ...base, acquiredOn: `${y + 1}-01-01` }, 422, 'FIXED_ASSET_DATE_OUTSIDE_WORK_FOLDER'],
      [{ ...base, assetAccountNumber: '2845' }, 422, 'FIXED_ASSET_ACCOUNT_INVALID'],
      [{ ...base, inServiceOn: `${y}-01-15` }, 400, 'VALIDATION_FAILED'],
      [{ ...base, grossValue: '-5' }, 400, 'VALIDATION_FAILED'],
      [{ ...base, grossValue: '12.5' }, 422, 'AMOUNT_TOO_PRECISE'],
      [{ ...base, usefulLifeYears: 0 }, 400, 'VALIDATION_FAILED'],
      [{ ...base, priorDepreciation: '6000000', acquiredOn: `${y - 2}-01-01` }, 400, 'VALIDATION_FAILED'],
    ];
    for (const [body, status, code] of cases) {
      const answer = await post(company, register(company.workFolderId), body);
      expect([answer.statusCode, errorOf(answer).code], JSON.stringify(body)).toEqual([status, code]);
    }
    const month = await post(company, `${register(company.workFolderId)}/depreciation`, { period: `${y + 1}-01` });
    expect([month.statusCode, errorOf(month).code]).toEqual([422, 'FIXED_ASSET_DATE_OUTSIDE_WORK_FOLDER']);
    expect((await get(company, register(company.workFolderId))).total).toBe(0);

    // Bought in December, put into service in January: nothing to book this year.
    const later = await post(company, register(company.workFolderId), {
      ...base,
      acquiredOn: `${y}-12-20`,
      inServiceOn: `${y + 1}-01-10`,
    });
    expect(later.statusCode, later.body).toBe(201);
    expect(later.json().schedule[0].endDate).toBe(`${y + 1}-12-31`);
    expect(
      (await post(company, `${register(company.workFolderId)}/depreciation`, { period: 'YEAR' })).json().total,
    ).toBe('0');

    const other = await books(context.app);
    const created = await post(other, register(other.workFolderId), {
      ...base,
      categoryId: await categoryId(other, 'VEHICLES'),
    });
    expect(created.statusCode, created.body).toBe(201);
    const stranger = await call(
      context.app,
      'GET',
      `${register(company.workFolderId)}/${created.json().id}`,
      undefined,
      {
        token: company.token,
      },
    );
    expect(stranger.statusCode).toBe(404);
    const foreignFolder = await call(context.app, 'GET', register(other.workFolderId), undefined, {
      token: company.token,
    });
    expect(foreignFolder.statusCode).toBe(404);
  });

  it('answers unknown ids and malformed requests with a 4xx, never a 500', async () => {
    const company = await books(context.app);
    const unknown = '01900000-0000-7000-8000-000000000000';
    const base = register(company.workFolderId);
    const vehicles = await categoryId(company, 'VEHICLES');
    const cases: Array<[string, string, unknown, number]> = [
      ['POST', base, { label: 'X', categoryId: unknown, acquiredOn: `${company.year}-02-01`, grossValue: '5' }, 400],
      ['POST', base, { label: 'X', categoryId: vehicles, documentLineId: unknown }, 404],
      ['POST', base, { label: 'X', categoryId: vehicles }, 400],
      ['POST', base, { label: 'X', categoryId: vehicles, acquiredOn: '2026-02-30', grossValue: '5' }, 400],
      ['POST', base, { label: 'X', categoryId: vehicles, acquiredOn: `${company.year}-02-01`, grossValue: '1e9' }, 400],
      ['POST', `${base}/depreciation`, { period: `${company.year}-13` }, 400],
      ['POST', `${base}/depreciation`, { period: 'YEAR', extra: true }, 400],
      ['POST', `${base}/${unknown}/disposal`, { date: `${company.year}-06-30`, kind: 'SALE' }, 404],
      ['POST', `${base}/${unknown}/disposal`, { date: `${company.year}-06-30`, kind: 'GIFT' }, 400],
      ['GET', `${base}/${unknown}`, undefined, 404],
      ['GET', `${base}/bill-lines?documentId=nope`, undefined, 400],
      ['GET', `${base}?limit=100000`, undefined, 400],
      ['POST', `${base}/import`, { assets: [] }, 400],
      [
        'PUT',
        `/v1/accountings/companies/${company.companyId}/fixed-asset-categories/${unknown}`,
        {
          label: 'X',
          assetAccountNumber: '2451',
          depreciationAccountNumber: '2845',
          expenseAccountNumber: '6813',
          usefulLifeYears: 5,
        },
        404,
      ],
    ];
    for (const [method, url, body, status] of cases) {
      const answer = await call(context.app, method as 'GET', url, body, { token: company.token });
      expect([answer.statusCode, Boolean(errorOf(answer).code)], `${method} ${url} ${JSON.stringify(body)}`).toEqual([
        status,
        true,
      ]);
    }
    expect(await get(company, `${base}/bill-lines?documentId=${unknown}`)).toEqual([]);
  });

  it('brings in an asset from an opening import with its depreciation to date', async () => {
    const company = await books(context.app);
    const y = company.year;
    const created = await post(company, register(company.workFolderId), {
      label: 'Groupe électrogène',
      categoryId: await categoryId(company, 'INDUSTRIAL_EQUIPMENT'),
      acquiredOn: `${y - 2}-01-01`,
      grossValue: '10000000',
      priorDepreciation: '2000000',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      origin: 'OPENING',
      accumulatedDepreciation: '2000000',
      netBookValue: '8000000',
    });
    // 10 years straight-line: 1,000,000 a year; two years before the books, the third is booked now.
    const booked = (await post(company, `${register(company.workFolderId)}/depreciation`, { period: 'YEAR' })).json();
    expect(booked.total).toBe('1000000');
  });
});

describe('an opening import', () => {
  it('brings in every asset with its depreciation to date, or none when one is refused', async () => {
    const company = await books(context.app);
    const y = company.year;
    const vehicles = await categoryId(company, 'VEHICLES');
    const url = `${register(company.workFolderId)}/import`;
    const asset = (label: string, acquiredOn: string) => ({
      label,
      categoryId: vehicles,
      acquiredOn,
      grossValue: '10000000',
      priorDepreciation: '4000000',
    });
    const refused = await post(company, url, {
      assets: [asset('Camion 1', `${y - 2}-01-01`), asset('Camion 2', `${y}-02-01`)],
    });
    expect([refused.statusCode, errorOf(refused).code]).toEqual([422, 'FIXED_ASSET_DATE_OUTSIDE_WORK_FOLDER']);
    expect(errorOf(refused).fields).toEqual([
      { path: 'assets.1.acquiredOn', code: 'FIXED_ASSET_DATE_OUTSIDE_WORK_FOLDER' },
    ]);
    expect((await get(company, register(company.workFolderId))).total).toBe(0);
    const imported = await post(company, url, {
      assets: [asset('Camion 1', `${y - 2}-01-01`), asset('Camion 2', `${y - 3}-07-01`)],
    });
    expect([imported.statusCode, imported.json()]).toEqual([201, { created: 2 }]);
    const list = await get(company, register(company.workFolderId));
    expect(list.totals).toEqual({
      grossValue: '20000000',
      accumulatedDepreciation: '8000000',
      netBookValue: '12000000',
    });
  });
});

describe('bookings out of order', () => {
  it('books nothing for a month after its year, and gives back on a disposal what was booked beyond its day', async () => {
    const company = await books(context.app);
    const y = company.year;
    const created = await post(company, register(company.workFolderId), {
      label: 'Photocopieur',
      categoryId: await categoryId(company, 'OFFICE_EQUIPMENT'),
      acquiredOn: `${y}-01-01`,
      grossValue: '6000000',
    });
    expect(created.statusCode, created.body).toBe(201);
    // 5 years: 1,200,000 a year, booked whole; March after the year finds nothing due.
    expect(
      (await post(company, `${register(company.workFolderId)}/depreciation`, { period: 'YEAR' })).json().total,
    ).toBe('1200000');
    const march = (await post(company, `${register(company.workFolderId)}/depreciation`, { period: `${y}-03` })).json();
    expect(march).toMatchObject({ entries: [], total: '0' });
    // Sold on 31 March: 90 days of 1,800 → 300,000 due, 900,000 booked beyond, given back first.
    const sold = await post(company, `${register(company.workFolderId)}/${created.json().id}/disposal`, {
      date: `${y}-03-31`,
      kind: 'SALE',
      proceeds: '5000000',
    });
    expect(sold.statusCode, sold.body).toBe(200);
    const back = sold.json().bookings.find((booking: { periodKind: string }) => booking.periodKind === 'DISPOSAL');
    expect(back).toMatchObject({ periodKind: 'DISPOSAL', amount: '-900000' });
    expect(await postedLines(context.app, company, back.entryNumber)).toEqual([
      ['2844', '900000', '0'],
      ['6813', '0', '900000'],
    ]);
    expect(await postedLines(context.app, company, sold.json().disposalEntryNumber)).toEqual([
      ['2844', '300000', '0'],
      ['6542', '5700000', '0'],
      ['2441', '0', '6000000'],
      ['4852', '5000000', '0'],
      ['7542', '0', '5000000'],
    ]);
    expect(sold.json().disposalGain).toBe('-700000');
  });
});

describe('categories in the settings', () => {
  it('change a default life and accounts, and refuse an account outside class 2 or 28 / 68', async () => {
    const company = await books(context.app);
    const id = await categoryId(company, 'COMPUTER_EQUIPMENT');
    const url = `/v1/accountings/companies/${company.companyId}/fixed-asset-categories/${id}`;
    const body = {
      label: 'Ordinateurs',
      assetAccountNumber: '2442',
      depreciationAccountNumber: '2844',
      expenseAccountNumber: '6813',
      usefulLifeYears: 3,
    };
    const saved = await call(context.app, 'PUT', url, body, { token: company.token });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ code: 'COMPUTER_EQUIPMENT', label: 'Ordinateurs', usefulLifeYears: 3 });
    const wrong = await call(
      context.app,
      'PUT',
      url,
      { ...body, assetAccountNumber: '6011' },
      { token: company.token },
    );
    expect([wrong.statusCode, errorOf(wrong).code]).toEqual([422, 'FIXED_ASSET_ACCOUNT_INVALID']);
    const wrongCharge = await call(
      context.app,
      'PUT',
      url,
      { ...body, expenseAccountNumber: '6011' },
      { token: company.token },
    );
    expect([wrongCharge.statusCode, errorOf(wrongCharge).code]).toEqual([422, 'ACCOUNT_NUMBER_MUST_BE_VALID']);
    const other = await books(context.app);
    const foreign = await call(context.app, 'PUT', url.replace(company.companyId, other.companyId), body, {
      token: other.token,
    });
    expect(foreign.statusCode).toBe(404);
  });
});

describe('bookings through the API equal the schedule', () => {
  it('for random assets booked by random months, then the year', async () => {
    const arbitraryAsset = fc.record({
      gross: fc.integer({ min: 1, max: 500_000_000 }),
      life: fc.integer({ min: 1, max: 8 }),
      dayOfYear: fc.integer({ min: 0, max: 364 }),
      category: fc.constantFrom('VEHICLES', 'OFFICE_EQUIPMENT', 'COMPUTER_EQUIPMENT'),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(arbitraryAsset, { minLength: 1, maxLength: 3 }),
        fc.uniqueArray(fc.integer({ min: 1, max: 12 }), { maxLength: 4 }),
        async (assets, months) => {
          const company = await books(context.app);
          const y = company.year;
          const ids: string[] = [];
          for (const asset of assets) {
            const acquiredOn = new Date(Date.UTC(y, 0, 1 + asset.dayOfYear)).toISOString().slice(0, 10);
            const created = await post(company, register(company.workFolderId), {
              label: 'Bien',
              categoryId: await categoryId(company, asset.category),
              acquiredOn,
              grossValue: String(asset.gross),
              usefulLifeYears: asset.life,
            });
            expect(created.statusCode, created.body).toBe(201);
            ids.push(created.json().id);
          }
          let total = 0n;
          for (const month of [
            ...months.sort((a, b) => a - b).map((m) => `${y}-${String(m).padStart(2, '0')}`),
            'YEAR',
          ]) {
            const run = await post(company, `${register(company.workFolderId)}/depreciation`, { period: month });
            expect(run.statusCode, run.body).toBe(200);
            total += BigInt(run.json().total);
          }
          let scheduled = 0n;
          for (const id of ids) {
            const asset = await get(company, `${register(company.workFolderId)}/${id}`);
            const first = asset.schedule[0];
            expect(asset.accumulatedDepreciation).toBe(first.accumulated);
            expect(first.fullyBooked).toBe(true);
            expect(
              asset.schedule.reduce(
                (sum: bigint, year: { depreciation: string }) => sum + BigInt(year.depreciation),
                0n,
              ),
            ).toBe(BigInt(asset.grossValue));
            scheduled += BigInt(first.accumulated);
          }
          expect(total).toBe(scheduled);
          const balance = await trialBalance(context.app, company);
          const charges = balance.accounts
            .filter((account: { accountNumber: string }) => account.accountNumber.startsWith('681'))
            .reduce((sum: bigint, account: { debit: string }) => sum + BigInt(account.debit), 0n);
          expect(charges).toBe(scheduled);
        },
      ),
      { numRuns: 4 },
    );
  });
});
