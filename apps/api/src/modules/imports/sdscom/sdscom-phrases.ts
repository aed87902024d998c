import { at, childrenNamed, singleLine, tidyLines, type XmlElement } from './sdscom-tree.ts';

/**
 * Phrases are how SDScom carries nearly every text: a catalogue code (`PhraseCode`), the text
 * (`FullText`, possibly once per language) and values to merge into it (`MergePhrase`).
 */

/** Whether an element is a phrase with words to show (a bare code carries none). */
export function isPhrase(element: XmlElement): boolean {
  return element.children.some(
    (child) => child.name === 'FullText' || child.name === 'MergePhrase',
  );
}

/** The phrase's codes: one `PhraseCode`, or several for a combined P statement in v5. */
export function phraseCodes(element: XmlElement): string[] {
  return childrenNamed(element, 'PhraseCode')
    .map((code) => singleLine(code.text))
    .filter((code) => code !== '');
}

/**
 * The phrase's text in the sheet's language with its merge phrases filled in; '' when the
 * phrase has only a code. A `FullText` may repeat with a language attribute (the schema spells
 * it `Languange`): the sheet's own language wins, then the one without an attribute.
 */
export function phraseText(element: XmlElement, language: string | null): string {
  const fullTexts = childrenNamed(element, 'FullText');
  const chosen =
    fullTexts.find((text) => language !== null && languageOf(text) === language) ??
    fullTexts.find((text) => languageOf(text) === undefined) ??
    fullTexts[0];
  const text = withoutSoftHyphens(chosen?.text ?? '');
  return tidyLines(withMergeTexts(text, childrenNamed(element, 'MergePhrase')));
}

/**
 * Where a word may be broken at a line's end: GisChem's phrase catalogue marks it `@---`, other
 * tools with the soft hyphen U+00AD. A sheet shows neither (its texts are not laid out in lines),
 * so both go: `Atemschutz@---gerät` reads `Atemschutzgerät`.
 */
const SOFT_HYPHENS = /@---|\u00AD/g;

/** A phrase's text without its soft hyphen marks. */
export function withoutSoftHyphens(text: string): string {
  return text.replace(SOFT_HYPHENS, '');
}

function languageOf(fullText: XmlElement): string | undefined {
  return (fullText.attributes.Languange ?? fullText.attributes.Language)?.toLowerCase();
}

/** Placeholders a catalogue text uses for a value to merge when no `Delimiter` names one. */
const ELLIPSES = ['...', '…'];

/**
 * Fills the text's placeholders with the merge phrases' texts, in `MergePhraseNo` order: each
 * takes the first placeholder left (its own `Delimiter`, else an ellipsis). A value without a
 * placeholder to fill is added at the end, so no supplier text is lost.
 */
export function withMergeTexts(text: string, mergePhrases: XmlElement[]): string {
  const ordered = [...mergePhrases].sort((a, b) => mergeNumber(a) - mergeNumber(b));
  let merged = text;
  for (const mergePhrase of ordered) {
    const value = singleLine(withoutSoftHyphens(at(mergePhrase, 'MergeText')?.text ?? ''));
    if (value === '') continue;
    const delimiter = at(mergePhrase, 'Delimiter')?.text ?? '';
    merged = fillPlaceholder(merged, delimiter === '' ? ELLIPSES : [delimiter], value);
  }
  return merged;
}

function mergeNumber(mergePhrase: XmlElement): number {
  const number = Number(mergePhrase.attributes.MergePhraseNo ?? 0);
  return Number.isFinite(number) ? number : 0;
}

function fillPlaceholder(text: string, placeholders: string[], value: string): string {
  const found = placeholders
    .map((placeholder) => ({ placeholder, index: text.indexOf(placeholder) }))
    .filter(({ index }) => index >= 0)
    .sort((a, b) => a.index - b.index)[0];
  if (!found) return text === '' ? value : `${text} ${value}`;
  const before = text.slice(0, found.index);
  const after = text.slice(found.index + found.placeholder.length);
  // "Use… to extinguish" has no space of its own around the ellipsis.
  const spaceBefore = /[\p{L}\p{N}]$/u.test(before) ? ' ' : '';
  const spaceAfter = /^[\p{L}\p{N}]/u.test(after) ? ' ' : '';
  return `${before}${spaceBefore}${value}${spaceAfter}${after}`;
}
