import { SearchScreen } from '../../features/products/components/search-screen.tsx';

/** Product search and results (SPEC §2), at `/search?q=…`. */
export function Component() {
  return <SearchScreen />;
}
