import {
  CreateProductRequest,
  UpdateProductRequest,
  type FieldError as ProblemFieldError,
} from '@sds/contract';
import type { CustomTypeOptions } from 'i18next';
import type { FieldErrors, FieldPath, Resolver } from 'react-hook-form';
import { createRequestOf, updateRequestOf, type ProductFormValues } from './product-form-values.ts';

/** A message of the editor catalogue's `errors` (the form stores keys, the field translates). */
export type EditorErrorKey = keyof CustomTypeOptions['resources']['editor']['errors'];

/** The lists whose own problems (not an entry's) show at `<list>.root`. */
type ListWithRootError = 'casNumbers' | 'hStatements' | 'pStatements';

/** A field of the form, or the list-wide problem of a list. */
export type ProductFieldName = FieldPath<ProductFormValues> | `${ListWithRootError}.root`;

/** One problem in the form's terms: the field that shows it and the message it shows. */
export type FormIssue = { field: ProductFieldName; message: EditorErrorKey };

const LIST_FIELDS = new Set(['casNumbers', 'hStatements', 'pStatements', 'pictograms']);

/**
 * The field that shows a problem with the request at `path` (the contract's path, so the
 * same for the client's check and the server's 400): an entry of a list shows it at that
 * entry, the list itself at its `root`.
 */
export function formFieldOf(path: readonly PropertyKey[]): ProductFieldName {
  const [field = '', index] = path.map(String);
  if (field === 'pictograms') return 'pictograms';
  if (!LIST_FIELDS.has(field)) return field as ProductFieldName;
  if (index === undefined) return `${field}.root` as ProductFieldName;
  const entry = field === 'casNumbers' ? 'value' : 'code';
  return `${field}.${index}.${entry}` as ProductFieldName;
}

/** Which message a failed check shows, from where it failed and the contract's issue code. */
export function errorKeyOf(path: readonly PropertyKey[], code: string): EditorErrorKey {
  const [field = '', index] = path.map(String);
  const isListEntry = LIST_FIELDS.has(field) && index !== undefined;
  if (code === 'unknown_statement_code') return 'unknownStatement';
  if (field === 'casNumbers' && isListEntry) {
    // The format is a regex (invalid_format); the check digit a refinement (custom).
    return code === 'custom' ? 'casCheckDigit' : 'casFormat';
  }
  if (field === 'packingGroup' && code === 'custom') return 'packingGroupNeedsUnNumber';
  if (field === 'unNumber') return 'unNumber';
  if (field === 'revisionDate') return 'date';
  if (field === 'locale') return 'locale';
  if (code === 'too_small') return 'required';
  if (code === 'too_big') return LIST_FIELDS.has(field) && !isListEntry ? 'tooMany' : 'tooLong';
  if (field === 'hStatements' || field === 'pStatements') return 'statements';
  return 'invalid';
}

/** The server's field errors (`body.unNumber`, `body.hStatements.0.code`) in the form's terms. */
export function formIssuesOf(errors: readonly ProblemFieldError[]): FormIssue[] {
  return errors.map(({ path, code }) => {
    const segments = path.split('.');
    const fieldPath = segments[0] === 'body' ? segments.slice(1) : segments;
    return { field: formFieldOf(fieldPath), message: errorKeyOf(fieldPath, code) };
  });
}

/** `target.a.0.b = value`, creating arrays for numeric segments (react-hook-form's shape). */
function setNested(target: Record<string, unknown>, path: string[], value: unknown): void {
  let node: Record<string, unknown> = target;
  path.forEach((segment, position) => {
    if (position === path.length - 1) {
      node[segment] ??= value;
      return;
    }
    const next = path[position + 1] ?? '';
    node[segment] ??= /^\d+$/.test(next) ? [] : {};
    node = node[segment] as Record<string, unknown>;
  });
}

/**
 * Checks the form with the contract's own request schema, the rules the server applies, so
 * the key user hears about a wrong UN number or CAS check digit before anything is sent.
 */
export function productFormResolver(isNew: boolean): Resolver<ProductFormValues> {
  return (values) => {
    const result = isNew
      ? CreateProductRequest.safeParse(createRequestOf(values))
      : UpdateProductRequest.safeParse(updateRequestOf(values));
    if (result.success) return { values, errors: {} };
    const errors: Record<string, unknown> = {};
    for (const issue of result.error.issues) {
      const field = formFieldOf(issue.path);
      const message = errorKeyOf(issue.path, issue.code);
      setNested(errors, field.split('.'), { type: issue.code, message });
    }
    return { values: {}, errors: errors as FieldErrors<ProductFormValues> };
  };
}
