import { EntriesListScreen } from '../../../../features/journal-entries/components/entries-list-screen.tsx';

export function EntriesPage() {
  return <EntriesListScreen />;
}
