import type { Licence, LicenceAddon } from '@sds/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PencilIcon } from '../../../../components/ui/edit-icons.tsx';
import { formatCount } from '../shared/admin-format.ts';
import { Badge } from '../../../../components/ui/badge.tsx';
import { useLicenceCounts } from '../shared/use-licence-counts.ts';

/** One catalogue item: what it grants, a licence's usual duration, whether it is offered. */
export function CatalogueItemCard({
  item,
  onEdit,
}: {
  item: Licence | LicenceAddon;
  onEdit: () => void;
}) {
  const { t, i18n } = useTranslation('admin');
  const id = useId();
  const count = (value: number) => formatCount(value, i18n.language);
  const licenceCounts = useLicenceCounts();
  const durationMonths = 'durationMonths' in item ? item.durationMonths : undefined;
  return (
    <li className="card" aria-labelledby={`${id}-title`}>
      <div className="card__head">
        <h3 id={`${id}-title`} className="card__title">
          {item.name}
        </h3>
        <Badge tone={item.isAvailable ? 'good' : 'muted'}>
          {t(item.isAvailable ? 'catalogue.available' : 'catalogue.withdrawn')}
        </Badge>
      </div>
      <dl className="fact-list">
        <div>
          <dt>{t('licences.grants')}</dt>
          <dd>{licenceCounts(item)}</dd>
        </div>
        {durationMonths !== undefined ? (
          <div>
            <dt>{t('catalogue.duration')}</dt>
            <dd>
              {durationMonths === null ? t('catalogue.noEnd') : null}
              {durationMonths === 1 ? t('catalogue.oneMonth') : null}
              {durationMonths !== null && durationMonths > 1
                ? t('catalogue.months', { count: durationMonths, months: count(durationMonths) })
                : null}
            </dd>
          </div>
        ) : null}
      </dl>
      <div className="card__actions">
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={onEdit}
          aria-label={t('catalogue.editNamed', { name: item.name })}
        >
          <PencilIcon width={18} height={18} />
          {t('catalogue.edit')}
        </button>
      </div>
    </li>
  );
}
