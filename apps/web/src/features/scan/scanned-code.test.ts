import { describe, expect, it } from 'vitest';
import { actionForScannedCode, isValidGtin } from './scanned-code.ts';

const PRODUCT_ID = '0b6c1a8e-3f1d-4b5e-9c2a-7d4e5f6a7b8c';

describe('a scanned label QR code', () => {
  it('opens the product’s sheet, whatever portal address the label was printed for', () => {
    for (const origin of ['https://sds.example.com', 'http://localhost:8181']) {
      expect(actionForScannedCode(`${origin}/redirect?id=${PRODUCT_ID}`)).toEqual({
        kind: 'open-sheet',
        path: `/product/${PRODUCT_ID}`,
      });
    }
  });

  it('opens a sheet named by article number and locale, or by master code', () => {
    expect(
      actionForScannedCode('https://sds.example.com/redirect?articleNumber=A-1&locale=nl-NL'),
    ).toEqual({ kind: 'open-sheet', path: '/product?articleNumber=A-1&locale=nl-NL' });
    expect(actionForScannedCode('https://sds.example.com/redirect?masterCode=M7')).toEqual({
      kind: 'open-sheet',
      path: '/product?masterCode=M7',
    });
  });

  it.each([
    'https://sds.example.com/redirect',
    'https://sds.example.com/redirect?purpose=registration&token=abc',
    `https://sds.example.com/elsewhere?id=${PRODUCT_ID}`,
    `javascript:alert(1)//redirect?id=${PRODUCT_ID}`,
    `ftp://sds.example.com/redirect?id=${PRODUCT_ID}`,
  ])('is not a portal code when it names no product: %s', (text) => {
    expect(actionForScannedCode(text)).toEqual({ kind: 'not-a-portal-code' });
  });
});

describe('a scanned EAN/GTIN barcode', () => {
  it.each(['4006381333931', '5901234123457', '96385074', '036000291452', '10614141000415'])(
    'searches by article number: %s',
    (code) => {
      expect(actionForScannedCode(` ${code} `)).toEqual({
        kind: 'search',
        code,
        path: `/search?q=${code}`,
      });
    },
  );

  it.each([
    '4006381333932',
    '5901234123450',
    '96385075',
    '12345',
    '40063813339311',
    'ABCDEFGHIJKLM',
  ])('is refused when its check digit is wrong or it is no GTIN: %s', (code) => {
    expect(isValidGtin(code)).toBe(false);
    expect(actionForScannedCode(code)).toEqual({ kind: 'not-a-portal-code' });
  });
});

describe('junk', () => {
  it.each(['', 'hello', 'WIFI:S:shop;T:WPA;P:secret;;', 'https://example.com/'])(
    'is not a portal code: %j',
    (text) => {
      expect(actionForScannedCode(text)).toEqual({ kind: 'not-a-portal-code' });
    },
  );
});
