import { isApiError } from './api-error.ts';

/**
 * Why the server refused an uploaded file, in the few kinds a screen words differently: each
 * screen turns these into its own sentence (a product's pdf, an SDS to import).
 */
export type UploadProblem =
  | 'too-large'
  | 'unsupported'
  | 'empty'
  | 'conflict'
  | 'signed-out'
  | 'forbidden'
  | 'no-connection'
  | 'other';

/**
 * The kind of a failed upload: 413 over the server's size limit (from a proxy too, without a
 * problem document), 415 content it does not take, 400 an empty or missing file, 409 a
 * conflict, 401/403, or no answer at all.
 */
export function uploadProblemOf(error: unknown): UploadProblem {
  if (!isApiError(error)) return 'other';
  if (error.type === 'payload-too-large' || error.status === 413) return 'too-large';
  if (error.type === 'unsupported-media-type') return 'unsupported';
  if (error.type === 'validation-failed') return 'empty';
  if (error.type === 'conflict') return 'conflict';
  if (error.status === 401) return 'signed-out';
  if (error.status === 403) return 'forbidden';
  if (error.type === 'network-error') return 'no-connection';
  return 'other';
}
