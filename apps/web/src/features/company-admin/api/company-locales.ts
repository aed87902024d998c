import {
  CompanyLocale,
  CompanyLocaleListResponse,
  LocaleListResponse,
  compareLocales,
  endpoints,
  type SupportedLocale,
} from '@sds/contract';
import { useQuery } from '@tanstack/react-query';
import { accountClient } from '../../../lib/account-client.ts';
import { adminQueryKeys } from './admin-query-keys.ts';
import { useListChange } from './use-list-change.ts';

/** `GET /api/Locale`: every locale the portal supports. */
export function listSupportedLocales(signal?: AbortSignal) {
  return accountClient.request({
    endpoint: endpoints.localesList,
    schema: LocaleListResponse,
    signal,
  });
}

/** The supported locales change only with a new release: read once per session. */
export function useSupportedLocales() {
  return useQuery({
    queryKey: adminQueryKeys.supportedLocales,
    queryFn: ({ signal }) => listSupportedLocales(signal),
    staleTime: Infinity,
  });
}

/** `GET /api/companies/{companyId}/locale`: the company's product languages. */
export function listCompanyLocales(companyId: string, signal?: AbortSignal) {
  return accountClient.request({
    endpoint: endpoints.companyLocalesList,
    params: { companyId },
    schema: CompanyLocaleListResponse,
    signal,
  });
}

/** The company's product languages: the default first, then the portal's one order (LOCALE_NAMES). */
export function useCompanyLocales(companyId: string) {
  return useQuery({
    queryKey: adminQueryKeys.locales(companyId),
    queryFn: ({ signal }) => listCompanyLocales(companyId, signal),
    select: (answer) => ({
      ...answer,
      items: [...answer.items].sort(
        (a, b) => Number(b.isDefault) - Number(a.isDefault) || compareLocales(a.locale, b.locale),
      ),
    }),
  });
}

type LocaleChange = { locale: SupportedLocale; isDefault: boolean };

/** `POST /api/companies/{companyId}/locale` `{locale, isDefault}`. */
export function addCompanyLocale(input: { companyId: string; change: LocaleChange }) {
  return accountClient.request({
    endpoint: endpoints.companyLocalesCreate,
    params: { companyId: input.companyId },
    body: input.change,
    schema: CompanyLocale,
  });
}

/** `PUT /api/companies/{companyId}/locale/{id}` `{locale, isDefault}`. */
export function updateCompanyLocale(input: {
  companyId: string;
  id: string;
  change: LocaleChange;
}) {
  return accountClient.request({
    endpoint: endpoints.companyLocalesUpdate,
    params: { companyId: input.companyId, id: input.id },
    body: input.change,
    schema: CompanyLocale,
  });
}

/** `DELETE /api/companies/{companyId}/locale/{id}`. */
export function removeCompanyLocale(input: { companyId: string; id: string }) {
  return accountClient.request({
    endpoint: endpoints.companyLocalesDelete,
    params: { companyId: input.companyId, id: input.id },
  });
}

/** Add, change (make default) and remove, each reading the list again when done or refused. */
export function useCompanyLocaleChanges(companyId: string) {
  const keys = [adminQueryKeys.locales(companyId)];
  return {
    add: useListChange(keys, (change: LocaleChange) => addCompanyLocale({ companyId, change })),
    update: useListChange(keys, ({ id, change }: { id: string; change: LocaleChange }) =>
      updateCompanyLocale({ companyId, id, change }),
    ),
    remove: useListChange(keys, (id: string) => removeCompanyLocale({ companyId, id })),
  };
}
