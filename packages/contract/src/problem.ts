import { z } from 'zod';
import { ReviewStatus } from './enums.ts';

/**
 * Stable machine codes for every failure the API reports. They are the `type` of the RFC 9457
 * problem document (a relative URI reference) and the key the web app translates. Never rename
 * one: other clients branch on them.
 */
export const ProblemType = z.enum([
  'malformed-request',
  'validation-failed',
  'unauthenticated',
  'authorisation-failed',
  'forbidden',
  'xsrf-rejected',
  'link-invalid',
  'not-found',
  'route-not-found',
  'method-not-allowed',
  'conflict',
  'payload-too-large',
  'unsupported-media-type',
  'range-not-satisfiable',
  'rate-limited',
  'service-unavailable',
  'internal-error',
]);
export type ProblemType = z.infer<typeof ProblemType>;

/** The HTTP status that belongs to each problem type: one table, used by the server's handler. */
export const problemStatus: Record<ProblemType, number> = {
  'malformed-request': 400,
  'validation-failed': 400,
  unauthenticated: 401,
  'authorisation-failed': 403,
  forbidden: 403,
  'xsrf-rejected': 403,
  'link-invalid': 403,
  'not-found': 404,
  'route-not-found': 404,
  'method-not-allowed': 405,
  conflict: 409,
  'payload-too-large': 413,
  'unsupported-media-type': 415,
  'range-not-satisfiable': 416,
  'rate-limited': 429,
  'service-unavailable': 503,
  'internal-error': 500,
};

/** One field that failed validation, addressed by its path in the request (`body.name`). */
export const FieldError = z.object({
  path: z.string(),
  message: z.string(),
  code: z.string(),
});
export type FieldError = z.infer<typeof FieldError>;

/** RFC 9457 problem details, as every error response carries them. */
export const Problem = z.object({
  type: ProblemType,
  title: z.string(),
  status: z.number().int(),
  detail: z.string().optional(),
  instance: z.string().optional(),
  requestId: z.string().optional(),
  errors: z.array(FieldError).optional(),
  /** On a `409 conflict` from the review workflow: the product's review state now. */
  reviewStatus: ReviewStatus.optional(),
});
export type Problem = z.infer<typeof Problem>;

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';
