import { SubsidiariesScreen } from '../../../features/subsidiaries/components/subsidiaries-screen.tsx';

export function SubsidiariesPage() {
  return <SubsidiariesScreen />;
}
