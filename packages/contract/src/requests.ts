import { z } from 'zod';
import { Role } from './enums.ts';
import { VibUploadResponse } from './imports.ts';

/**
 * Feedback and product requests (docs/product/requests-and-feedback.md#product-requests, §7 `POST
 * feedback` and `POST /api/products/request`; docs/product/wire-conventions.md#wire-shapes;
 * decision 0025).
 */

const timestamp = z.iso.datetime();

/** How much people may write: a long message fits, a flood does not. */
export const REQUEST_INPUT_LIMITS = {
  message: 4_000,
  screen: 200,
  remarks: 4_000,
  companyName: 300,
} as const;

/**
 * `POST /api/feedback` (docs/product/requests-and-feedback.md#feedback: `{message, rating?,
 * screen?}` → `201`).
 */
export const FeedbackRequest = z.object({
  message: z.string().trim().min(1).max(REQUEST_INPUT_LIMITS.message),
  /** 1 (poor) to 5 (very good). */
  rating: z.number().int().min(1).max(5).optional(),
  /** The screen the feedback is about, as the client names it (`/search`). */
  screen: z.string().trim().max(REQUEST_INPUT_LIMITS.screen).optional(),
});
export type FeedbackRequest = z.infer<typeof FeedbackRequest>;

/** The answer of `POST /api/feedback`. */
export const FeedbackCreated = z.object({ id: z.uuid(), createdAt: timestamp });
export type FeedbackCreated = z.infer<typeof FeedbackCreated>;

/**
 * Who sent feedback or asked for a product, as they were then: a device by its role and
 * description, an account by its role and name.
 */
export const RequestSender = z.object({
  kind: z.enum(['device', 'account']),
  role: Role,
  name: z.string(),
});
export type RequestSender = z.infer<typeof RequestSender>;

const queryFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

const page = {
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
};

/** Query of `GET /api/feedback` (Admin): newest first, optionally only (un)handled ones. */
export const FeedbackListQuery = z.object({ handled: queryFlag.optional(), ...page });
export type FeedbackListQuery = z.input<typeof FeedbackListQuery>;

/** Feedback as the Admin reads it. */
export const FeedbackItem = z.object({
  id: z.uuid(),
  /** Null for the platform Admin's own feedback. */
  companyId: z.uuid().nullable(),
  companyName: z.string().nullable(),
  sender: RequestSender,
  message: z.string(),
  rating: z.number().int().nullable(),
  screen: z.string().nullable(),
  createdAt: timestamp,
  handled: z.boolean(),
  handledAt: timestamp.nullable(),
});
export type FeedbackItem = z.infer<typeof FeedbackItem>;

export const FeedbackListResponse = z.object({
  items: z.array(FeedbackItem),
  total: z.number().int(),
});
export type FeedbackListResponse = z.infer<typeof FeedbackListResponse>;

/** `PUT /api/feedback/{id}`: mark it handled, or waiting again. */
export const UpdateFeedbackRequest = z.object({ handled: z.boolean() });
export type UpdateFeedbackRequest = z.infer<typeof UpdateFeedbackRequest>;

/** Where a product request stands: waiting for a key user, turned into a product, or not. */
export const ProductRequestStatus = z.enum(['Open', 'Converted', 'Dismissed']);
export type ProductRequestStatus = z.infer<typeof ProductRequestStatus>;

/**
 * The multipart field names of `POST /api/products/request`, as
 * docs/product/requests-and-feedback.md#product-requests gives them.
 */
export const PRODUCT_REQUEST_FIELDS = {
  companyId: 'CompanyId',
  companyName: 'CompanyName',
  isExistingProduct: 'IsExistingProduct',
  remarks: 'Remarks',
  file: 'File',
} as const;

/** `true`/`false` as a form sends a checkbox (any letter case, as other clients write it). */
const formBoolean = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.enum(['true', 'false']))
  .transform((value) => value === 'true');

/**
 * The text fields of `POST /api/products/request` (multipart/form-data, the form's PascalCase
 * names), sent before the optional `File`: a PDF or SDScom XML the requester has.
 */
export const ProductRequestForm = z.object({
  /** The requester's own company; any other is a 404. */
  CompanyId: z.uuid(),
  /** The company name as the requester's client shows it; kept as sent. */
  CompanyName: z.string().trim().max(REQUEST_INPUT_LIMITS.companyName).default(''),
  /** Whether the requester means a product the company already has (a newer sheet, say). */
  IsExistingProduct: formBoolean,
  /** What is asked for: the product, its supplier, where it is used. Required without a file. */
  Remarks: z.string().trim().max(REQUEST_INPUT_LIMITS.remarks).default(''),
});
export type ProductRequestForm = z.input<typeof ProductRequestForm>;

/** The answer of `POST /api/products/request`. */
export const ProductRequestCreated = z.object({ id: z.uuid(), status: ProductRequestStatus });
export type ProductRequestCreated = z.infer<typeof ProductRequestCreated>;

/** The file a request carries (its bytes through `GET /api/products/requests/{id}/file`). */
export const ProductRequestFile = z.object({
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
});
export type ProductRequestFile = z.infer<typeof ProductRequestFile>;

/** A product request as the company's key users see it. */
export const ProductRequest = z.object({
  id: z.uuid(),
  status: ProductRequestStatus,
  requester: RequestSender,
  companyName: z.string(),
  isExistingProduct: z.boolean(),
  remarks: z.string(),
  /** Null when the requester sent no file. */
  file: ProductRequestFile.nullable(),
  /** The product it became (`Converted`). */
  productId: z.uuid().nullable(),
  decidedBy: z.string().nullable(),
  decidedAt: timestamp.nullable(),
  createdAt: timestamp,
});
export type ProductRequest = z.infer<typeof ProductRequest>;

/** Query of `GET /api/products/requests`: open ones first, then newest first. */
export const ProductRequestListQuery = z.object({
  status: ProductRequestStatus.optional(),
  ...page,
});
export type ProductRequestListQuery = z.input<typeof ProductRequestListQuery>;

export const ProductRequestListResponse = z.object({
  items: z.array(ProductRequest),
  total: z.number().int(),
});
export type ProductRequestListResponse = z.infer<typeof ProductRequestListResponse>;

/**
 * The answer of `POST /api/products/requests/{id}/convert`: the product it became and its
 * import, as `POST /api/vibupload` answers (`New` for a draft made without a file).
 */
export const ProductRequestConversion = VibUploadResponse;
export type ProductRequestConversion = z.infer<typeof ProductRequestConversion>;
