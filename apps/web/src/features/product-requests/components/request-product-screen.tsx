import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { ArrowLeftIcon } from '../../../components/ui/screen-icons.tsx';
import { Screen } from '../../../components/ui/screen.tsx';
import { paths } from '../../../config/paths.ts';
import { LazyTexts } from '../../../components/ui/lazy-texts.tsx';
import { useAuthenticatedUser } from '../../../lib/authenticated-user.ts';
import { REQUESTED_PRODUCT_PARAMETER } from '../request-product-path.ts';
import { RequestProductForm } from './request-product-form.tsx';
import { RequestSent } from './request-sent.tsx';
import './request-product.css';

/** The form, then the confirmation once the request is sent. */
function RequestProductContent() {
  const { t } = useTranslation('requests');
  const [searchParams] = useSearchParams();
  const user = useAuthenticatedUser();
  const [isSent, setIsSent] = useState(false);
  // The session route shows this screen to signed-in devices only.
  if (!user) return null;
  return (
    <Screen
      title={t('form.title')}
      intro={isSent ? undefined : t('form.intro')}
      backLink={
        // Once sent, the confirmation offers the way back itself.
        isSent ? undefined : (
          <Link to={paths.search} className="request-back-link">
            <ArrowLeftIcon width={18} height={18} />
            {t('form.toSearch')}
          </Link>
        )
      }
    >
      {isSent ? (
        <RequestSent />
      ) : (
        <RequestProductForm
          user={user}
          initialRemarks={searchParams.get(REQUESTED_PRODUCT_PARAMETER) ?? ''}
          onSent={() => setIsSent(true)}
        />
      )}
    </Screen>
  );
}

/**
 * Request a product (docs/product/requests-and-feedback.md#product-requests, issue 11) at
 * `/request-product`, for every signed-in device: reached from the search screen, and from an empty
 * search result with what was searched for filled in. Every navigation here starts a fresh form.
 */
export function RequestProductScreen() {
  const { key } = useLocation();
  return (
    <LazyTexts namespace="requests">
      <RequestProductContent key={key} />
    </LazyTexts>
  );
}
