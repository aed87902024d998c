import { problemStatus, type FieldError, type ProblemType, type ReviewStatus } from '@sds/contract';

/**
 * An expected failure with a stable code from the contract. Use-cases throw it; the one error
 * handler turns it into problem+json. Its status comes from the contract's table.
 */
export class AppError extends Error {
  readonly type: ProblemType;
  readonly status: number;
  readonly errors: FieldError[] | undefined;
  readonly headers: Record<string, string>;
  /** A product's review state now, on a refused review transition (409). */
  readonly reviewStatus: ReviewStatus | undefined;

  constructor(
    type: ProblemType,
    detail?: string,
    options: {
      errors?: FieldError[];
      headers?: Record<string, string>;
      reviewStatus?: ReviewStatus;
    } = {},
  ) {
    super(detail ?? type);
    this.name = 'AppError';
    this.type = type;
    this.status = problemStatus[type];
    this.errors = options.errors;
    this.headers = options.headers ?? {};
    this.reviewStatus = options.reviewStatus;
  }
}
