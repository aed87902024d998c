import {
  LicenceAddonRequest,
  LicenceRequest,
  type Licence,
  type LicenceAddon,
} from '@sds/contract';
import type { FieldErrors, ResolverResult } from 'react-hook-form';

/** A licence in the catalogue, or an add-on (extra licences, never a duration of its own). */
export type CatalogueKind = 'licence' | 'addon';

export type CatalogueItemValues = {
  name: string;
  userLicences: number;
  keyUserLicences: number;
  /** Licences only; null: a company licence of it has no end unless one is given. */
  durationMonths: number | null;
  isAvailable: boolean;
};

/** The form's first values: the item as it is, or a new one that is offered at once. */
export function catalogueItemValues(item: Licence | LicenceAddon | null): CatalogueItemValues {
  if (!item) {
    return { name: '', userLicences: 0, keyUserLicences: 0, durationMonths: 12, isAvailable: true };
  }
  return {
    name: item.name,
    userLicences: item.userLicences,
    keyUserLicences: item.keyUserLicences,
    durationMonths: 'durationMonths' in item ? item.durationMonths : null,
    isAvailable: item.isAvailable,
  };
}

/** An empty number field means "none" for the duration, and NaN (refused) for the counts. */
export function numberOrNull(value: unknown): number | null {
  if (value === '' || value === null || value === undefined) return null;
  return Number(value);
}

/**
 * Checks the form with the contract's schema for its kind (`LicenceRequest` or
 * `LicenceAddonRequest`: names of 1–200 characters, counts of 0–100,000, a duration of
 * 1–120 months or none), so the form refuses what the server would. Each refused field
 * carries the zod issue's code as its type, which the form turns into words.
 */
export function catalogueItemResolver(kind: CatalogueKind) {
  return (values: CatalogueItemValues): ResolverResult<CatalogueItemValues> => {
    const { durationMonths, ...common } = values;
    const parsed =
      kind === 'licence'
        ? LicenceRequest.safeParse({ ...common, durationMonths })
        : LicenceAddonRequest.safeParse(common);
    if (parsed.success) return { values: { ...values, name: parsed.data.name }, errors: {} };
    const errors: FieldErrors<CatalogueItemValues> = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0]) as keyof CatalogueItemValues;
      if (!errors[field]) errors[field] = { type: issue.code, message: issue.message };
    }
    return { values: {}, errors };
  };
}
