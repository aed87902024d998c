import { PROBLEM_CONTENT_TYPE, Problem } from '@sds/contract';
import { ApiError, type ApiErrorType } from './api-error.ts';

// For answers that carry no problem document (a proxy's 502 page, an old server).
function typeForStatus(status: number): ApiErrorType {
  if (status === 401) return 'unauthenticated';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not-found';
  if (status === 409) return 'conflict';
  if (status === 413) return 'payload-too-large';
  if (status === 429) return 'rate-limited';
  if (status === 503) return 'service-unavailable';
  if (status >= 500) return 'internal-error';
  return 'unexpected-response';
}

/**
 * `Retry-After` in seconds: the header holds either a number of seconds or an HTTP date
 * (RFC 9110 §10.2.3). Undefined when absent or unreadable.
 */
export function parseRetryAfter(header: string | null, now: number = Date.now()) {
  if (header === null || header.trim() === '') return undefined;
  if (/^\s*\d+\s*$/.test(header)) return Number(header);
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}

/**
 * Reads a failed response: an RFC 9457 `application/problem+json` body becomes an ApiError
 * with its type, title and field errors; anything else gets a type derived from the status.
 */
export async function apiErrorFromResponse(response: Response): Promise<ApiError> {
  const contentType = response.headers.get('Content-Type') ?? '';
  const fallback = {
    type: typeForStatus(response.status),
    status: response.status,
    retryAfterSeconds: parseRetryAfter(response.headers.get('Retry-After')),
  };
  if (!contentType.includes(PROBLEM_CONTENT_TYPE)) {
    return new ApiError({ ...fallback, title: response.statusText || 'Request failed' });
  }
  const body: unknown = await response.json().catch(() => undefined);
  const problem = Problem.safeParse(body);
  if (!problem.success) {
    return new ApiError({ ...fallback, title: 'Unreadable problem document', cause: body });
  }
  const { type, title, detail, errors, requestId, reviewStatus } = problem.data;
  const { status, retryAfterSeconds } = fallback;
  return new ApiError({
    type,
    status,
    title,
    detail,
    errors,
    requestId,
    retryAfterSeconds,
    reviewStatus,
  });
}
