import { UnderConstruction } from '../../../components/ui/under-construction.tsx';

export function HomePage() {
  return <UnderConstruction />;
}
