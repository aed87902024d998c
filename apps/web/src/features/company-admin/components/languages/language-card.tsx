import type { CompanyLocale } from '@sds/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { RemoveIcon } from '../../../../components/ui/edit-icons.tsx';
import { Badge } from '../../../../components/ui/badge.tsx';

type LanguageCardProps = {
  companyLocale: CompanyLocale;
  /** The language's name as the reader looks for it. */
  label: string;
  isBusy: boolean;
  onMakeDefault: () => void;
  onRemove: () => void;
};

/**
 * One product language with Make default and Remove. The default cannot be removed (the
 * server refuses it): instead of a button that fails, it says how to get there.
 */
export function LanguageCard({
  companyLocale,
  label,
  isBusy,
  onMakeDefault,
  onRemove,
}: LanguageCardProps) {
  const { t } = useTranslation('admin');
  const id = useId();
  const names = { language: label };
  return (
    <li className="card" aria-labelledby={`${id}-title`}>
      <div className="card__head">
        <h2 id={`${id}-title`} className="card__title">
          {label}
        </h2>
        <span className="card__hint" translate="no">
          {companyLocale.locale}
        </span>
        {companyLocale.isDefault ? <Badge tone="good">{t('languages.default')}</Badge> : null}
      </div>
      {companyLocale.isDefault ? (
        <p className="admin-muted">{t('languages.defaultHint')}</p>
      ) : (
        <div className="card__actions">
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={onMakeDefault}
            disabled={isBusy}
            aria-label={t('languages.makeDefaultNamed', names)}
          >
            {t('languages.makeDefault')}
          </button>
          <button
            type="button"
            className="button button--secondary button--small admin-button--danger-text"
            onClick={onRemove}
            aria-label={t('languages.removeNamed', names)}
          >
            <RemoveIcon width={18} height={18} />
            {t('languages.remove')}
          </button>
        </div>
      )}
    </li>
  );
}
