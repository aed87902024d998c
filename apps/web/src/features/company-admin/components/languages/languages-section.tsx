import type { CompanyLocale } from '@sds/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { PlusIcon } from '../../../../components/ui/edit-icons.tsx';
import { Notice } from '../../../../components/ui/notice.tsx';
import { Screen } from '../../../../components/ui/screen.tsx';
import { notify } from '../../../../components/ui/toast.tsx';
import { useCompanyLocaleChanges, useCompanyLocales } from '../../api/company-locales.ts';
import type { CompanyScope } from '../company-administration.tsx';
import { QueryList } from '../shared/query-list.tsx';
import { useFailureMessage } from '../shared/use-failure-message.ts';
import { AddLanguageDialog } from './add-language-dialog.tsx';
import { LanguageCard } from './language-card.tsx';
import { localeLabel } from './locale-label.ts';

/**
 * The company's product languages: the languages it keeps its safety data sheets in, one of
 * them the default. Add one from the portal's supported list, make another the default, or
 * remove one (not the default: the server keeps one, and this screen says why).
 */
export function LanguagesSection({ companyId }: CompanyScope) {
  const { t, i18n } = useTranslation('admin');
  const failureMessage = useFailureMessage();
  const locales = useCompanyLocales(companyId);
  const changes = useCompanyLocaleChanges(companyId);
  const [isAdding, setIsAdding] = useState(false);
  const [removing, setRemoving] = useState<CompanyLocale | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const label = (locale: CompanyLocale) => localeLabel(locale.locale, i18n.language);

  function makeDefault(locale: CompanyLocale) {
    changes.update.mutate(
      { id: locale.id, change: { locale: locale.locale, isDefault: true } },
      {
        onSuccess: () =>
          void notify(t('languages.defaultDone', { language: label(locale) }), { kind: 'success' }),
        onError: (error) => {
          const message = failureMessage(error, { 'not-found': t('languages.gone') });
          if (message) void notify(message, { kind: 'error' });
        },
      },
    );
  }

  function closeRemoval() {
    setRemoving(null);
    setFailure(null);
  }

  function remove() {
    if (!removing) return;
    const language = label(removing);
    changes.remove.mutate(removing.id, {
      onSuccess: () => {
        closeRemoval();
        void notify(t('languages.removedDone', { language }), { kind: 'success' });
      },
      onError: (error) =>
        setFailure(
          failureMessage(error, {
            'not-found': t('languages.gone'),
            conflict: t('languages.defaultCannotGo'),
          }),
        ),
    });
  }

  const items = locales.data?.items ?? [];
  const content = (
    <QueryList
      query={locales}
      failedTitle={t('languages.loadFailed')}
      empty={<Notice title={t('languages.none')}>{t('languages.noneText')}</Notice>}
      label={t('languages.listLabel')}
    >
      {(locale) => (
        <LanguageCard
          key={locale.id}
          label={label(locale)}
          companyLocale={locale}
          isBusy={changes.update.isPending}
          onMakeDefault={() => makeDefault(locale)}
          onRemove={() => setRemoving(locale)}
        />
      )}
    </QueryList>
  );

  return (
    <Screen
      title={t('languages.title')}
      intro={t('languages.intro')}
      actions={
        <button
          type="button"
          className="button button--primary"
          onClick={() => setIsAdding(true)}
          disabled={!locales.data}
        >
          <PlusIcon width={18} height={18} />
          {t('languages.add')}
        </button>
      }
    >
      {content}
      {isAdding ? (
        <AddLanguageDialog
          existing={items}
          isFirst={items.length === 0}
          onClose={() => setIsAdding(false)}
          add={(change) => changes.add.mutateAsync(change)}
          isPending={changes.add.isPending}
        />
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open && !changes.remove.isPending) closeRemoval();
        }}
        tone="danger"
        title={t('languages.removeTitle', { language: removing ? label(removing) : '' })}
        description={t('languages.removeText')}
        confirmLabel={t('languages.remove')}
        isPending={changes.remove.isPending}
        error={failure}
        onConfirm={remove}
      />
    </Screen>
  );
}
