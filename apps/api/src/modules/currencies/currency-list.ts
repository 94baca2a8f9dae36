import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CURRENCIES, parseCsvTable } from '@bilan/accounting';
import type { CurrencyList, Language } from '@bilan/contract';
import { REFERENTIALS_DIR } from '../referentials/referentials.seed.ts';

let names: Map<string, Record<Language, string>> | undefined;

/** The names of referentials/currencies.csv, read once (its codes and minor units are packages/accounting's table). */
function namesByCode(): Map<string, Record<Language, string>> {
  names ??= new Map(
    parseCsvTable(readFileSync(join(REFERENTIALS_DIR, 'currencies.csv'), 'utf8')).records.map((record) => [
      record.code ?? '',
      { en: record.en_name ?? '', fr: record.fr_name ?? '' },
    ]),
  );
  return names;
}

/** The currencies Bilan knows, named in `language`. */
export function listCurrencies(language: Language): CurrencyList {
  const byCode = namesByCode();
  return {
    items: CURRENCIES.map((currency) => ({
      code: currency.code,
      minorUnit: currency.minorUnit,
      name: byCode.get(currency.code)?.[language] ?? currency.code,
    })),
  };
}
