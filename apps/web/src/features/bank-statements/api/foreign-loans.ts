import { endpoints, type LoanBody, type LoanRepaymentBody } from '@bilan/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export const loansKey = (workFolderId: string) => ['foreign-loans', workFolderId] as const;

/** GET …/foreign-loans/workFolders/{folder}: the folder's loans in a foreign currency, with their repayments. */
export function useLoans(workFolderId: string | null) {
  return useQuery({
    queryKey: loansKey(workFolderId ?? ''),
    queryFn: () => api.call(endpoints.loans, { params: { workFolderId: workFolderId ?? '' } }),
    enabled: Boolean(workFolderId),
  });
}

/** Records a loan (posted at once). */
export function useRecordLoan(workFolderId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LoanBody) =>
      api.call(endpoints.createLoan, { params: { workFolderId: workFolderId ?? '' }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: loansKey(workFolderId ?? '') }),
  });
}

/** Records a repayment of principal (posted at once). */
export function useRepayLoan(workFolderId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ loanId, body }: { loanId: string; body: LoanRepaymentBody }) =>
      api.call(endpoints.repayLoan, { params: { workFolderId: workFolderId ?? '', loanId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: loansKey(workFolderId ?? '') }),
  });
}

/**
 * Cancels a drawdown (no `repaymentId`) or one repayment: its entry is reversed on `cancellationDate`,
 * today when absent.
 */
export function useCancelLoan(workFolderId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      loanId,
      repaymentId,
      cancellationDate,
    }: {
      loanId: string;
      repaymentId?: string;
      cancellationDate: string;
    }) => {
      const query = { cancellationDate };
      const folder = workFolderId ?? '';
      return repaymentId
        ? api.call(endpoints.cancelLoanRepayment, { params: { workFolderId: folder, loanId, repaymentId }, query })
        : api.call(endpoints.cancelLoan, { params: { workFolderId: folder, loanId }, query });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: loansKey(workFolderId ?? '') }),
  });
}
