import { Outlet } from 'react-router';
import { QueryProvider } from '../query-provider.tsx';

/** The pathless layout of the data screens: provides queries to search, product, audit… */
export function Component() {
  return (
    <QueryProvider>
      <Outlet />
    </QueryProvider>
  );
}
