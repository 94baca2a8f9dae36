import { PROFILES } from '@bilan/contract';
import { describe, expect, it } from 'vitest';
import { defaultProfilesOf, sameSet, sortedRoles } from './access.ts';

describe('defaultProfilesOf', () => {
  it.each([
    [['VIEWER'], ['reports.read']],
    [
      ['ACCOUNTANT'],
      [
        'reports.read',
        'documents.write',
        'documents.validate',
        'payments.write',
        'accounts.write',
        'parties.write',
        'work-folders.manage',
      ],
    ],
    [['OWNER'], [...PROFILES]],
    [['VIEWER', 'ADMIN'], [...PROFILES]],
    [[], []],
    [['NOT_A_ROLE'], []],
  ])('grants %j the permissions %j, in the contract order', (roles, profiles) => {
    expect(defaultProfilesOf(roles)).toEqual(profiles);
  });
});

describe('sortedRoles and sameSet', () => {
  it('orders roles from the highest and drops unknown names', () => {
    expect(sortedRoles(['VIEWER', 'X', 'OWNER'])).toEqual(['OWNER', 'VIEWER']);
  });

  it('compares lists as sets of the same size', () => {
    expect(sameSet(['a', 'b'], ['b', 'a'])).toBe(true);
    expect(sameSet(['a'], ['a', 'b'])).toBe(false);
    expect(sameSet(['a', 'c'], ['a', 'b'])).toBe(false);
  });
});
