import type { ExchangeRateList, ExchangeRateOn } from '@bilan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTenant } from '../../db/tenant.ts';
import {
  call,
  createTestContext,
  errorOf,
  type SignedUpCompany,
  signUpAndLogin,
  type TestContext,
} from '../../testing/test-app.ts';
import { rateOn } from './exchange-rates.service.ts';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());

const ratesUrl = (company: SignedUpCompany, path = '') =>
  `/v1/accountings/companies/${company.companyId}/exchange-rates${path}`;

async function addRate(company: SignedUpCompany, body: { currency: string; date: string; rate: string }) {
  return call(context.app, 'POST', ratesUrl(company), body, { token: company.token });
}

async function rateOfDay(company: SignedUpCompany, currency: string, date: string) {
  return call(context.app, 'GET', ratesUrl(company, '/on'), undefined, {
    token: company.token,
    query: { currency, date },
  });
}

describe('exchange rates', () => {
  it('takes the latest rate on or before a date; none before the first is EXCHANGE_RATE_MISSING', async () => {
    const company = await signUpAndLogin(context.app);
    expect((await addRate(company, { currency: 'usd', date: '2026-03-01', rate: '605.43' })).statusCode).toBe(201);
    expect((await addRate(company, { currency: 'USD', date: '2026-03-15', rate: '598.1' })).statusCode).toBe(201);

    const onTenth = await rateOfDay(company, 'USD', '2026-03-10');
    expect(onTenth.json<ExchangeRateOn>()).toEqual({
      currency: 'USD',
      companyCurrency: 'XAF',
      rateDate: '2026-03-01',
      rate: '605.43',
      approximateRate: '605.43',
      fixed: false,
    });
    expect((await rateOfDay(company, 'USD', '2026-03-15')).json<ExchangeRateOn>().rate).toBe('598.1');
    expect((await rateOfDay(company, 'USD', '2026-12-31')).json<ExchangeRateOn>().rate).toBe('598.1');

    const before = await rateOfDay(company, 'USD', '2026-02-28');
    expect(before.statusCode).toBe(422);
    expect(errorOf(before).code).toBe('EXCHANGE_RATE_MISSING');
    const unknown = await rateOfDay(company, 'XYZ', '2026-03-10');
    expect(unknown.statusCode).toBe(422);
    expect(errorOf(unknown).code).toBe('CURRENCY_UNKNOWN');
  });

  it('builds in the fixed parities, shows them and refuses to store them', async () => {
    const company = await signUpAndLogin(context.app);
    const euro = (await rateOfDay(company, 'EUR', '1999-01-01')).json<ExchangeRateOn>();
    expect(euro).toMatchObject({ rate: '655.957', rateDate: null, fixed: true });
    const kmf = (await rateOfDay(company, 'KMF', '2026-01-01')).json<ExchangeRateOn>();
    expect(kmf).toMatchObject({ rate: '4/3', approximateRate: '1.33333333', fixed: true });
    expect((await rateOfDay(company, 'XOF', '2026-01-01')).json<ExchangeRateOn>().rate).toBe('1');

    for (const currency of ['EUR', 'XOF', 'KMF', 'XAF']) {
      const refused = await addRate(company, { currency, date: '2026-01-02', rate: '650' });
      expect(refused.statusCode).toBe(422);
      expect(errorOf(refused).code).toBe('EXCHANGE_RATE_FIXED');
    }
    const list = await call(context.app, 'GET', ratesUrl(company), undefined, { token: company.token });
    const body = list.json<ExchangeRateList>();
    expect(body.items).toEqual([]);
    expect(body.fixedRates.map((fixed) => [fixed.currency, fixed.rate])).toEqual([
      ['EUR', '655.957'],
      ['KMF', '4/3'],
      ['XOF', '1'],
    ]);
  });

  it('for a French company, 1 XAF = 1000/655957 EUR, fixed', async () => {
    const company = await signUpAndLogin(context.app, { countryCode: 'FR', typeCode: 'SAS', taxSystemCode: 'RN' });
    const xaf = (await rateOfDay(company, 'XAF', '2026-01-01')).json<ExchangeRateOn>();
    expect(xaf).toMatchObject({
      companyCurrency: 'EUR',
      rate: '1000/655957',
      approximateRate: '0.00152449',
      fixed: true,
    });
  });
});

describe('exchange rates refused', () => {
  it.each([
    ['0', 'EXCHANGE_RATE_INVALID'],
    ['-5', 'EXCHANGE_RATE_INVALID'],
    ['abc', 'EXCHANGE_RATE_INVALID'],
    ['0.0000000000001', 'EXCHANGE_RATE_INVALID'],
  ])('refuses the rate %j with %s and stores nothing', async (rate, code) => {
    const company = await signUpAndLogin(context.app);
    const refused = await addRate(company, { currency: 'USD', date: '2026-01-02', rate });
    expect(refused.statusCode).toBe(422);
    expect(errorOf(refused)).toMatchObject({ code, fields: [{ path: 'rate', code }] });
    const list = await call(context.app, 'GET', ratesUrl(company), undefined, { token: company.token });
    expect(list.json<ExchangeRateList>().items).toEqual([]);
  });

  it('refuses an unknown currency with CURRENCY_UNKNOWN', async () => {
    const company = await signUpAndLogin(context.app);
    const refused = await addRate(company, { currency: 'ABC', date: '2026-01-02', rate: '1.5' });
    expect(refused.statusCode).toBe(422);
    expect(errorOf(refused).code).toBe('CURRENCY_UNKNOWN');
  });
});

