import { CreateCompanyLicenceRequest, type Licence, type LicenceAddon } from '@sds/contract';
import type { FieldErrors, ResolverResult } from 'react-hook-form';

/** What the form holds: the chosen catalogue item as `licence:<id>` or `addon:<id>`. */
export type GiveLicenceValues = {
  item: string;
  quantity: number;
  startsOn: string;
  /** Empty: the licence's usual duration, or no end for an add-on (the server's default). */
  endsOn: string;
};

/** Why a field was refused, as the form's messages know it. */
export type GiveLicenceProblem =
  'item-missing' | 'quantity-invalid' | 'date-missing' | 'date-out-of-range' | 'end-before-start';

export type GiveLicenceRequest = ReturnType<typeof CreateCompanyLicenceRequest.parse>;

/** The catalogue item behind an option's value. */
export function chosenItem(
  value: string,
  catalogue: { licences: readonly Licence[]; addons: readonly LicenceAddon[] },
): { kind: 'licence'; item: Licence } | { kind: 'addon'; item: LicenceAddon } | null {
  const [kind, id] = value.split(':');
  if (kind === 'licence') {
    const item = catalogue.licences.find((licence) => licence.id === id);
    return item ? { kind, item } : null;
  }
  if (kind === 'addon') {
    const item = catalogue.addons.find((addon) => addon.id === id);
    return item ? { kind, item } : null;
  }
  return null;
}

function requestOf(values: GiveLicenceValues, companyId: string) {
  const [kind, id] = values.item.split(':');
  return {
    companyId,
    licenseId: kind === 'licence' ? id : undefined,
    addonId: kind === 'addon' ? id : undefined,
    quantity: values.quantity,
    startsOn: values.startsOn,
    endsOn: values.endsOn === '' ? undefined : values.endsOn,
  };
}

function problemOf(field: keyof GiveLicenceValues, values: GiveLicenceValues): GiveLicenceProblem {
  if (field === 'item') return 'item-missing';
  if (field === 'quantity') return 'quantity-invalid';
  const day = values[field];
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return 'date-missing';
  if (field === 'endsOn' && values.startsOn !== '' && day < values.startsOn) {
    return 'end-before-start';
  }
  return 'date-out-of-range';
}

const FIELD_OF_PATH: Record<string, keyof GiveLicenceValues> = {
  licenseId: 'item',
  addonId: 'item',
  quantity: 'quantity',
  startsOn: 'startsOn',
  endsOn: 'endsOn',
};

/**
 * A react-hook-form resolver that checks the form with the contract's own schema
 * (`CreateCompanyLicenceRequest`: one catalogue item, a quantity of 1–100,000, days in range,
 * and the end not before the start), so the form refuses exactly what the server would.
 * Each refused field gets one problem, which the form turns into words.
 */
export function giveLicenceResolver(companyId: string) {
  return (values: GiveLicenceValues): ResolverResult<GiveLicenceValues, GiveLicenceRequest> => {
    const parsed = CreateCompanyLicenceRequest.safeParse(requestOf(values, companyId));
    if (parsed.success) return { values: parsed.data, errors: {} };
    const errors: FieldErrors<GiveLicenceValues> = {};
    for (const issue of parsed.error.issues) {
      const field = FIELD_OF_PATH[String(issue.path[0])];
      if (!field || errors[field]) continue;
      errors[field] = { type: problemOf(field, values), message: issue.message };
    }
    // The schema's checks of the whole (one item, the end after the start) wait until every
    // field is well-formed; say them now, so one submit shows every problem.
    if (!errors.item && values.item === '') errors.item = { type: 'item-missing' };
    if (!errors.endsOn && values.endsOn !== '' && values.endsOn < values.startsOn) {
      errors.endsOn = { type: 'end-before-start' };
    }
    return { values: {}, errors };
  };
}
