import { useTranslation } from 'react-i18next';
import { ContentFieldInputs } from './content-field-inputs.tsx';

/**
 * The nine text sections of the product sheet (docs/product/product-content.md#sheet-sections),
 * under the headings the sheet shows them with, so a key user sees where each text ends up; with
 * the storage section, the storage class.
 */
export function SafetySectionFields() {
  const { t } = useTranslation('editor');
  return (
    <div className="editor-stack">
      <p className="field__hint">{t('fields.sectionsHint')}</p>
      <ContentFieldInputs group="sections" />
    </div>
  );
}
