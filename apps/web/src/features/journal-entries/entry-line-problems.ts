import type { FieldError } from '@bilan/contract';
import { type EntryLineValues, lineIndexOfPath } from './entry-form.ts';

/** A rule the API broke on one line, kept while the line stays as it was when refused. */
export interface ServerLineError {
  code: string;
  snapshot: string;
}

/** The API's refusal, placed on the grid: the lines it names (by grid index) and the date's code. */
export interface PlacedServerErrors {
  lineErrors: ReadonlyMap<number, ServerLineError>;
  dateCode: string | null;
}

const isLineProblemShownLive = (code: string) =>
  code.startsWith('AMOUNT_') || code === 'LINE_MUST_HAVE_DEBIT_OR_CREDIT';

/** The refused fields on the grid: `gridLineOf` maps a line sent in the body to its line in the grid. */
export function placeServerErrors(
  fields: readonly FieldError[],
  gridLineOf: readonly number[],
  lines: readonly EntryLineValues[],
): PlacedServerErrors {
  const lineErrors = new Map<number, ServerLineError>();
  let dateCode: string | null = null;
  for (const field of fields) {
    const bodyIndex = lineIndexOfPath(field.path);
    const gridIndex = bodyIndex === null ? undefined : gridLineOf[bodyIndex];
    if (gridIndex !== undefined) {
      lineErrors.set(gridIndex, { code: field.code, snapshot: JSON.stringify(lines[gridIndex]) });
    } else if (field.path === 'date') {
      dateCode = field.code;
    }
  }
  return { lineErrors, dateCode };
}

/**
 * The rule a line shows as broken, or null: the API's, while the line is unchanged since; else the
 * editor's own, shown once a save was attempted (amount problems show as they are typed).
 */
export function lineProblemCode(
  index: number,
  line: EntryLineValues | undefined,
  serverLineErrors: ReadonlyMap<number, ServerLineError>,
  liveCode: string | null | undefined,
  attempted: boolean,
): string | null {
  const server = serverLineErrors.get(index);
  if (server && JSON.stringify(line) === server.snapshot) return server.code;
  if (!liveCode || !(attempted || isLineProblemShownLive(liveCode))) return null;
  return liveCode;
}
