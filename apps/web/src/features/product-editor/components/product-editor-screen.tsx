import { acceptLanguageFor, type Product } from '@sds/contract';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ImportSdsLink } from '../../../components/layout/key-user-links.tsx';
import { ArrowLeftIcon } from '../../../components/ui/screen-icons.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { Screen } from '../../../components/ui/screen.tsx';
import { paths } from '../../../config/paths.ts';
import { useLazyNamespace } from '../../../i18n/lazy-catalogues.ts';
import { useEditableProduct } from '../api/get-editable-product.ts';
import { useOfficialStatements } from '../api/get-official-statements.ts';
import { ProductForm } from './product-form.tsx';
import { emptyFormValues, formValuesOf } from './product-form-values.ts';
import './product-editor.css';

/** Back to the product's sheet, or to search for a product not created yet. */
function BackLink({ productId }: { productId: string | null }) {
  const { t } = useTranslation('editor');
  return (
    <Link to={productId ? paths.productById(productId) : paths.search} className="editor-back">
      <ArrowLeftIcon width={18} height={18} />
      {productId ? t('back.toProduct') : t('back.toSearch')}
    </Link>
  );
}

type EditorFrameProps = { productId: string | null; product?: Product; children: ReactNode };

/** The screen around the form: its title, the way back, and the product's name. */
function EditorFrame(props: EditorFrameProps) {
  const { t } = useTranslation(['editor', 'common']);
  const isNew = props.productId === null;
  return (
    <Screen
      title={isNew ? t('title.new') : t('title.edit')}
      backLink={<BackLink productId={props.productId} />}
      intro={
        props.product ? <span lang={props.product.locale}>{props.product.name}</span> : undefined
      }
      // A supplier's SDS at hand fills a new product in by itself.
      actions={isNew ? <ImportSdsLink /> : undefined}
    >
      {props.children}
    </Screen>
  );
}

function Loading() {
  const { t } = useTranslation('common');
  return (
    <p className="editor-loading" role="status">
      {t('loading')}
    </p>
  );
}

/** A new product, in the product locale of the interface language to begin with. */
function NewProductForm() {
  const { i18n } = useTranslation();
  const defaults = useMemo(
    () => emptyFormValues(acceptLanguageFor(i18n.language)),
    [i18n.language],
  );
  return (
    <EditorFrame productId={null}>
      <ProductForm product={null} defaultValues={defaults} />
    </EditorFrame>
  );
}

/**
 * An existing product: the form opens once the product and the official statements of its
 * language are there (a statement with the official text shows as "official", not as own text).
 */
function ExistingProductForm({ productId }: { productId: string }) {
  const { t } = useTranslation(['editor', 'common']);
  const editable = useEditableProduct(productId);
  const statements = useOfficialStatements(editable.data?.product.locale ?? null);
  if (editable.isError || statements.isError) {
    const retry = () => void (editable.isError ? editable.refetch() : statements.refetch());
    return (
      <EditorFrame productId={productId}>
        <Notice tone="error" title={t('loadFailed')}>
          <p>{t('loadFailedHint')}</p>
          <div className="error-actions">
            <button type="button" className="button button--primary" onClick={retry}>
              {t('actions.retry', { ns: 'common' })}
            </button>
          </div>
        </Notice>
      </EditorFrame>
    );
  }
  if (!editable.data || !statements.data) {
    return (
      <EditorFrame productId={productId}>
        <Loading />
      </EditorFrame>
    );
  }
  const officialTexts = new Map(statements.data.map(({ code, text }) => [code, text]));
  const { product, version } = editable.data;
  return (
    <EditorFrame productId={productId} product={product}>
      {/* react-hook-form reads its defaults once: later fetches never undo what was typed. */}
      <ProductForm
        product={product}
        version={version}
        defaultValues={formValuesOf(product, officialTexts)}
      />
    </EditorFrame>
  );
}

/**
 * The product editor (issue 8): create a product, or edit one with every field of
 * docs/product/product-content.md#fields, its documents and its way into review. Its texts load
 * with it (the `editor` namespace).
 */
export function ProductEditorScreen({ productId }: { productId: string | null }) {
  const hasTexts = useLazyNamespace('editor');
  if (!hasTexts) return <Loading />;
  return productId ? <ExistingProductForm productId={productId} /> : <NewProductForm />;
}
