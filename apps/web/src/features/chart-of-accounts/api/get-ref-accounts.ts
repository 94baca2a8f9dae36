import { type AccountingFramework, endpoints, type RefAccount, type RefAccountCategory } from '@bilan/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

// docs/seed-spec.md §7: the reference accounts and their categories are "cached once loaded". They are the
// framework's published chart (referentials/), the same for every company: fetched once per session, never stale.
const ONCE_LOADED = { staleTime: Number.POSITIVE_INFINITY, gcTime: Number.POSITIVE_INFINITY } as const;

export function refAccountsQueryKey(framework: AccountingFramework) {
  return ['referentials', 'refAccounts', framework] as const;
}

export function refAccountCategoriesQueryKey(framework: AccountingFramework) {
  return ['referentials', 'refAccountCategories', framework] as const;
}

export function getRefAccounts(framework: AccountingFramework): Promise<RefAccount[]> {
  return api.call(endpoints.refAccounts, { query: { framework } });
}

export function getRefAccountCategories(framework: AccountingFramework): Promise<RefAccountCategory[]> {
  return api.call(endpoints.refAccountCategories, { query: { framework } });
}

/** The reference chart of the company's framework (SYSCOHADA, PCG), to add an account from. */
export function useRefAccounts(framework: AccountingFramework | null | undefined) {
  return useQuery({
    queryKey: refAccountsQueryKey(framework ?? 'SYSCOHADA'),
    queryFn: () => getRefAccounts(framework ?? 'SYSCOHADA'),
    enabled: Boolean(framework),
    ...ONCE_LOADED,
  });
}

/** The classes of the framework with their labels in French and English ("5 Comptes de trésorerie"). */
export function useRefAccountCategories(framework: AccountingFramework | null | undefined) {
  return useQuery({
    queryKey: refAccountCategoriesQueryKey(framework ?? 'SYSCOHADA'),
    queryFn: () => getRefAccountCategories(framework ?? 'SYSCOHADA'),
    enabled: Boolean(framework),
    ...ONCE_LOADED,
  });
}
