import { Pictogram, SignalWord } from '@sds/contract';
import { useId } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { breakableAfterSlashes, pictogramSource } from '../../../components/ui/pictogram-source.ts';
import { describedByOf, useGroupConfirmation } from './fields-to-confirm.tsx';
import { FieldErrorText, useFieldError } from './form-field.tsx';
import type { ProductFormValues } from './product-form-values.ts';
import './hazard-label-fields.css';

/** None, Danger or Warning as three radio buttons that look like one segmented control. */
function SignalWordChoice() {
  const { t } = useTranslation('editor');
  const { register } = useFormContext<ProductFormValues>();
  const confirmation = useGroupConfirmation('signalWord');
  return (
    <fieldset
      className={`choice-group editor-fieldset${confirmation.markedClass}`}
      aria-describedby={confirmation.markId}
    >
      <legend className="field__label">{t('fields.signalWord')}</legend>
      <div className="segmented">
        {SignalWord.options.map((word) => (
          <label
            key={word}
            className={`segmented__option segmented__option--${word.toLowerCase()}`}
          >
            <input type="radio" value={word} {...register('signalWord')} />
            <span>{t(`fields.signalWordOption.${word}`)}</span>
          </label>
        ))}
      </div>
      {confirmation.mark}
    </fieldset>
  );
}

/**
 * The nine GHS pictograms as toggle buttons showing the symbol and its name, so a key user
 * can match them against the label on the container. The chosen ones keep the GHS order.
 */
function PictogramToggles() {
  const { t } = useTranslation(['editor', 'products']);
  const { field } = useController<ProductFormValues, 'pictograms'>({ name: 'pictograms' });
  const error = useFieldError('pictograms');
  const confirmation = useGroupConfirmation('pictograms');
  const hintId = useId();
  const errorId = useId();
  const chosen = new Set(field.value);
  const toggle = (code: Pictogram) => {
    const next = chosen.has(code)
      ? field.value.filter((item) => item !== code)
      : [...field.value, code];
    field.onChange(Pictogram.options.filter((option) => next.includes(option)));
  };
  return (
    <fieldset
      className={`choice-group editor-fieldset${confirmation.markedClass}`}
      aria-describedby={describedByOf(confirmation.markId, hintId, error && errorId)}
    >
      <legend className="field__label">{t('fields.pictograms')}</legend>
      <p id={hintId} className="field__hint">
        {t('fields.pictogramsHint')}
      </p>
      <ul className="pictogram-toggles">
        {Pictogram.options.map((code) => (
          <li key={code}>
            <button
              type="button"
              className="pictogram-toggle"
              aria-pressed={chosen.has(code)}
              onClick={() => toggle(code)}
              onBlur={field.onBlur}
            >
              <img src={pictogramSource(code)} alt="" width={56} height={56} decoding="async" />
              <span className="pictogram-toggle__name">
                {breakableAfterSlashes(t(`pictograms.${code}`, { ns: 'products' }))}
              </span>
              <span className="pictogram-toggle__code">{code}</span>
            </button>
          </li>
        ))}
      </ul>
      {confirmation.mark}
      <FieldErrorText id={errorId} error={error} />
    </fieldset>
  );
}

/** What the label on the container shows: the signal word and the pictograms. */
export function HazardLabelFields() {
  return (
    <div className="editor-stack">
      <SignalWordChoice />
      <PictogramToggles />
    </div>
  );
}
