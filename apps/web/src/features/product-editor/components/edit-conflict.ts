import { CONTENT_FIELDS, type ContentField } from '@sds/contract';
import { updateRequestOf, type ProductFormValues } from './product-form-values.ts';

/** The fields a save writes, in the form's order: the identity, then the declared content. */
export type EditedField = 'articleNumber' | 'masterCode' | ContentField;
export const EDITED_FIELDS: readonly EditedField[] = [
  'articleNumber',
  'masterCode',
  ...CONTENT_FIELDS,
];

/** Whose value of a field the merged save keeps. */
export type Side = 'theirs' | 'yours';

/**
 * A field the two versions disagree on (decision 0063): the value saved by someone else since the
 * edit began, and the key user's own, each as the form holds it.
 */
export type FieldConflict = {
  field: EditedField;
  theirs: unknown;
  yours: unknown;
  /** Whether the key user changed it from the version they started from. */
  isChangedByYou: boolean;
  /** Whether the other save changed it. */
  isChangedByThem: boolean;
};

/** The three versions a conflict is made of, as the form holds each. */
export type ConflictVersions = {
  /** What the edit started from. */
  base: ProductFormValues;
  /** The unsaved edit. */
  yours: ProductFormValues;
  /** What the server holds now. */
  theirs: ProductFormValues;
};

/** Texts without the spaces around them, which the server does not keep either. */
const trimmed = (_key: string, value: unknown) =>
  typeof value === 'string' ? value.trim() : value;

/** Two values of a field as a save would send them (trimmed, empty as none), compared as text. */
function isSameValue(field: EditedField, one: ProductFormValues, other: ProductFormValues) {
  const first = updateRequestOf(one) as Record<EditedField, unknown>;
  const second = updateRequestOf(other) as Record<EditedField, unknown>;
  const asText = (value: unknown) => JSON.stringify(value ?? null, trimmed);
  return asText(first[field]) === asText(second[field]);
}

/** The fields whose saved and unsaved values differ, in the form's order. */
export function conflictsOf({ base, yours, theirs }: ConflictVersions): FieldConflict[] {
  return EDITED_FIELDS.filter((field) => !isSameValue(field, yours, theirs)).map((field) => ({
    field,
    theirs: theirs[field],
    yours: yours[field],
    isChangedByYou: !isSameValue(field, yours, base),
    isChangedByThem: !isSameValue(field, theirs, base),
  }));
}

/**
 * Where each field starts: the key user's value where they changed it, theirs where only the
 * other save did — so accepting the proposal loses neither side's change unless both changed
 * the same field.
 */
export function proposedSides(conflicts: readonly FieldConflict[]): Map<EditedField, Side> {
  return new Map(
    conflicts.map(({ field, isChangedByYou }) => [field, isChangedByYou ? 'yours' : 'theirs']),
  );
}

/** Every conflicting field taken from one side. */
export function allFrom(conflicts: readonly FieldConflict[], side: Side): Map<EditedField, Side> {
  return new Map(conflicts.map(({ field }) => [field, side]));
}

/** The merged form: the server's version with the fields chosen from the key user's edit. */
export function mergedValues(
  versions: Pick<ConflictVersions, 'yours' | 'theirs'>,
  sides: ReadonlyMap<EditedField, Side>,
): ProductFormValues {
  const merged = { ...versions.theirs };
  for (const [field, side] of sides) {
    if (side === 'yours') (merged as Record<EditedField, unknown>)[field] = versions.yours[field];
  }
  return merged;
}
