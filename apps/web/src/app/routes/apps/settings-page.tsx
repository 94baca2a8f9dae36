import { FixedAssetCategoriesPanel } from '../../../features/fixed-assets/public.ts';
import { SettingsScreen } from '../../../features/settings/components/settings-screen.tsx';

export function SettingsPage() {
  return (
    <>
      <SettingsScreen />
      <FixedAssetCategoriesPanel />
    </>
  );
}
