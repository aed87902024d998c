import type { SupplierInput } from '@sds/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { suppliers } from '../../platform/db/schema.ts';
import { isUniqueViolation } from '../../platform/db/unique-violation.ts';
import { AppError } from '../../platform/http/app-error.ts';

const NAME_TAKEN = 'suppliers_company_name_key_idx';

function valuesOf(input: SupplierInput) {
  return {
    name: input.name,
    nameKey: sql`supplier_name_key(${input.name})`,
    email: input.email,
    phone: input.phone || null,
    locale: input.locale,
  };
}

/** Two suppliers of one company never share a name (case and spaces aside): a `409`. */
async function refusingTakenNames<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, NAME_TAKEN)) {
      throw new AppError('conflict', 'The company has a supplier of that name');
    }
    throw error;
  }
}

/** A supplier a key user adds by hand (before any product names it). Answers its id. */
export async function createSupplier(
  db: Db,
  companyId: string,
  input: SupplierInput,
): Promise<string> {
  const [row] = await refusingTakenNames(() =>
    db
      .insert(suppliers)
      .values({ companyId, ...valuesOf(input) })
      .returning({ id: suppliers.id }),
  );
  if (!row) throw new Error('The supplier was not written');
  return row.id;
}

/**
 * Changes a supplier's details. A new name links the products that name it so; the products
 * of the old name make their supplier again when next saved or imported.
 */
export async function updateSupplier(
  db: Db,
  companyId: string,
  supplierId: string,
  input: SupplierInput,
): Promise<void> {
  const updated = await refusingTakenNames(() =>
    db
      .update(suppliers)
      .set({ ...valuesOf(input), updatedAt: sql`now()` })
      .where(and(eq(suppliers.id, supplierId), eq(suppliers.companyId, companyId)))
      .returning({ id: suppliers.id }),
  );
  if (updated.length === 0) throw new AppError('not-found', 'No such supplier');
}
