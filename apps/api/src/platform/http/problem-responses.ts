import { Problem } from '@sds/contract';

/**
 * The problem document under one component name, so the OpenAPI document refers to it instead
 * of repeating it for every status of every route (it was two thirds of 650 kB).
 */
const ProblemDocument = Problem.meta({ id: 'Problem', description: 'RFC 9457 problem document' });

/** Documents the problem+json answers a route can give, for its OpenAPI entry. */
export function problemResponses<const Status extends number>(...statuses: Status[]) {
  return Object.fromEntries(statuses.map((status) => [status, ProblemDocument])) as Record<
    Status,
    typeof Problem
  >;
}
