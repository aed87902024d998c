import { z } from 'zod';
import { ReviewStatus } from './enums.ts';
import { Locale } from './locale-schema.ts';
import { ProductContent } from './product-content.ts';
import { ProductDocument } from './products.ts';

/**
 * One version of a product in its history (docs/product/product-content.md#versions, decision
 * 0061): every approved version is kept with its own documents; the working draft, when there is
 * one, is the newest.
 */
export const ProductVersion = z
  .object({
    id: z.uuid(),
    revisionDate: z.string().nullable(),
    version: z.string(),
    reviewStatus: ReviewStatus,
    /** When and by whom it was approved; null for a version never approved through review. */
    approvedAt: z.iso.datetime().nullable(),
    approvedBy: z.string().nullable(),
    /** Whether it is the version users see now. */
    isShownToUsers: z.boolean(),
    createdAt: z.iso.datetime(),
    documents: z.array(ProductDocument),
  })
  .meta({ id: 'ProductVersion' });
export type ProductVersion = z.infer<typeof ProductVersion>;

/** `GET /api/products/{id}/revisions`: the product's versions, newest first. */
export const ProductVersionsResponse = z.object({ items: z.array(ProductVersion) });
export type ProductVersionsResponse = z.infer<typeof ProductVersionsResponse>;

/** `GET /api/products/{id}/revisions/{revisionId}`: one version with its whole content. */
export const ProductVersionDetail = ProductVersion.extend({
  productId: z.uuid(),
  masterCode: z.string(),
  articleNumber: z.string(),
  locale: Locale,
  /** The product was deleted: the version is read from the archive. */
  isArchived: z.boolean(),
  ...ProductContent.shape,
});
export type ProductVersionDetail = z.infer<typeof ProductVersionDetail>;

export const ProductVersionParams = z.object({ id: z.uuid(), revisionId: z.uuid() });

/** A deleted product in the archive (`GET /api/products/archived`), newest deletion first. */
export const ArchivedProduct = z.object({
  id: z.uuid(),
  masterCode: z.string(),
  articleNumber: z.string(),
  locale: Locale,
  name: z.string(),
  deletedAt: z.iso.datetime(),
  deletedBy: z.string(),
  /** When the archive lets it go: the company's retention after its deletion. */
  purgeAfter: z.iso.datetime(),
});
export type ArchivedProduct = z.infer<typeof ArchivedProduct>;
export const ArchivedProductsResponse = z.object({ items: z.array(ArchivedProduct) });
export type ArchivedProductsResponse = z.infer<typeof ArchivedProductsResponse>;

/** A piece of a text section in a comparison: kept, added or removed, word by word. */
export const TextChangePart = z.object({
  change: z.enum(['same', 'added', 'removed']),
  text: z.string(),
});

/**
 * What changed in one content field between two versions (issue 25 point 2): codes added and
 * removed (statements by code, pictograms, CAS numbers), a value before and after (signal word,
 * UN number, ADR class, names, dates), or a text section's words.
 */
export const FieldChange = z.discriminatedUnion('kind', [
  z.object({
    field: z.string(),
    kind: z.literal('codes'),
    added: z.array(z.string()),
    removed: z.array(z.string()),
  }),
  z.object({
    field: z.string(),
    kind: z.literal('value'),
    before: z.string().nullable(),
    after: z.string().nullable(),
  }),
  z.object({ field: z.string(), kind: z.literal('text'), parts: z.array(TextChangePart) }),
]);
export type FieldChange = z.infer<typeof FieldChange>;

/** `GET /api/products/{id}/revisions/{revisionId}/changes?from=`: from one version to another. */
export const VersionComparison = z.object({
  fromRevisionId: z.uuid(),
  toRevisionId: z.uuid(),
  /** The changed fields in the declaration's order; none when the content is the same. */
  changes: z.array(FieldChange),
});
export type VersionComparison = z.infer<typeof VersionComparison>;

/** Which version to compare with: by default the one before it. */
export const VersionComparisonQuery = z.object({ from: z.uuid().optional() });
