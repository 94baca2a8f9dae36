import { workFolderSchema } from '@bilan/contract';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api.ts';

/**
 * The folder with what it holds. The API declares this answer beside its route; the contract package
 * has no schema for it yet, so the web app parses it with its own (same fields).
 */
export const workFolderSummarySchema = workFolderSchema.extend({
  entryCount: z.number().int(),
  draftDocuments: z.number().int(),
  validatedDocuments: z.number().int(),
  cancelledDocuments: z.number().int(),
  totalDebit: z.string(),
  totalCredit: z.string(),
  currency: z.string(),
});
export type WorkFolderSummary = z.infer<typeof workFolderSummarySchema>;

export function workFolderSummaryQueryKey(workFolderId: string) {
  return ['workFolders', 'summary', workFolderId] as const;
}

export function getWorkFolderSummary(workFolderId: string): Promise<WorkFolderSummary> {
  return api.get(`/v1/accountings/workFolders/${encodeURIComponent(workFolderId)}`, {
    schema: workFolderSummarySchema,
  });
}

export function useWorkFolderSummary(workFolderId: string | null) {
  return useQuery({
    queryKey: workFolderSummaryQueryKey(workFolderId ?? ''),
    queryFn: () => getWorkFolderSummary(workFolderId ?? ''),
    enabled: Boolean(workFolderId),
  });
}
