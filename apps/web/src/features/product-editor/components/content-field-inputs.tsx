import {
  contentFieldSpec,
  contentFieldsWhere,
  type ContentField,
  type EditorGroup,
} from '@sds/contract';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField, TextArea, TextInput, useFieldError } from './form-field.tsx';
import type { ProductFormValues } from './product-form-values.ts';

/** Translates a declared `namespace:key` (the declaration's keys are checked by a test). */
function useDeclaredText() {
  const { t } = useTranslation(['editor', 'products']);
  return t as unknown as (key: string) => string;
}

/** A `choice`: its codes in order, and none. */
function ChoiceSelect({ field }: { field: ContentField }) {
  const text = useDeclaredText();
  const { register } = useFormContext<ProductFormValues>();
  const error = useFieldError(field);
  const spec = contentFieldSpec(field);
  return (
    <FormField
      label={text(spec.label)}
      hint={spec.hint && text(spec.hint)}
      error={error}
      confirmationOf={field}
    >
      {(control) => (
        <select className="input" {...control} {...register(field)}>
          <option value="">{spec.noneLabel ? text(spec.noneLabel) : '—'}</option>
          {spec.options?.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

/** The control a field of a plain kind is edited with; null for kinds with their own editor. */
function ContentFieldInput({ field }: { field: ContentField }) {
  const text = useDeclaredText();
  const spec = contentFieldSpec(field);
  const common = {
    name: field,
    label: text(spec.label),
    hint: spec.hint && text(spec.hint),
    maxLength: spec.maxLength,
    className: spec.isWide ? 'editor-grid__wide' : undefined,
  };
  switch (spec.kind) {
    case 'line':
      return <TextInput {...common} isRequired={spec.isRequired} />;
    case 'optionalLine':
      return <TextInput {...common} autoComplete="off" />;
    case 'phone':
      return <TextInput {...common} type="tel" autoComplete="off" />;
    case 'date':
      return <TextInput {...common} type="date" />;
    case 'unNumber':
      return <TextInput {...common} inputMode="numeric" maxLength={4} autoComplete="off" />;
    case 'choice':
      return <ChoiceSelect field={field} />;
    case 'text':
      return <TextArea {...common} rows={spec.editor === 'sections' ? 4 : 3} />;
    default:
      return null;
  }
}

type ContentFieldInputsProps = {
  group: EditorGroup;
  /** Which of the group's fields, by position (the identity card puts its codes in between). */
  from?: number;
  to?: number;
};

/**
 * The content fields of an editor group (product-content.ts), in the declared order, each with
 * the control its kind is edited with. A field of a kind with an editor of its own (CAS
 * numbers, pictograms, statements) is left to that editor.
 */
export function ContentFieldInputs({ group, from, to }: ContentFieldInputsProps) {
  const fields = contentFieldsWhere((spec) => spec.editor === group).slice(from, to);
  return (
    <>
      {fields.map((field) => (
        <ContentFieldInput key={field} field={field} />
      ))}
    </>
  );
}
