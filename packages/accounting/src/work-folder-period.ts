import { addMonths } from './calendar.ts';

/** A work folder (exercice) lasts less than this many months: docs/seed-spec.md, work folders. */
export const MAX_WORK_FOLDER_MONTHS = 24;

export type WorkFolderPeriodProblem = 'END_DATE_BEFORE_START_DATE' | 'WORK_FOLDER_LONGER_THAN_24_MONTHS';

/**
 * What is wrong with a work folder's period, both on its end date: the end is before the start, or
 * it is 24 months or more after it. The API refuses with these codes; the web app checks before sending.
 */
export function workFolderPeriodProblems(startOn: string, endOn: string): WorkFolderPeriodProblem[] {
  const problems: WorkFolderPeriodProblem[] = [];
  if (endOn < startOn) problems.push('END_DATE_BEFORE_START_DATE');
  if (endOn >= addMonths(startOn, MAX_WORK_FOLDER_MONTHS)) problems.push('WORK_FOLDER_LONGER_THAN_24_MONTHS');
  return problems;
}
