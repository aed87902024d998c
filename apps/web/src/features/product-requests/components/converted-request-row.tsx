import type { ProductRequest, ProductRequestConversion } from '@sds/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ImportStatusBadge } from '../../../components/ui/import-status-badge.tsx';
import { paths } from '../../../config/paths.ts';
import {
  canOpenProduct,
  importStatusQueryOptions,
  importStatusSentences,
  importToneOf,
} from '../../../lib/import-status.ts';
import { requestSummary, senderLabel } from './sender-label.ts';

/** A request converted on this screen, with the product its file is imported into. */
export type ConvertedRequest = { request: ProductRequest; conversion: ProductRequestConversion };

/**
 * A converted request's import, followed the way the import screen follows one (every 2 s
 * while it runs, on window focus; a merged product's new id), in the import screen's words,
 * with Open once the product has what the import made of it. Its status takes focus when it
 * appears: the request's card, and the button pressed, are gone.
 */
export function ConvertedRequestRow({ converted }: { converted: ConvertedRequest }) {
  const { t } = useTranslation('requests');
  const { t: importTexts } = useTranslation('import');
  const { request, conversion } = converted;
  const statusQuery = useQuery(importStatusQueryOptions(conversion.productId));
  const statusRef = useRef<HTMLDivElement>(null);
  const nameId = useId();
  useEffect(() => statusRef.current?.focus(), []);

  const answer = statusQuery.data;
  const status = answer?.status ?? conversion.importStatus;
  const productId = answer?.productId ?? conversion.productId;
  const fileName = request.file?.fileName ?? '';
  const sentences = importStatusSentences(status, answer, importTexts);
  if (!answer && statusQuery.isError) sentences.push(importTexts('status.unavailable'));
  return (
    <li className="card request-item request-item--converted" aria-labelledby={nameId}>
      <h4 id={nameId} className="card__title">
        {requestSummary(request.remarks, fileName)}
      </h4>
      <p className="card__hint">
        {t('keyUsers.convertedFrom', { requester: senderLabel(request.requester, t) })}
      </p>
      <div
        ref={statusRef}
        tabIndex={-1}
        className="live-status"
        aria-live="polite"
        aria-atomic="true"
      >
        <ImportStatusBadge
          tone={importToneOf(status)}
          label={importTexts(`status.badge.${status}`)}
        />
        {sentences.map((sentence) => (
          <p key={sentence}>{sentence}</p>
        ))}
      </div>
      {canOpenProduct(status) ? (
        <div className="card__actions">
          <Link
            to={paths.productEdit(productId)}
            className="button button--primary"
            aria-label={t('keyUsers.openProductLabel', { file: fileName })}
          >
            {t('keyUsers.openProduct')}
          </Link>
        </div>
      ) : null}
    </li>
  );
}

/** "Converted just now": the requests turned into products on this screen, newest first. */
export function ConvertedRequests({ converted }: { converted: ConvertedRequest[] }) {
  const { t } = useTranslation('requests');
  const headingId = useId();
  if (converted.length === 0) return null;
  return (
    <section className="request-converted" aria-labelledby={headingId}>
      <h3 id={headingId} className="request-converted__title">
        {t('keyUsers.convertedTitle')}
      </h3>
      <ul className="stacked-list">
        {converted.map((item) => (
          <ConvertedRequestRow key={item.request.id} converted={item} />
        ))}
      </ul>
    </section>
  );
}
