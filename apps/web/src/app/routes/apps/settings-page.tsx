import { FixedAssetCategoriesPanel } from '../../../features/fixed-assets/components/fixed-asset-categories-panel.tsx';
import { SettingsScreen } from '../../../features/settings/components/settings-screen.tsx';

export function SettingsPage() {
  return (
    <>
      <SettingsScreen />
      <FixedAssetCategoriesPanel />
    </>
  );
}
