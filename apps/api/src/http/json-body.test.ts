import { describe, expect, it } from 'vitest';
import { nestsDeeperThan } from './json-body.ts';

describe('nestsDeeperThan', () => {
  it.each([
    ['[[1]]', 2, false],
    ['[[[1]]]', 2, true],
    ['{"a":{"b":[1]}}', 3, false],
    ['{"a":{"b":[1]}}', 2, true],
    ['[1],[2],[3]', 1, false],
    ['{"text":"[[[[{{{{"}', 1, false],
    ['{"text":"a\\\\"}', 1, false],
    ['{"text":"\\"[[["}', 1, false],
    ['', 0, false],
    ['[', 0, true],
  ])('%s deeper than %i: %s', (text, limit, expected) => {
    expect(nestsDeeperThan(text, limit)).toBe(expected);
  });

  it('scans a megabyte of brackets without recursion', () => {
    expect(nestsDeeperThan('['.repeat(1_000_000), 64)).toBe(true);
    expect(nestsDeeperThan('[]'.repeat(500_000), 64)).toBe(false);
  });
});
