import { endpoints, type Notifications } from '@bilan/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** The bell asks again every minute, and whenever the window comes back into focus. */
export const NOTIFICATIONS_REFRESH_MS = 60_000;

export function notificationsQueryKey(companyId: string) {
  return ['notifications', companyId] as const;
}

export function getNotifications(companyId: string): Promise<Notifications> {
  return api.call(
    endpoints.notifications,
    { params: { companyId } },
    {
      // A background refresh that fails must not pile an error toast up every minute: the bell says it.
      errorToast: () => false,
    },
  );
}

/** What needs attention: overdue invoices and bills, stale drafts, work folders about to end. */
export function useNotifications(companyId: string | null) {
  return useQuery({
    queryKey: notificationsQueryKey(companyId ?? ''),
    queryFn: () => getNotifications(companyId ?? ''),
    enabled: Boolean(companyId),
    refetchInterval: NOTIFICATIONS_REFRESH_MS,
    refetchOnWindowFocus: true,
  });
}
