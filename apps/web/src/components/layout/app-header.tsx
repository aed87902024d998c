import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useAuthenticatedUser } from '../../lib/authenticated-user.ts';
import { BrandMark } from './brand-mark.tsx';
import { LanguageSwitch } from './language-switch.tsx';

type AppHeaderProps = {
  /** Shown to a signed-in user beside the language switch: the Log out button. */
  sessionActions?: ReactNode;
};

/**
 * The bar above every screen: the mark, the screens a signed-in user can open (Review for key
 * users only, docs/product/roles-and-access.md#roles), the company signed in for, the language and
 * the session's actions.
 */
export function AppHeader({ sessionActions }: AppHeaderProps) {
  const { t } = useTranslation();
  const user = useAuthenticatedUser();
  return (
    <header className="app-header">
      <div className="app-header__inner">
        <Link to={paths.start} className="app-header__brand" aria-label={t('header.home')}>
          <BrandMark />
          <span className="app-header__name">{t('appName')}</span>
        </Link>
        {user ? (
          <div className="app-header__session">
            <nav className="app-header__nav" aria-label={t('header.navigation')}>
              <NavLink to={paths.search} className="app-header__link">
                {t('header.search')}
              </NavLink>
              {user.role === 'KeyUser' ? (
                <NavLink to={paths.audit} className="app-header__link">
                  {t('header.audit')}
                </NavLink>
              ) : null}
              <NavLink to={paths.notifications} className="app-header__link">
                {t('header.notifications')}
              </NavLink>
            </nav>
            <p className="app-header__company" title={user.companyName}>
              <span className="visually-hidden">{t('header.signedInFor')} </span>
              <bdi>{user.companyName}</bdi>
            </p>
          </div>
        ) : null}
        <div className="app-header__tools">
          <LanguageSwitch />
          {user ? sessionActions : null}
        </div>
      </div>
    </header>
  );
}
