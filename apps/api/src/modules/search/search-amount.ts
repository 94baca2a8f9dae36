import { parseAmount } from '@bilan/accounting';

/** Spaces people group digits with: plain, no-break and narrow no-break (French), and the apostrophe (Swiss). */
const GROUP_SPACES = /[\s\u00a0\u202f']/g;
const DIGITS_AND_SEPARATORS = /^\d+([.,]\d+)*$/;

/**
 * The amount a search text stands for, in minor units of a currency with `scale` decimals, or null
 * when it is not one. People type amounts as they read them: "150 000", "150000", "1 250,50",
 * "1,250.50", "12.5". With both separators the last one is the decimal point; a lone separator
 * followed by exactly three digits groups thousands when the currency has fewer decimals than that
 * ("1,500" in francs CFA), and is the decimal point otherwise. Only positive amounts: totals are.
 */
export function parseSearchAmount(text: string, scale: number): bigint | null {
  const compact = text.replace(GROUP_SPACES, '');
  if (!DIGITS_AND_SEPARATORS.test(compact)) return null;
  const decimal = decimalText(compact, scale);
  if (decimal === null) return null;
  try {
    const amount = parseAmount(decimal, scale);
    return amount > 0n ? amount : null;
  } catch {
    // More decimals than the currency has, or beyond the range of amounts: not an amount of these books.
    return null;
  }
}

function decimalText(compact: string, scale: number): string | null {
  const separators = compact.replace(/\d/g, '');
  if (separators === '') return compact;
  const last = separators.at(-1) as string;
  const mixed = separators.includes('.') && separators.includes(',');
  if (mixed) {
    // Group separators are the other character, before the decimal point, each followed by three digits.
    const point = compact.lastIndexOf(last);
    const whole = compact.slice(0, point);
    const grouped = whole.includes(last) ? null : groupedThousands(whole);
    return grouped === null ? null : `${grouped}.${compact.slice(point + 1)}`;
  }
  if (separators.length > 1) return groupedThousands(compact);
  const fraction = compact.slice(compact.indexOf(last) + 1);
  if (fraction.length === 3 && scale < 3) return groupedThousands(compact);
  return compact.replace(last, '.');
}

/** "1.500.000" or "1,500": every group after the first has three digits. */
function groupedThousands(compact: string): string | null {
  const groups = compact.split(/[.,]/);
  if (groups.slice(1).some((group) => group.length !== 3)) return null;
  return groups.join('');
}
