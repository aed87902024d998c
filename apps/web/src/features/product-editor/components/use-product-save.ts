import type { Product } from '@sds/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type BaseSyntheticEvent } from 'react';
import type { FieldErrors, FieldPath, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { useCreateProduct } from '../api/create-product.ts';
import { editableProductKey } from '../api/get-editable-product.ts';
import { useOfficialStatements } from '../api/get-official-statements.ts';
import { useSubmitProduct } from '../api/submit-product.ts';
import { useUpdateProduct } from '../api/update-product.ts';
import type { EditorNotice } from './editor-actions.tsx';
import { conflictsOf } from './edit-conflict.ts';
import { officialTextsOf, showInForm, useEditConflict } from './use-edit-conflict.ts';
import { formIssuesOf } from './product-form-errors.ts';
import {
  createRequestOf,
  formValuesOf,
  updateRequestOf,
  type ProductFormValues,
} from './product-form-values.ts';

/** What the create route hands the edit route it opens: the news to say there. */
type EditorLocationState = { editorNotice?: EditorNotice } | null;

/** How many fields an error tree marks (react-hook-form nests list entries). */
export function countFieldErrors(errors: object): number {
  return Object.entries(errors).reduce((count, [key, value]) => {
    if (key === 'ref' || typeof value !== 'object' || value === null) return count;
    return (
      count +
      ('message' in value && typeof value.message === 'string' ? 1 : countFieldErrors(value))
    );
  }, 0);
}

/**
 * Save (create or edit) and Submit for review, with what each achieved or why it failed.
 * The server's field errors land on their fields, a taken article number on that field; a
 * new product opens in the editor at its own address, ready for documents.
 */
export function useProductSave(
  form: UseFormReturn<ProductFormValues>,
  product: Product | null,
  /** The version of the product's content the form was filled from (its `ETag`). */
  initialVersion: string | null,
  /** Lets the save's own navigation past the unsaved-changes guard. */
  allowLeaving: () => void = () => {},
) {
  const { t } = useTranslation(['editor', 'products']);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const location = useLocation();
  const initialNotice = (location.state as EditorLocationState)?.editorNotice ?? null;
  const [notice, setNotice] = useState<EditorNotice | null>(initialNotice);
  const [failure, setFailure] = useState<string | null>(null);
  const create = useCreateProduct();
  const update = useUpdateProduct();
  const submit = useSubmitProduct();
  const statements = useOfficialStatements(product?.locale ?? null);
  // The content version this edit started from (decision 0063): read once with the form, then
  // the one each save or merge answers — never a background refetch's, which would hide
  // someone else's save.
  const versionRef = useRef(initialVersion);
  const conflict = useEditConflict(form, officialTextsOf(statements.data), () =>
    setFailure(t('errors.conflictLoadFailed')),
  );

  function showSaveFailure(error: unknown) {
    if (isApiError(error, 'conflict')) {
      form.setError(
        'articleNumber',
        { type: 'server', message: 'articleNumberTaken' },
        { shouldFocus: true },
      );
      setFailure(t('errors.summary', { count: 1 }));
      return;
    }
    const issues = isApiError(error, 'validation-failed') ? formIssuesOf(error.errors) : [];
    if (issues.length === 0) {
      setFailure(t('errors.saveFailed'));
      return;
    }
    issues.forEach((issue, index) =>
      // `<list>.root` is where react-hook-form keeps a list's own error; its types omit it.
      form.setError(
        issue.field as FieldPath<ProductFormValues>,
        { type: 'server', message: issue.message },
        { shouldFocus: index === 0 },
      ),
    );
    setFailure(t('errors.summary', { count: issues.length }));
  }

  async function save(values: ProductFormValues, isRetry = false) {
    setNotice(null);
    setFailure(null);
    try {
      if (!product) {
        const created = await create.mutateAsync(createRequestOf(values));
        const state: EditorLocationState = { editorNotice: 'created' };
        allowLeaving();
        await navigate(paths.productEdit(created.product.id), { replace: true, state });
        return;
      }
      const request = updateRequestOf(values);
      const saved = await update.mutateAsync({
        id: product.id,
        request,
        version: versionRef.current,
      });
      versionRef.current = saved.version;
      form.reset(formValuesOf(saved.product, officialTextsOf(statements.data)));
      setNotice('saved');
    } catch (error) {
      if (product && isApiError(error, 'precondition-failed')) {
        await mergeWithNewer(product.id, values, isRetry);
        return;
      }
      showSaveFailure(error);
    }
  }

  /**
   * After a `412`: the merge view when the newer version differs from the edit; when it differs
   * in nothing the edit touches, the same save once more over the newer version.
   */
  async function mergeWithNewer(productId: string, values: ProductFormValues, isRetry: boolean) {
    const found = await conflict.load(productId, values);
    if (!found) return;
    if (conflictsOf(found.versions).length > 0) return conflict.show(found);
    if (isRetry) return setFailure(t('errors.conflictUnresolved'));
    versionRef.current = found.version;
    await save(values, true);
  }

  /** Saves the merge over the version it was made against; the form shows it until then. */
  async function saveMerged(merged: ProductFormValues) {
    const against = conflict.current;
    if (!against) return;
    versionRef.current = against.version;
    showInForm(form, against.versions.theirs, merged);
    conflict.close();
    await save(merged);
  }

  function refuse(errors: FieldErrors<ProductFormValues>) {
    setNotice(null);
    setFailure(t('errors.summary', { count: countFieldErrors(errors) }));
  }

  async function submitForReview() {
    if (!product) return;
    setNotice(null);
    setFailure(null);
    try {
      await submit.mutateAsync(product.id);
      setNotice('submitted');
    } catch (error) {
      const now = isApiError(error, 'conflict') ? error.reviewStatus : undefined;
      // Someone else moved it on (approved, edited): show where it stands now.
      if (now) void queryClient.invalidateQueries({ queryKey: editableProductKey(product.id) });
      setFailure(
        now
          ? t('errors.submitConflict', { status: t(`reviewStatus.${now}`, { ns: 'products' }) })
          : t('errors.submitFailed'),
      );
    }
  }

  return {
    // Wrapped when submitted, not while rendering: `save` reads the version ref.
    onSubmit: (event?: BaseSyntheticEvent) =>
      form.handleSubmit((values) => save(values), refuse)(event),
    conflict: conflict.current,
    saveMerged: (merged: ProductFormValues) => void saveMerged(merged),
    cancelMerge: () => {
      conflict.close();
      setFailure(t('errors.conflictUnresolved'));
    },
    submitForReview: () => void submitForReview(),
    notice,
    failure,
    isSaving: create.isPending || update.isPending || create.isSuccess,
    isSubmitting: submit.isPending,
  };
}
