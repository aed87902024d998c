import { MAX_LIVE_API_KEYS, type ApiKeySummary } from '@sds/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { PlusIcon } from '../../../../components/ui/edit-icons.tsx';
import { Notice } from '../../../../components/ui/notice.tsx';
import { Screen } from '../../../../components/ui/screen.tsx';
import { notify } from '../../../../components/ui/toast.tsx';
import { useApiKeyChanges, useApiKeys } from '../../api/company-api-keys.ts';
import type { CompanyScope } from '../company-administration.tsx';
import { QueryList } from '../shared/query-list.tsx';
import { useFailureMessage } from '../shared/use-failure-message.ts';
import { ApiKeyCard, type ApiKeyAction } from './api-key-card.tsx';
import { CreateApiKeyDialog } from './create-api-key-dialog.tsx';
import { RenameApiKeyDialog } from './rename-api-key-dialog.tsx';

type PendingAction = { action: ApiKeyAction; apiKey: ApiKeySummary };

/**
 * The company's API keys (docs/product/security.md#api-keys): read access to its approved products
 * for its own systems. Create (the key shown once), rename, enable or disable, delete. Disabling
 * and deleting stop a system that uses the key, so both ask first and say so.
 */
export function ApiKeysSection({ companyId }: CompanyScope) {
  const { t } = useTranslation('admin');
  const failureMessage = useFailureMessage();
  const keys = useApiKeys(companyId);
  const changes = useApiKeyChanges(companyId);
  const [isCreating, setIsCreating] = useState(false);
  const [pending, setPending] = useState<PendingAction | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const gone = { 'not-found': t('apiKeys.gone') };

  function close() {
    setPending(null);
    setFailure(null);
  }

  function change(apiKey: ApiKeySummary, update: { name: string; enabled: boolean }, done: string) {
    setFailure(null);
    changes.update.mutate(
      { id: apiKey.id, change: update },
      {
        onSuccess: () => {
          close();
          void notify(done, { kind: 'success' });
        },
        onError: (error) => setFailure(failureMessage(error, gone)),
      },
    );
  }

  function act(action: ApiKeyAction, apiKey: ApiKeySummary) {
    setFailure(null);
    // Enabling stops nothing: it needs no question.
    if (action === 'enable') {
      changes.update.mutate(
        { id: apiKey.id, change: { name: apiKey.name, enabled: true } },
        {
          onSuccess: () =>
            void notify(t('apiKeys.enabledDone', { name: apiKey.name }), { kind: 'success' }),
          onError: (error) => {
            const message = failureMessage(error, gone);
            if (message) void notify(message, { kind: 'error' });
          },
        },
      );
      return;
    }
    setPending({ action, apiKey });
  }

  function confirm() {
    if (!pending) return;
    const { action, apiKey } = pending;
    if (action === 'disable') {
      change(
        apiKey,
        { name: apiKey.name, enabled: false },
        t('apiKeys.disabledDone', { name: apiKey.name }),
      );
      return;
    }
    changes.remove.mutate(apiKey.id, {
      onSuccess: () => {
        close();
        void notify(t('apiKeys.deletedDone', { name: apiKey.name }), { kind: 'success' });
      },
      onError: (error) => setFailure(failureMessage(error, gone)),
    });
  }

  const items = keys.data?.items ?? [];
  const isAtLimit = items.length >= MAX_LIVE_API_KEYS;
  const content = (
    <QueryList
      query={keys}
      failedTitle={t('apiKeys.loadFailed')}
      empty={<Notice title={t('apiKeys.none')}>{t('apiKeys.noneText')}</Notice>}
      label={t('apiKeys.listLabel')}
    >
      {(apiKey) => (
        <ApiKeyCard
          key={apiKey.id}
          apiKey={apiKey}
          onAction={(action) => act(action, apiKey)}
          isBusy={changes.update.isPending && changes.update.variables.id === apiKey.id}
        />
      )}
    </QueryList>
  );

  const isConfirming = pending !== null && pending.action !== 'rename';
  const isConfirmPending = changes.update.isPending || changes.remove.isPending;
  return (
    <Screen
      title={t('apiKeys.title')}
      intro={t('apiKeys.intro')}
      actions={
        <button
          type="button"
          className="button button--primary"
          onClick={() => setIsCreating(true)}
          disabled={!keys.data || isAtLimit}
        >
          <PlusIcon width={18} height={18} />
          {t('apiKeys.new')}
        </button>
      }
    >
      {isAtLimit ? (
        <p className="admin-muted">{t('apiKeys.atLimit', { max: MAX_LIVE_API_KEYS })}</p>
      ) : null}
      {content}
      <CreateApiKeyDialog
        open={isCreating}
        onClose={() => setIsCreating(false)}
        create={(name) => changes.create.mutateAsync(name)}
        isPending={changes.create.isPending}
      />
      {pending?.action === 'rename' ? (
        <RenameApiKeyDialog
          apiKey={pending.apiKey}
          onClose={close}
          isPending={changes.update.isPending}
          failure={failure}
          onRename={(name) =>
            change(
              pending.apiKey,
              { name, enabled: pending.apiKey.enabled },
              t('apiKeys.renamedDone', { name }),
            )
          }
        />
      ) : null}
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={(open) => {
          if (!open && !isConfirmPending) close();
        }}
        tone="danger"
        title={
          pending?.action === 'disable'
            ? t('apiKeys.disableTitle', { name: pending.apiKey.name })
            : t('apiKeys.deleteTitle', { name: pending?.apiKey.name ?? '' })
        }
        description={t(
          pending?.action === 'disable' ? 'apiKeys.disableText' : 'apiKeys.deleteText',
        )}
        confirmLabel={t(pending?.action === 'disable' ? 'apiKeys.disable' : 'apiKeys.delete')}
        isPending={isConfirmPending}
        error={failure}
        onConfirm={confirm}
      />
    </Screen>
  );
}
