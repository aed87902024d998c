import {
  LICENCE_COUNT_MAX,
  LICENCE_DURATION_MONTHS_MAX,
  type Licence,
  type LicenceAddon,
} from '@sds/contract';
import { useId, useState } from 'react';
import { useForm, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../../components/ui/form-dialog.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { notify } from '../../../../components/ui/toast.tsx';
import { useCatalogueChanges } from '../../api/licence-catalogue.ts';
import { formatCount } from '../shared/admin-format.ts';
import { useFailureMessage } from '../shared/use-failure-message.ts';
import {
  catalogueItemResolver,
  catalogueItemValues,
  numberOrNull,
  type CatalogueItemValues,
  type CatalogueKind,
} from './catalogue-item-form.ts';

type CatalogueItemDialogProps = {
  kind: CatalogueKind;
  /** The item to change; null for a new one. */
  item: Licence | LicenceAddon | null;
  onClose: () => void;
};

/** Sends the checked values as the contract's request for the item's kind. */
function useSaveItem(kind: CatalogueKind, id: string | null) {
  const { saveLicence, saveAddon } = useCatalogueChanges();
  const save = async ({ durationMonths, ...common }: CatalogueItemValues) => {
    if (kind === 'licence')
      await saveLicence.mutateAsync({ id, licence: { ...common, durationMonths } });
    else await saveAddon.mutateAsync({ id, addon: common });
  };
  return { save, isPending: saveLicence.isPending || saveAddon.isPending };
}

/**
 * A catalogue licence or add-on, new or changed (Admin): its name, how many user and
 * key-user licences one of it grants, a licence's usual duration, and whether it is still
 * given to companies. Changing the counts changes the totals of every company that holds it,
 * which the dialog says before saving.
 */
export function CatalogueItemDialog({ kind, item, onClose }: CatalogueItemDialogProps) {
  const { t, i18n } = useTranslation('admin');
  const hintId = useId();
  const failureMessage = useFailureMessage();
  const { save, isPending } = useSaveItem(kind, item?.id ?? null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<CatalogueItemValues>({
    resolver: catalogueItemResolver(kind),
    defaultValues: catalogueItemValues(item),
  });
  const { errors } = form.formState;
  const max = formatCount(LICENCE_COUNT_MAX, i18n.language);
  const countError = (error: FieldError | undefined) =>
    error ? t('catalogue.countInvalid', { max }) : undefined;
  let nameError: string | undefined;
  if (errors.name)
    nameError = t(
      errors.name.type === 'too_big' ? 'catalogue.nameTooLong' : 'catalogue.nameRequired',
    );

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await save(values);
      onClose();
      void notify(t('catalogue.saved', { name: values.name }), { kind: 'success' });
    } catch (error) {
      setFailure(failureMessage(error, { 'not-found': t('catalogue.gone') }));
    }
  });

  const isNew = item === null;
  const title = isNew
    ? t(kind === 'licence' ? 'catalogue.newLicenceTitle' : 'catalogue.newAddonTitle')
    : t('catalogue.editTitle', { name: item.name });
  return (
    <FormDialog
      open
      onOpenChange={(open) => {
        if (!open && !isPending) onClose();
      }}
      title={title}
      description={t(isNew ? 'catalogue.newText' : 'catalogue.editText')}
      submitLabel={t('catalogue.save')}
      isPending={isPending}
      error={failure}
      onSubmit={() => void submit()}
    >
      <TextField
        label={t('catalogue.nameLabel')}
        error={nameError}
        autoComplete="off"
        registration={form.register('name')}
      />
      <div className="admin-field-pair">
        <TextField
          label={t('catalogue.userLicencesLabel')}
          type="number"
          inputMode="numeric"
          min={0}
          max={LICENCE_COUNT_MAX}
          error={countError(errors.userLicences)}
          registration={form.register('userLicences', { valueAsNumber: true })}
        />
        <TextField
          label={t('catalogue.keyUserLicencesLabel')}
          type="number"
          inputMode="numeric"
          min={0}
          max={LICENCE_COUNT_MAX}
          error={countError(errors.keyUserLicences)}
          registration={form.register('keyUserLicences', { valueAsNumber: true })}
        />
      </div>
      {kind === 'licence' ? (
        <TextField
          label={t('catalogue.durationLabel')}
          hint={t('catalogue.durationHint')}
          type="number"
          inputMode="numeric"
          min={1}
          max={LICENCE_DURATION_MONTHS_MAX}
          error={
            errors.durationMonths
              ? t('catalogue.durationInvalid', { max: LICENCE_DURATION_MONTHS_MAX })
              : undefined
          }
          registration={form.register('durationMonths', { setValueAs: numberOrNull })}
        />
      ) : null}
      <label className="choice-group__option admin-checkbox">
        <input type="checkbox" {...form.register('isAvailable')} aria-describedby={hintId} />
        {t('catalogue.availableLabel')}
      </label>
      <p id={hintId} className="field__hint admin-checkbox__hint">
        {t('catalogue.availableHint')}
      </p>
    </FormDialog>
  );
}
