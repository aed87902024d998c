import { findControlCharacter } from '@sds/contract';
import type { z } from 'zod';
import { AppError } from './app-error.ts';

/**
 * Validates a body against a contract schema where the route's own schema cannot choose it
 * (one route, two callers: `POST /api/account`), with the same field errors as Fastify's.
 */
export function parseBody<Schema extends z.ZodType>(
  schema: Schema,
  body: unknown,
): z.output<Schema> {
  const result = schema.safeParse(body);
  if (result.success) {
    const path = findControlCharacter(result.data);
    if (!path) return result.data;
    throw new AppError('validation-failed', undefined, {
      errors: [
        {
          path: ['body', ...path].join('.'),
          message: 'must not contain control characters',
          code: 'control_character',
        },
      ],
    });
  }
  throw new AppError('validation-failed', undefined, {
    errors: result.error.issues.map((issue) => ({
      path: ['body', ...issue.path.map(String)].join('.'),
      message: issue.message,
      code: issue.code,
    })),
  });
}
