import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { KeyUsersOnly } from '../../components/layout/key-users-only.tsx';
import { ProductEditorScreen } from '../../features/product-editor/components/product-editor-screen.tsx';

/**
 * The product editor for key users (docs/product/roles-and-access.md#roles,
 * docs/product/product-content.md#a-product): `/product/new` creates a product, `/product/:id/edit`
 * edits one. Anyone else gets the "Not allowed" screen; the server refuses their writes anyway.
 */
export function Component() {
  const { t } = useTranslation('common');
  const { id } = useParams();
  return (
    <KeyUsersOnly message={t('notAllowed.editorKeyUsersOnly')}>
      {/* A new key per product: nothing typed for one product survives into the next. */}
      <ProductEditorScreen key={id ?? 'new'} productId={id ?? null} />
    </KeyUsersOnly>
  );
}
