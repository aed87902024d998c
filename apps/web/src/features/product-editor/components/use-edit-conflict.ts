import type { Statement } from '@sds/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { FieldPath, UseFormReturn } from 'react-hook-form';
import { editableProductQueryOptions } from '../api/get-editable-product.ts';
import { EDITED_FIELDS, type ConflictVersions } from './edit-conflict.ts';
import { formValuesOf, type ProductFormValues } from './product-form-values.ts';

/** A save that met a newer version: the three versions, and the newer one's `ETag`. */
export type OpenConflict = {
  versions: ConflictVersions;
  version: string | null;
  /** The language of the product's texts. */
  contentLanguage: string;
};

/** The official statement texts by code, as the form tells them from own texts. */
export function officialTextsOf(statements: readonly Statement[] | undefined) {
  return new Map(statements?.map(({ code, text }) => [code, text]));
}

/**
 * The merge of a save refused with `412` (decision 0063): reads the product as it is now and
 * holds the three versions while the key user chooses.
 */
export function useEditConflict(
  form: UseFormReturn<ProductFormValues>,
  officialTexts: ReadonlyMap<string, string>,
  onLoadFailed: () => void,
) {
  const queryClient = useQueryClient();
  const [current, setCurrent] = useState<OpenConflict | null>(null);

  /** The versions of a refused save of `yours`, or null (said) when the newer one cannot be read. */
  async function load(productId: string, yours: ProductFormValues): Promise<OpenConflict | null> {
    try {
      const now = await queryClient.fetchQuery({
        ...editableProductQueryOptions(productId),
        staleTime: 0,
      });
      const base = form.formState.defaultValues as ProductFormValues;
      const theirs = formValuesOf(now.product, officialTexts);
      return {
        versions: { base, yours, theirs },
        version: now.version,
        contentLanguage: now.product.locale,
      };
    } catch {
      onLoadFailed();
      return null;
    }
  }

  return { current, load, show: setCurrent, close: () => setCurrent(null) };
}

/**
 * Puts a merge into the form over the newer version, so what differs from the server's version
 * is an unsaved change until the merge is saved (the guard against leaving holds it).
 */
export function showInForm(
  form: UseFormReturn<ProductFormValues>,
  theirs: ProductFormValues,
  merged: ProductFormValues,
) {
  form.reset(theirs);
  for (const field of EDITED_FIELDS) {
    if (merged[field] === theirs[field]) continue;
    form.setValue(field as FieldPath<ProductFormValues>, merged[field] as never, {
      shouldDirty: true,
    });
  }
}
