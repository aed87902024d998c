import { describe, expect, it } from 'vitest';
import { formIssuesOf, productFormResolver } from './product-form-errors.ts';
import { emptyFormValues } from './product-form-values.ts';

const problem = (path: string, code: string) => ({ path, code, message: 'is invalid' });

describe('where a problem shows in the product form', () => {
  it('maps the server’s field paths to the form’s fields and messages', () => {
    expect(
      formIssuesOf([
        problem('body.unNumber', 'invalid_format'),
        problem('body.packingGroup', 'custom'),
        problem('body.casNumbers.1', 'custom'),
        problem('body.casNumbers.0', 'invalid_format'),
        problem('body.hStatements.0.code', 'unknown_statement_code'),
        problem('body.pStatements', 'custom'),
        problem('body.name', 'too_small'),
        problem('body.hazards', 'too_big'),
        problem('body.locale', 'invalid_value'),
      ]),
    ).toEqual([
      { field: 'unNumber', message: 'unNumber' },
      { field: 'packingGroup', message: 'packingGroupNeedsUnNumber' },
      { field: 'casNumbers.1.value', message: 'casCheckDigit' },
      { field: 'casNumbers.0.value', message: 'casFormat' },
      { field: 'hStatements.0.code', message: 'unknownStatement' },
      { field: 'pStatements.root', message: 'statements' },
      { field: 'name', message: 'required' },
      { field: 'hazards', message: 'tooLong' },
      { field: 'locale', message: 'locale' },
    ]);
  });

  it('checks a new product with the contract’s CreateProductRequest', async () => {
    const values = { ...emptyFormValues('xx-XX'), name: 'Degreaser', articleNumber: 'A-1' };
    const resolve = productFormResolver(true);
    const result = await resolve(values, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(result.errors).toEqual({ locale: { type: 'invalid_value', message: 'locale' } });
    const valid = await resolve({ ...values, locale: 'de-DE' }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(valid.errors).toEqual({});
  });
});
