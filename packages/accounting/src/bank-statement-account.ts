import { StatementError, type StatementFault } from './bank-statement.ts';

/** The treasury account a statement file is imported into, as the file's statements must name it. */
export interface StatementAccount {
  /** ISO 4217: the account's own currency (the company's unless set). */
  currency: string;
  /** The IBAN or account id its statements name, once known; null before the first file that names one. */
  identifier: string | null;
}

/** The head of one statement of a file, read before its lines: the account and currency it names. */
export interface StatementHeader {
  lineNumber: number;
  accountIdentifier: string | null;
  currency: string | null;
}

export const ACCOUNT_IDENTIFIER_MAX = 50;

/** An IBAN or account id as compared: capitals, without spaces or dashes; null when nothing is left. */
export function normalizeAccountIdentifier(text: string | null | undefined): string | null {
  const compact = (text ?? '').replace(/[\s\u00a0-]/g, '').toUpperCase();
  return compact === '' ? null : compact.slice(0, ACCOUNT_IDENTIFIER_MAX);
}

/** Shortest account id taken as part of an IBAN: a French BBAN account number has 11 characters. */
const ACCOUNT_ID_PART_MIN = 6;

/**
 * Whether two identifiers name the same account: equal, or one is the account number inside the
 * other's IBAN (OFX files name the account by its number, CAMT files by the IBAN).
 */
export function sameAccountIdentifier(left: string, right: string): boolean {
  if (left === right) return true;
  const [short, long] = left.length < right.length ? [left, right] : [right, left];
  return short.length >= ACCOUNT_ID_PART_MIN && long.includes(short);
}

/**
 * Checks every statement of a file against the account it goes into, before a line is read, so a
 * file is refused whole: each stated currency must be the account's, and each named account the
 * account's identifier (or, while it has none, the one the file's first statement names). Answers
 * the identifier the file names, which an account without one keeps.
 */
export function checkStatementHeaders(headers: readonly StatementHeader[], account: StatementAccount): string | null {
  const currencyFaults: StatementFault[] = headers
    .filter((header) => header.currency !== null && header.currency !== account.currency)
    .map((header) => ({ lineNumber: header.lineNumber, field: 'currency', code: 'CURRENCY_MUST_BE_ACCOUNT_CURRENCY' }));
  if (currencyFaults.length > 0) throw new StatementError('STATEMENT_CURRENCY_MISMATCH', currencyFaults.slice(0, 100));
  let expected = account.identifier;
  const accountFaults: StatementFault[] = [];
  for (const header of headers) {
    if (header.accountIdentifier === null) continue;
    expected ??= header.accountIdentifier;
    if (!sameAccountIdentifier(expected, header.accountIdentifier)) {
      accountFaults.push({ lineNumber: header.lineNumber, field: 'account', code: 'ACCOUNT_MUST_BE_TREASURY_ACCOUNT' });
    }
  }
  if (accountFaults.length > 0) throw new StatementError('STATEMENT_ACCOUNT_MISMATCH', accountFaults.slice(0, 100));
  return expected;
}
