import type { FieldError } from '@sds/contract';
import { isApiError, type ApiErrorType } from './api-error.ts';
import { inMinutes } from './retry-after.ts';

/**
 * What a failed call means for the person at the screen, whatever the screen: the one
 * classification of the web app (decision 0038). Screens word these kinds in their own texts
 * (`failureMessage`) and never look at statuses or problem types themselves.
 */
export type FailureKind =
  /** 401: the API client has already said that the session ended; the sign-in follows. */
  | 'signed-out'
  /** 403: this account or device may not do this. */
  | 'forbidden'
  /** 404: gone meanwhile (deleted, decided elsewhere), or never there. */
  | 'not-found'
  /** 409: refused because of how things stand now; each action says how. */
  | 'conflict'
  /** 400 `validation-failed`: the server did not accept what was sent (an empty file, say). */
  | 'refused'
  /** 413: a file or body over the server's limit. */
  | 'too-large'
  /** 415: content of a kind the server does not take. */
  | 'unsupported'
  /** 429: too many attempts; `Retry-After` may say for how long (`retryWaitOf`). */
  | 'rate-limited'
  /** No answer at all: offline, or the server could not be reached. */
  | 'no-connection'
  /** 503: the service is down for a moment. */
  | 'unavailable'
  /**
   * Anything else: a 500, a request the server could not read (a bug of ours), an XSRF
   * rejection (a stale page, not a lack of rights), an answer outside the contract.
   */
  | 'unexpected';

/**
 * The kind of each problem type of the contract, and of the two failures that never reached a
 * problem document. A `Record` over the contract's enum: a new problem type does not compile
 * until it is classified here.
 */
const KIND_OF_TYPE: Record<ApiErrorType, FailureKind> = {
  'malformed-request': 'unexpected',
  'validation-failed': 'refused',
  unauthenticated: 'signed-out',
  'authorisation-failed': 'forbidden',
  forbidden: 'forbidden',
  'xsrf-rejected': 'unexpected',
  'link-invalid': 'forbidden',
  // The offline pack starts over without the cursor (decision 0052); no screen words it.
  'sync-cursor-invalid': 'unexpected',
  'not-found': 'not-found',
  'route-not-found': 'not-found',
  'method-not-allowed': 'unexpected',
  conflict: 'conflict',
  // The location tree's refusals (decision 0073): the inventory screens word each.
  'location-cycle': 'conflict',
  'location-not-empty': 'conflict',
  'location-name-taken': 'conflict',
  // A save over a version someone else changed since (decision 0063): the editor merges.
  'precondition-failed': 'conflict',
  'payload-too-large': 'too-large',
  'unsupported-media-type': 'unsupported',
  'range-not-satisfiable': 'unexpected',
  // A supplier's file that is no readable SDS (decision 0070): the upload page says why.
  'upload-not-an-sds': 'refused',
  'rate-limited': 'rate-limited',
  'service-unavailable': 'unavailable',
  'internal-error': 'unexpected',
  'network-error': 'no-connection',
  'unexpected-response': 'unexpected',
};

/** Classifies a failure: an ApiError by its problem type, anything else as unexpected. */
export function failureKindOf(error: unknown): FailureKind {
  return isApiError(error) ? KIND_OF_TYPE[error.type] : 'unexpected';
}

/** The failures that pass by themselves: no answer, too many requests, the service down. */
const PASSING_KINDS: readonly FailureKind[] = ['no-connection', 'rate-limited', 'unavailable'];

/** Whether trying again later may help: see `PASSING_KINDS`. */
export function isPassingKind(kind: FailureKind): boolean {
  return PASSING_KINDS.includes(kind);
}

/** A screen's sentence for each kind it words, and `otherwise` for the rest. */
export type FailureTexts = Partial<Record<FailureKind, string>> & { otherwise: string };

/**
 * The screen's sentence for a failed call. Null for `signed-out` unless the screen words it:
 * the API client has said that the session ended, and the sign-in follows.
 */
export function failureMessage(
  error: unknown,
  texts: FailureTexts & { 'signed-out': string },
): string;
export function failureMessage(error: unknown, texts: FailureTexts): string | null;
export function failureMessage(error: unknown, texts: FailureTexts): string | null {
  const kind = failureKindOf(error);
  return texts[kind] ?? (kind === 'signed-out' ? null : texts.otherwise);
}

/** The same sentence for each failure that passes by trying again later (`PASSING_KINDS`). */
export function forPassingKinds(text: string): Partial<Record<FailureKind, string>> {
  return Object.fromEntries(PASSING_KINDS.map((kind) => [kind, text]));
}

/**
 * How long a `429` asked to wait, in words for the interface language ("in 5 minutes"), or
 * undefined when the server did not say: the screen then says "later".
 */
export function retryWaitOf(error: unknown, language: string): string | undefined {
  if (!isApiError(error, 'rate-limited') || error.retryAfterSeconds === undefined) return undefined;
  return inMinutes(error.retryAfterSeconds, language);
}

/** The server's field errors of a `400 validation-failed`, by field name (`body.email` → `email`). */
export function fieldErrorsOf(error: unknown): Map<string, FieldError> {
  const errors = new Map<string, FieldError>();
  if (!isApiError(error, 'validation-failed')) return errors;
  for (const fieldError of error.errors) {
    const field = fieldError.path.replace(/^body\./, '');
    if (!errors.has(field)) errors.set(field, fieldError);
  }
  return errors;
}
