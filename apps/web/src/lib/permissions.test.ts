import { describe, expect, it } from 'vitest';
import { tokenGrants } from './permissions.ts';

function tokenWith(claims: Record<string, unknown>): string {
  const encode = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${encode({ alg: 'HS256' })}.${encode(claims)}.signature`;
}

describe('tokenGrants', () => {
  it('grants a permission named in the profiles or the roles', () => {
    const token = tokenWith({ roles: ['ACCOUNTANT'], profiles: ['documents.validate'] });
    expect(tokenGrants(token, 'documents.validate')).toBe(true);
    expect(tokenGrants(token, 'ACCOUNTANT')).toBe(true);
  });

  it('refuses what the token does not name, and everything without a token', () => {
    const viewer = tokenWith({ roles: ['VIEWER'], profiles: ['reports.read'] });
    expect(tokenGrants(viewer, 'documents.write')).toBe(false);
    expect(tokenGrants(viewer, 'users.manage')).toBe(false);
    expect(tokenGrants(null, 'reports.read')).toBe(false);
    expect(tokenGrants('not-a-token', 'reports.read')).toBe(false);
  });

  it('ignores claims that are not lists of names', () => {
    expect(tokenGrants(tokenWith({ roles: 'OWNER', profiles: [42] }), 'OWNER')).toBe(false);
  });
});
