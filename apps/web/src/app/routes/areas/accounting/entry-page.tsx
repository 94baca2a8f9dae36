import { useParams } from 'react-router';
import { DocumentAttachments } from '../../../../features/attachments/public.ts';
import { EntryEditorScreen } from '../../../../features/journal-entries/components/entry-editor-screen.tsx';

export function EntryPage() {
  const { documentId } = useParams();
  return (
    <>
      <EntryEditorScreen documentId={documentId ?? null} />
      <DocumentAttachments documentId={documentId} />
    </>
  );
}
