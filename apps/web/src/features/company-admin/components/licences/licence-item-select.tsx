import type { Licence, LicenceAddon } from '@sds/contract';
import { useId } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AlertIcon } from '../../../../components/ui/icons.tsx';
import { useCatalogueLicences, useLicenceAddons } from '../../api/licence-catalogue.ts';
import { useLicenceCounts } from '../shared/use-licence-counts.ts';
import type { GiveLicenceProblem } from './give-licence-form.ts';

const PROBLEM_KEYS = {
  'item-missing': 'give.itemRequired',
  'quantity-invalid': 'give.quantityInvalid',
  'date-missing': 'give.dateRequired',
  'date-out-of-range': 'give.dateOutOfRange',
  'end-before-start': 'give.endBeforeStart',
} as const satisfies Record<GiveLicenceProblem, string>;

/** The message key for a refused field of the give-licence form. */
export function giveLicenceProblemKey(error: FieldError) {
  return PROBLEM_KEYS[error.type as GiveLicenceProblem] ?? PROBLEM_KEYS['item-missing'];
}

/** Available catalogue items as options: "Team: 10 user licences, 3 key-user licences". */
export function useCatalogueOptions() {
  const { t } = useTranslation('admin');
  const licenceCounts = useLicenceCounts();
  const licences = useCatalogueLicences();
  const addons = useLicenceAddons();
  const label = (item: Licence | LicenceAddon) =>
    t('give.optionText', { name: item.name, grants: licenceCounts(item) });
  const catalogue = {
    licences: (licences.data?.items ?? []).filter((item) => item.isAvailable),
    addons: (addons.data?.items ?? []).filter((item) => item.isAvailable),
  };
  return {
    catalogue,
    label,
    isLoading: licences.isPending || addons.isPending,
    isFailed: licences.isError || addons.isError,
  };
}

/** The catalogue item to give, in two groups, licences and add-ons. */
export function LicenceItemSelect(props: {
  options: ReturnType<typeof useCatalogueOptions>;
  error: FieldError | undefined;
  registration: UseFormRegisterReturn<'item'>;
}) {
  const { t } = useTranslation('admin');
  const id = useId();
  const { catalogue, label, isLoading } = props.options;
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {t('give.itemLabel')}
      </label>
      <select
        id={id}
        className="input"
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? `${id}-error` : undefined}
        {...props.registration}
      >
        <option value="">{isLoading ? t('give.loadingOptions') : t('give.choose')}</option>
        <optgroup label={t('give.licencesGroup')}>
          {catalogue.licences.map((item) => (
            <option key={item.id} value={`licence:${item.id}`}>
              {label(item)}
            </option>
          ))}
        </optgroup>
        <optgroup label={t('give.addonsGroup')}>
          {catalogue.addons.map((item) => (
            <option key={item.id} value={`addon:${item.id}`}>
              {label(item)}
            </option>
          ))}
        </optgroup>
      </select>
      {props.error ? (
        <p id={`${id}-error`} className="field__error">
          <AlertIcon width={16} height={16} />
          {t(giveLicenceProblemKey(props.error))}
        </p>
      ) : null}
    </div>
  );
}
