import { PRODUCT_INPUT_LIMITS, PackingGroup } from '@sds/contract';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField, TextInput, useFieldError } from './form-field.tsx';
import type { ProductFormValues } from './product-form-values.ts';

/**
 * ADR class, UN number and packing group. Not every product is dangerous goods, so all three
 * may stay empty; a packing group needs a UN number (DESIGN §5).
 */
export function TransportFields() {
  const { t } = useTranslation(['editor', 'products']);
  const { register } = useFormContext<ProductFormValues>();
  const packingGroupError = useFieldError('packingGroup');
  return (
    <div className="editor-grid editor-grid--three">
      <TextInput
        name="adrClass"
        label={t('facts.adrClass', { ns: 'products' })}
        maxLength={PRODUCT_INPUT_LIMITS.shortText}
        autoComplete="off"
      />
      <TextInput
        name="unNumber"
        label={t('facts.unNumber', { ns: 'products' })}
        hint={t('fields.unNumberHint')}
        inputMode="numeric"
        maxLength={4}
        autoComplete="off"
      />
      <FormField
        label={t('facts.packingGroup', { ns: 'products' })}
        hint={t('fields.packingGroupHint')}
        error={packingGroupError}
        confirmationOf="packingGroup"
      >
        {(control) => (
          <select className="input" {...control} {...register('packingGroup')}>
            <option value="">{t('fields.packingGroupNone')}</option>
            {PackingGroup.options.map((group) => (
              <option key={group} value={group}>
                {group}
              </option>
            ))}
          </select>
        )}
      </FormField>
    </div>
  );
}
