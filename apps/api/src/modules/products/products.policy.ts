import type { ProductSearchQuery } from '@sds/contract';
import { AppError } from '../../platform/http/app-error.ts';
import type { Principal } from '../../platform/http/principal.ts';
import type { ProductScope } from './product-scope.ts';

type SearchFlags = { onlyApproval: boolean; includeAll: boolean; allLocales: boolean };

/**
 * Who may create, edit, delete and review products
 * (docs/product/roles-and-access.md#who-may-call-what): key users' devices and CompanyAdmin
 * accounts, their company's products only. The platform Admin belongs to no company; working on a
 * chosen company's products comes with company administration (issue 10).
 */
export const productKeepers = {
  principals: ['device' as const, 'account' as const],
  roles: ['KeyUser' as const, 'CompanyAdmin' as const],
};

/** Who may read products and their documents: devices, integrations' API keys and accounts. */
export const productReaders = {
  principals: ['device' as const, 'apiKey' as const, 'account' as const],
};

/**
 * Whether the caller may work on products in every review state
 * (docs/product/roles-and-access.md#roles).
 */
export function canSeeUnapproved(principal: Principal): boolean {
  return principal.roles.includes('KeyUser') || principal.roles.includes('CompanyAdmin');
}

/** The platform Admin: an account of no company (its principal's companyId is ''). */
export function isPlatformAdmin(principal: Principal): boolean {
  return principal.kind === 'account' && principal.companyId === '';
}

/**
 * The company whose products a caller reads: its own; the platform Admin, who belongs to none,
 * reads the company it names (docs/product/roles-and-access.md#the-platform-admin) and without one
 * gets a 400 that says so.
 */
export function readingCompanyOf(principal: Principal, namedCompanyId?: string): string {
  if (!isPlatformAdmin(principal)) return principal.companyId;
  if (namedCompanyId) return namedCompanyId.toLowerCase();
  throw new AppError('validation-failed', 'The platform Admin names the company it reads', {
    errors: [
      {
        path: 'querystring.companyId',
        message: 'is required for the platform Admin',
        code: 'required',
      },
    ],
  });
}

/** Everything for the platform Admin; every review state for key users; approved for others. */
function readsEveryState(principal: Principal): boolean {
  return canSeeUnapproved(principal) || isPlatformAdmin(principal);
}

/**
 * What a caller may see (docs/product/roles-and-access.md#roles,
 * docs/product/product-content.md#who-sees-which-revision): approved products of their company; key
 * users may ask for every state (`includeAll`) or the review queue (`onlyApproval`); for users
 * `includeAll` is ignored and `onlyApproval` is refused.
 */
export function productScopeFor(
  principal: Principal,
  flags: SearchFlags,
  requestLocale: string,
  namedCompanyId?: string,
): ProductScope {
  const mayWork = readsEveryState(principal);
  if (flags.onlyApproval && !mayWork)
    throw new AppError('forbidden', 'Only key users review products');
  return {
    companyIds: [readingCompanyOf(principal, namedCompanyId)],
    revision: mayWork && (flags.includeAll || flags.onlyApproval) ? 'latest' : 'approved',
    onlyInReview: flags.onlyApproval,
    locale: flags.allLocales ? null : requestLocale,
    subscriberId: subscriberOf(principal),
  };
}

/**
 * The company whose accepted subscription products a caller sees beside its own (decision
 * 0027); the platform Admin belongs to no company and subscribes to nothing.
 */
function subscriberOf(principal: Principal): string | null {
  return principal.companyId === '' ? null : principal.companyId;
}

/** A company's own products only: its product lists, which never show what it subscribes to. */
export function ownProductsOnly(scope: ProductScope): ProductScope {
  return { ...scope, subscriberId: null };
}

/** The scope for reading one product: key users (and the platform Admin) read the working revision. */
export function productReadScope(principal: Principal, namedCompanyId?: string): ProductScope {
  return {
    companyIds: [readingCompanyOf(principal, namedCompanyId)],
    revision: readsEveryState(principal) ? 'latest' : 'approved',
    onlyInReview: false,
    locale: null,
    subscriberId: subscriberOf(principal),
  };
}

export type { ProductSearchQuery };

/**
 * A company a caller names must be its own; anything else is a 404. The platform Admin,
 * who belongs to none, reads the company it names
 * (docs/product/roles-and-access.md#the-platform-admin).
 */
export function requireOwnCompany(principal: Principal, companyId: string | undefined) {
  if (isPlatformAdmin(principal)) return;
  if (companyId !== undefined && companyId.toLowerCase() !== principal.companyId) {
    throw new AppError('not-found', 'No such company');
  }
}
