import type { SupplierRequest } from '@sds/contract';
import { useTranslation } from 'react-i18next';
import { formatMoment } from '../../../lib/format-moment.ts';

/** Requests for a current SDS with where each stands (decision 0070), newest first. */
export function SupplierRequestList({
  requests,
  showsProduct,
}: {
  requests: SupplierRequest[];
  showsProduct: boolean;
}) {
  const { t, i18n } = useTranslation('audit');
  if (requests.length === 0) return <p>{t('suppliers.noRequests')}</p>;
  const when = (timestamp: string) => formatMoment(timestamp, i18n.language);
  return (
    <ul className="supplier-requests">
      {requests.map((request) => (
        <li key={request.id}>
          <strong>{t(`suppliers.status.${request.status}`)}</strong>
          {showsProduct ? (
            <bdi lang={request.locale}>
              {request.productName} ({request.articleNumber})
            </bdi>
          ) : null}
          <span>
            {t('suppliers.sent', {
              date: when(request.sentAt),
              name: request.requestedBy,
              email: request.email,
            })}
          </span>
          {request.remindedAt ? (
            <span>{t('suppliers.reminded', { date: when(request.remindedAt) })}</span>
          ) : null}
          {request.uploadedAt ? (
            <span>{t('suppliers.uploaded', { date: when(request.uploadedAt) })}</span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
