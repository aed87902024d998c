import { z } from 'zod';
import { EmailAddress } from './account.ts';
import { Locale } from './locale-schema.ts';

/** A supplier's name: the product content's `supplier` line, as an import reads it. */
const SupplierName = z.string().trim().min(1).max(200);
/** A telephone number as printed: digits, spaces and `+ ( ) . / -`, with an extension's words. */
const SupplierPhone = z.string().trim().max(64);

/**
 * A supplier of the company (decision 0070): made by the first product whose content names it
 * (an import, the editor), linked to the products that name it (case and spaces aside); its
 * e-mail address, telephone and language kept by key users.
 */
export const Supplier = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  /** The language of its e-mails; null: the product's language. */
  locale: Locale.nullable(),
  /** The company's products whose working version names this supplier. */
  productCount: z.number().int(),
  /** Its update requests that still wait for an upload. */
  openRequestCount: z.number().int(),
});
export type Supplier = z.infer<typeof Supplier>;
/** One OpenAPI component for the lists and answers that hold a supplier. */
const SupplierComponent = Supplier.meta({ id: 'Supplier' });

/** `GET /api/suppliers`: the company's suppliers by name, at most `PRODUCT_LIST_LIMIT`. */
export const SuppliersResponse = z.object({ items: z.array(SupplierComponent) });
export type SuppliersResponse = z.infer<typeof SuppliersResponse>;

/** `POST /api/suppliers` and `PUT /api/suppliers/{id}`: what a key user keeps. */
export const SupplierInput = z.object({
  name: SupplierName,
  email: EmailAddress.nullable(),
  phone: SupplierPhone.nullable(),
  locale: Locale.nullable(),
});
export type SupplierInput = z.infer<typeof SupplierInput>;

/**
 * Where a request for a current SDS stands: `Open` (its link works; `remindedAt` once the
 * reminder went), `Uploaded` (the supplier's SDS is imported for review), `Expired` (30 days
 * passed), `Replaced` (a newer request for the product ended it).
 */
export const SupplierRequestStatus = z.enum(['Open', 'Uploaded', 'Expired', 'Replaced']);
export type SupplierRequestStatus = z.infer<typeof SupplierRequestStatus>;

/** One request to a supplier for the current SDS of a product. */
export const SupplierRequest = z
  .object({
    id: z.uuid(),
    supplierId: z.uuid(),
    supplierName: z.string(),
    productId: z.uuid(),
    productName: z.string(),
    articleNumber: z.string(),
    /** The address and language the e-mail went to. */
    email: z.string(),
    locale: Locale,
    status: SupplierRequestStatus,
    requestedBy: z.string(),
    sentAt: z.string(),
    remindedAt: z.string().nullable(),
    expiresAt: z.string(),
    uploadedAt: z.string().nullable(),
  })
  .meta({ id: 'SupplierRequest' }); // one OpenAPI component, not a copy in every answer
export type SupplierRequest = z.infer<typeof SupplierRequest>;

/**
 * `GET /api/products/{id}/supplier-requests`: the supplier the product names (null: none
 * recorded) and the product's requests, newest first.
 */
export const SupplierRequestsResponse = z.object({
  supplier: SupplierComponent.nullable(),
  items: z.array(SupplierRequest),
});
export type SupplierRequestsResponse = z.infer<typeof SupplierRequestsResponse>;

/** `GET /api/suppliers/{id}`: a supplier with its products and its latest requests. */
export const SupplierDetail = Supplier.extend({
  products: z.array(
    z.object({ id: z.uuid(), name: z.string(), articleNumber: z.string(), locale: Locale }),
  ),
  requests: z.array(SupplierRequest),
}).meta({ id: 'SupplierDetail' });
export type SupplierDetail = z.infer<typeof SupplierDetail>;

/**
 * `POST /api/products/{id}/supplier-requests`: ask the supplier for the product's current SDS;
 * without `supplierId`, the supplier the product's content names.
 */
export const CreateSupplierRequest = z.object({ supplierId: z.uuid().optional() });
export type CreateSupplierRequest = z.infer<typeof CreateSupplierRequest>;

/** The secret of an upload link, as the e-mail's link carries it after `#token=`. */
export const SupplierUploadToken = z.object({ token: z.string().min(1).max(200) });

/** `POST /api/supplier-upload/lookup`: what the supplier's upload page shows. */
export const SupplierUploadLookup = z.object({
  companyName: z.string(),
  supplierName: z.string(),
  productName: z.string(),
  articleNumber: z.string(),
  /** The language of the request's e-mail, which the page starts in. */
  locale: Locale,
  expiresAt: z.string(),
});
export type SupplierUploadLookup = z.infer<typeof SupplierUploadLookup>;
