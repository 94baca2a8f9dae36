import { describe, expect, it } from 'vitest';
import { mobileOperatorsOf } from '../../lib/phone.ts';
import { numberPreviewOf, settingsFieldOf } from './settings-form.ts';

describe('settings form', () => {
  it.each([
    ['legalName', 'legalName'],
    ['logo', 'logo'],
    ['defaultVatRates.2', 'defaultVatRates.2.rate'],
    ['postingAccounts.bank', 'postingAccounts.bank'],
    ['postingAccounts.mobileMoneyByOperator.MTN', 'postingAccounts.mobileMoneyByOperator.MTN'],
    ['numberPrefixes.VE', 'numberPrefixes.VE'],
    ['fiscalYearStartMonth', 'fiscalYearStartMonth'],
    ['postingAccounts.unknown', null],
    ['companyId', null],
    ['', null],
  ])('puts the API field %j on the form field %j', (path, field) => {
    expect(settingsFieldOf(path)).toBe(field);
  });

  it.each([
    ['VE', '', 2026, 'VE-2026-000001'],
    ['VE', 'fac', 2026, 'FAC-2026-000001'],
    ['OD', ' OPD ', 2027, 'OPD-2027-000001'],
  ])('previews journal %s with prefix %j in %i as %s', (code, prefix, year, preview) => {
    expect(numberPreviewOf(code, prefix, year)).toBe(preview);
  });

  it('lists the mobile operators of a country from the committed table, none for another country', () => {
    expect(mobileOperatorsOf('CM')).toEqual(['MTN', 'ORANGE', 'NEXTTEL']);
    expect(mobileOperatorsOf('FR')).toEqual([]);
    expect(mobileOperatorsOf(null)).toEqual([]);
  });
});
