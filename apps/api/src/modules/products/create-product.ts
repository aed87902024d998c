import type { CreateProductRequest } from '@sds/contract';
import type { z } from 'zod';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { Principal } from '../../platform/http/principal.ts';
import { productContentOf } from './product-content.ts';
import { insertProduct } from './save-product.ts';
import { isUniqueViolation } from '../../platform/db/unique-violation.ts';

/**
 * Creates a product of the caller's company as a `Draft`
 * (docs/product/product-content.md#review-states): nobody but key users sees it until it is
 * submitted and approved. Nothing was imported for it yet, so its import status is `New`. Another
 * product with the same article number in the same locale is a `409`.
 */
export async function createProduct(
  db: Db,
  principal: Principal,
  input: z.output<typeof CreateProductRequest>,
): Promise<string> {
  const content = productContentOf(input);
  try {
    return await db.transaction((tx) =>
      insertProduct(tx, {
        companyId: principal.companyId,
        articleNumber: input.articleNumber,
        masterCode: input.masterCode ?? input.articleNumber,
        locale: input.locale,
        importStatus: 'New',
        reviewStatus: 'Draft',
        rejectReason: null,
        content,
      }),
    );
  } catch (error) {
    if (isUniqueViolation(error, 'products_article_locale_unique')) {
      throw new AppError('conflict', 'A product with this article number exists in this language');
    }
    throw error;
  }
}
