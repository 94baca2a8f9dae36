import { describe, expect, it } from 'vitest';
import { foldedMatches, normalizeForSearch } from './search-text.ts';

describe('search text', () => {
  it('folds case and accents away', () => {
    expect(normalizeForSearch('  Établissements ZÉBULON ')).toBe('etablissements zebulon');
  });

  it.each([
    ['Établissements Zébulon', 'zebulon', ['Zébulon']],
    ['Établissements Zébulon', 'ETABLISSEMENTS Z', ['Établissements Z']],
    ['Été après été', 'ete', ['Été', 'été']],
    ['Boulangerie Akwa', 'akwa', ['Akwa']],
    ['Boulangerie Akwa', 'douala', []],
    ['Boulangerie Akwa', '  ', []],
  ])('finds in "%s" what "%s" means: %j', (text, query, expected) => {
    expect(foldedMatches(text, query)).toEqual(expected);
  });
});
