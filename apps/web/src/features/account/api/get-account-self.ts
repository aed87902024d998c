import { AccountSelf, endpoints } from '@sds/contract';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { ACCOUNT_DATA_KEY, accountClient } from '../../../lib/account-client.ts';

/** `GET /api/account/self` with the stored bearer token: who is signed in. */
export function getAccountSelf(signal?: AbortSignal): Promise<AccountSelf> {
  return accountClient.request({ endpoint: endpoints.accountSelf, schema: AccountSelf, signal });
}

/** The signed-in account as a query; sign-in fills it, the end of the session removes it. */
export const accountSelfQuery = () =>
  queryOptions({
    queryKey: [...ACCOUNT_DATA_KEY, 'self'],
    queryFn: ({ signal }) => getAccountSelf(signal),
  });

/** The signed-in account, for the admin screens. */
export function useAccountSelf() {
  return useQuery(accountSelfQuery());
}

/** Forgets everything read with an account's token, once its session has ended. */
export function forgetAccountData(queryClient: QueryClient): void {
  queryClient.removeQueries({ queryKey: ACCOUNT_DATA_KEY });
}
