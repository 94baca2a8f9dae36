import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useWorkFolders } from '../../../features/shell/api/get-work-folders.ts';
import { WorkFolderSummaryScreen } from '../../../features/work-folders/components/work-folder-summary-screen.tsx';
import { readStored, useStoredValue, writeStored } from '../../../lib/storage.ts';

export function WorkfolderArea() {
  const [searchParams] = useSearchParams();
  const workFolderId = searchParams.get('workFolder');
  const currentId = useStoredValue('workFolderId');
  const folders = useWorkFolders(useStoredValue('companyId'));
  const known = workFolderId !== null && Boolean(folders.data?.some((folder) => folder.id === workFolderId));
  useEffect(() => {
    // /workfolder?workFolder={id} makes that folder the current one (docs/seed-spec.md §2, §3), if it is the company's.
    if (workFolderId && known && readStored('workFolderId') !== workFolderId) writeStored('workFolderId', workFolderId);
  }, [workFolderId, known]);
  return <WorkFolderSummaryScreen workFolderId={known ? workFolderId : currentId} />;
}
