import { describe, expect, it } from 'vitest';
import { fakeToken } from '../test/render.tsx';
import { decodeJwtPayload, isTokenUnexpired } from './jwt.ts';

describe('jwt', () => {
  it('decodes the payload of a base64url token', () => {
    const token = fakeToken(60, { roles: ['OWNER'], name: 'Étienne' });
    expect(decodeJwtPayload(token)).toMatchObject({ roles: ['OWNER'], sub: 'u1' });
  });

  it.each([
    ['no dots', 'abc'],
    ['a payload that is not base64 JSON', 'a.%%%.c'],
    ['a JSON payload that is not an object', `a.${btoa('[1,2]')}.c`],
  ])('answers null for %s', (_case, token) => {
    expect(decodeJwtPayload(token)).toBeNull();
  });

  it('is unexpired until exp, and expired from exp on', () => {
    const exp = 1_900_000_000;
    const token = `x.${btoa(JSON.stringify({ exp }))}.y`;
    expect(isTokenUnexpired(token, exp * 1000 - 1)).toBe(true);
    expect(isTokenUnexpired(token, exp * 1000)).toBe(false);
  });

  it.each([null, '', `x.${btoa('{}')}.y`, `x.${btoa('{"exp":"soon"}')}.y`])('rejects %j', (token) => {
    expect(isTokenUnexpired(token)).toBe(false);
  });
});
