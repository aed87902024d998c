import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Notice } from '../../../components/ui/notice.tsx';
import { recordPaths } from '../../../config/record-paths.ts';
import { failureKindOf } from '../../../lib/api-failure.ts';
import { askSupplier, productSupplierRequestsQueryOptions } from '../api/suppliers-api.ts';
import { SupplierRequestList } from './supplier-request-list.tsx';
import './suppliers.css';

/**
 * "Ask the supplier for the current SDS" for one product (decision 0070), on the review pane
 * and the list of sheets due for review: the supplier the product names, its e-mail address
 * (set on the suppliers screen), the button, and where the product's requests stand.
 */
export function SupplierRequestsSection({ productId }: { productId: string }) {
  const { t } = useTranslation('audit');
  const headingId = useId();
  const queryClient = useQueryClient();
  const state = useQuery(productSupplierRequestsQueryOptions(productId));
  const ask = useMutation({
    mutationFn: () => askSupplier(productId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['suppliers'] }),
  });
  if (state.isPending) return null;
  if (state.isError) return <Notice tone="error" title={t('suppliers.loadFailed')} />;
  const { supplier, items } = state.data;
  const failure = ask.isError ? failureKindOf(ask.error) : null;
  return (
    <section className="supplier-requests-section" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('suppliers.requestsTitle')}</h3>
      {supplier === null ? (
        <p>{t('suppliers.noSupplier')}</p>
      ) : (
        <>
          <p>
            <bdi>{supplier.name}</bdi>
            {supplier.email ? <> · {supplier.email}</> : null}
          </p>
          {supplier.email ? (
            <button
              type="button"
              className="button button--secondary"
              disabled={ask.isPending}
              onClick={() => ask.mutate()}
            >
              {t('suppliers.ask')}
            </button>
          ) : (
            <p>
              {t('suppliers.noEmail')}{' '}
              <Link to={recordPaths.suppliers}>{t('suppliers.toSuppliers')}</Link>
            </p>
          )}
        </>
      )}
      {ask.isSuccess ? <p role="status">{t('suppliers.asked')}</p> : null}
      {failure ? (
        <Notice
          tone="error"
          title={t(failure === 'rate-limited' ? 'suppliers.tooMany' : 'suppliers.askFailed')}
        />
      ) : null}
      <SupplierRequestList requests={items} showsProduct={false} />
    </section>
  );
}
