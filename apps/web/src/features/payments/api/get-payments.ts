import { endpoints, type PaymentState, type PaymentType, pageSchema, paymentSchema } from '@bilan/contract';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export interface PaymentFilter {
  state: PaymentState | null;
  partyId: string | null;
  accountingDocumentId: string | null;
}

export const PAYMENT_PAGE_SIZE = 50;
const _paymentPageSchema = pageSchema(paymentSchema);

/** Every payment query of a work folder: a recorded payment refreshes lists of both types and per document. */
export function paymentsRootKey(workFolderId: string) {
  return ['payments', workFolderId] as const;
}

export function paymentsQueryKey(workFolderId: string, type: PaymentType | null, filter: PaymentFilter) {
  return [...paymentsRootKey(workFolderId), 'list', type, filter] as const;
}

export function getPayments(
  workFolderId: string,
  type: PaymentType | null,
  filter: PaymentFilter,
  cursor: string | null,
) {
  const params = new URLSearchParams({ limit: String(PAYMENT_PAGE_SIZE) });
  if (type) params.set('type', type);
  if (filter.state) params.set('state', filter.state);
  if (filter.partyId) params.set('partyId', filter.partyId);
  if (filter.accountingDocumentId) params.set('accountingDocumentId', filter.accountingDocumentId);
  if (cursor) params.set('cursor', cursor);
  return api.call(endpoints.payments, { params: { workFolderId }, query: params });
}

/** The receipts or disbursements of the work folder (or those of one document), newest first. */
export function usePayments(workFolderId: string | null, type: PaymentType | null, filter: PaymentFilter) {
  return useInfiniteQuery({
    queryKey: paymentsQueryKey(workFolderId ?? '', type, filter),
    queryFn: ({ pageParam }) => getPayments(workFolderId ?? '', type, filter, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled: Boolean(workFolderId),
    placeholderData: keepPreviousData,
  });
}
