import { z } from 'zod';

/**
 * Device kinds a login may declare (docs/product/wire-conventions.md#device-login). The web app
 * always sends `Gcm` (docs/product/wire-conventions.md#device-login).
 */
export const DeviceType = z.enum(['Apple', 'Gcm', 'Web']);
export type DeviceType = z.infer<typeof DeviceType>;

/**
 * The signal word on a product label (the "danger type"; docs/product/product-content.md#fields).
 */
export const SignalWord = z.enum(['None', 'Danger', 'Warning']);
export type SignalWord = z.infer<typeof SignalWord>;

/** Where a product's SDS import stands (docs/product/imports.md#import-statuses). */
export const ImportStatus = z.enum([
  'Waiting',
  'Importing',
  'Completed',
  'NoXml',
  'ImportFailed',
  'New',
  'PendingUser',
  'Unknown',
]);
export type ImportStatus = z.infer<typeof ImportStatus>;

/** Review workflow states (docs/product/product-content.md#review-states). */
export const ReviewStatus = z.enum(['Draft', 'InReview', 'Approved', 'Rejected']);
export type ReviewStatus = z.infer<typeof ReviewStatus>;

/** Role names returned by `GET /api/account/roles` (docs/product/roles-and-access.md#roles). */
export const Role = z.enum(['User', 'KeyUser', 'CompanyAdmin', 'Admin']);
export type Role = z.infer<typeof Role>;
