import { z } from 'zod';
import { ImportStatus } from './enums.ts';
import { Locale } from './locale-schema.ts';
import { PlausibilityFinding } from './plausibility.ts';

/**
 * Why an import ended in `ImportFailed`, or in `NoXml` (the last three)
 * (docs/product/imports.md#failure-reasons): stable codes the
 * web app translates into something a key user can act on. Never rename one: other clients branch
 * on them.
 */
export const ImportFailureReason = z.enum([
  /** The PDF is password protected: upload a copy without a password. */
  'pdf-encrypted',
  /** The file is not a readable PDF (damaged or cut off). */
  'pdf-corrupt',
  /**
   * More pages or bigger objects than any SDS has (a PDF bomb or a whole catalogue): too many
   * pages, streams that inflate too far, or more memory to read than a parser process has.
   */
  'pdf-too-large',
  /** The XML is not well formed. */
  'xml-malformed',
  /** The XML declares a document type (entities): refused, SDScom XML never needs one. */
  'xml-doctype',
  /** The XML's root is not `DatasheetFeed`. */
  'xml-not-sdscom',
  /** Reading the file took longer than the time limit. */
  'time-limit',
  /**
   * Reading the file needed more memory than the limit. Given by imports before decision 0031;
   * a parser process past its memory cap now ends in `pdf-too-large`.
   */
  'memory-limit',
  /** The stored file is gone (deleted meanwhile). */
  'source-missing',
  /** An external converter reported a failure; its words are in `detail`. */
  'converter-failed',
  /** Anything else, after every retry: the detail is logged for the operator. */
  'internal-error',
  /**
   * Why a PDF gave nothing to read (`NoXml`): it has no text, as a scan or photographed pages
   * have none, and reading its pages by OCR found no safety data sheet either (a blurred or
   * skewed scan); the product is filled in by hand, or a better scan uploaded.
   */
  'no-text',
  /**
   * Why a PDF gave nothing to read (`NoXml`): its text is not a safety data sheet, whatever
   * codes it prints: it lacks an SDS's section headings in their order (a label, a product
   * data sheet, a letter).
   */
  'not-an-sds',
  /**
   * Why a PDF gave nothing to read (`NoXml`): it has text that cannot be decoded (fonts without
   * a character map give symbols or letters that spell nothing), and reading its pages by OCR
   * found no safety data sheet either; the product is filled in by hand.
   */
  'unreadable-text',
]);
export type ImportFailureReason = z.infer<typeof ImportFailureReason>;

/** Why an upload looks like another version of a product (decision 0068). Never rename one. */
export const ImportDuplicateReason = z.enum(['ufi', 'name-supplier', 'similar-text']);
export type ImportDuplicateReason = z.infer<typeof ImportDuplicateReason>;

/**
 * The existing product an uploaded SDS probably is another version of (decision 0068): the
 * import waits for a key user's answer (`POST /api/products/{id}/importdecision`).
 */
export const ImportDuplicate = z.object({
  productId: z.uuid(),
  name: z.string(),
  supplier: z.string(),
  articleNumber: z.string(),
  revisionDate: z.iso.date().nullable(),
  reasons: z.array(ImportDuplicateReason),
  /** The texts' estimated likeness, 0–1, when both were imported. */
  similarity: z.number().min(0).max(1).nullable(),
});
export type ImportDuplicate = z.infer<typeof ImportDuplicate>;

/**
 * Body of `POST /api/products/{id}/importdecision`: the upload is a new version of the product
 * asked about (it moves into that product's working version), or a different product. Answers
 * as `POST /api/vibupload` does: the product the SDS is now in and its import status.
 */
export const ImportDecisionRequest = z.object({
  choice: z.enum(['newVersion', 'differentProduct']),
  /** The product of the question answered: a stale answer is a `409`. */
  productId: z.uuid(),
});
export type ImportDecisionRequest = z.infer<typeof ImportDecisionRequest>;

/** `GET /api/products/{id}/importstatus` (docs/product/wire-conventions.md#wire-shapes). */
export const ImportStatusResponse = z.object({
  status: ImportStatus,
  /**
   * Why it failed (`ImportFailed`) or found nothing to read (`NoXml`), as an
   * `ImportFailureReason` code.
   */
  reason: ImportFailureReason.optional(),
  /** The converter's own words or other detail for the reason, when there are any. */
  detail: z.string().optional(),
  /**
   * The product the import landed in: the one asked about, or the existing product the SDS
   * turned out to be a new edition of (the upload's own placeholder is then gone).
   */
  productId: z.uuid(),
  /**
   * Fields a key user must confirm (`PendingUser`): those the import filled from the PDF's text,
   * and those of the findings.
   */
  fieldsToConfirm: z.array(z.string()),
  /**
   * What the plausibility check found in the imported product (docs/product/imports.md#plausibility-check):
   * data that contradicts itself, each with the field to confirm. Empty when all fits, and
   * once a key user saved the product.
   */
  findings: z.array(PlausibilityFinding),
  /** The open question of decision 0068, until a key user answers it. */
  duplicate: ImportDuplicate.optional(),
  updatedAt: z.iso.datetime(),
});
export type ImportStatusResponse = z.infer<typeof ImportStatusResponse>;

/**
 * `POST /api/vibupload` answers `202` with the product the SDS goes into
 * (docs/product/wire-conventions.md#wire-shapes).
 */
export const VibUploadResponse = z.object({ productId: z.uuid(), importStatus: ImportStatus });
export type VibUploadResponse = z.infer<typeof VibUploadResponse>;

/** Optional form fields of `POST /api/vibupload` besides `file`. */
export const VibUploadFields = z.object({
  /**
   * The SDS's language when the file does not say; else Accept-Language decides
   * (docs/product/wire-conventions.md#request-headers).
   */
  locale: Locale.optional(),
});

/** The header carrying the converter's signature: `t=<unix seconds>,v1=<hex HMAC-SHA256>`. */
export const IMPORT_SIGNATURE_HEADER = 'x-sds-signature';
/** How old a signed notification may be before it is refused as a replay. */
export const IMPORT_SIGNATURE_TOLERANCE_SECONDS = 300;

/**
 * Body of `POST /api/vibupload/notification`: an external converter reports the result of an
 * import. With `xml` (SDScom XML) the portal applies it like its own import.
 */
export const ImportNotificationRequest = z.object({
  productId: z.uuid(),
  status: z.enum(['Completed', 'NoXml', 'ImportFailed']),
  xml: z.string().max(10_000_000).optional(),
  detail: z.string().max(2_000).optional(),
});
export type ImportNotificationRequest = z.infer<typeof ImportNotificationRequest>;
