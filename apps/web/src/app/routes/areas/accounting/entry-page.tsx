import { useParams } from 'react-router';
import { EntryEditorScreen } from '../../../../features/journal-entries/components/entry-editor-screen.tsx';

export function EntryPage() {
  const { documentId } = useParams();
  return <EntryEditorScreen documentId={documentId ?? null} />;
}
