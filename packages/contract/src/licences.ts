import { z } from 'zod';
import { ACCOUNT_NAME_MAX_LENGTH } from './account.ts';

/**
 * Licences (docs/product/codes-and-licences.md#licences; decisions 0007 and 0024): the catalogue of
 * licences and add-ons (Admin), the company licences given out of it, and the totals a company's
 * active ones grant. Counts are whole numbers up to `LICENCE_COUNT_MAX`; anything else is a 400
 * before it reaches the database, whose checks stay as the last guard.
 */

/** The most licences one catalogue item grants, and the largest quantity of one item given. */
export const LICENCE_COUNT_MAX = 100_000;

/** The longest a catalogue licence runs by default (10 years). */
export const LICENCE_DURATION_MONTHS_MAX = 120;

/**
 * The calendar a licence date must lie in. The bound keeps a default end (start + duration) a
 * four-digit year, and catches typing slips like `20260-01-01` or `1026-01-01`.
 */
export const LICENCE_DATE_RANGE = { first: '2000-01-01', last: '2999-12-31' } as const;

const itemName = z.string().trim().min(1).max(ACCOUNT_NAME_MAX_LENGTH);
const licenceCount = z.number().int().min(0).max(LICENCE_COUNT_MAX);
const timestamp = z.iso.datetime();

/** A calendar day, `YYYY-MM-DD` (a licence starts and ends on whole days, both included). */
export const LicenceDate = z.iso
  .date()
  .refine(
    (day) => day >= LICENCE_DATE_RANGE.first && day <= LICENCE_DATE_RANGE.last,
    `must lie between ${LICENCE_DATE_RANGE.first} and ${LICENCE_DATE_RANGE.last}`,
  );

/** How many of a catalogue item a company licence gives. */
export const LicenceQuantity = z.number().int().min(1).max(LICENCE_COUNT_MAX);

/** A licence period whose end, when it has one, is not before its start. */
const periodIsOrdered = {
  check: (period: { startsOn: string; endsOn?: string | null | undefined }) =>
    period.endsOn === undefined || period.endsOn === null || period.endsOn >= period.startsOn,
  issue: { message: 'must not be before startsOn', path: ['endsOn'] },
};

/** What a licence or add-on grants per unit: user and key-user licences. */
export const LicenceGrants = z.object({
  userLicences: z.number().int(),
  keyUserLicences: z.number().int(),
});
export type LicenceGrants = z.infer<typeof LicenceGrants>;

// Catalogue -----------------------------------------------------------------------------------

/** `POST /api/Licenses` and `PUT /api/Licenses/{id}` (Admin): a catalogue licence, whole. */
export const LicenceRequest = z.object({
  name: itemName,
  userLicences: licenceCount,
  keyUserLicences: licenceCount,
  /** How long a company licence of it runs unless its end is given; null: no end. */
  durationMonths: z.number().int().min(1).max(LICENCE_DURATION_MONTHS_MAX).nullable(),
  /** False: no longer given to companies; the companies that hold it keep it. */
  isAvailable: z.boolean(),
});
export type LicenceRequest = z.infer<typeof LicenceRequest>;

