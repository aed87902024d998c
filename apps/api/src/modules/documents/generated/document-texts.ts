import { loadServerTexts, type ServerTexts } from '../../../platform/i18n/server-texts.ts';

/** Headings, labels and phrases of the generated documents in one locale. */
export type DocumentTexts = ServerTexts;

const NAMESPACES = ['products', 'documents'] as const;

/**
 * The texts for documents in `locale` (`products:…` and `documents:…` keys), falling back to
 * en-US key by key. Cached per locale.
 */
export function loadDocumentTexts(locale: string): Promise<DocumentTexts> {
  return loadServerTexts(locale, NAMESPACES);
}
