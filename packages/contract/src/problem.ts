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
  'sync-cursor-invalid',
  'not-found',
  'route-not-found',
  'method-not-allowed',
  'conflict',
  /** Moving a location under itself or one of its own sublocations (decision 0073). */
  'location-cycle',
  /** Deleting a location that still holds stock or sublocations, without `recursive=true`. */
  'location-not-empty',
  /** Another location under the same parent already has that name (case aside). */
  'location-name-taken',
  'precondition-failed',
  'payload-too-large',
  'unsupported-media-type',
  'range-not-satisfiable',
  /** A supplier's upload that is not a readable SDS (decision 0070); its link stays usable. */
  'upload-not-an-sds',
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
  'sync-cursor-invalid': 400,
  'not-found': 404,
  'route-not-found': 404,
  'method-not-allowed': 405,
  conflict: 409,
  'location-cycle': 409,
  'location-not-empty': 409,
  'location-name-taken': 409,
  'precondition-failed': 412,
  'payload-too-large': 413,
  'unsupported-media-type': 415,
  'range-not-satisfiable': 416,
  'upload-not-an-sds': 422,
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

// PROBLEM_CONTENT_TYPE is in wire-constants.ts, which needs no zod.
