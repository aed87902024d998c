import { Problem } from '@sds/contract';

/** Documents the problem+json answers a route can give, for its OpenAPI entry. */
export function problemResponses<const Status extends number>(...statuses: Status[]) {
  return Object.fromEntries(
    statuses.map((status) => [status, Problem.describe('RFC 9457 problem document')]),
  ) as Record<Status, typeof Problem>;
}
