import type { WorkFolder } from '@bilan/contract';

export const MAX_WORK_FOLDER_MONTHS = 24;

function parseDay(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00Z`);
}

function formatDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDays(isoDate: string, days: number): string {
  const date = parseDay(isoDate);
  date.setUTCDate(date.getUTCDate() + days);
  return formatDay(date);
}

export function addMonths(isoDate: string, months: number): string {
  const date = parseDay(isoDate);
  return formatDay(new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, date.getUTCDate())));
}

/** The API's rule, checked before sending: the end is not before the start, and a folder lasts under 24 months. */
export function periodProblem(
  startDate: string,
  endDate: string,
): 'END_DATE_BEFORE_START_DATE' | 'WORK_FOLDER_LONGER_THAN_24_MONTHS' | null {
  if (endDate < startDate) return 'END_DATE_BEFORE_START_DATE';
  if (endDate >= addMonths(startDate, MAX_WORK_FOLDER_MONTHS)) return 'WORK_FOLDER_LONGER_THAN_24_MONTHS';
  return null;
}

/** A new folder follows the latest one for twelve months (or covers this calendar year when there is none). */
export function suggestNextPeriod(
  folders: readonly WorkFolder[],
  today: string,
): { name: string; startDate: string; endDate: string } {
  const latestEnd = folders.reduce<string | null>(
    (latest, folder) => (latest === null || folder.endDate > latest ? folder.endDate : latest),
    null,
  );
  const startDate = latestEnd ? addDays(latestEnd, 1) : `${today.slice(0, 4)}-01-01`;
  const endDate = addDays(addMonths(startDate, 12), -1);
  const name =
    startDate.slice(0, 4) === endDate.slice(0, 4)
      ? startDate.slice(0, 4)
      : `${startDate.slice(0, 4)}-${endDate.slice(0, 4)}`;
  return { name, startDate, endDate };
}

/** WORK_FOLDER_HAS_DRAFTS names each draft: path 'documents.<id>', code '<TYPE>_IS_DRAFT'. */
export function draftsOf(fields: readonly { path: string; code: string }[]): { id: string; type: string }[] {
  return fields.flatMap((field) => {
    const match = /^documents\.(.+)$/.exec(field.path);
    return match?.[1] ? [{ id: match[1], type: field.code.replace(/_IS_DRAFT$/, '') }] : [];
  });
}
