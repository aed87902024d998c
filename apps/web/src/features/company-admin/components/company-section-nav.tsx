import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { COMPANY_SECTIONS, companySectionPath, type CompanySection } from '../admin-paths.ts';

const SECTION_LABELS = {
  overview: 'sections.overview',
  codes: 'sections.codes',
  licences: 'sections.licences',
  devices: 'sections.devices',
  'api-keys': 'sections.apiKeys',
  languages: 'sections.languages',
  subscriptions: 'sections.subscriptions',
} as const satisfies Record<CompanySection, string>;

/**
 * The company's sections as links (each has its own address, so Back and bookmarks work);
 * the current one is marked for screen readers too (`aria-current`). They wrap onto a second
 * line on a phone rather than hide off-screen.
 */
export function CompanySectionNav({
  basePath,
  companyName,
}: {
  basePath: string;
  companyName: string;
}) {
  const { t } = useTranslation('admin');
  return (
    <nav
      className="section-nav"
      aria-label={
        companyName ? t('sections.labelFor', { company: companyName }) : t('sections.label')
      }
    >
      <ul className="pill-list">
        {COMPANY_SECTIONS.map((section) => (
          <li key={section}>
            <NavLink
              to={companySectionPath(basePath, section)}
              end
              className="pill-link section-nav__link"
            >
              {t(SECTION_LABELS[section])}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
