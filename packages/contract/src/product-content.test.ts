import { describe, expect, it } from 'vitest';
import { IMPORTED_FIELDS, contentFieldsWhere, emptyProductContent } from './content-field-lists.ts';
import { CONTENT_FIELDS, ProductContent, ProductContentInput } from './product-content.ts';
import { PRODUCT_SECTIONS } from './product-values.ts';

describe('the declaration of a product’s content', () => {
  it('declares the sheet’s text sections in their order', () => {
    expect(contentFieldsWhere((spec) => spec.sheet === 'section')).toEqual([...PRODUCT_SECTIONS]);
  });

  it('fills what a key user leaves out with the empty content', () => {
    const content = emptyProductContent('Degreaser');
    expect(ProductContent.parse(content)).toEqual(content);
    expect(ProductContentInput.parse({ name: 'Degreaser' })).toEqual(content);
    expect(Object.keys(content)).toEqual(CONTENT_FIELDS);
  });

  it('checks the two fields added through it like any other', () => {
    const input = {
      name: 'Acetone',
      emergencyPhone: ' +49 551 19240 (24 h) ',
      storageClass: '6.1C',
    };
    expect(ProductContentInput.parse(input)).toMatchObject({
      emergencyPhone: '+49 551 19240 (24 h)',
      storageClass: '6.1C',
    });
    expect(ProductContentInput.safeParse({ name: 'A', storageClass: '9' }).success).toBe(false);
    expect(
      ProductContentInput.safeParse({ name: 'A', emergencyPhone: 'x'.repeat(121) }).success,
    ).toBe(false);
    expect(IMPORTED_FIELDS).toEqual(expect.arrayContaining(['emergencyPhone', 'storageClass']));
    expect(IMPORTED_FIELDS).not.toContain('remarks');
  });

  it('gives each new revision its own empty lists', () => {
    const first = emptyProductContent('A');
    first.pictograms.push('GHS02');
    expect(emptyProductContent('B').pictograms).toEqual([]);
  });
});
