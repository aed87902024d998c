import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CheckIcon } from '../../../components/ui/edit-icons.tsx';
import { paths } from '../../../config/paths.ts';

/**
 * The confirmation after a request was sent. Its heading takes focus: the form and its Send
 * button are gone, and a screen reader should hear what happened.
 */
export function RequestSent() {
  const { t } = useTranslation('requests');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section className="request-card request-sent" aria-labelledby={headingId}>
      <CheckIcon className="request-sent__icon" width={32} height={32} />
      <h2 id={headingId} ref={headingRef} className="request-sent__title" tabIndex={-1}>
        {t('sent.title')}
      </h2>
      <p>{t('sent.text')}</p>
      <div className="request-sent__actions">
        <Link to={paths.search} className="button button--primary">
          {t('sent.toSearch')}
        </Link>
        <Link to={paths.requestProduct} className="button button--secondary">
          {t('sent.another')}
        </Link>
      </div>
    </section>
  );
}
