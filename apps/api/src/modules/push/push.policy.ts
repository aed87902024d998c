import type { DeviceRole } from '@sds/contract';
import type { RouteAccess } from '../../platform/http/principal.ts';

/** The feeds' readers: a company's devices of the audience and its administrators. */
export const feedReaders = (roles: DeviceRole[]) =>
  ({
    principals: ['device', 'account'],
    roles: [...roles, 'CompanyAdmin', 'Admin'],
  }) satisfies RouteAccess;
