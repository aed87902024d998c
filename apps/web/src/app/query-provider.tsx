import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { i18n } from '../i18n/i18n.ts';
import { queryClient as appQueryClient } from '../lib/query-client.ts';
import { onRouteReload } from '../lib/route-reload.ts';

type QueryProviderProps = { client?: QueryClient; children: ReactNode };

/**
 * TanStack Query for the screens that read API data. Their data is fetched again when the
 * URL on screen is navigated to again (docs/product/web-app.md#screens) and when the interface
 * language changes (products answer in the Accept-Language locale).
 */
export function QueryProvider({ client = appQueryClient, children }: QueryProviderProps) {
  useEffect(() => onRouteReload(() => void client.invalidateQueries()), [client]);
  useEffect(() => {
    const refetch = () => void client.invalidateQueries();
    i18n.on('languageChanged', refetch);
    return () => i18n.off('languageChanged', refetch);
  }, [client]);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
