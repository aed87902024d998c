import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { adminPaths } from '../admin-paths.ts';

/**
 * The Admin's places: the companies (with each company's screens), the catalogue and the
 * feedback people send.
 */
export function AdminAreaNav() {
  const { t } = useTranslation('admin');
  return (
    <nav className="admin-area-nav" aria-label={t('areaNav.label')}>
      <NavLink to={adminPaths.companies} className="admin-area-nav__link">
        {t('areaNav.companies')}
      </NavLink>
      <NavLink to={adminPaths.catalogue} className="admin-area-nav__link">
        {t('areaNav.catalogue')}
      </NavLink>
      <NavLink to={adminPaths.feedback} className="admin-area-nav__link">
        {t('areaNav.feedback')}
      </NavLink>
    </nav>
  );
}
