import { endpoints, type SaveWorkFolderBody, type WorkFolder } from '@bilan/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { showOperationSucceeded } from '../../../lib/operation-toast.ts';

/** docs/seed-spec.md §7: the same path saves a work folder — a new one without id, a renamed one with its id. */
export function saveWorkFolder(companyId: string, body: SaveWorkFolderBody): Promise<WorkFolder> {
  return api.call(endpoints.saveWorkFolder, { params: { companyId }, body: { ...body, companyId } });
}

export function useSaveWorkFolder(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveWorkFolderBody) => saveWorkFolder(companyId, body),
    onSuccess: async () => {
      showOperationSucceeded();
      // The list of this screen and the top bar's dropdown share this key.
      await queryClient.invalidateQueries({ queryKey: ['workFolders'] });
    },
  });
}
