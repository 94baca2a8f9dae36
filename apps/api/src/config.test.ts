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

describe('HOST setting', () => {
  it.each([
    [undefined, '127.0.0.1'],
    ['', '127.0.0.1'],
    ['0.0.0.0', '0.0.0.0'],
    [' 192.168.1.20 ', '192.168.1.20'],
  ])('HOST=%j listens on %s: the loopback unless the office opens it', (value, expected) => {
    expect(loadConfig({ ...env, HOST: value }).host).toBe(expected);
  });
});
