import { z } from 'zod';
import { ACCOUNT_NAME_MAX_LENGTH } from './account.ts';
import { DeviceRole } from './authorization.ts';
import { DeviceType } from './enums.ts';
import { Locale } from './locale-schema.ts';

/**
 * Company administration (docs/product/roles-and-access.md#who-may-call-what,
 * docs/product/codes-and-licences.md#company-codes): companies, their codes, signed-in devices, API
 * keys and product locales. CompanyAdmin acts on its own company, Admin on any.
 */

const companyName = z.string().trim().min(1).max(ACCOUNT_NAME_MAX_LENGTH);
const timestamp = z.iso.datetime();

const queryFlag = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((value) => value === 'true' || value === '1');

/** Query of `GET /api/Companies`: a part of the name (Admin's search) and a page. */
export const CompanyListQuery = z.object({
  search: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type CompanyListQuery = z.input<typeof CompanyListQuery>;

export const CompanySummary = z.object({
  id: z.uuid(),
  name: z.string(),
  createdAt: timestamp,
});
export type CompanySummary = z.infer<typeof CompanySummary>;

export const CompanyListResponse = z.object({
  items: z.array(CompanySummary),
  total: z.number().int(),
});
export type CompanyListResponse = z.infer<typeof CompanyListResponse>;

/**
 * Licences of one kind: how many the company has and how many signed-in devices hold one
 * (signed in, not revoked, seen within the inactivity period — what login counts).
 */
export const LicenceUsage = z.object({
  total: z.number().int(),
  inUse: z.number().int(),
});
export type LicenceUsage = z.infer<typeof LicenceUsage>;

/** `GET /api/Companies/{id}`. */
export const CompanyDetails = CompanySummary.extend({
  updatedAt: timestamp,
  licences: z.object({ user: LicenceUsage, keyUser: LicenceUsage }),
});
export type CompanyDetails = z.infer<typeof CompanyDetails>;

/** `PUT /api/Companies/{id}`. */
export const UpdateCompanyRequest = z.object({ name: companyName });
export type UpdateCompanyRequest = z.infer<typeof UpdateCompanyRequest>;

/** Query of `DELETE /api/Companies/{id}`: `force` signs out its devices first (else 409). */
export const DeleteCompanyQuery = z.object({ force: queryFlag });

/** A company's three codes (docs/product/codes-and-licences.md#company-codes). */
export const CompanyCodeKind = z.enum(['User', 'KeyUser', 'Subscription']);
export type CompanyCodeKind = z.infer<typeof CompanyCodeKind>;

/** `GET /api/Companies/{id}/codes`: every code masked but its last group (`••••-••••-••••-4TNA`). */
export const MaskedCompanyCodes = z.object({
  userCode: z.string(),
  keyUserCode: z.string(),
  subscriptionCode: z.string(),
});
export type MaskedCompanyCodes = z.infer<typeof MaskedCompanyCodes>;

/** Path of `POST /api/Companies/{id}/codes/{kind}/reveal`. */
export const CompanyCodeParams = z.object({ id: z.uuid(), kind: CompanyCodeKind });

/** One code in full: a reveal (recorded), or a reset's new code (shown this once). */
export const CompanyCode = z.object({ kind: CompanyCodeKind, code: z.string() });
export type CompanyCode = z.infer<typeof CompanyCode>;

/** Answer of `PUT /api/Companies/{id}/reset…Code`: the new code and who it signed out. */
export const ResetCompanyCodeResponse = CompanyCode.extend({
  signedOutDevices: z.number().int(),
});
export type ResetCompanyCodeResponse = z.infer<typeof ResetCompanyCodeResponse>;

/** A device holding one of the company's licences (`GET /api/Companies/{id}/devices`). */
export const CompanyDevice = z.object({
  id: z.uuid(),
  role: DeviceRole,
  description: z.string(),
  /** The browser and operating system its User-Agent named at sign-in; '' when unknown. */
  browser: z.string(),
  operatingSystem: z.string(),
  /** The name an administrator gave it; '' when none. */
  label: z.string(),
  deviceType: DeviceType,
  signedInAt: timestamp,
  lastSeenAt: timestamp,
});
export type CompanyDevice = z.infer<typeof CompanyDevice>;

export const CompanyDeviceListResponse = z.object({ items: z.array(CompanyDevice) });
export type CompanyDeviceListResponse = z.infer<typeof CompanyDeviceListResponse>;

/** The longest name an administrator gives a device. */
export const MAX_DEVICE_LABEL_LENGTH = 60;

/** `PUT /api/Companies/{companyId}/devices/{deviceId}/label`: '' removes the name. */
export const DeviceLabelRequest = z.object({
  label: z.string().trim().max(MAX_DEVICE_LABEL_LENGTH),
});
export type DeviceLabelRequest = z.infer<typeof DeviceLabelRequest>;

/** How many keys a company may hold that are not deleted (enabled or not). */
export const MAX_LIVE_API_KEYS = 20;

const apiKeyName = z.string().trim().min(1).max(100);

/** `POST /api/Companies/{companyId}/apikey` (the body may be left out). */
export const CreateApiKeyRequest = z.object({ name: apiKeyName.optional() });
export type CreateApiKeyRequest = z.infer<typeof CreateApiKeyRequest>;

/** `PUT /api/Companies/{companyId}/apikey/{id}`. */
export const UpdateApiKeyRequest = z.object({ name: apiKeyName, enabled: z.boolean() });
export type UpdateApiKeyRequest = z.infer<typeof UpdateApiKeyRequest>;

/** An API key as lists show it: never the key, only its first characters. */
export const ApiKeySummary = z.object({
  id: z.uuid(),
  name: z.string(),
  prefix: z.string(),
  enabled: z.boolean(),
  lastUsedAt: timestamp.nullable(),
  createdAt: timestamp,
});
export type ApiKeySummary = z.infer<typeof ApiKeySummary>;

export const ApiKeyListResponse = z.object({ items: z.array(ApiKeySummary) });
export type ApiKeyListResponse = z.infer<typeof ApiKeyListResponse>;

/** A new key: the only answer that carries `key` (the `Api-Key` header value). */
export const CreatedApiKey = ApiKeySummary.extend({ key: z.string() });
export type CreatedApiKey = z.infer<typeof CreatedApiKey>;

/** `GET /api/Locale`: a locale the portal supports, named in English and in itself. */
export const LocaleOption = z.object({
  locale: Locale,
  name: z.string(),
  nativeName: z.string(),
});
export type LocaleOption = z.infer<typeof LocaleOption>;

export const LocaleListResponse = z.object({ items: z.array(LocaleOption) });
export type LocaleListResponse = z.infer<typeof LocaleListResponse>;

/** A product language of a company; exactly one of a company's locales is its default. */
export const CompanyLocale = z.object({
  id: z.uuid(),
  locale: Locale,
  isDefault: z.boolean(),
});
export type CompanyLocale = z.infer<typeof CompanyLocale>;

export const CompanyLocaleListResponse = z.object({ items: z.array(CompanyLocale) });
export type CompanyLocaleListResponse = z.infer<typeof CompanyLocaleListResponse>;

/**
 * `GET /api/product-locales`: the caller's company's product locales, the default first — what a
 * key user's sheet holds a product's languages against (decision 0048).
 */
export const ProductLocalesResponse = z.object({ items: z.array(Locale) });
export type ProductLocalesResponse = z.infer<typeof ProductLocalesResponse>;

/** `POST` and `PUT` of `companies/{companyId}/locale`. */
export const CompanyLocaleRequest = z.object({
  locale: Locale,
  isDefault: z.boolean().default(false),
});
export type CompanyLocaleRequest = z.input<typeof CompanyLocaleRequest>;

/**
 * Query of `POST /api/companies/{companyId}/poster` (issue 24, decision 0055): the language of
 * the poster's instructions; without one, the company's default product locale.
 */
export const CompanyPosterQuery = z.object({ locale: Locale.optional() });
export type CompanyPosterQuery = z.input<typeof CompanyPosterQuery>;