export const Licence = LicenceRequest.extend({
  id: z.uuid(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type Licence = z.infer<typeof Licence>;

export const LicenceListResponse = z.object({ items: z.array(Licence) });
export type LicenceListResponse = z.infer<typeof LicenceListResponse>;

/** `POST /api/LicenseAddons` and `PUT /api/LicenseAddons/{id}` (Admin): extra licences. */
export const LicenceAddonRequest = z.object({
  name: itemName,
  userLicences: licenceCount,
  keyUserLicences: licenceCount,
  isAvailable: z.boolean(),
});
export type LicenceAddonRequest = z.infer<typeof LicenceAddonRequest>;

export const LicenceAddon = LicenceAddonRequest.extend({
  id: z.uuid(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type LicenceAddon = z.infer<typeof LicenceAddon>;

export const LicenceAddonListResponse = z.object({ items: z.array(LicenceAddon) });
export type LicenceAddonListResponse = z.infer<typeof LicenceAddonListResponse>;

// Company licences ----------------------------------------------------------------------------

/**
 * Where a company licence stands today (UTC): `Cancelled` whatever its dates, else
 * `NotStarted` before `startsOn`, `Expired` after `endsOn`, `Active` in between (both days
 * included).
 */
export const CompanyLicenceStatus = z.enum(['Active', 'Expired', 'NotStarted', 'Cancelled']);
export type CompanyLicenceStatus = z.infer<typeof CompanyLicenceStatus>;

/**
 * `POST /api/CompanyLicenses` (Admin): give a company a catalogue licence or an add-on
 * (exactly one of `licenseId` and `addonId`). Without `endsOn` a licence runs for its
 * catalogue duration (the day before the same date `durationMonths` later), an add-on and a
 * licence without duration without end; `endsOn: null` means no end.
 */
export const CreateCompanyLicenceRequest = z
  .object({
    companyId: z.uuid(),
    licenseId: z.uuid().optional(),
    addonId: z.uuid().optional(),
    quantity: LicenceQuantity.default(1),
    startsOn: LicenceDate,
    endsOn: LicenceDate.nullable().optional(),
  })
  .refine((body) => (body.licenseId === undefined) !== (body.addonId === undefined), {
    message: 'give exactly one of licenseId and addonId',
    path: ['licenseId'],
  })
  .refine(periodIsOrdered.check, periodIsOrdered.issue);
export type CreateCompanyLicenceRequest = z.input<typeof CreateCompanyLicenceRequest>;

/** `POST /api/CompanyLicenses/update` (Admin): a company licence's quantity, period, cancellation. */
export const UpdateCompanyLicenceRequest = z
  .object({
    id: z.uuid(),
    quantity: LicenceQuantity,
    startsOn: LicenceDate,
    endsOn: LicenceDate.nullable(),
    /** True cancels it from now on; false undoes a cancellation. */
    cancelled: z.boolean(),
  })
  .refine(periodIsOrdered.check, periodIsOrdered.issue);
export type UpdateCompanyLicenceRequest = z.infer<typeof UpdateCompanyLicenceRequest>;

/** A company licence as administrators see it, with what it grants and where it stands. */
export const CompanyLicence = z.object({
  id: z.uuid(),
  companyId: z.uuid(),
  /** The catalogue licence, or null for an add-on. */
  licenseId: z.uuid().nullable(),
  /** The add-on, or null for a catalogue licence. */
  addonId: z.uuid().nullable(),
  /** The catalogue item's name as it is now. */
  name: z.string(),
  quantity: z.number().int(),
  /** What it grants while active: quantity × the catalogue item's licences. */
  grants: LicenceGrants,
  startsOn: z.iso.date(),
  endsOn: z.iso.date().nullable(),
  cancelledAt: timestamp.nullable(),
  status: CompanyLicenceStatus,
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type CompanyLicence = z.infer<typeof CompanyLicence>;

/** `GET /api/CompanyLicenses/{id}/checkstatus`. */
export const CompanyLicenceStatusResponse = z.object({
  status: CompanyLicenceStatus,
  startsOn: z.iso.date(),
  endsOn: z.iso.date().nullable(),
});
export type CompanyLicenceStatusResponse = z.infer<typeof CompanyLicenceStatusResponse>;

/**
 * A company's licence totals: what its active licences and add-ons grant today, the limits
 * device login enforces (`GET /api/CompanyLicenses/{companyid}/updatelicenses` recomputes them).
 */
export const LicenceTotals = LicenceGrants.extend({ companyId: z.uuid() });
export type LicenceTotals = z.infer<typeof LicenceTotals>;

/** `GET /api/Companies/{companyId}/licenses`: every licence of the company, newest first. */
export const CompanyLicenceListResponse = z.object({
  items: z.array(CompanyLicence),
  totals: LicenceTotals,
});
export type CompanyLicenceListResponse = z.infer<typeof CompanyLicenceListResponse>;
