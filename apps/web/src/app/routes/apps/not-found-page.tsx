import { UnderConstruction } from '../../../components/ui/under-construction.tsx';

export function NotFoundPage() {
  return <UnderConstruction />;
}
