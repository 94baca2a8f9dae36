import { describe, expect, it } from 'vitest';
import { isPostableAccount, searchAccounts } from './account-search.ts';

const ACCOUNTS = [
  { id: 'a101', number: '101', label: 'Capital social' },
  { id: 'a401', number: '401', label: 'Fournisseurs, dettes en compte' },
  { id: 'a521', number: '521', label: 'Banques locales' },
  { id: 'a5211', number: '5211', label: 'Banques en monnaie nationale' },
  { id: 'a52110001', number: '52110001', label: 'Ecobank Douala' },
  { id: 'a571', number: '571', label: 'Caisse siège social' },
  { id: 'a601', number: '601', label: 'Achats de marchandises' },
  { id: 'a7011', number: '7011', label: 'Ventes de marchandises, 2e trimestre' },
];

const numbers = (query: string, limit?: number) => searchAccounts(ACCOUNTS, query, limit).map((a) => a.number);

describe('searchAccounts', () => {
  it.each([
    ['521', ['521', '5211', '52110001']],
    ['5211', ['5211', '52110001']],
    ['57', ['571']],
    ['banq', ['521', '5211']],
    ['BANQUES', ['521', '5211']],
    ['siege', ['571']],
    ['marchandises', ['601', '7011']],
    ['achats march', ['601']],
    ['52 ecobank', ['52110001']],
    ['ecobank douala', ['52110001']],
    ['nothing like this', []],
    ['999', []],
  ])('"%s" finds %j', (query, expected) => {
    expect(numbers(query)).toEqual(expected);
  });

  it('puts labels that start with the word before those that only contain it', () => {
    expect(numbers('social')).toEqual(['101', '571']);
    expect(numbers('capital')).toEqual(['101']);
    expect(numbers('locales')).toEqual(['521']);
    expect(numbers('ventes')).toEqual(['7011']);
    expect(numbers('de')).toEqual(['401', '601', '7011']);
  });

  it('finds digits inside labels after the numbers that start with them', () => {
    expect(numbers('2')).toEqual(['7011']);
  });

  it('returns the first accounts for an empty query, and never more than the limit', () => {
    expect(numbers('')).toHaveLength(ACCOUNTS.length);
    expect(numbers('  ', 3)).toEqual(['101', '401', '521']);
    expect(numbers('5', 2)).toEqual(['521', '5211']);
  });
});

describe('isPostableAccount', () => {
  it.each([
    [{ isGroup: true, active: true }, false],
    [{ isGroup: false, active: true }, true],
    [{ isGroup: false, active: false }, false],
  ])('%j is postable: %s', (account, expected) => {
    expect(isPostableAccount(account)).toBe(expected);
  });
});
