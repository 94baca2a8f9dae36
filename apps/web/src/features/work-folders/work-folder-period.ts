import { addDays, addMonths, type WorkFolderPeriodProblem, workFolderPeriodProblems } from '@bilan/accounting';
import type { WorkFolder } from '@bilan/contract';

/** The API's rule (packages/accounting work-folder-period.ts), checked before sending: its first problem. */
export function periodProblem(startDate: string, endDate: string): WorkFolderPeriodProblem | null {
  return workFolderPeriodProblems(startDate, endDate)[0] ?? null;
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
