import { CONTENT_FIELDS, contentFieldSpec } from '@sds/contract';
import { useTranslation } from 'react-i18next';
import { useOptionalLazyNamespace } from '../../i18n/lazy-catalogues.ts';
import type { ChangeTexts } from '../../lib/change-summary.ts';

/** The words of a change summary from the catalogues: `changes.*` and each field's label. */
export function changeTextsOf(t: (key: string) => string): ChangeTexts {
  return {
    added: t('notifications:changes.added'),
    removed: t('notifications:changes.removed'),
    changed: t('notifications:changes.changed'),
    fields: Object.fromEntries(
      CONTENT_FIELDS.map((field) => [field, t(contentFieldSpec(field).label)]),
    ),
  };
}

/**
 * The change summary's words in the reader's language (notifications and products loaded); the
 * labels the editor's catalogue holds (name, signal word, pictograms) once it is loaded.
 */
export function useChangeTexts(): ChangeTexts {
  useOptionalLazyNamespace('editor');
  const { t } = useTranslation(['notifications', 'products', 'editor']);
  return changeTextsOf(t as unknown as (key: string) => string);
}
