import { SUPPORTED_LOCALES } from '@sds/contract';
import { readCatalogueSync } from '@sds/i18n/files';
import { describe, expect, it } from 'vitest';
import { fontFor, loadFont, primaryFontOf } from './script-fonts.ts';

/** Every string of a catalogue, however deep. */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}

describe('the fonts of the generated documents', () => {
  it('have a glyph for every character of the document texts in all 40 locales', () => {
    const missing: string[] = [];
    for (const locale of SUPPORTED_LOCALES) {
      const characters = new Set(
        ['products', 'documents']
          .flatMap((namespace) => stringsOf(readCatalogueSync(locale, namespace)))
          .flatMap((text) => [...text]),
      );
      for (const character of characters) {
        if (/^[\s\p{Cf}]$/u.test(character)) continue;
        const codePoint = character.codePointAt(0) ?? 0;
        for (const weight of ['regular', 'bold'] as const) {
          const font = fontFor(codePoint, primaryFontOf(locale), weight);
          if (!loadFont(font, weight).font.hasGlyphForCodePoint(codePoint)) {
            missing.push(`${locale} ${weight} ${character} U+${codePoint.toString(16)}`);
          }
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('set Japanese, Chinese and Korean in their own Noto font, the rest in DejaVu Sans', () => {
    expect(primaryFontOf('ja-JP')).toBe('jp');
    expect(primaryFontOf('zh-CN')).toBe('sc');
    expect(primaryFontOf('ko-KR')).toBe('kr');
    expect(primaryFontOf('ar-SA')).toBe('dejavu');
    expect(fontFor('ب'.codePointAt(0) ?? 0, 'dejavu', 'regular')).toBe('arabic');
    expect(fontFor('א'.codePointAt(0) ?? 0, 'dejavu', 'bold')).toBe('hebrew');
    // A Chinese character on a Japanese sheet in the Japanese form, on a German one in Chinese.
    expect(fontFor('骨'.codePointAt(0) ?? 0, 'jp', 'regular')).toBe('jp');
    expect(fontFor('骨'.codePointAt(0) ?? 0, 'dejavu', 'regular')).toBe('sc');
  });
});
