import { useTranslation } from 'react-i18next';
import { Screen } from '../../../../components/ui/screen.tsx';
import { useCompany } from '../../api/get-company.ts';
import type { CompanyScope } from '../company-administration.tsx';
import { LicenceUsage } from '../licences/licence-usage.tsx';
import { formatDay } from '../shared/admin-format.ts';
import { LoadingText } from '../../../../components/ui/lazy-texts.tsx';
import { ArchiveRetentionSection } from './archive-retention-form.tsx';
import { CompanyNameForm } from './company-name-form.tsx';
import { DeleteCompany } from './delete-company.tsx';
import { EmergencyNumbersSection } from './emergency-numbers-form.tsx';
import { ReviewAgeSection } from './review-age-form.tsx';

/**
 * A company at a glance: its name (editable), since when it is in the portal, how many of
 * its licences are in use, its emergency numbers, how long its archive keeps deleted products,
 * when a sheet is due for review; for the Admin also the way to delete it.
 */
export function OverviewSection({ companyId, isPlatformAdmin }: CompanyScope) {
  const { t, i18n } = useTranslation('admin');
  const company = useCompany(companyId);
  return (
    <Screen title={t('overview.title')} intro={t('overview.intro')}>
      {company.data ? (
        <>
          <CompanyNameForm company={company.data} />
          <p className="admin-muted">
            {t('overview.since', {
              date: formatDay(company.data.createdAt.slice(0, 10), i18n.language),
            })}
          </p>
          <section className="screen-section" aria-labelledby="licence-usage-heading">
            <h2 id="licence-usage-heading" className="screen-section__title">
              {t('usage.title')}
            </h2>
            <LicenceUsage licences={company.data.licences} />
          </section>
          <EmergencyNumbersSection companyId={companyId} />
          <ArchiveRetentionSection companyId={companyId} />
          <ReviewAgeSection companyId={companyId} />
          {isPlatformAdmin ? <DeleteCompany company={company.data} /> : null}
        </>
      ) : (
        <LoadingText />
      )}
    </Screen>
  );
}
