import { useParams } from 'react-router';
import { FixedAssetRegisterScreen } from '../../../../features/fixed-assets/components/fixed-asset-register-screen.tsx';
import { FixedAssetScreen } from '../../../../features/fixed-assets/components/fixed-asset-screen.tsx';
import { WorkFolderGate } from '../../../../features/invoices/public.ts';

/** /accounting/fixed-assets: the register of the current work folder. */
export function FixedAssetsPage() {
  return <WorkFolderGate>{(folder) => <FixedAssetRegisterScreen folder={folder} />}</WorkFolderGate>;
}

/** /accounting/fixed-assets/:assetId: an asset and its schedule. */
export function FixedAssetPage() {
  const { assetId = '' } = useParams();
  return <WorkFolderGate>{(folder) => <FixedAssetScreen folder={folder} assetId={assetId} />}</WorkFolderGate>;
}
