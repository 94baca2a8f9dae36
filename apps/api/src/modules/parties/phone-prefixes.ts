import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseCsvTable } from '@bilan/accounting';
import { findPhoneOperator, type PhonePrefix, phonePrefixesOf } from '@bilan/contract';
import { REPO_ROOT } from '../../config.ts';

const PHONE_PREFIXES_FILE = join(REPO_ROOT, 'referentials', 'cm-phone-prefixes.csv');

let loaded: readonly PhonePrefix[] | undefined;

/** The committed operator prefix table, read once per process (the file only changes with a release). */
export function phonePrefixes(): readonly PhonePrefix[] {
  loaded ??= phonePrefixesOf(parseCsvTable(readFileSync(PHONE_PREFIXES_FILE, 'utf8')).records);
  return loaded;
}

/** The mobile operator (MTN, ORANGE, NEXTTEL, CAMTEL…) of an E.164 number, e.g. to suggest a mobile-money channel. */
export function phoneOperatorOf(e164: string): string | null {
  return findPhoneOperator(e164, phonePrefixes());
}
