import type { ApiKeySummary } from '@sds/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PencilIcon, TrashIcon } from '../../../../components/ui/edit-icons.tsx';
import { formatMoment } from '../shared/admin-format.ts';
import { Badge } from '../../../../components/ui/badge.tsx';

/** What can be done to a key from its card. */
export type ApiKeyAction = 'rename' | 'enable' | 'disable' | 'delete';

type ApiKeyCardProps = {
  apiKey: ApiKeySummary;
  onAction: (action: ApiKeyAction) => void;
  /** A change of this key is on its way: its buttons wait. */
  isBusy: boolean;
};

/**
 * One key: its name, its first characters (to match it with the key a system holds), whether
 * it works, when it was last used; Rename, Disable or Enable, and Delete.
 */
export function ApiKeyCard({ apiKey, onAction, isBusy }: ApiKeyCardProps) {
  const { t, i18n } = useTranslation('admin');
  const id = useId();
  const names = { name: apiKey.name };
  return (
    <li className="card" aria-labelledby={`${id}-title`}>
      <div className="card__head">
        <h2 id={`${id}-title`} className="card__title">
          {apiKey.name}
        </h2>
        <Badge tone={apiKey.enabled ? 'good' : 'muted'}>
          {t(apiKey.enabled ? 'apiKeys.enabled' : 'apiKeys.disabled')}
        </Badge>
      </div>
      <dl className="fact-list">
        <div>
          <dt>{t('apiKeys.prefix')}</dt>
          <dd>
            <code translate="no">{`${apiKey.prefix}…`}</code>
          </dd>
        </div>
        <div>
          <dt>{t('apiKeys.lastUsed')}</dt>
          <dd>
            {apiKey.lastUsedAt
              ? formatMoment(apiKey.lastUsedAt, i18n.language)
              : t('apiKeys.neverUsed')}
          </dd>
        </div>
        <div>
          <dt>{t('apiKeys.created')}</dt>
          <dd>{formatMoment(apiKey.createdAt, i18n.language)}</dd>
        </div>
      </dl>
      <div className="card__actions">
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => onAction('rename')}
          disabled={isBusy}
          aria-label={t('apiKeys.renameNamed', names)}
        >
          <PencilIcon width={18} height={18} />
          {t('apiKeys.rename')}
        </button>
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => onAction(apiKey.enabled ? 'disable' : 'enable')}
          disabled={isBusy}
          aria-label={t(apiKey.enabled ? 'apiKeys.disableNamed' : 'apiKeys.enableNamed', names)}
        >
          {t(apiKey.enabled ? 'apiKeys.disable' : 'apiKeys.enable')}
        </button>
        <button
          type="button"
          className="button button--secondary button--small admin-button--danger-text"
          onClick={() => onAction('delete')}
          disabled={isBusy}
          aria-label={t('apiKeys.deleteNamed', names)}
        >
          <TrashIcon width={18} height={18} />
          {t('apiKeys.delete')}
        </button>
      </div>
    </li>
  );
}
