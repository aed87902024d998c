import { z } from 'zod';

/** Device kinds a login may declare (SPEC §3). The web app always sends `Gcm` (SPEC §9). */
export const DeviceType = z.enum(['Apple', 'Gcm', 'Web']);
export type DeviceType = z.infer<typeof DeviceType>;

/** The signal word on a product label (SPEC §3 "danger type"). */
export const SignalWord = z.enum(['None', 'Danger', 'Warning']);
export type SignalWord = z.infer<typeof SignalWord>;

/** Where a product's SDS import stands (SPEC §3, DESIGN §6). */
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

/** Review workflow states (DESIGN §5). */
export const ReviewStatus = z.enum(['Draft', 'InReview', 'Approved', 'Rejected']);
export type ReviewStatus = z.infer<typeof ReviewStatus>;

/** Role names returned by `GET /api/account/roles` (DESIGN §2). */
export const Role = z.enum(['User', 'KeyUser', 'CompanyAdmin', 'Admin']);
export type Role = z.infer<typeof Role>;
