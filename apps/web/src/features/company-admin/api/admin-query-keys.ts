import { ACCOUNT_DATA_KEY } from '../../../lib/account-client.ts';

// Under the account's key: when the account's session ends, all of it is forgotten with it,
// so the next person signing in in this tab never sees a glimpse of it.
const ALL = [...ACCOUNT_DATA_KEY, 'administration'] as const;

/**
 * The query keys of the administration screens. Everything of one company lives under
 * `company(id)`, so a change that moves its totals can have all of it read again at once.
 */
export const adminQueryKeys = {
  all: ALL,
  companyList: (search: string, page: number) => [...ALL, 'company-list', search, page] as const,
  company: (companyId: string) => [...ALL, 'company', companyId] as const,
  details: (companyId: string) => [...ALL, 'company', companyId, 'details'] as const,
  codes: (companyId: string) => [...ALL, 'company', companyId, 'codes'] as const,
  devices: (companyId: string) => [...ALL, 'company', companyId, 'devices'] as const,
  apiKeys: (companyId: string) => [...ALL, 'company', companyId, 'api-keys'] as const,
  locales: (companyId: string) => [...ALL, 'company', companyId, 'locales'] as const,
  licences: (companyId: string) => [...ALL, 'company', companyId, 'licences'] as const,
  subscriptions: (companyId: string) => [...ALL, 'company', companyId, 'subscriptions'] as const,
  subscribers: (companyId: string) => [...ALL, 'company', companyId, 'subscribers'] as const,
  supportedLocales: [...ALL, 'supported-locales'] as const,
  catalogueLicences: [...ALL, 'catalogue', 'licences'] as const,
  catalogueAddons: [...ALL, 'catalogue', 'addons'] as const,
  feedback: [...ALL, 'feedback'] as const,
  feedbackPage: (onlyWaiting: boolean, page: number) =>
    [...ALL, 'feedback', onlyWaiting, page] as const,
};
