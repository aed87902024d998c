import { AppError } from '../../../platform/http/app-error.ts';
import type { Principal, RouteAccess } from '../../../platform/http/principal.ts';
import { isPlatformAdmin } from '../../../platform/security/access-policy.ts';

/**
 * Who may keep a company's locations and stock (decision 0073): its key users and
 * CompanyAdmins, and the platform Admin for every company.
 */
export const inventoryKeepers = {
  principals: ['device', 'account'],
  roles: ['KeyUser', 'CompanyAdmin', 'Admin'],
} satisfies RouteAccess;

/**
 * Who may read them: everyone signed in to the company (its employees filter search by a
 * location), and the platform Admin. Integrations' API keys read approved products only.
 */
export const inventoryReaders = { principals: ['device', 'account'] } satisfies RouteAccess;

/** Whether the caller may see products in every review state at a location (key users). */
export function readsWorkingVersions(principal: Principal): boolean {
  return principal.roles.some(
    (role) => role === 'KeyUser' || role === 'CompanyAdmin' || role === 'Admin',
  );
}

/**
 * The company a caller may act on, given the company of what it names: its own, or any for
 * the platform Admin. Another company's is a 404, as if it did not exist.
 */
export function requireInventoryCompany(principal: Principal, companyId: string): void {
  if (isPlatformAdmin(principal)) return;
  if (principal.companyId !== companyId.toLowerCase()) {
    throw new AppError('not-found', 'No such location');
  }
}
