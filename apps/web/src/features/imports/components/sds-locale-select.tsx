import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ProductLocaleOptions } from '../../../components/ui/product-locale-options.tsx';

type SdsLocaleSelectProps = { value: string; onChange: (locale: string) => void };

/**
 * The language the server assumes for a sheet that does not state its own: one of the core
 * product languages (docs/product/languages.md#locales), named in their own language as in the
 * product editor.
 */
export function SdsLocaleSelect({ value, onChange }: SdsLocaleSelectProps) {
  const { t } = useTranslation('import');
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {t('choose.locale')}
      </label>
      <select
        id={id}
        className="input"
        value={value}
        aria-describedby={hintId}
        onChange={(event) => onChange(event.target.value)}
      >
        <ProductLocaleOptions />
      </select>
      <p id={hintId} className="field__hint">
        {t('choose.localeHint')}
      </p>
    </div>
  );
}
