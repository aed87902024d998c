import type { CompanyDetails, LicenceUsage as Usage } from '@sds/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../shared/admin-format.ts';

type UsageCardProps = { title: string; usage: Usage };

/** One kind of licence: how many are in use of how many, a bar, and how many are free. */
function UsageCard({ title, usage }: UsageCardProps) {
  const { t, i18n } = useTranslation('admin');
  const id = useId();
  const format = (count: number) => formatCount(count, i18n.language);
  const available = Math.max(0, usage.total - usage.inUse);
  const isFull = usage.total > 0 && available === 0;
  const percentInUse = usage.total > 0 ? Math.min(100, (usage.inUse / usage.total) * 100) : 0;
  let availableText = t('usage.noneAvailable');
  if (!isFull) {
    availableText = t('usage.available', { count: available, number: format(available) });
  }
  return (
    <li className="usage-card" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="usage-card__title">
        {title}
      </h3>
      <p className="usage-card__figures">
        {t('usage.inUseOf', { inUse: format(usage.inUse), total: format(usage.total) })}
      </p>
      {/* The figures say it in words; the bar is the same for the eye. */}
      <div className="usage-card__bar" aria-hidden="true">
        <span
          className={`usage-card__fill${isFull ? ' is-full' : ''}`}
          style={{ width: `${percentInUse}%` }}
        />
      </div>
      <p className={`usage-card__available${isFull ? ' is-full' : ''}`}>{availableText}</p>
    </li>
  );
}

/**
 * Licences in use and available per kind (docs/product/codes-and-licences.md#licences): devices
 * signed in with the user code take user licences, those with the key-user code key-user licences.
 * When none is free, the next sign-in of that kind fails, which is why "none available" stands out.
 */
export function LicenceUsage({ licences }: { licences: CompanyDetails['licences'] }) {
  const { t } = useTranslation('admin');
  return (
    <ul className="stacked-list usage-cards">
      <UsageCard title={t('usage.user')} usage={licences.user} />
      <UsageCard title={t('usage.keyUser')} usage={licences.keyUser} />
    </ul>
  );
}
