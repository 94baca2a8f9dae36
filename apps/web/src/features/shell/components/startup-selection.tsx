import { endpoints } from '@bilan/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { takeStartupSelection } from '../../../lib/startup.ts';
import { makeCompanyCurrent, readStored, useStoredValue, writeStored } from '../../../lib/storage.ts';
import { showToast } from '../../../lib/toast.tsx';
import { useWorkFolders } from '../api/get-work-folders.ts';

/** Whether the API lets this session read the company (404 for a foreign or unknown id, packages/contract/src/errors.ts). */
async function isReadableCompany(companyId: string): Promise<boolean> {
  try {
    await api.call(endpoints.company, { params: { id: companyId } }, { errorToast: () => false });
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
    throw error;
  }
}

/**
 * Checks the company and work folder named by the start-up address (?company=, ?workFolder=) before
 * they become current: an id that is not the user's is not stored, the app stays on the current ones
 * and says so once.
 */
export function StartupSelectionCheck() {
  const { t } = useTranslation('shell');
  const [selection] = useState(takeStartupSelection);
  const [companyChecked, setCompanyChecked] = useState(selection.companyId === null);
  const companyId = useStoredValue('companyId');
  const folders = useWorkFolders(companyChecked && selection.workFolderId ? companyId : null);
  const folderChecked = useRef(selection.workFolderId === null);

  useEffect(() => {
    const wanted = selection.companyId;
    if (wanted === null) return;
    isReadableCompany(wanted)
      .then((readable) => {
        if (readable) makeCompanyCurrent(wanted);
        else showToast({ type: 'warning', message: t('startup.companyNotYours') });
      })
      .catch(console.error)
      .finally(() => setCompanyChecked(true));
  }, [selection, t]);

  useEffect(() => {
    const wanted = selection.workFolderId;
    if (folderChecked.current || wanted === null || !(folders.data || folders.isError)) return;
    folderChecked.current = true;
    if (folders.data?.some((folder) => folder.id === wanted)) {
      if (readStored('workFolderId') !== wanted) writeStored('workFolderId', wanted);
    } else {
      showToast({ type: 'warning', message: t('startup.workFolderNotYours') });
    }
  }, [selection, folders.data, folders.isError, t]);

  return null;
}
