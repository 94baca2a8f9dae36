import { AnnualPackageScreen } from '../../../../features/reports/components/annual-package-screen.tsx';

export function AnnualPackagePage() {
  return <AnnualPackageScreen />;
}
