import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { recordPaths } from '../../config/record-paths.ts';
import { PencilIcon, PlusIcon, UploadIcon } from '../ui/edit-icons.tsx';
import { ClockIcon } from '../ui/icons.tsx';
import { useIsKeyUser } from './key-users-only.tsx';

/**
 * "New product", opening the product editor; shown to key users only
 * (docs/product/roles-and-access.md#roles).
 */
export function NewProductLink() {
  const { t } = useTranslation('common');
  if (!useIsKeyUser()) return null;
  return (
    <Link to={paths.productNew} className="button button--primary">
      <PlusIcon width={18} height={18} />
      {t('productActions.new')}
    </Link>
  );
}

/**
 * "Import SDS", opening the import of suppliers' safety data sheets; beside New product (and
 * on the review screen), for key users only.
 */
export function ImportSdsLink() {
  const { t } = useTranslation('common');
  if (!useIsKeyUser()) return null;
  return (
    <Link to={paths.importSds} className="button button--secondary">
      <UploadIcon width={18} height={18} />
      {t('productActions.import')}
    </Link>
  );
}

/** "Edit" on a product sheet, opening it in the editor; shown to key users only. */
export function EditProductLink({ productId }: { productId: string }) {
  const { t } = useTranslation('common');
  if (!useIsKeyUser()) return null;
  return (
    <Link to={paths.productEdit(productId)} className="button button--secondary">
      <PencilIcon width={18} height={18} />
      {t('productActions.edit')}
    </Link>
  );
}

/**
 * "Versions" on a product sheet and in the review pane, opening the product's versions with
 * their SDS pdfs (issue 25 point 1); for key users only. Its word is the sheet's (`products`).
 */
export function ProductVersionsLink({ productId }: { productId: string }) {
  const { t } = useTranslation('products');
  if (!useIsKeyUser()) return null;
  return (
    <Link to={recordPaths.productVersions(productId)} className="button button--secondary">
      <ClockIcon width={18} height={18} />
      {t('product.versionsLink')}
    </Link>
  );
}
