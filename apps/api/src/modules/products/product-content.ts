import {
  CONTENT_FIELDS,
  contentFieldSpec,
  type CreateProductRequest,
  type FieldError,
  type ProductContent,
  type UpdateProductRequest,
} from '@sds/contract';
import type { z } from 'zod';
import { AppError } from '../../platform/http/app-error.ts';
import { isOfficialStatementCode } from './clp-phrases.ts';

type ParsedInput = z.output<typeof CreateProductRequest> | z.output<typeof UpdateProductRequest>;

/** H/EUH/P codes the official phrase list does not know, as field errors. */
function unknownStatementCodes(input: ParsedInput): FieldError[] {
  const lists = { hStatements: input.hStatements, pStatements: input.pStatements };
  return Object.entries(lists).flatMap(([field, statements]) =>
    statements.flatMap((statement, index) =>
      isOfficialStatementCode(statement.code)
        ? []
        : [
            {
              path: `body.${field}.${index}.code`,
              message: `${statement.code} is not in the official CLP phrase list`,
              code: 'unknown_statement_code',
            },
          ],
    ),
  );
}

/**
 * The revision content of a key user's input (its declared fields), once every H/EUH/P code is
 * known to the official phrase list: a code nobody can look up helps no one in an emergency.
 * A one-line field left empty is stored as none (null), as an import leaves it.
 */
export function productContentOf(input: ParsedInput): ProductContent {
  const errors = unknownStatementCodes(input);
  if (errors.length > 0)
    throw new AppError('validation-failed', 'Unknown H/EUH/P codes', { errors });
  const content = Object.fromEntries(
    CONTENT_FIELDS.map((field) => {
      const value = input[field];
      const isNone = value === '' && contentFieldSpec(field).empty === null;
      return [field, isNone ? null : value];
    }),
  );
  return content as ProductContent;
}
