import { PRODUCT_INPUT_LIMITS, type SupportedLocale } from '@sds/contract';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ProductLocaleOptions } from '../../../components/ui/product-locale-options.tsx';
import { nativeLocaleName } from '../../../i18n/locale-names.ts';
import { ContentFieldInputs } from './content-field-inputs.tsx';
import { FormField, TextInput, useFieldError } from './form-field.tsx';
import type { ProductFormValues } from './product-form-values.ts';

/** Language of a new product: a choice of the core languages, named in their own language. */
function LocaleSelect() {
  const { t } = useTranslation('editor');
  const { register } = useFormContext<ProductFormValues>();
  const error = useFieldError('locale');
  return (
    <FormField label={t('fields.locale')} error={error}>
      {(control) => (
        <select className="input" {...control} {...register('locale')}>
          <ProductLocaleOptions />
        </select>
      )}
    </FormField>
  );
}

/**
 * The language of an existing product, which no edit can change
 * (docs/product/product-content.md#a-product).
 */
function FixedLocale({ locale }: { locale: SupportedLocale }) {
  const { t } = useTranslation('editor');
  return (
    <div className="field">
      <p className="field__label">{t('fields.locale')}</p>
      <p className="fixed-value" lang={locale}>
        {nativeLocaleName(locale)}
      </p>
      <p className="field__hint">{t('fields.localeFixed')}</p>
    </div>
  );
}

/**
 * The product's name first, then its codes and language, then the rest of section 1 as the
 * content declares it (supplier, emergency telephone, version, revision date).
 */
export function IdentityFields({ isNew }: { isNew: boolean }) {
  const { t } = useTranslation(['editor', 'products']);
  const { getValues } = useFormContext<ProductFormValues>();
  const codeProps = {
    maxLength: PRODUCT_INPUT_LIMITS.code,
    autoComplete: 'off',
    spellCheck: false,
  };
  return (
    <div className="editor-grid">
      <ContentFieldInputs group="identity" to={1} />
      <TextInput name="articleNumber" label={t('fields.articleNumber')} isRequired {...codeProps} />
      <TextInput
        name="masterCode"
        label={t('fields.masterCode')}
        hint={isNew ? t('fields.masterCodeHintNew') : t('fields.masterCodeHint')}
        isRequired={!isNew}
        {...codeProps}
      />
      {isNew ? <LocaleSelect /> : <FixedLocale locale={getValues('locale') as SupportedLocale} />}
      <ContentFieldInputs group="identity" from={1} />
    </div>
  );
}
