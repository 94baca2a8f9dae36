import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  accountNeedsParty,
  controlAccountPrefixes,
  groupAccountNumbers,
  isControlAccountFor,
  isGroupAccount,
  partyRoleOfAccount,
} from './account-tree.ts';

const CHART = ['5', '52', '521', '5211', '5215', '531', '57', '571', '5711'];

describe('group accounts', () => {
  it('makes an account with child accounts a group, and a leaf postable', () => {
    expect(isGroupAccount('521', CHART)).toBe(true);
    expect(isGroupAccount('5211', CHART)).toBe(false);
    expect(isGroupAccount('531', CHART)).toBe(false);
    expect(isGroupAccount('571', CHART)).toBe(true);
  });

  it('makes classes and two-digit headings groups even without children', () => {
    expect(isGroupAccount('5', [])).toBe(true);
    expect(isGroupAccount('53', ['53'])).toBe(true);
  });

  it('does not take a sibling sharing digits for a child', () => {
    expect(isGroupAccount('521', ['521', '5221', '52'])).toBe(false);
  });

  it('answers for a whole chart as it does for each account', () => {
    expect([...groupAccountNumbers(CHART)].sort()).toEqual(['5', '52', '521', '57', '571']);
    fc.assert(
      fc.property(fc.uniqueArray(fc.stringMatching(/^[1-9]\d{0,4}$/), { maxLength: 30 }), (chart) => {
        const groups = groupAccountNumbers(chart);
        for (const number of chart) expect(groups.has(number)).toBe(isGroupAccount(number, chart));
      }),
    );
  });
});

describe('control accounts of parties', () => {
  const chart = ['401', '4011', '404', '4041', '411', '4111', '419', '481', '4812', '4431'];
  it('offers customers the leaves of 41x', () => {
    expect(chart.filter((number) => isControlAccountFor('CUSTOMER', 'SYSCOHADA', number, chart))).toEqual([
      '4111',
      '419',
    ]);
  });

  it('offers SYSCOHADA suppliers 40x and 481, PCG suppliers 40x', () => {
    expect(chart.filter((number) => isControlAccountFor('SUPPLIER', 'SYSCOHADA', number, chart))).toEqual([
      '4011',
      '4041',
      '4812',
    ]);
    expect(controlAccountPrefixes('SUPPLIER', 'PCG')).toEqual(['40']);
    expect(isControlAccountFor('SUPPLIER', 'PCG', '4812', chart)).toBe(false);
  });
});

describe('the party a line takes', () => {
  it('follows suppliers on PCG 4041 and SYSCOHADA 481, customers on 41x, nobody on 4431', () => {
    expect(partyRoleOfAccount('PCG', '4041')).toBe('SUPPLIER');
    expect(partyRoleOfAccount('PCG', '4011')).toBe('SUPPLIER');
    expect(partyRoleOfAccount('PCG', '4812')).toBeNull();
    expect(partyRoleOfAccount('SYSCOHADA', '4812')).toBe('SUPPLIER');
    expect(partyRoleOfAccount('SYSCOHADA', '4111')).toBe('CUSTOMER');
    expect(partyRoleOfAccount('SYSCOHADA', '4431')).toBeNull();
  });

  it('requires one on 40x and 41x only', () => {
    expect(['4041', '4011', '4111', '4812', '4431', '5211'].filter(accountNeedsParty)).toEqual([
      '4041',
      '4011',
      '4111',
    ]);
  });
});
