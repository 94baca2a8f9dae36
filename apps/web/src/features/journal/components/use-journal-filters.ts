import { useSearchParams } from 'react-router';
import type { JournalFilters } from '../api/get-journal.ts';

/** The journal's filters, kept in the address (?journal=&from=&to=&account=&beforeClosing=) so a link keeps them. */
export function useJournalFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters: JournalFilters = {
    journalCode: searchParams.get('journal') ?? undefined,
    from: searchParams.get('from') ?? undefined,
    to: searchParams.get('to') ?? undefined,
    accountId: searchParams.get('account') ?? undefined,
    beforeClosing: searchParams.get('beforeClosing') === 'true' ? 'true' : undefined,
  };
  const setFilter = (name: string, value: string | null) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  const clearFilters = () => setSearchParams(new URLSearchParams(), { replace: true });
  return { filters, filtered: Object.values(filters).some(Boolean), setFilter, clearFilters };
}
