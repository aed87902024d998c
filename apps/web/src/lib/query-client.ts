import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error.ts';

const MAX_RETRIES = 2;

/** Only failures that may pass by themselves are worth another try; a 4xx answer will not. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  if (!isApiError(error)) return false;
  return error.type === 'network-error' || error.status >= 500;
}

/** The app's query client: data stays fresh for a minute, mutations never retry by themselves. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        retry: shouldRetryQuery,
        // A phone switching apps would refetch constantly; same-URL navigation reloads instead.
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

/** The one query client of the app; only code under the query provider's routes loads it. */
export const queryClient = createQueryClient();
