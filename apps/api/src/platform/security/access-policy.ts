import type { RouteAccess } from '../http/principal.ts';
import { AppError } from '../http/app-error.ts';
import type { Principal } from '../http/principal.ts';

/**
 * Company administration (docs/product/roles-and-access.md#roles): CompanyAdmin for its own
 * company, Admin for every one.
 */
export const companyAdministrators = {
  principals: ['account' as const],
  roles: ['CompanyAdmin' as const, 'Admin' as const],
} satisfies RouteAccess;

/** The platform operator's calls (licence catalogue, all companies). */
export const platformAdministrators = {
  principals: ['account' as const],
  roles: ['Admin' as const],
} satisfies RouteAccess;

/** Whether the caller is the platform Admin (who may act on every company). */
export function isPlatformAdmin(principal: Principal): boolean {
  return principal.roles.includes('Admin');
}

/**
 * The company a call may act on: the Admin any, a CompanyAdmin only its own. Another
 * company's id is a 404, as if it did not exist (docs/product/roles-and-access.md#tenants: never
 * reveal that it exists). Whether the company exists at all is the caller's next query.
 */
export function requireCompanyAccess(principal: Principal, companyId: string): void {
  if (isPlatformAdmin(principal)) return;
  if (principal.companyId !== companyId) throw new AppError('not-found', 'No such company');
}
