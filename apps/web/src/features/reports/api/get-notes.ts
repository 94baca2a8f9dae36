import { endpoints, type NotesReport } from '@bilan/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { currentLanguage } from '../../../lib/language.ts';
import { reportQueryKey } from './report-query.ts';

export function getNotes(workFolderId: string): Promise<NotesReport> {
  return api.call(endpoints.notes, { params: { workFolderId }, query: {} });
}

/** The SYSCOHADA notes of the folder, each line tied to its statement line, receivables and payables by maturity. */
export function useNotes(workFolderId: string | null) {
  const language = currentLanguage();
  return useQuery({
    queryKey: reportQueryKey(workFolderId ?? '', 'notes', {}, language),
    queryFn: () => getNotes(workFolderId ?? ''),
    enabled: Boolean(workFolderId),
  });
}
