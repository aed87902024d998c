import { problemStatus, type FieldError, type ProblemType } from '@sds/contract';

/**
 * An expected failure with a stable code from the contract. Use-cases throw it; the one error
 * handler turns it into problem+json. Its status comes from the contract's table.
 */
export class AppError extends Error {
  readonly type: ProblemType;
  readonly status: number;
  readonly errors: FieldError[] | undefined;
  readonly headers: Record<string, string>;

  constructor(
    type: ProblemType,
    detail?: string,
    options: { errors?: FieldError[]; headers?: Record<string, string> } = {},
  ) {
    super(detail ?? type);
    this.name = 'AppError';
    this.type = type;
    this.status = problemStatus[type];
    this.errors = options.errors;
    this.headers = options.headers ?? {};
  }
}
