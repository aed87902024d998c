import { useTranslation } from 'react-i18next';

/**
 * Translates the `namespace:key` texts the product content declares (labels, hints), which the
 * compiler cannot check as literal keys; a test checks each exists in every catalogue. The
 * namespaces must be loaded by the screen (products; editor for the editor's hints).
 */
export function useDeclaredText(): (key: string) => string {
  const { t } = useTranslation(['products', 'editor']);
  return t as unknown as (key: string) => string;
}
