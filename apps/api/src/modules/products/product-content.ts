import type { CreateProductRequest, FieldError, UpdateProductRequest } from '@sds/contract';
import type { z } from 'zod';
import { AppError } from '../../platform/http/app-error.ts';
import { isOfficialStatementCode } from './clp-phrases.ts';
import type { ProductContent } from './save-product.ts';

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
 * The revision content of a key user's input (DESIGN §5 fields), once every H/EUH/P code is
 * known to the official phrase list: a code nobody can look up helps no one in an emergency.
 */
export function productContentOf(input: ParsedInput): ProductContent {
  const errors = unknownStatementCodes(input);
  if (errors.length > 0)
    throw new AppError('validation-failed', 'Unknown H/EUH/P codes', { errors });
  return {
    name: input.name,
    supplier: input.supplier,
    revisionDate: input.revisionDate,
    version: input.version,
    signalWord: input.signalWord,
    pictograms: input.pictograms,
    adrClass: input.adrClass || null,
    unNumber: input.unNumber,
    packingGroup: input.packingGroup,
    casNumbers: input.casNumbers,
    contains: input.contains,
    remarks: input.remarks,
    hazards: input.hazards,
    firstAid: input.firstAid,
    fireFighting: input.fireFighting,
    spillCleanup: input.spillCleanup,
    hygiene: input.hygiene,
    personalProtection: input.personalProtection,
    storageAndAdr: input.storageAndAdr,
    usage: input.usage,
    wasteManagement: input.wasteManagement,
    hStatements: input.hStatements,
    pStatements: input.pStatements,
  };
}
