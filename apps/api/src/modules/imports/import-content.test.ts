import { PRODUCT_INPUT_LIMITS, emptyProductContent } from '@sds/contract';
import { describe, expect, it } from 'vitest';
import { contentWithImport } from './import-content.ts';
import { emptyImportedSheet } from './imported-sheet.ts';

const current = { ...emptyProductContent('Placeholder'), remarks: 'Keep in the blue cabinet' };

describe('what an import lays over a product', () => {
  it('holds each value found to its field’s rule and keeps what the sheet does not give', () => {
    const sheet = {
      ...emptyImportedSheet('text'),
      name: `  ${'N'.repeat(PRODUCT_INPUT_LIMITS.name + 50)}  `,
      casNumbers: ['0000067-64-1', '67-64-1', '67-64-2'],
      hStatements: [
        { code: 'H225', text: '' },
        { code: 'H227', text: '' },
        { code: 'H999', text: 'made up' },
      ],
      storageClass: '3' as const,
      packingGroup: 'II' as const,
    };
    const { content, filled } = contentWithImport(current, sheet, 'en-US');
    expect(content.name).toHaveLength(PRODUCT_INPUT_LIMITS.name);
    // Unpadded, once, and the one with a wrong check digit left out.
    expect(content.casNumbers).toEqual(['67-64-1']);
    expect(content.hStatements.map(({ code }) => code)).toEqual(['H225', 'H227']);
    expect(content.hStatements[1]?.text).toBe('Combustible liquid');
    expect(content.storageClass).toBe('3');
    // A packing group belongs to dangerous goods, which this sheet gives no UN number for.
    expect(content.packingGroup).toBeNull();
    expect(content.remarks).toBe('Keep in the blue cabinet');
    expect(filled).toEqual(['name', 'casNumbers', 'storageClass', 'hStatements']);
  });

  it('fills nothing from values that break their field’s rule', () => {
    const sheet = { ...emptyImportedSheet('text'), unNumber: '10900', emergencyPhone: '   ' };
    const { content, filled } = contentWithImport(current, sheet, 'en-US');
    expect(content.unNumber).toBeNull();
    expect(content.emergencyPhone).toBeNull();
    expect(filled).toEqual([]);
  });
});
