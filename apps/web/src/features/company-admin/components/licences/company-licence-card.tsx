import type { CompanyLicence } from '@sds/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { RemoveIcon } from '../../../../components/ui/edit-icons.tsx';
import { formatCount, formatDay } from '../shared/admin-format.ts';
import { useLicenceCounts } from '../shared/use-licence-counts.ts';
import { LicenceStatusBadge } from './licence-status-badge.tsx';

type CompanyLicenceCardProps = {
  licence: CompanyLicence;
  /** Given for the Admin, on a licence that still counts or will: Cancel. */
  onCancel?: () => void;
};

/** A company licence's name with how many of it: "+5 users × 3". */
export function useLicenceTitle() {
  const { t, i18n } = useTranslation('admin');
  return (licence: CompanyLicence) =>
    licence.quantity > 1
      ? t('licences.nameTimes', {
          name: licence.name,
          quantity: formatCount(licence.quantity, i18n.language),
        })
      : licence.name;
}

/** "1 Jan 2026 – 31 Dec 2026", or "From 1 Jan 2026, no end date". */
export function usePeriodText() {
  const { t, i18n } = useTranslation('admin');
  return (licence: CompanyLicence) => {
    const start = formatDay(licence.startsOn, i18n.language);
    return licence.endsOn
      ? t('licences.period', { start, end: formatDay(licence.endsOn, i18n.language) })
      : t('licences.periodOpen', { start });
  };
}

/** One licence or add-on of the company: what it grants, for how long, and its status. */
export function CompanyLicenceCard({ licence, onCancel }: CompanyLicenceCardProps) {
  const { t } = useTranslation('admin');
  const id = useId();
  const periodText = usePeriodText();
  const title = useLicenceTitle()(licence);
  const licenceCounts = useLicenceCounts();
  return (
    <li className="card" aria-labelledby={`${id}-title`}>
      <div className="card__head">
        <h3 id={`${id}-title`} className="card__title">
          {title}
        </h3>
        <LicenceStatusBadge status={licence.status} />
      </div>
      <dl className="fact-list">
        <div>
          <dt>{t('licences.kind')}</dt>
          <dd>{t(licence.addonId ? 'licences.kindAddon' : 'licences.kindLicence')}</dd>
        </div>
        <div>
          <dt>{t('licences.grants')}</dt>
          <dd>{licenceCounts(licence.grants)}</dd>
        </div>
        <div>
          <dt>{t('licences.periodLabel')}</dt>
          <dd>{periodText(licence)}</dd>
        </div>
      </dl>
      {onCancel ? (
        <div className="card__actions">
          <button
            type="button"
            className="button button--secondary button--small admin-button--danger-text"
            onClick={onCancel}
            aria-label={t('licences.cancelNamed', { name: title, period: periodText(licence) })}
          >
            <RemoveIcon width={18} height={18} />
            {t('licences.cancel')}
          </button>
        </div>
      ) : null}
    </li>
  );
}
