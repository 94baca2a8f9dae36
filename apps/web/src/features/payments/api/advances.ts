import { type AdvanceBody, type AdvanceUseBody, endpoints, type PaymentType } from '@bilan/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { showOperationSucceeded } from '../../../lib/operation-toast.ts';
import { refreshAfterPaymentSaved } from './refresh-payment.ts';

export interface AdvanceFilter {
  partyId: string | null;
  type?: PaymentType;
  open?: boolean;
}

export function advancesQueryKey(workFolderId: string, filter: AdvanceFilter) {
  return ['advances', workFolderId, filter] as const;
}

/** The advances of the company (a party's, those with something left), with what each has left. */
export function useAdvances(workFolderId: string | null, filter: AdvanceFilter) {
  return useQuery({
    queryKey: advancesQueryKey(workFolderId ?? '', filter),
    queryFn: () => {
      const query = new URLSearchParams();
      if (filter.partyId) query.set('partyId', filter.partyId);
      if (filter.type) query.set('type', filter.type);
      if (filter.open) query.set('open', 'true');
      return api.call(endpoints.advances, { params: { workFolderId: workFolderId ?? '' }, query });
    },
    enabled: Boolean(workFolderId && filter.partyId),
  });
}

/** Records an advance received or paid: the API posts it at once. */
export function useRecordAdvance(workFolderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdvanceBody) => api.call(endpoints.createAdvance, { params: { workFolderId }, body }),
    onSuccess: async (advance) => {
      showOperationSucceeded();
      await refreshAfterPaymentSaved(queryClient, advance);
    },
  });
}

/**
 * Sets part or all of an advance against an invoice of its party: the invoice owes that much less.
 * `onApplied` runs before the lists are fetched again: the advance used up leaves the form that used it.
 */
export function useApplyAdvance(workFolderId: string, onApplied: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ advanceId, body }: { advanceId: string; body: AdvanceUseBody }) =>
      api.call(endpoints.useAdvance, { params: { paymentId: advanceId, workFolderId }, body }),
    onSuccess: async (use) => {
      showOperationSucceeded();
      onApplied();
      await refreshAfterPaymentSaved(queryClient, use);
    },
  });
}
