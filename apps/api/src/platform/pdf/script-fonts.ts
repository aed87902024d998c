import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import * as fontkit from 'fontkit';

/**
 * The fonts of the generated documents, one per script (decision 0049): DejaVu Sans for Latin,
 * Greek and Cyrillic (every European interface language and Vietnamese), IBM Plex Sans Arabic,
 * Noto Sans Hebrew, and Noto Sans JP, SC and KR for Japanese, Chinese and Korean. A document's primary font
 * is the one of its language; every character its primary font lacks is set in the first font of
 * its script that has it.
 */
export type FontKey = 'dejavu' | 'arabic' | 'hebrew' | 'jp' | 'sc' | 'kr';
export type FontWeight = 'regular' | 'bold';

const require = createRequire(import.meta.url);
/** A package's folder. */
const packageDir = (name: string) => dirname(require.resolve(`${name}/LICENSE`));
const expo = (name: string, file: string) => (weight: FontWeight) =>
  join(
    packageDir(`@expo-google-fonts/${name}`),
    weight === 'bold' ? '700Bold' : '400Regular',
    `${file}_${weight === 'bold' ? '700Bold' : '400Regular'}.ttf`,
  );

const FILES: Record<FontKey, (weight: FontWeight) => string> = {
  dejavu: (weight) =>
    require.resolve(`dejavu-fonts-ttf/ttf/DejaVuSans${weight === 'bold' ? '-Bold' : ''}.ttf`),
  // IBM Plex Sans Arabic, not Noto Sans Arabic: Noto draws ب ت ث ن ي as one dotless shape
  // plus dots, so pdfkit's one-character-per-glyph text layer would read them all as one letter.
  arabic: expo('ibm-plex-sans-arabic', 'IBMPlexSansArabic'),
  hebrew: expo('noto-sans-hebrew', 'NotoSansHebrew'),
  jp: expo('noto-sans-jp', 'NotoSansJP'),
  sc: expo('noto-sans-sc', 'NotoSansSC'),
  kr: expo('noto-sans-kr', 'NotoSansKR'),
};

export interface LoadedFont {
  bytes: Buffer;
  font: fontkit.Font;
}

const loaded = new Map<string, LoadedFont>();

/** A font's bytes and its parsed form, read once per process (the CJK ones on first use). */
export function loadFont(key: FontKey, weight: FontWeight): LoadedFont {
  const id = `${key}-${weight}`;
  let entry = loaded.get(id);
  if (!entry) {
    const bytes = readFileSync(FILES[key](weight));
    entry = { bytes, font: fontkit.create(bytes) };
    loaded.set(id, entry);
  }
  return entry;
}

/** The font a document in `locale` is set in: the one of its language's script. */
export function primaryFontOf(locale: string): FontKey {
  const language = locale.slice(0, 2).toLowerCase();
  if (language === 'ja') return 'jp';
  if (language === 'zh') return 'sc';
  if (language === 'ko') return 'kr';
  return 'dejavu';
}

const within = (codePoint: number, ranges: readonly (readonly [number, number])[]) =>
  ranges.some(([from, to]) => codePoint >= from && codePoint <= to);

const ARABIC = [[0x0600, 0x06ff], [0x0750, 0x077f], [0x08a0, 0x08ff], [0xfb50, 0xfdff], [0xfe70, 0xfeff]] as const; // prettier-ignore
const HEBREW = [
  [0x0590, 0x05ff],
  [0xfb1d, 0xfb4f],
] as const;
const HANGUL = [
  [0x1100, 0x11ff],
  [0x3130, 0x318f],
  [0xa960, 0xa97f],
  [0xac00, 0xd7ff],
] as const;
const KANA = [
  [0x3040, 0x30ff],
  [0x31f0, 0x31ff],
  [0xff65, 0xff9f],
] as const;
const HAN = [[0x2e80, 0x2fff], [0x3000, 0x303f], [0x3400, 0x4dbf], [0x4e00, 0x9fff], [0xf900, 0xfaff], [0xff00, 0xffef], [0x20000, 0x3134f]] as const; // prettier-ignore

/**
 * The fonts to try for a character, best first: its script's font (for Chinese characters, the
 * document's own CJK font first, since Japanese, Chinese and Korean draw some of them differently),
 * then the document's primary font, DejaVu Sans and the CJK fonts.
 */
export function fontsToTry(codePoint: number, primary: FontKey): FontKey[] {
  const cjk: FontKey[] = ['sc', 'jp', 'kr'];
  if (within(codePoint, ARABIC)) return ['arabic', 'dejavu'];
  if (within(codePoint, HEBREW)) return ['hebrew', 'dejavu'];
  if (within(codePoint, HANGUL)) return ['kr'];
  if (within(codePoint, KANA)) return ['jp'];
  if (within(codePoint, HAN)) return cjk.includes(primary) ? [primary, ...cjk] : cjk;
  return [primary, 'dejavu', ...cjk];
}

/** The font chosen per primary font and weight, per code point. */
const chosen = new Map<string, Map<number, FontKey>>();

/** The first font to try that has the character; the primary font when none has it. */
export function fontFor(codePoint: number, primary: FontKey, weight: FontWeight): FontKey {
  const table = `${primary}-${weight}`;
  let fonts = chosen.get(table);
  if (!fonts) chosen.set(table, (fonts = new Map()));
  let key = fonts.get(codePoint);
  if (!key) {
    key =
      fontsToTry(codePoint, primary).find((candidate) =>
        loadFont(candidate, weight).font.hasGlyphForCodePoint(codePoint),
      ) ?? primary;
    fonts.set(codePoint, key);
  }
  return key;
}
