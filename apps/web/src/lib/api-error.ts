import type { FieldError, ProblemType, ReviewStatus } from '@sds/contract';

/** A problem type from the contract, or a failure that never reached a problem document. */
export type ApiErrorType = ProblemType | 'network-error' | 'unexpected-response';

type ApiErrorInit = {
  type: ApiErrorType;
  status: number;
  title: string;
  detail?: string;
  errors?: FieldError[];
  requestId?: string;
  /** From a `Retry-After` header (429, 503): how long to wait before trying again. */
  retryAfterSeconds?: number;
  /** From a review workflow `409 conflict`: the product's state now (decision 0016). */
  reviewStatus?: ReviewStatus;
  cause?: unknown;
};

/**
 * Every failed API call ends as an ApiError (docs/product/wire-conventions.md#problems). Screens
 * branch on `type`, the stable machine code, and show its translated message; `title` is for logs
 * only.
 */
export class ApiError extends Error {
  readonly type: ApiErrorType;
  readonly status: number;
  readonly title: string;
  readonly detail: string | undefined;
  readonly errors: FieldError[];
  readonly requestId: string | undefined;
  readonly retryAfterSeconds: number | undefined;
  readonly reviewStatus: ReviewStatus | undefined;

  constructor(init: ApiErrorInit) {
    super(`${init.status} ${init.type}: ${init.title}`, { cause: init.cause });
    this.name = 'ApiError';
    this.type = init.type;
    this.status = init.status;
    this.title = init.title;
    this.detail = init.detail;
    this.errors = init.errors ?? [];
    this.requestId = init.requestId;
    this.retryAfterSeconds = init.retryAfterSeconds;
    this.reviewStatus = init.reviewStatus;
  }
}

/** Narrows an unknown failure to an ApiError, optionally of one type. */
export function isApiError(error: unknown, type?: ApiErrorType): error is ApiError {
  return error instanceof ApiError && (type === undefined || error.type === type);
}
