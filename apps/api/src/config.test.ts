import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const env = { JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256' };

describe('HTTPS setting', () => {
  it.each([
    [undefined, 'auto'],
    ['on', 'on'],
    ['OFF', 'off'],
    [' auto ', 'auto'],
  ])('HTTPS=%s reads as %s', (value, expected) => {
    expect(loadConfig({ ...env, HTTPS: value }).https).toBe(expected);
  });

  it('refuses any other value', () => {
    expect(() => loadConfig({ ...env, HTTPS: 'yes' })).toThrow('HTTPS must be auto, on or off, got "yes"');
  });
});
