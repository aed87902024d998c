import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes, useParams } from 'react-router';
import { AppLoading } from '../../../components/layout/app-layout.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { Screen } from '../../../components/ui/screen.tsx';
import { paths } from '../../../config/paths.ts';
import { adminPaths } from '../admin-paths.ts';
import { AdminAreaNav } from './admin-area-nav.tsx';
import { AdminTexts } from './admin-texts.tsx';
import { AdminPageNotFound } from './admin-page-not-found.tsx';
import { CompanyAdministration } from './company-administration.tsx';
import { CompanyListScreen, FeedbackInboxScreen, LicenceCatalogueScreen } from './lazy-screens.ts';

/** Who is administering: the portal's Admin, or the CompanyAdmin of one company. */
export type AdminViewer = { isPlatformAdmin: boolean; companyId: string | null };

/** The company an Admin chose in the list (`/admin/companies/{id}/…`). */
function ChosenCompany() {
  const { companyId = '' } = useParams();
  return (
    <CompanyAdministration
      key={companyId}
      companyId={companyId}
      basePath={adminPaths.company(companyId)}
      isPlatformAdmin
    />
  );
}

/**
 * The Admin's screens: every company (list, then its screens), the licence catalogue and the
 * feedback people send.
 */
function PlatformAdministration() {
  return (
    <>
      <AdminAreaNav />
      <Suspense fallback={<AppLoading />}>
        <Routes>
          <Route index element={<Navigate replace to={adminPaths.companies} />} />
          <Route path="companies" element={<CompanyListScreen />} />
          <Route path="companies/:companyId/*" element={<ChosenCompany />} />
          <Route path="catalogue" element={<LicenceCatalogueScreen />} />
          <Route path="feedback" element={<FeedbackInboxScreen />} />
          <Route path="*" element={<AdminPageNotFound />} />
        </Routes>
      </Suspense>
    </>
  );
}

/** An account with neither administrator role: nothing here is for it (the server agrees). */
function NotAnAdministrator() {
  const { t } = useTranslation('admin');
  return (
    <Screen title={t('title')}>
      <Notice tone="error" title={t('notAllowed')} />
    </Screen>
  );
}

/**
 * Company administration (`/admin/…`, docs/product/roles-and-access.md#roles,
 * docs/product/web-app.md#screens). A CompanyAdmin sees its own company at `/admin` and its
 * sections below it; the Admin starts at the company list, opens any company's same screens under
 * `/admin/companies/{id}`, keeps the licence catalogue and reads the feedback. The server checks
 * role and tenant on every call; this only leaves out what a role cannot use.
 */
export function Administration({ viewer }: { viewer: AdminViewer }) {
  let screens;
  if (viewer.isPlatformAdmin) screens = <PlatformAdministration />;
  else if (!viewer.companyId) screens = <NotAnAdministrator />;
  else {
    screens = (
      <CompanyAdministration
        companyId={viewer.companyId}
        basePath={paths.admin}
        isPlatformAdmin={false}
      />
    );
  }
  return <AdminTexts>{screens}</AdminTexts>;
}
