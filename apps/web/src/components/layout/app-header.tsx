import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useIsAuthenticated } from '../../lib/authenticated-user.ts';
import { BrandMark } from './brand-mark.tsx';
import { LanguageSwitch } from './language-switch.tsx';

/** The bar above every screen: the mark, the screens a signed-in user can open, the language. */
export function AppHeader() {
  const { t } = useTranslation();
  const isAuthenticated = useIsAuthenticated();
  return (
    <header className="app-header">
      <div className="app-header__inner">
        <Link to={paths.start} className="app-header__brand" aria-label={t('header.home')}>
          <BrandMark />
          <span className="app-header__name">{t('appName')}</span>
        </Link>
        {isAuthenticated ? (
          <nav className="app-header__nav" aria-label={t('header.navigation')}>
            <NavLink to={paths.search} className="app-header__link">
              {t('header.search')}
            </NavLink>
          </nav>
        ) : null}
        <div className="app-header__tools">
          <LanguageSwitch />
        </div>
      </div>
    </header>
  );
}
