import { WorkFolderList } from '../../../features/work-folders/components/work-folder-list.tsx';

export function WorkFolderListPage() {
  return <WorkFolderList />;
}
