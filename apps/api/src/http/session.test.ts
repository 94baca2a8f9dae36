import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenSigner } from './session.ts';

const secret = new TextEncoder().encode('a-test-secret-of-at-least-32-bytes!!');
const claims = {
  sub: '0190a6f0-0000-7000-8000-000000000001',
  companyId: '0190a6f0-0000-7000-8000-000000000002',
  roles: ['OWNER'],
  profiles: [],
  gen: 0,
};

afterEach(() => {
  vi.useRealTimers();
});

describe('token signer', () => {
  it('verifies a token it signed, again and again, with the same claims', async () => {
    const signer = createTokenSigner(secret, 3600);
    const token = await signer.sign(claims);
    const first = await signer.verify(token);
    expect(first).toMatchObject(claims);
    expect(await signer.verify(token)).toEqual(first);
  });

  it('refuses a token whose signature was changed, even after the genuine one was verified', async () => {
    const signer = createTokenSigner(secret, 3600);
    const token = await signer.sign(claims);
    await signer.verify(token);
    const [header, payload, signature = ''] = token.split('.');
    const forged = `${header}.${payload}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    await expect(signer.verify(forged)).rejects.toMatchObject({ code: 'TOKEN_INVALID' });
  });

  it('refuses a remembered token once it has expired', async () => {
    vi.useFakeTimers({ now: new Date('2026-06-01T08:00:00Z') });
    const signer = createTokenSigner(secret, 60);
    const token = await signer.sign(claims);
    await signer.verify(token);
    vi.setSystemTime(new Date('2026-06-01T08:01:01Z'));
    await expect(signer.verify(token)).rejects.toMatchObject({ code: 'TOKEN_INVALID' });
  });

  it('refuses a token signed with another secret', async () => {
    const other = createTokenSigner(new TextEncoder().encode('another-secret-of-at-least-32-bytes!'), 3600);
    const signer = createTokenSigner(secret, 3600);
    await expect(signer.verify(await other.sign(claims))).rejects.toMatchObject({ code: 'TOKEN_INVALID' });
  });
});
