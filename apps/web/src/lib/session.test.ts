import type { LoginResponse } from '@bilan/contract';
import { describe, expect, it } from 'vitest';
import { storeSession } from './session.ts';
import { makeCompanyCurrent, readStored, writeStored } from './storage.ts';

const NEW_COMPANY = '0190f1a2-0000-7000-8000-0000000000b2';

function sessionOf(companyId: string): LoginResponse {
  return { token: 'token-new', user: { firstName: 'Awa', lastName: 'Ndiaye', companyId } };
}

describe('storeSession', () => {
  it("forgets the previous company's work folder when the session is another company's (after Subscribe)", () => {
    writeStored('companyId', '0190f1a2-0000-7000-8000-0000000000a1');
    writeStored('workFolderId', 'folder-of-the-previous-company');
    storeSession(sessionOf(NEW_COMPANY));
    expect(readStored('companyId')).toBe(NEW_COMPANY);
    expect(readStored('workFolderId')).toBeNull();
  });

  it('forgets it too when no company was stored (Subscribe cleared it), and keeps it on a login to the same one', () => {
    writeStored('workFolderId', 'folder-of-the-previous-company');
    storeSession(sessionOf(NEW_COMPANY));
    expect(readStored('workFolderId')).toBeNull();

    writeStored('workFolderId', 'folder-of-the-same-company');
    storeSession(sessionOf(NEW_COMPANY));
    expect(readStored('workFolderId')).toBe('folder-of-the-same-company');
  });
});

describe('makeCompanyCurrent', () => {
  it("forgets the previous company's folder when the signup form makes the new company current", () => {
    writeStored('companyId', '0190f1a2-0000-7000-8000-0000000000a1');
    writeStored('workFolderId', 'folder-of-the-previous-company');
    makeCompanyCurrent(NEW_COMPANY);
    // The new owner's login then finds the company already current: the old folder must be gone already.
    storeSession(sessionOf(NEW_COMPANY));
    expect(readStored('companyId')).toBe(NEW_COMPANY);
    expect(readStored('workFolderId')).toBeNull();
  });
});
