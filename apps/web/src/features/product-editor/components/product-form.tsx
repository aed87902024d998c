import type { Product } from '@sds/contract';
import { lazy, Suspense, useId, type ReactNode } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useOfficialStatements } from '../api/get-official-statements.ts';
import { CompositionFields } from './composition-fields.tsx';
import { DocumentUploads } from './document-uploads.tsx';
import { ApprovedWarning, EditorActions } from './editor-actions.tsx';
import { EditorStatus } from './editor-status.tsx';
import { FieldsToConfirm, ImportReviewNotice, useFieldsToConfirm } from './fields-to-confirm.tsx';
import { HazardLabelFields } from './hazard-label-fields.tsx';
import { IdentityFields } from './identity-fields.tsx';
import { productFormResolver } from './product-form-errors.ts';
import type { ProductFormValues } from './product-form-values.ts';
import { SafetySectionFields } from './safety-section-fields.tsx';
import { StatementFields } from './statement-fields.tsx';
import { TransportFields } from './transport-fields.tsx';
import { LeaveWithoutSavingDialog, useUnsavedChangesGuard } from './unsaved-changes-guard.tsx';
import { useProductSave } from './use-product-save.ts';

/** The merge view, loaded only when a save meets a newer version (decision 0063). */
const EditConflictDialog = lazy(() =>
  import('./edit-conflict-dialog.tsx').then((module) => ({ default: module.EditConflictDialog })),
);

/** One titled group of the form, a card on screen. */
function EditorCard({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className="editor-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="editor-card__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The H/EUH and P statements, picked from the official list in the product's language. */
function StatementGroups() {
  const { t } = useTranslation(['editor', 'common']);
  const locale = useWatch<ProductFormValues, 'locale'>({ name: 'locale' });
  const statements = useOfficialStatements(locale);
  if (statements.isError) {
    return (
      <div className="field__error" role="alert">
        <p>{t('statementsLoadFailed')}</p>
        <button
          type="button"
          className="button button--secondary editor-small-button"
          onClick={() => void statements.refetch()}
        >
          {t('actions.retry', { ns: 'common' })}
        </button>
      </div>
    );
  }
  if (!statements.data) return <p role="status">{t('loading', { ns: 'common' })}</p>;
  return (
    <div className="editor-stack editor-stack--wide">
      <StatementFields kind="H" official={statements.data} textLanguage={locale} />
      <StatementFields kind="P" official={statements.data} textLanguage={locale} />
    </div>
  );
}

type ProductFormProps = {
  /** The product as saved, or null for a new one. */
  product: Product | null;
  /** The version of its content the form starts from (the read's `ETag`); null for a new one. */
  version?: string | null;
  defaultValues: ProductFormValues;
};

/**
 * Every field of docs/product/product-content.md#fields, checked with the contract's rules as the
 * server checks them, each error beside its field; the documents of a saved product; and Save /
 * Submit for review beside the review status (at the side on a desk, at the bottom of the screen on
 * a phone).
 */
export function ProductForm({ product, version = null, defaultValues }: ProductFormProps) {
  const { t } = useTranslation('editor');
  const form = useForm<ProductFormValues>({
    defaultValues,
    resolver: productFormResolver(product === null),
  });
  const guard = useUnsavedChangesGuard(form.formState.isDirty);
  const save = useProductSave(form, product, version, guard.allowLeaving);
  const fieldsToConfirm = useFieldsToConfirm(product);
  return (
    <FormProvider {...form}>
      <FieldsToConfirm value={fieldsToConfirm}>
        <ImportReviewNotice product={product} />
        <form className="product-editor" noValidate onSubmit={(event) => void save.onSubmit(event)}>
          <div className="product-editor__side">
            <EditorStatus product={product} />
            <ApprovedWarning product={product} />
            <EditorActions
              product={product}
              isDirty={form.formState.isDirty}
              isSaving={save.isSaving}
              isSubmitting={save.isSubmitting}
              notice={save.notice}
              failure={save.failure}
              onSubmitForReview={save.submitForReview}
            />
          </div>
          <div className="product-editor__main">
            <EditorCard title={t('groups.identity')}>
              <IdentityFields isNew={product === null} />
            </EditorCard>
            <EditorCard title={t('groups.documents')}>
              {product ? (
                <DocumentUploads product={product} />
              ) : (
                <p className="field__hint">{t('documents.saveFirst')}</p>
              )}
            </EditorCard>
            <EditorCard title={t('groups.label')}>
              <HazardLabelFields />
            </EditorCard>
            <EditorCard title={t('groups.transport')}>
              <TransportFields />
            </EditorCard>
            <EditorCard title={t('groups.composition')}>
              <CompositionFields />
            </EditorCard>
            <EditorCard title={t('groups.statements')}>
              <StatementGroups />
            </EditorCard>
            <EditorCard title={t('groups.sections')}>
              <SafetySectionFields />
            </EditorCard>
          </div>
        </form>
        <LeaveWithoutSavingDialog blocker={guard.blocker} />
        {save.conflict ? (
          <Suspense fallback={null}>
            <EditConflictDialog
              versions={save.conflict.versions}
              contentLanguage={save.conflict.contentLanguage}
              isSaving={save.isSaving}
              onSave={save.saveMerged}
              onCancel={save.cancelMerge}
            />
          </Suspense>
        ) : null}
      </FieldsToConfirm>
    </FormProvider>
  );
}
