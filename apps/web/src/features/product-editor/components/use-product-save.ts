import type { Product } from '@sds/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
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
export function useProductSave(form: UseFormReturn<ProductFormValues>, product: Product | null) {
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

  async function save(values: ProductFormValues) {
    setNotice(null);
    setFailure(null);
    try {
      if (!product) {
        const created = await create.mutateAsync(createRequestOf(values));
        const state: EditorLocationState = { editorNotice: 'created' };
        await navigate(paths.productEdit(created.id), { replace: true, state });
        return;
      }
      const saved = await update.mutateAsync({ id: product.id, request: updateRequestOf(values) });
      const officialTexts = new Map(statements.data?.map(({ code, text }) => [code, text]));
      form.reset(formValuesOf(saved, officialTexts));
      setNotice('saved');
    } catch (error) {
      showSaveFailure(error);
    }
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
    onSubmit: form.handleSubmit(save, refuse),
    submitForReview: () => void submitForReview(),
    notice,
    failure,
    isSaving: create.isPending || update.isPending || create.isSuccess,
    isSubmitting: submit.isPending,
  };
}
