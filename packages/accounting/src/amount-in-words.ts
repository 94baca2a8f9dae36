/**
 * Whole amounts written out, as French and English invoices state their total ("arrêtée la présente
 * facture à la somme de…"). Up to 999 999 999 999 999; French follows the 1990 spelling rules
 * (hyphens everywhere), with "cents" and "quatre-vingts" taking an s only when they end the number.
 */
export function amountInWords(value: bigint, language: 'fr' | 'en'): string {
  if (value < 0n) return `${language === 'fr' ? 'moins' : 'minus'} ${amountInWords(-value, language)}`;
  if (value >= 10n ** 15n) throw new RangeError(`${value} is too large to write out.`);
  return language === 'fr' ? frenchWords(value) : englishWords(value);
}

const FR_UNITS = [
  'zéro',
  'un',
  'deux',
  'trois',
  'quatre',
  'cinq',
  'six',
  'sept',
  'huit',
  'neuf',
  'dix',
  'onze',
  'douze',
  'treize',
  'quatorze',
  'quinze',
  'seize',
  'dix-sept',
  'dix-huit',
  'dix-neuf',
];
const FR_TENS = [
  '',
  '',
  'vingt',
  'trente',
  'quarante',
  'cinquante',
  'soixante',
  'soixante',
  'quatre-vingt',
  'quatre-vingt',
];

function frenchBelowHundred(n: number, last: boolean): string {
  if (n < 20) return FR_UNITS[n] ?? '';
  const ten = Math.floor(n / 10);
  const unit = n % 10;
  const base = FR_TENS[ten] ?? '';
  if (ten === 7 || ten === 9) return `${base}-${unit === 1 && ten === 7 ? 'et-' : ''}${FR_UNITS[10 + unit]}`;
  if (unit === 0) return ten === 8 && last ? 'quatre-vingts' : base;
  return `${base}-${unit === 1 && ten !== 8 ? 'et-' : ''}${FR_UNITS[unit]}`;
}

function frenchBelowThousand(n: number, last: boolean): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const parts: string[] = [];
  if (hundreds > 0) {
    const cent = hundreds === 1 ? 'cent' : `${FR_UNITS[hundreds]}-cent${rest === 0 && last ? 's' : ''}`;
    parts.push(cent);
  }
  if (rest > 0 || hundreds === 0) parts.push(frenchBelowHundred(rest, last));
  return parts.join('-');
}

const FR_SCALES = [
  { value: 10n ** 12n, singular: 'billion', plural: 'billions' },
  { value: 10n ** 9n, singular: 'milliard', plural: 'milliards' },
  { value: 10n ** 6n, singular: 'million', plural: 'millions' },
];

function frenchWords(value: bigint): string {
  if (value === 0n) return 'zéro';
  const parts: string[] = [];
  let rest = value;
  for (const scale of FR_SCALES) {
    const count = rest / scale.value;
    rest %= scale.value;
    if (count > 0n)
      parts.push(`${frenchBelowThousand(Number(count), true)}-${count === 1n ? scale.singular : scale.plural}`);
  }
  const thousands = Number(rest / 1000n);
  const units = Number(rest % 1000n);
  if (thousands > 0) parts.push(thousands === 1 ? 'mille' : `${frenchBelowThousand(thousands, false)}-mille`);
  if (units > 0) parts.push(frenchBelowThousand(units, true));
  return parts.join('-');
}

const EN_UNITS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const EN_TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const EN_SCALES = [
  { value: 10n ** 12n, name: 'trillion' },
  { value: 10n ** 9n, name: 'billion' },
  { value: 10n ** 6n, name: 'million' },
  { value: 10n ** 3n, name: 'thousand' },
];

function englishBelowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const parts: string[] = [];
  if (hundreds > 0) parts.push(`${EN_UNITS[hundreds]} hundred`);
  if (rest > 0) {
    const words =
      rest < 20 ? EN_UNITS[rest] : `${EN_TENS[Math.floor(rest / 10)]}${rest % 10 ? `-${EN_UNITS[rest % 10]}` : ''}`;
    parts.push(hundreds > 0 ? `and ${words}` : (words ?? ''));
  }
  return parts.join(' ');
}

function englishWords(value: bigint): string {
  if (value === 0n) return 'zero';
  const parts: string[] = [];
  let rest = value;
  for (const scale of EN_SCALES) {
    const count = rest / scale.value;
    rest %= scale.value;
    if (count > 0n) parts.push(`${englishBelowThousand(Number(count))} ${scale.name}`);
  }
  if (rest > 0n) parts.push(englishBelowThousand(Number(rest)));
  return parts.join(' ');
}

const CURRENCY_WORDS: Record<string, { fr: [string, string]; en: [string, string] }> = {
  EUR: { fr: ['euro', 'euros'], en: ['euro', 'euros'] },
  XAF: { fr: ['franc CFA', 'francs CFA'], en: ['CFA franc', 'CFA francs'] },
  XOF: { fr: ['franc CFA', 'francs CFA'], en: ['CFA franc', 'CFA francs'] },
};

/**
 * An amount of minor units written out with its currency and, for a currency with decimals, its cents:
 * 4025 EUR → "quarante euros et vingt-cinq centimes". A currency without words keeps its code.
 */
export function amountInWordsWithCurrency(
  minorUnits: bigint,
  scale: number,
  currency: string,
  language: 'fr' | 'en',
): string {
  const negative = minorUnits < 0n;
  const magnitude = negative ? -minorUnits : minorUnits;
  const divisor = 10n ** BigInt(scale);
  const whole = magnitude / divisor;
  const cents = magnitude % divisor;
  const names = CURRENCY_WORDS[currency]?.[language];
  const unit = names ? (whole > 1n ? names[1] : names[0]) : currency;
  // French joins "de" before a currency after million(s) and milliard(s): "un million d'euros".
  const wholeWords = amountInWords(whole, language);
  const joined =
    language === 'fr' && names && /(millions?|milliards?)$/.test(wholeWords)
      ? `${wholeWords} ${/^[aeiouy]/.test(unit) ? "d'" : 'de '}${unit}`
      : `${wholeWords} ${unit}`;
  const centWords =
    cents === 0n
      ? ''
      : language === 'fr'
        ? ` et ${amountInWords(cents, 'fr')} ${cents > 1n ? 'centimes' : 'centime'}`
        : ` and ${amountInWords(cents, 'en')} ${cents > 1n ? 'cents' : 'cent'}`;
  return `${negative ? (language === 'fr' ? 'moins ' : 'minus ') : ''}${joined}${centWords}`;
}
