import { endpoints, type YearEndChecklist } from '@bilan/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export function getYearEndChecklist(workFolderId: string): Promise<YearEndChecklist> {
  return api.call(endpoints.yearEndChecklist, { params: { workFolderId } });
}

/** The folder's year-end steps in order, each with its state; a posting refreshes it with the reports. */
export function useYearEndChecklist(workFolderId: string | null) {
  return useQuery({
    queryKey: ['reports', workFolderId ?? '', 'year-end-checklist'] as const,
    queryFn: () => getYearEndChecklist(workFolderId ?? ''),
    enabled: Boolean(workFolderId),
  });
}
