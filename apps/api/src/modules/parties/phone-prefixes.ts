import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseCsvTable } from '@bilan/accounting';
import { phoneOperatorOf as operatorOfNumber, type PhonePrefix, phonePrefixesOf } from '@bilan/contract';
import { REPO_ROOT } from '../../config.ts';

const PHONE_PREFIXES_FILE = join(REPO_ROOT, 'referentials', 'cm-phone-prefixes.csv');

let loaded: readonly PhonePrefix[] | undefined;

/** The committed operator prefix table, read once per process (the file only changes with a release). */
export function phonePrefixes(): readonly PhonePrefix[] {
  loaded ??= phonePrefixesOf(parseCsvTable(readFileSync(PHONE_PREFIXES_FILE, 'utf8')).records);
  return loaded;
}

/**
 * The mobile operator (MTN, ORANGE, NEXTTEL) of a number however a Cameroonian number is written
 * (E.164 as stored, or as typed before payments stored E.164), e.g. to suggest a mobile-money channel.
 */
export function phoneOperatorOf(phone: string): string | null {
  return operatorOfNumber(phone, null, phonePrefixes());
}
