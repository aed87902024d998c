import { parseAccountLink, parseRedirectTarget, type RedirectTarget } from '@sds/contract';
import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router';
import { AppLoading } from '../../components/layout/app-layout.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { Screen } from '../../components/ui/screen.tsx';
import { loginPathReturningTo, paths } from '../../config/paths.ts';
import { useAuthenticatedUser } from '../../lib/authenticated-user.ts';

/** The sheet a product target opens: by id, by article number and locale, or by master code. */
function productPath(target: RedirectTarget): string {
  if ('id' in target) return paths.productById(target.id);
  const query = new URLSearchParams(
    'articleNumber' in target
      ? { articleNumber: target.articleNumber, locale: target.locale }
      : { masterCode: target.masterCode },
  );
  return `${paths.product}?${query.toString()}`;
}

// E-mailed account links are rare next to QR codes scanned on the shop floor: their screens
// load only when such a link is opened.
const AccountLinkScreen = lazy(async () => {
  const module = await import('../../features/account/components/account-link-screen.tsx');
  return { default: module.AccountLinkScreen };
});

/**
 * Where QR codes on container labels and links in e-mails land (docs/product/web-app.md#screens): a
 * signed-in visitor goes straight on to the target; anyone else signs in first and comes back
 * here afterwards (login's `returnTo`), then goes on. An e-mailed account link (registration,
 * new password, invitation) leads to choosing a password instead, signed in or not. A link
 * that names nothing says so.
 */
export function Component() {
  const { t } = useTranslation();
  const location = useLocation();
  const user = useAuthenticatedUser();
  const query = new URLSearchParams(location.search);
  const accountLink = parseAccountLink(query);
  if (accountLink) {
    return (
      <Suspense fallback={<AppLoading />}>
        <AccountLinkScreen link={accountLink} />
      </Suspense>
    );
  }
  const target = parseRedirectTarget(query);
  if (!target) {
    return (
      <Screen title={t('redirect.title')}>
        <Notice tone="error" title={t('redirect.invalidTitle')}>
          <p>{t('redirect.invalidText')}</p>
          <div className="error-actions">
            <Link to={paths.search} className="button button--primary">
              {t('redirect.toSearch')}
            </Link>
          </div>
        </Notice>
      </Screen>
    );
  }
  if (!user) {
    return <Navigate replace to={loginPathReturningTo(`${location.pathname}${location.search}`)} />;
  }
  return <Navigate replace to={productPath(target)} />;
}
