import type { ProductNotification, ProductNotificationKind } from '@sds/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CheckIcon } from '../../../components/ui/edit-icons.tsx';
import { ClockIcon } from '../../../components/ui/icons.tsx';
import { paths } from '../../../config/paths.ts';
import { changeSummaryLine } from '../../../lib/change-summary.ts';
import { formatMoment } from '../../../lib/format-moment.ts';
import { useChangeTexts } from '../change-texts.ts';
import { SharedIcon } from './notification-icons.tsx';

/** Stands for the product's name in a translated sentence until the name (a link) goes in. */
const PRODUCT_MARK = '\uE000';

const sentenceKeys = {
  approved: 'feed.approved',
  'in-review': 'feed.inReview',
  'subscription-pending': 'feed.subscriptionPending',
  'subscription-accepted': 'feed.subscriptionAccepted',
} as const satisfies Record<ProductNotificationKind, string>;

const icons: Record<ProductNotificationKind, ReactNode> = {
  approved: <CheckIcon />,
  'in-review': <ClockIcon />,
  'subscription-pending': <SharedIcon />,
  'subscription-accepted': <SharedIcon />,
};

/**
 * Where the product's name leads: what waits for a key user's decision to the review screen,
 * anything else to the product's sheet; a deleted product nowhere.
 */
function targetOf({ kind, productId }: ProductNotification): string | null {
  if (!productId) return null;
  if (kind === 'in-review' || kind === 'subscription-pending') return paths.audit;
  return paths.productById(productId);
}

/**
 * One notification: a sentence for its kind with the product's name (a link where there is
 * somewhere to go) and when it happened, in the reader's language and time zone.
 */
export function NotificationEntry({ notification }: { notification: ProductNotification }) {
  const { t, i18n } = useTranslation('notifications');
  const { kind, productName, locale, publisherName, createdAt, changes } = notification;
  const changeTexts = useChangeTexts();
  // The name is put into the sentence as an element, never as text i18next would parse.
  const sentence = t(sentenceKeys[kind], {
    product: PRODUCT_MARK,
    publisher: publisherName ?? t('feed.anotherCompany'),
  });
  const [before = '', after = ''] = sentence.split(PRODUCT_MARK);
  const target = targetOf(notification);
  const name = target ? (
    <Link to={target} lang={locale} className="notification__product">
      {productName}
    </Link>
  ) : (
    <span lang={locale} className="notification__product">
      {productName}
    </span>
  );
  return (
    <li className={`notification notification--${kind}`}>
      <span className="notification__icon">{icons[kind]}</span>
      <div className="notification__content">
        <p className="notification__text">
          {before}
          {name}
          {after}
        </p>
        {changes.length > 0 ? (
          <p className="notification__changes">
            <span className="visually-hidden">{t('changes.title')}: </span>
            {changeSummaryLine(changes, changeTexts)}
          </p>
        ) : null}
        <time className="notification__time" dateTime={createdAt}>
          {formatMoment(createdAt, i18n.language)}
        </time>
      </div>
    </li>
  );
}
