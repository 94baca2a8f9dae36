import { type AUDIT_ACTIONS, type auditLogSchema, endpoints } from '@bilan/contract';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api.ts';

export type AuditLogPage = z.infer<typeof auditLogSchema>;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The filters the API reads: a day range, who, what was done and to what kind of record. */
export interface AuditFilters {
  from: string | null;
  to: string | null;
  userId: string | null;
  action: AuditAction | null;
  entityType: string | null;
}

export const AUDIT_PAGE_SIZE = 50;

export function auditLogQueryKey(companyId: string, filters: AuditFilters) {
  return ['auditLog', companyId, filters] as const;
}

export function getAuditLog(companyId: string, filters: AuditFilters, cursor: string | null): Promise<AuditLogPage> {
  const params = new URLSearchParams({ limit: String(AUDIT_PAGE_SIZE) });
  for (const [name, value] of Object.entries(filters)) if (value) params.set(name, value);
  if (cursor) params.set('cursor', cursor);
  return api.call(endpoints.auditLog, { params: { companyId }, query: params });
}

/** The trail, newest first, a page at a time; changing a filter keeps the rows on screen until the new ones come. */
export function useAuditLog(companyId: string | null, filters: AuditFilters) {
  return useInfiniteQuery({
    queryKey: auditLogQueryKey(companyId ?? '', filters),
    queryFn: ({ pageParam }) => getAuditLog(companyId ?? '', filters, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled: Boolean(companyId),
    placeholderData: keepPreviousData,
  });
}

/** The loaded pages as one list, and what all their ids stand for. */
export function auditPagesOf(pages: readonly AuditLogPage[]) {
  return {
    events: pages.flatMap((page) => page.items),
    references: Object.assign({}, ...pages.map((page) => page.references)) as AuditLogPage['references'],
  };
}
