import type { RouteAccess } from '../../platform/http/principal.ts';

/**
 * Who may work through a subscription's products
 * (docs/product/roles-and-access.md#who-may-call-what): the subscriber's key users and
 * CompanyAdmin, and the platform Admin. Which side of which subscription is checked per call.
 */
export const subscriptionKeepers = {
  principals: ['device' as const, 'account' as const],
  roles: ['KeyUser' as const, 'CompanyAdmin' as const, 'Admin' as const],
} satisfies RouteAccess;