describe('the rate table', () => {
  it('replaces the rate of a day typed again, lists latest first and deletes', async () => {
    const company = await signUpAndLogin(context.app);
    await addRate(company, { currency: 'USD', date: '2026-03-01', rate: '600' });
    const again = await addRate(company, { currency: 'USD', date: '2026-03-01', rate: '601.50' });
    await addRate(company, { currency: 'GBP', date: '2026-03-01', rate: '760' });
    await addRate(company, { currency: 'USD', date: '2026-03-02', rate: '602' });
    const list = await call(context.app, 'GET', ratesUrl(company), undefined, {
      token: company.token,
      query: { limit: '2' },
    });
    const first = list.json<ExchangeRateList>();
    expect(first.items.map((row) => [row.currency, row.date, row.rate])).toEqual([
      ['GBP', '2026-03-01', '760'],
      ['USD', '2026-03-02', '602'],
    ]);
    const next = await call(context.app, 'GET', ratesUrl(company), undefined, {
      token: company.token,
      query: { limit: '2', cursor: first.nextCursor ?? '' },
    });
    expect(next.json<ExchangeRateList>().items.map((row) => row.rate)).toEqual(['601.5']);
    expect(next.json<ExchangeRateList>().nextCursor).toBeNull();

    const removed = await call(context.app, 'DELETE', ratesUrl(company, `/${again.json().id}`), undefined, {
      token: company.token,
    });
    expect(removed.statusCode).toBe(204);
    expect((await rateOfDay(company, 'USD', '2026-03-01')).statusCode).toBe(422);
  });
});

describe('rate files', () => {
  it('imports a CSV with ; and decimal commas, or with , — all lines or none', async () => {
    const company = await signUpAndLogin(context.app);
    const french = 'devise;date;cours\nUSD;01/03/2026;605,43\nGBP;2026-03-01;760\n\nUSD;02/03/2026;606\n';
    const imported = await call(
      context.app,
      'POST',
      ratesUrl(company, '/import'),
      { content: french },
      {
        token: company.token,
      },
    );
    expect(imported.statusCode).toBe(200);
    expect(imported.json()).toEqual({ created: 3, replaced: 0 });
    const english = 'USD,2026-03-01,605.5\nCNY,2026-03-01,84.1234\n';
    const again = await call(
      context.app,
      'POST',
      ratesUrl(company, '/import'),
      { content: english },
      {
        token: company.token,
      },
    );
    expect(again.json()).toEqual({ created: 1, replaced: 1 });
    expect((await rateOfDay(company, 'USD', '2026-03-01')).json<ExchangeRateOn>().rate).toBe('605.5');

    const wrong = 'USD;2026-04-01;610\nXYZ;2026-04-01;1\nUSD;31/02/2026;1\nEUR;2026-04-01;650\nUSD;2026-04-02;0\n';
    const refused = await call(
      context.app,
      'POST',
      ratesUrl(company, '/import'),
      { content: wrong },
      {
        token: company.token,
      },
    );
    expect(refused.statusCode).toBe(422);
    expect(errorOf(refused)).toMatchObject({
      code: 'CURRENCY_UNKNOWN',
      fields: [
        { path: 'lines.2.currency', code: 'CURRENCY_UNKNOWN' },
        { path: 'lines.3.date', code: 'EXCHANGE_RATE_FILE_MALFORMED' },
        { path: 'lines.4.currency', code: 'EXCHANGE_RATE_FIXED' },
        { path: 'lines.5.rate', code: 'EXCHANGE_RATE_INVALID' },
      ],
    });
    expect((await rateOfDay(company, 'USD', '2026-04-01')).json<ExchangeRateOn>().rate).toBe('606');
  });

  it('keeps each company to its own rates', async () => {
    const owner = await signUpAndLogin(context.app);
    const other = await signUpAndLogin(context.app);
    const created = await addRate(owner, { currency: 'USD', date: '2026-03-01', rate: '600' });
    expect((await rateOfDay(other, 'USD', '2026-03-01')).statusCode).toBe(422);
    const stolen = await call(context.app, 'DELETE', ratesUrl(other, `/${created.json().id}`), undefined, {
      token: other.token,
    });
    expect(stolen.statusCode).toBe(404);
    const seen = await inTenant(context.handle.db, other.companyId, (tx) =>
      rateOn(tx, { companyId: owner.companyId, currency: 'XAF' }, 'USD', '2026-03-01').catch((error) => error.code),
    );
    expect(seen).toBe('EXCHANGE_RATE_MISSING');
  });
});
