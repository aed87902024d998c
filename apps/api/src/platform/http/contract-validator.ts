import { findControlCharacter } from '@sds/contract';
import type { FastifySchemaValidationError } from 'fastify/types/schema.js';
import { validatorCompiler } from 'fastify-type-provider-zod';

/** The field error of text with a control character, as Fastify reports schema failures. */
export function controlCharacterIssue(path: string[]): FastifySchemaValidationError {
  return {
    keyword: 'control_character',
    instancePath: `/${path.join('/')}`,
    schemaPath: '#',
    params: {},
    message: 'must not contain control characters',
  };
}

/**
 * Validates every request part (params, query, body) with its contract schema, then refuses
 * text holding a control character (the contract's rule, `CONTROL_CHARACTER`): a `400` naming
 * the field, on every route, also the ones added later.
 */
export const contractValidatorCompiler: typeof validatorCompiler = (route) => {
  const validate = validatorCompiler(route);
  return (data) => {
    // The zod compiler validates synchronously and answers `{ value }` or `{ error }`.
    const result = validate(data) as {
      value?: unknown;
      error?: Error | FastifySchemaValidationError[];
    };
    if (result.error) return result;
    const path = findControlCharacter(result.value);
    return path ? { error: [controlCharacterIssue(path)] } : result;
  };
};
