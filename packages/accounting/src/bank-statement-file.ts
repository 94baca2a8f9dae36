import { type ParsedStatement, StatementError } from './bank-statement.ts';
import type { StatementAccount } from './bank-statement-account.ts';
import {
  CSV_PRESET_MAPPINGS,
  type CsvPreset,
  type CsvStatementMapping,
  parseCsvStatement,
} from './bank-statement-csv.ts';
import { parseCamtStatements, parseOfxStatements } from './bank-statement-xml.ts';

export const STATEMENT_FORMATS = ['CSV', 'OFX', 'CAMT053'] as const;
export type StatementFormat = (typeof STATEMENT_FORMATS)[number];

/** A statement file and how to read it: a CSV needs a mapping, its own or an operator's preset. */
export interface StatementFile {
  format: StatementFormat;
  content: string;
  mapping?: CsvStatementMapping | null;
  preset?: CsvPreset | null;
}

/** The mapping a CSV is read with: the one given, else the preset's. Null for other formats or none given. */
export function csvMappingOf(file: Pick<StatementFile, 'mapping' | 'preset'>): CsvStatementMapping | null {
  return file.mapping ?? (file.preset ? CSV_PRESET_MAPPINGS[file.preset] : null);
}

/**
 * Reads the statements of a file in its format (an OFX or CAMT.053 file may hold several, a CSV is
 * one), refusing the whole file when one names another account or currency than `account`'s. A CSV
 * without a mapping is read as `fallbackMapping` (the account's).
 */
export function parseStatementFile(
  file: StatementFile,
  scale: number,
  account: StatementAccount | null,
  fallbackMapping: CsvStatementMapping | null = null,
): ParsedStatement[] {
  if (file.format === 'OFX') return parseOfxStatements(file.content, scale, account);
  if (file.format === 'CAMT053') return parseCamtStatements(file.content, scale, account);
  const mapping = csvMappingOf(file) ?? fallbackMapping;
  if (!mapping) {
    throw new StatementError('STATEMENT_FILE_MALFORMED', [
      { lineNumber: 1, field: 'mapping', code: 'MAPPING_REQUIRED' },
    ]);
  }
  return [parseCsvStatement(file.content, mapping, scale, account)];
}
