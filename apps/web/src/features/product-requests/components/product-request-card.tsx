import type { ProductRequest, ProductRequestConversion } from '@sds/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notify } from '../../../components/ui/toast.tsx';
import { paths } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { formatMoment } from '../../../lib/format-moment.ts';
import { useConvertProductRequest } from '../api/product-requests.ts';
import { RequestFileButton } from './request-file-button.tsx';
import { requestSummary, senderLabel } from './sender-label.ts';

type ProductRequestCardProps = {
  request: ProductRequest;
  /** A request with a file was converted: its import is followed below the list. */
  onConverted: (request: ProductRequest, conversion: ProductRequestConversion) => void;
  /** Someone decided it already (a 409), or it was decided here: leave it out at once. */
  onGone: (request: ProductRequest) => void;
  onDismiss: (request: ProductRequest) => void;
};

/** The facts of a request: who asked and when, what kind of request, and the file. */
function RequestFacts({ request }: { request: ProductRequest }) {
  const { t, i18n } = useTranslation('requests');
  return (
    <dl className="fact-list">
      <div>
        <dt>{t('keyUsers.requestedBy')}</dt>
        <dd>{senderLabel(request.requester, t)}</dd>
      </div>
      <div>
        <dt>{t('keyUsers.requestedAt')}</dt>
        <dd>{formatMoment(request.createdAt, i18n.language)}</dd>
      </div>
      <div>
        <dt>{t('keyUsers.kind')}</dt>
        <dd>{t(request.isExistingProduct ? 'keyUsers.existing' : 'keyUsers.newProduct')}</dd>
      </div>
      <div>
        <dt>{t('keyUsers.file')}</dt>
        <dd>
          {request.file ? (
            <RequestFileButton request={request} file={request.file} />
          ) : (
            t('keyUsers.noFile')
          )}
        </dd>
      </div>
    </dl>
  );
}

/**
 * One open request with Convert and Dismiss. Converting a request with a file starts its
 * import, followed below the list; one without a file becomes a draft, which opens in the
 * editor at once (decision 0025). A request someone else decided meanwhile (409) leaves the
 * list with a word why.
 */
export function ProductRequestCard(props: ProductRequestCardProps) {
  const { request, onConverted, onGone, onDismiss } = props;
  const { t } = useTranslation('requests');
  const navigate = useNavigate();
  const convert = useConvertProductRequest();
  const headingId = useId();
  const summary = requestSummary(request.remarks, request.file?.fileName);
  const hasMoreRemarks = request.remarks.trim() !== '' && request.remarks.trim() !== summary;

  function convertRequest() {
    convert.mutate(request.id, {
      onSuccess: (conversion) => {
        onGone(request);
        if (request.file) {
          onConverted(request, conversion);
          return;
        }
        void notify(t('keyUsers.draftOpened'), { kind: 'success' });
        void navigate(paths.productEdit(conversion.productId));
      },
      onError: (error) => {
        if (!isApiError(error, 'conflict')) return;
        onGone(request);
        void notify(t('keyUsers.alreadyDecided'), { kind: 'info' });
      },
    });
  }

  const isConflict = isApiError(convert.error, 'conflict');
  return (
    <li className="card request-item" aria-labelledby={headingId}>
      <h3 id={headingId} className="card__title">
        {summary}
      </h3>
      <RequestFacts request={request} />
      {hasMoreRemarks ? <p className="quoted-text">{request.remarks}</p> : null}
      {!request.remarks.trim() ? <p className="card__hint">{t('keyUsers.noRemarks')}</p> : null}
      {convert.isError && !isConflict ? (
        <p className="inline-alert" role="alert">
          {t('keyUsers.convertFailed')}
        </p>
      ) : null}
      <div className="card__actions">
        <button
          type="button"
          className="button button--primary"
          aria-describedby={headingId}
          disabled={convert.isPending}
          aria-busy={convert.isPending || undefined}
          onClick={convertRequest}
        >
          {convert.isPending ? <span className="button__spinner" aria-hidden="true" /> : null}
          {t(request.file ? 'keyUsers.convertWithFile' : 'keyUsers.convert')}
        </button>
        <button
          type="button"
          className="button button--secondary"
          aria-describedby={headingId}
          disabled={convert.isPending}
          onClick={() => onDismiss(request)}
        >
          {t('keyUsers.dismiss')}
        </button>
      </div>
    </li>
  );
}
