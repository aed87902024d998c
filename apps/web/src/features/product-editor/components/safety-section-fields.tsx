import { PRODUCT_INPUT_LIMITS, PRODUCT_SECTIONS } from '@sds/contract';
import { useTranslation } from 'react-i18next';
import { TextArea } from './form-field.tsx';

/**
 * The nine text sections of the product sheet (SPEC §2), under the headings the sheet shows
 * them with, so a key user sees where each text ends up.
 */
export function SafetySectionFields() {
  const { t } = useTranslation(['products', 'editor']);
  return (
    <div className="editor-stack">
      <p className="field__hint">{t('fields.sectionsHint', { ns: 'editor' })}</p>
      {PRODUCT_SECTIONS.map((section) => (
        <TextArea
          key={section}
          name={section}
          label={t(`sections.${section}`)}
          rows={4}
          maxLength={PRODUCT_INPUT_LIMITS.section}
        />
      ))}
    </div>
  );
}
