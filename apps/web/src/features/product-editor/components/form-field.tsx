import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type TextareaHTMLAttributes,
} from 'react';
import { get, useFormContext, useFormState, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AlertIcon } from '../../../components/ui/icons.tsx';
import { fitTextAreaHeight } from './grow-text-area.ts';
import { ConfirmationMark, describedByOf, useNeedsConfirmation } from './fields-to-confirm.tsx';
import type { EditorErrorKey, ProductFieldName } from './product-form-errors.ts';
import type { ProductFormValues } from './product-form-values.ts';

/** What a field's control needs to be labelled and described (hint, error) for everyone. */
export type ControlProps = {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
};

/**
 * The translated error of one field (the form keeps message keys, so a language switch
 * translates errors already shown). Subscribes to that field only: typing elsewhere in a
 * form this long re-renders nothing here.
 */
export function useFieldError(name: ProductFieldName): string | undefined {
  const { t } = useTranslation('editor');
  // A list's own problem sits at `<list>.root`: watching the list covers it.
  const watched = name.endsWith('.root') ? name.slice(0, -'.root'.length) : name;
  const { errors } = useFormState<ProductFormValues>({
    name: watched as FieldPath<ProductFormValues>,
  });
  const key = (get(errors, name) as { message?: EditorErrorKey } | undefined)?.message;
  return key ? t(`errors.${key}`) : undefined;
}

/** A field's error line, with the id its control points at. */
export function FieldErrorText({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <p id={id} className="field__error">
      <AlertIcon width={16} height={16} />
      {error}
    </p>
  );
}

type FormFieldProps = {
  label: ReactNode;
  hint?: string;
  error?: string;
  isRequired?: boolean;
  className?: string;
  /** The product field this control edits, marked when an import asks to confirm it. */
  confirmationOf?: string;
  /** Renders the control with the id and descriptions it must carry. */
  children: (control: ControlProps) => ReactNode;
};

/**
 * A labelled control with its hint, error and import mark linked to it (aria-describedby).
 */
export function FormField(props: FormFieldProps) {
  const { label, hint, error, isRequired, className, confirmationOf, children } = props;
  const { t } = useTranslation('editor');
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const markId = `${id}-confirm`;
  const isMarked = useNeedsConfirmation(confirmationOf ?? '');
  const classes = ['field', isMarked && 'field--to-confirm', className].filter(Boolean);
  return (
    <div className={classes.join(' ')}>
      <label htmlFor={id} className="field__label">
        {label}
        {isRequired ? <span className="field__required"> {t('fields.required')}</span> : null}
      </label>
      {children({
        id,
        'aria-describedby': describedByOf(isMarked && markId, hint && hintId, error && errorId),
        'aria-invalid': error ? true : undefined,
        'aria-required': isRequired || undefined,
      })}
      {/* Below the control, so that fields side by side keep their boxes in line. */}
      {isMarked ? <ConfirmationMark id={markId} field={confirmationOf} /> : null}
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      <FieldErrorText id={errorId} error={error} />
    </div>
  );
}

type TextInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id'> & {
  name: FieldPath<ProductFormValues>;
  label: ReactNode;
  hint?: string;
  isRequired?: boolean;
};

/** A one-line text field of the product form. */
export function TextInput({
  name,
  label,
  hint,
  isRequired,
  className,
  ...inputProps
}: TextInputProps) {
  const { register } = useFormContext<ProductFormValues>();
  const error = useFieldError(name);
  return (
    <FormField
      label={label}
      hint={hint}
      error={error}
      isRequired={isRequired}
      className={className}
      confirmationOf={name}
    >
      {(control) => <input className="input" {...inputProps} {...control} {...register(name)} />}
    </FormField>
  );
}

type TextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'id'> & {
  name: FieldPath<ProductFormValues>;
  label: ReactNode;
  hint?: string;
};

/**
 * A multi-line text field of the product form (sections, contains, remarks), as tall as its
 * text (grow-text-area.ts).
 */
export function TextArea({ name, label, hint, className, ...areaProps }: TextAreaProps) {
  const { register } = useFormContext<ProductFormValues>();
  const error = useFieldError(name);
  const { ref, ...registration } = register(name);
  return (
    <FormField label={label} hint={hint} error={error} className={className} confirmationOf={name}>
      {(control) => (
        <textarea
          className="input input--multiline editor-textarea"
          {...areaProps}
          {...control}
          {...registration}
          ref={(area) => {
            ref(area);
            fitTextAreaHeight(area);
          }}
          onInput={(event) => fitTextAreaHeight(event.currentTarget)}
        />
      )}
    </FormField>
  );
}
