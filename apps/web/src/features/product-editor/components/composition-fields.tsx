import { PRODUCT_INPUT_LIMITS } from '@sds/contract';
import { useId } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PlusIcon, RemoveIcon } from '../../../components/ui/edit-icons.tsx';
import { useGroupConfirmation } from './fields-to-confirm.tsx';
import { ContentFieldInputs } from './content-field-inputs.tsx';
import { FieldErrorText, FormField, useFieldError } from './form-field.tsx';
import type { ProductFormValues } from './product-form-values.ts';
import './composition-fields.css';

/** One CAS number line: the number and a button that removes the line. */
function CasNumberLine({ index, onRemove }: { index: number; onRemove: () => void }) {
  const { t } = useTranslation('editor');
  const { register } = useFormContext<ProductFormValues>();
  const error = useFieldError(`casNumbers.${index}.value`);
  const number = index + 1;
  return (
    <li>
      <FormField label={t('fields.casNumber', { number })} error={error} className="cas-line">
        {(control) => (
          <div className="cas-line__row">
            <input
              className="input cas-line__input"
              inputMode="numeric"
              autoComplete="off"
              spellCheck={false}
              placeholder="67-64-1"
              maxLength={12}
              {...control}
              {...register(`casNumbers.${index}.value`)}
            />
            <button
              type="button"
              className="editor-icon-button"
              onClick={onRemove}
              aria-label={t('fields.removeCasNumber', { number })}
              title={t('fields.removeCasNumber', { number })}
            >
              <RemoveIcon width={18} height={18} />
            </button>
          </div>
        )}
      </FormField>
    </li>
  );
}

/** The CAS numbers of the product's ingredients, as a list to add lines to and remove from. */
function CasNumberList() {
  const { t } = useTranslation('editor');
  const { control } = useFormContext<ProductFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'casNumbers' });
  const listError = useFieldError('casNumbers.root');
  const confirmation = useGroupConfirmation('casNumbers');
  const headingId = useId();
  const errorId = useId();
  const isFull = fields.length >= PRODUCT_INPUT_LIMITS.casNumbers;
  return (
    <div
      className={`field${confirmation.markedClass}`}
      role="group"
      aria-labelledby={headingId}
      aria-describedby={confirmation.markId}
    >
      <p id={headingId} className="field__label">
        {t('fields.casNumbers')}
      </p>
      <p className="field__hint">{t('fields.casNumbersHint')}</p>
      {confirmation.mark}
      {fields.length > 0 ? (
        <ol className="cas-lines">
          {fields.map((field, index) => (
            <CasNumberLine key={field.id} index={index} onRemove={() => remove(index)} />
          ))}
        </ol>
      ) : null}
      <FieldErrorText id={errorId} error={listError} />
      <div>
        <button
          type="button"
          className="button button--secondary editor-small-button"
          disabled={isFull}
          // react-hook-form focuses the new line, so typing can start at once.
          onClick={() => append({ value: '' })}
        >
          <PlusIcon width={18} height={18} />
          {t('fields.addCasNumber')}
        </button>
      </div>
    </div>
  );
}

/** CAS numbers, what the product contains, and remarks. */
export function CompositionFields() {
  return (
    <div className="editor-stack">
      <CasNumberList />
      <ContentFieldInputs group="composition" />
    </div>
  );
}
