import { type CompanySettings, type CompanySettingsBody, endpoints } from '@bilan/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { showOperationSucceeded } from '../../../lib/operation-toast.ts';
import { settingsQueryKey } from './get-settings.ts';

export function saveSettings(companyId: string, body: CompanySettingsBody): Promise<CompanySettings> {
  return api.call(endpoints.saveSettings, { params: { companyId }, body });
}

/** PUT replaces the whole settings; the answer is what the screen shows next. */
export function useSaveSettings(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CompanySettingsBody) => saveSettings(companyId, body),
    onSuccess: async (saved) => {
      showOperationSucceeded();
      queryClient.setQueryData(settingsQueryKey(companyId), saved);
      // The numbering shows the next numbers with the saved prefixes: fetched again, not kept from before.
      await queryClient.invalidateQueries({ queryKey: ['journal'], refetchType: 'all' });
    },
  });
}
