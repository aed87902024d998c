import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/** The form's value for the form's `IsExistingProduct`: radio buttons hold text. */
export type ExistingProductAnswer = 'no' | 'yes';

const ANSWERS = [
  { value: 'no', label: 'form.existingNo' },
  { value: 'yes', label: 'form.existingYes' },
] as const satisfies readonly { value: ExistingProductAnswer; label: string }[];

/**
 * Whether the company has the product already (and needs a newer sheet) or not: two radio
 * buttons in a fieldset, so the question is read with each answer.
 */
export function ExistingProductChoice({ registration }: { registration: UseFormRegisterReturn }) {
  const { t } = useTranslation('requests');
  return (
    <fieldset className="choice-group">
      <legend className="field__label">{t('form.existingLegend')}</legend>
      {ANSWERS.map((answer) => (
        <label key={answer.value} className="choice-group__option">
          <input type="radio" value={answer.value} {...registration} />
          <span>{t(answer.label)}</span>
        </label>
      ))}
    </fieldset>
  );
}
