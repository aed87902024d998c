import { CONTENT_FIELDS, contentFieldSpec } from '@sds/contract';
import editor from '@sds/i18n/locales/en-US/editor.json';
import products from '@sds/i18n/locales/en-US/products.json';
import { describe, expect, it } from 'vitest';

// The source catalogue; the catalogue parity test holds the other 39 locales to its keys.
const catalogues: Record<string, unknown> = { editor, products };

const textAt = (key: string) => {
  const [namespace = '', path = ''] = key.split(':');
  return path
    .split('.')
    .reduce<unknown>(
      (node, part) => (node as Record<string, unknown> | undefined)?.[part],
      catalogues[namespace],
    );
};

describe('the texts the product content declares', () => {
  it.each(CONTENT_FIELDS)('has every text of %s in the source catalogue', (field) => {
    const { label, hint, noneLabel } = contentFieldSpec(field);
    for (const key of [label, hint, noneLabel].filter((key) => key !== undefined)) {
      expect(typeof textAt(key), key).toBe('string');
    }
  });
});
