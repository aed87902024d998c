import { z } from 'zod';
import { Locale } from './locale-schema.ts';
import { ProductContentInput } from './product-content.ts';
import { PRODUCT_INPUT_LIMITS, Statement } from './product-values.ts';

const code = z.string().trim().max(PRODUCT_INPUT_LIMITS.code).min(1);

/**
 * A packing group belongs to dangerous goods, which have a UN number
 * (docs/product/product-content.md#fields).
 */
const packingGroupNeedsUnNumber = {
  check: (product: { unNumber: string | null; packingGroup: string | null }) =>
    product.packingGroup === null || product.unNumber !== null,
  issue: { message: 'needs a UN number', path: ['packingGroup'] },
};

/**
 * Body of `POST /api/products` (docs/product/wire-conventions.md#wire-shapes: at least
 * `articleNumber`, `locale`, `name`). The master code groups language variants; without one, the
 * article number is the master code.
 */
export const CreateProductRequest = ProductContentInput.extend({
  articleNumber: code,
  locale: Locale,
  masterCode: code.optional(),
}).refine(packingGroupNeedsUnNumber.check, packingGroupNeedsUnNumber.issue);
export type CreateProductRequest = z.input<typeof CreateProductRequest>;

/**
 * Body of `PUT /api/products/{id}`: the whole content again, and the article number and master
 * code. The locale stays: another language is another variant (a product of its own).
 */
export const UpdateProductRequest = ProductContentInput.extend({
  articleNumber: code,
  masterCode: code,
}).refine(packingGroupNeedsUnNumber.check, packingGroupNeedsUnNumber.issue);
export type UpdateProductRequest = z.input<typeof UpdateProductRequest>;

/** Query of `GET /api/statements`: the language of the texts, as a product locale. */
export const OfficialStatementsQuery = z.object({ locale: Locale.default('en-US') });

/** `GET /api/statements`: the official CLP H/EUH/P codes with their texts (editor picker). */
export const OfficialStatementsResponse = z.object({ items: z.array(Statement) });
export type OfficialStatementsResponse = z.infer<typeof OfficialStatementsResponse>;
