import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { WorkFolderSummaryScreen } from '../../../features/work-folders/components/work-folder-summary-screen.tsx';
import { readStored, useStoredValue, writeStored } from '../../../lib/storage.ts';

export function WorkfolderArea() {
  const [searchParams] = useSearchParams();
  const workFolderId = searchParams.get('workFolder');
  const currentId = useStoredValue('workFolderId');
  useEffect(() => {
    // /workfolder?workFolder={id} makes that folder the current one (docs/seed-spec.md §2, §3).
    if (workFolderId && readStored('workFolderId') !== workFolderId) writeStored('workFolderId', workFolderId);
  }, [workFolderId]);
  return <WorkFolderSummaryScreen workFolderId={workFolderId ?? currentId} />;
}
