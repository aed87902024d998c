import { zodResolver } from '@hookform/resolvers/zod';
import {
  CompanyLocaleRequest,
  compareLocales,
  type CompanyLocale,
  type SupportedLocale,
} from '@sds/contract';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../../components/ui/form-dialog.tsx';
import { AlertIcon } from '../../../../components/ui/icons.tsx';
import { notify } from '../../../../components/ui/toast.tsx';
import { useSupportedLocales } from '../../api/company-locales.ts';
import { useFailureMessage } from '../shared/use-failure-message.ts';
import { localeLabel } from './locale-label.ts';

type AddLanguageDialogProps = {
  /** The company's languages now: they are not offered again. */
  existing: readonly CompanyLocale[];
  /** The first language becomes the default whatever is ticked (the server's rule). */
  isFirst: boolean;
  onClose: () => void;
  add: (change: { locale: SupportedLocale; isDefault: boolean }) => Promise<CompanyLocale>;
  isPending: boolean;
};

type AddLanguageValues = { locale: SupportedLocale; isDefault: boolean };

/** The languages still to add, named as the reader looks for them, in the portal's one order. */
function useOfferedLocales(existing: readonly CompanyLocale[]) {
  const { i18n } = useTranslation('admin');
  const supported = useSupportedLocales();
  const taken = new Set(existing.map((item) => item.locale));
  const offered = (supported.data?.items ?? [])
    .filter((option) => !taken.has(option.locale))
    .map((option) => ({ locale: option.locale, label: localeLabel(option.locale, i18n.language) }))
    .sort((a, b) => compareLocales(a.locale, b.locale));
  return { offered, supported };
}

/**
 * Adding a product language: one of the portal's supported locales the company does not keep
 * yet, and whether it becomes the default. Checked by the contract's schema before it is sent.
 */
export function AddLanguageDialog({
  existing,
  isFirst,
  onClose,
  add,
  isPending,
}: AddLanguageDialogProps) {
  const { t, i18n } = useTranslation('admin');
  const id = useId();
  const failureMessage = useFailureMessage();
  const { offered, supported } = useOfferedLocales(existing);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<CompanyLocaleRequest, unknown, AddLanguageValues>({
    resolver: zodResolver(CompanyLocaleRequest),
    defaultValues: { isDefault: false },
  });
  const localeError = form.formState.errors.locale;

  const submit = form.handleSubmit(async (change) => {
    setFailure(null);
    try {
      const added = await add({ locale: change.locale, isDefault: change.isDefault || isFirst });
      void notify(
        t('languages.addedDone', { language: localeLabel(added.locale, i18n.language) }),
        {
          kind: 'success',
        },
      );
      onClose();
    } catch (error) {
      setFailure(failureMessage(error, { conflict: t('languages.alreadyThere') }));
    }
  });
  return (
    <FormDialog
      open
      onOpenChange={(open) => {
        if (!open && !isPending) onClose();
      }}
      title={t('languages.addTitle')}
      description={t('languages.addText')}
      submitLabel={t('languages.add')}
      isPending={isPending}
      error={failure ?? (supported.isError ? t('languages.supportedFailed') : null)}
      onSubmit={() => void submit()}
    >
      <div className="field">
        <label htmlFor={`${id}-locale`} className="field__label">
          {t('languages.languageLabel')}
        </label>
        <select
          id={`${id}-locale`}
          className="input"
          aria-invalid={localeError ? true : undefined}
          aria-describedby={localeError ? `${id}-locale-error` : undefined}
          {...form.register('locale')}
        >
          <option value="">
            {supported.isPending ? t('languages.loadingOptions') : t('languages.choose')}
          </option>
          {offered.map((option) => (
            <option key={option.locale} value={option.locale}>
              {option.label}
            </option>
          ))}
        </select>
        {localeError ? (
          <p id={`${id}-locale-error`} className="field__error">
            <AlertIcon width={16} height={16} />
            {t('languages.chooseRequired')}
          </p>
        ) : null}
      </div>
      {isFirst ? (
        <p className="admin-muted">{t('languages.firstIsDefault')}</p>
      ) : (
        <label className="choice-group__option admin-checkbox">
          <input type="checkbox" {...form.register('isDefault')} />
          {t('languages.makeItDefault')}
        </label>
      )}
    </FormDialog>
  );
}
