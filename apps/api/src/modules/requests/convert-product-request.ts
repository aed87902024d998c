import {
  PRODUCT_INPUT_LIMITS,
  emptyProductContent,
  type ProductRequestConversion,
  type SupportedLocale,
} from '@sds/contract';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/database.ts';
import { productRequests } from '../../platform/db/schema.ts';
import { isUniqueViolation } from '../../platform/db/unique-violation.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { Principal } from '../../platform/http/principal.ts';
import { importStoredSds, requestArticleNumber } from '../imports/index.ts';
import { insertProduct } from '../products/index.ts';
import { claimProductRequest } from './claim-product-request.ts';
import type { ProductRequestRow } from './product-requests.queries.ts';

/** A requested product's name until a key user (or an SDS) gives it one: the remarks' first line. */
function requestedProductName(remarks: string): string {
  const firstLine = remarks.trim().split(/\r?\n/, 1)[0]?.trim() ?? '';
  return firstLine.slice(0, PRODUCT_INPUT_LIMITS.name) || 'Requested product';
}

/**
 * A `Draft` for a request without a file, for a key user to fill in: named from the remarks,
 * with a provisional article number (`REQ-…`) that an SDS uploaded to it later replaces, as an
 * upload's placeholder's is (decision 0022). The remarks stay on the request: they are the
 * requester's words, not the sheet's.
 */
async function insertRequestedDraft(
  tx: Tx,
  request: ProductRequestRow,
  locale: SupportedLocale,
): Promise<string> {
  const articleNumber = requestArticleNumber(request.id);
  try {
    return await insertProduct(tx, {
      companyId: request.companyId,
      articleNumber,
      masterCode: articleNumber,
      locale,
      importStatus: 'New',
      reviewStatus: 'Draft',
      rejectReason: null,
      content: emptyProductContent(requestedProductName(request.remarks)),
    });
  } catch (error) {
    if (!isUniqueViolation(error, 'products_article_locale_unique')) throw error;
    throw new AppError('conflict', `A product with article number ${articleNumber} exists`);
  }
}

/**
 * Turns an open request into a product (decision 0025), in one transaction with the decision:
 * with a file, exactly as `POST /api/vibupload` does (a placeholder the SDS names, its import
 * queued on behalf of the key user); without one, a `Draft` to fill in. Answers the product and
 * its import status. A request decided before is a `409`.
 */
export async function convertProductRequest(
  db: Db,
  principal: Principal,
  conversion: { requestId: string; locale: SupportedLocale },
): Promise<ProductRequestConversion> {
  return db.transaction(async (tx) => {
    const request = await claimProductRequest(tx, principal, conversion.requestId, 'Converted');
    const result: ProductRequestConversion = request.file
      ? await importStoredSds(tx, principal, { source: request.file, locale: conversion.locale })
      : {
          productId: await insertRequestedDraft(tx, request, conversion.locale),
          importStatus: 'New',
        };
    await tx
      .update(productRequests)
      .set({ productId: result.productId })
      .where(eq(productRequests.id, request.id));
    return result;
  });
}
