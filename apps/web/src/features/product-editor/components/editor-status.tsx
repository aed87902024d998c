import type { Product } from '@sds/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import './editor-status.css';

/**
 * Where the product stands in review (docs/product/product-content.md#review-states) and what that
 * means for employees: a new product, Draft, In review, Approved, or Rejected with the reviewer's
 * reason.
 */
export function EditorStatus({ product }: { product: Product | null }) {
  const { t } = useTranslation(['editor', 'products']);
  const headingId = useId();
  const status = product?.reviewStatus ?? 'Draft';
  const label = product ? t(`reviewStatus.${status}`, { ns: 'products' }) : t('title.new');
  return (
    <section
      className={`editor-status editor-status--${status.toLowerCase()}`}
      aria-labelledby={headingId}
    >
      <h2 id={headingId} className="editor-status__title">
        <span className="visually-hidden">{t('status.title')}: </span>
        <span className="editor-status__badge">{label}</span>
      </h2>
      <p>{product ? t(`status.${status}`) : t('status.new')}</p>
      {status === 'Rejected' && product?.rejectReason ? (
        <p className="editor-status__reason">
          {t('status.rejectReason', { reason: product.rejectReason })}
        </p>
      ) : null}
      {product ? (
        <Link to={paths.productById(product.id)} className="editor-status__view">
          {t('actions.viewProduct')}
        </Link>
      ) : null}
    </section>
  );
}
