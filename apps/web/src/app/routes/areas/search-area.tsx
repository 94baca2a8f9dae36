import { SearchScreen } from '../../../features/search/components/search-screen.tsx';

export function SearchArea() {
  return <SearchScreen />;
}
