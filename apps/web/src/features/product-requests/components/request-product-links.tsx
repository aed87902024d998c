import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ActionPlaceholder } from '../../../components/ui/screen.tsx';
import { PlusIcon } from '../../../components/ui/edit-icons.tsx';
import { useOptionalLazyNamespace } from '../../../i18n/lazy-catalogues.ts';
import { requestProductPath } from '../request-product-path.ts';
import './request-entry.css';

/**
 * "Request a product" among the search screen's actions, for every signed-in device. Its
 * words load with the request form's; until then (or if they cannot load) its room is kept
 * empty, so the search box below does not move when it comes.
 */
export function RequestProductLink() {
  const { t } = useTranslation('requests');
  if (!useOptionalLazyNamespace('requests')) return <ActionPlaceholder />;
  return (
    <Link to={requestProductPath()} className="button button--secondary">
      <PlusIcon width={18} height={18} />
      {t('entry.requestProduct')}
    </Link>
  );
}

/**
 * "Can't find it? Request this product" under an empty search result: the form opens with
 * what was searched for as its remarks.
 */
export function RequestThisProduct({ searchText }: { searchText: string }) {
  const { t } = useTranslation('requests');
  if (!useOptionalLazyNamespace('requests')) return null;
  return (
    <p className="request-entry">
      {t('entry.notFoundQuestion')}{' '}
      <Link to={requestProductPath(searchText)} className="request-entry__link">
        {t('entry.requestThisProduct')}
      </Link>
    </p>
  );
}
