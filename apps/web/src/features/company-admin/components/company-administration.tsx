import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Route, Routes } from 'react-router';
import { AppLoading } from '../../../components/layout/app-layout.tsx';
import { Screen } from '../../../components/ui/screen.tsx';
import { adminPaths } from '../admin-paths.ts';
import { useCompany } from '../api/get-company.ts';
import { AdminPageNotFound } from './admin-page-not-found.tsx';
import { CompanySectionNav } from './company-section-nav.tsx';
import {
  ApiKeysSection,
  CodesSection,
  DevicesSection,
  LanguagesSection,
  LicencesSection,
  OverviewSection,
  SubscriptionsSection,
} from './lazy-screens.ts';
import { LoadFailed } from './shared/load-failed.tsx';

export type CompanyScope = {
  companyId: string;
  /** `/admin` for a CompanyAdmin's own company, `/admin/companies/{id}` for an Admin's choice. */
  basePath: string;
  /** The Admin may also give licences and delete the company. */
  isPlatformAdmin: boolean;
};

/** Which company these screens are about, and the way back to the list for the Admin. */
function CompanyHeader({ companyId, basePath, isPlatformAdmin }: CompanyScope) {
  const { t } = useTranslation('admin');
  const company = useCompany(companyId);
  return (
    <div className="company-header">
      {isPlatformAdmin ? (
        <Link to={adminPaths.companies} className="company-header__back">
          {t('company.backToList')}
        </Link>
      ) : null}
      <p className="company-header__name">
        <span className="visually-hidden">{t('company.namePrefix')} </span>
        {company.data?.name ?? '\u00a0'}
      </p>
      <CompanySectionNav basePath={basePath} companyName={company.data?.name ?? ''} />
    </div>
  );
}

/** A company that cannot be shown (deleted, another tenant's, or no answer) instead of its sections. */
function CompanyUnavailable({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <Screen title={t('title')}>
      <LoadFailed title={t('company.loadFailed')} error={error} onRetry={onRetry} />
    </Screen>
  );
}

/**
 * One company's administration: its name and section navigation above the section shown
 * (`overview` at the base path, the others below it), each section loaded when first opened.
 */
export function CompanyAdministration(scope: CompanyScope) {
  const company = useCompany(scope.companyId);
  if (company.isError && !company.data) {
    return <CompanyUnavailable error={company.error} onRetry={() => void company.refetch()} />;
  }
  return (
    <div className="company-admin">
      <CompanyHeader {...scope} />
      <Suspense fallback={<AppLoading />}>
        <Routes>
          <Route index element={<OverviewSection {...scope} />} />
          <Route path="codes" element={<CodesSection {...scope} />} />
          <Route path="licences" element={<LicencesSection {...scope} />} />
          <Route path="devices" element={<DevicesSection {...scope} />} />
          <Route path="api-keys" element={<ApiKeysSection {...scope} />} />
          <Route path="languages" element={<LanguagesSection {...scope} />} />
          <Route path="subscriptions" element={<SubscriptionsSection {...scope} />} />
          <Route path="*" element={<AdminPageNotFound />} />
        </Routes>
      </Suspense>
    </div>
  );
}
