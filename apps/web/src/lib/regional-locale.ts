/**
 * The locale dates and numbers are written in: the interface language with the browser's region
 * (docs/decisions/0013-company-language-and-search.md keeps the language the user chose). An English
 * interface on an en-GB browser writes 28/11/2026, on en-US 11/28/2026; a French one 28/11/2026.
 */
const cache = new Map<string, string>();

function browserLanguages(): readonly string[] {
  return typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
}

function regionOf(tag: string): string | undefined {
  try {
    return new Intl.Locale(tag).region;
  } catch {
    return undefined;
  }
}

/**
 * The language's own region among the browser's languages (en-GB for English), else the region of the
 * browser's first language (en-CM for English on a fr-CM browser), else the language alone.
 */
export function regionalLocale(language: string, languages: readonly string[] = browserLanguages()): string {
  const base = language.split('-')[0] ?? language;
  if (base !== language) return language;
  const key = `${language}|${languages.join(',')}`;
  const known = cache.get(key);
  if (known) return known;
  const own = languages.find((tag) => tag.split('-')[0]?.toLowerCase() === base && regionOf(tag));
  const region = own ? regionOf(own) : languages[0] ? regionOf(languages[0]) : undefined;
  const candidate = region ? `${base}-${region}` : language;
  const supported = Intl.DateTimeFormat.supportedLocalesOf([candidate])[0] ?? language;
  cache.set(key, supported);
  return supported;
}

/**
 * The locale of numbers: the regional one while it keeps the language's decimal mark, which typed
 * numbers are read with (lib/decimal-input.ts); an English interface on a French browser keeps "1,234.50".
 */
export function numberLocale(language: string, languages: readonly string[] = browserLanguages()): string {
  const regional = regionalLocale(language, languages);
  const mark = (locale: string) =>
    new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value;
  return mark(regional) === mark(language) ? regional : language;
}
