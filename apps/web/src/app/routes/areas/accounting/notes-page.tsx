import { NotesScreen } from '../../../../features/reports/components/notes-screen.tsx';

export function NotesPage() {
  return <NotesScreen />;
}
