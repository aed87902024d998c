import { z } from 'zod';
import { ImportStatus, ReviewStatus, SignalWord } from './enums.ts';
import { Locale } from './locale-schema.ts';
import { SEARCH_MAX_LENGTH } from './wire-constants.ts';
import { ProductContent } from './product-content.ts';
import { Pictogram, UnNumber } from './product-values.ts';
import { RegulatoryFlag, RegulatoryFlagKind } from './regulatory.ts';

/**
 * How long a signed document link works (docs/product/documents.md#signed-links); the web refreshes
 * links before then.
 */
export const SIGNED_LINK_LIFETIME_SECONDS = 15 * 60;

/** Kinds of stored product documents: the supplier's SDS pdf (one per product) and images. */
export const DocumentKind = z.enum(['pdf', 'image']);
export type DocumentKind = z.infer<typeof DocumentKind>;

/**
 * Documents the portal generates from a product (`POST …/download/{type}`,
 * docs/product/documents.md#generated-documents).
 */
export const GeneratedDocumentType = z.enum(['sheet', 'label']);
export type GeneratedDocumentType = z.infer<typeof GeneratedDocumentType>;

/**
 * A document attached to a product, reached through short-lived signed links
 * (docs/product/documents.md#signed-links) that need no headers: `url` shows it in the browser
 * (`<img>`, `<iframe>`), `downloadUrl` saves it.
 */
export const ProductDocument = z.object({
  reference: z.string(),
  kind: DocumentKind,
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  sha256: z.string(),
  url: z.string(),
  downloadUrl: z.string(),
});
export type ProductDocument = z.infer<typeof ProductDocument>;

/** Another language version of the same product (same masterCode). */
export const ProductVariant = z.object({
  id: z.uuid(),
  locale: Locale,
  name: z.string(),
  reviewStatus: ReviewStatus,
});
export type ProductVariant = z.infer<typeof ProductVariant>;

/** `GET /api/products/{id}`: the product with its content (product-content.ts) and more. */
export const Product = z
  .object({
    id: z.uuid(),
    companyId: z.uuid(),
    companyName: z.string(),
    masterCode: z.string(),
    articleNumber: z.string(),
    locale: Locale,
    ...ProductContent.shape,
    documents: z.array(ProductDocument),
    /** The main image through `download/image/{validation}`, or null without images. */
    imageUrl: z.string().nullable(),
    importStatus: ImportStatus,
    reviewStatus: ReviewStatus,
    rejectReason: z.string().nullable(),
    variants: z.array(ProductVariant),
    /** Its CAS numbers' hits on the regulatory lists (regulatory.ts, decision 0057). */
    regulatoryFlags: z.array(RegulatoryFlag),
    /**
     * Whether the approved version's revision date is older than the company's limit, or missing
     * (decision 0065): only in the reads of the company's key users and administrators.
     */
    isDueForReview: z.boolean().optional(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'Product' }); // one OpenAPI component, not a copy in every product route
export type Product = z.infer<typeof Product>;

/** One search hit of `GET /api/products` (docs/product/wire-conventions.md#wire-shapes). */
export const ProductSummary = z.object({
  id: z.uuid(),
  name: z.string(),
  supplier: z.string(),
  articleNumber: z.string(),
  masterCode: z.string(),
  locale: Locale,
  unNumber: UnNumber.nullable(),
  signalWord: SignalWord,
  pictograms: z.array(Pictogram),
  reviewStatus: ReviewStatus,
  companyId: z.uuid(),
  companyName: z.string(),
  /**
   * The kinds of its regulatory flags, each once (the key users' badge, decision 0057); absent
   * where a hit is not screened (the offline pack's own search).
   */
  regulatoryFlagKinds: z.array(RegulatoryFlagKind).optional(),
});
export type ProductSummary = z.infer<typeof ProductSummary>;

export const ProductSearchResponse = z.object({
  items: z.array(ProductSummary),
  total: z.number().int(),
});
export type ProductSearchResponse = z.infer<typeof ProductSearchResponse>;

const queryFlag = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((value) => value === 'true' || value === '1');

// SEARCH_MAX_LENGTH, the longest search text the server reads, is in wire-constants.ts (no zod).

/**
 * The company whose products are read: the caller's own unless given; the platform Admin, who
 * belongs to no company, names one (docs/product/roles-and-access.md#the-platform-admin:
 * everything, for every company).
 */
export const ReadCompanyQuery = z.object({ companyId: z.uuid().optional() });

/** Query of `GET /api/products` (docs/product/search.md#scope-and-flags). */
export const ProductSearchQuery = ReadCompanyQuery.extend({
  search: z.string().max(SEARCH_MAX_LENGTH).optional(),
  onlyApproval: queryFlag,
  includeAll: queryFlag,
  allLocales: queryFlag,
  page: z.coerce.number().int().min(1).max(1000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type ProductSearchQuery = z.input<typeof ProductSearchQuery>;

/**
 * `GET /api/products/list`: a light list for pickers, at most 500
 * (docs/product/search.md#other-lists).
 */
export const ProductListItem = z.object({
  id: z.uuid(),
  name: z.string(),
  articleNumber: z.string(),
  locale: Locale,
});
export const ProductListResponse = z.object({ items: z.array(ProductListItem) });
export type ProductListResponse = z.infer<typeof ProductListResponse>;
export const PRODUCT_LIST_LIMIT = 500;

/** `GET /api/products/allLocales`: hits grouped by masterCode, each with its variants. */
export const ProductGroup = z.object({
  masterCode: z.string(),
  variants: z.array(ProductSummary),
});
export const ProductGroupsResponse = z.object({
  items: z.array(ProductGroup),
  total: z.number().int(),
});
export type ProductGroupsResponse = z.infer<typeof ProductGroupsResponse>;

/** `GET /api/companies/{id}/products/master/list`: a company's master codes and locales. */
export const MasterListItem = z.object({
  masterCode: z.string(),
  name: z.string(),
  locales: z.array(Locale),
});
export const MasterListResponse = z.object({ items: z.array(MasterListItem) });
export type MasterListResponse = z.infer<typeof MasterListResponse>;

/** Query of the `list` and `allLocales` calls and of a company's product list. */
export const ProductListQuery = ReadCompanyQuery.extend({
  search: z.string().max(SEARCH_MAX_LENGTH).optional(),
  allLocales: queryFlag,
});

/**
 * `companyId` of `GET /api/products/{id}` (docs/product/wire-conventions.md#routes): the product's
 * company, the caller's own or a publisher it accepted; the company the platform Admin reads.
 */
export const ProductByIdQuery = ReadCompanyQuery;
