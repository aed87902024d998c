import { foldForMatching } from './sds-languages.ts';
import type { SdsText } from './sds-sections.ts';
import { hasStatementCode } from './sds-statements.ts';

// Whether a PDF's text is a safety data sheet at all (issue 22, "reasons for every miss"). A
// label, a product (technical) data sheet, a certificate or a letter may well print H and P
// codes, a signal word and a product name — a label does, by law — so codes prove nothing. What
// only an SDS has is its structure: the sections of REACH Annex II / the GHS (or an old OSHA
// form's), in their order. A text without it is refused (`NoXml`, `not-an-sds`) rather than
// turned into a product a key user would have to find and delete.

/**
 * Numbered section headings, in rising order, that make a text an SDS. Every sheet of the
 * benchmark's corpus shows ten or more; a product data sheet's own numbered headings ("1.
 * Description", "2. Applications") name no SDS section, and a label has none. Four leaves room
 * for a sheet whose headings are partly unreadable (text broken by its PDF, or read by OCR).
 */
export const MIN_NUMBERED_HEADINGS = 4;

/**
 * Headings in all, titles in capitals without a number included, that make a text an SDS.
 * Higher: a label's capitals (`HAZARD STATEMENTS`, `FIRST AID`, `STORAGE AND DISPOSAL`) read like
 * a few such titles, a sheet without numbers has a dozen.
 */
export const MIN_HEADINGS = 8;

/**
 * Whether a text, cut into its sections, is a safety data sheet: enough of the sections'
 * headings in their order (`MIN_NUMBERED_HEADINGS` numbered ones, or `MIN_HEADINGS` with those
 * without numbers), whatever codes it prints; or a text that calls itself one in its title and
 * shows a heading or a code — a scan read by OCR may miss headings set in grey bars, never its
 * title.
 */
export function isSafetyDataSheet(sds: SdsText): boolean {
  const numbered = sds.headings.filter(({ isNumbered }) => isNumbered).length;
  if (numbered >= MIN_NUMBERED_HEADINGS || sds.headings.length >= MIN_HEADINGS) return true;
  const hasSomeOfAnSds = sds.headings.length > 0 || hasStatementCode(sds.lines.join('\n'));
  return hasSomeOfAnSds && isTitledAsSds(sds.lines);
}

/** The lines a document's title stands among: its first page's header. */
const TITLE_LINES = 15;

/** A safety data sheet's title in en, nl, de, fr (folded), at the start of a text. */
const SDS_TITLE =
  /^(?:material safety data sheet|safety data sheet|veiligheidsinformatieblad|sicherheitsdatenblatt|fiche de donnees de securite)\b(.*)$/;

/** Words a title may stand after: a supplier's name or `GHS`, in capitals, up to three. */
const MAX_WORDS_BEFORE_TITLE = 3;

/** Words before the title that make the line a pointer to a sheet (`See Safety Data Sheet`). */
const POINTING_WORDS = /^(?:see|read|consult|refer|siehe|lesen|zie|lees|raadpleeg|voir|lire)$/;

/**
 * What may follow the title on its line: the law it follows (`according to Regulation (EC) No
 * 1907/2006`, `acc. to OSHA HCS`, `gemäß Verordnung …`), or a word or two (`- US`). Anything
 * else makes the line a sentence — `Safety data sheet available on request.` (EUH210, in each
 * language three words after the title) is printed on labels.
 */
const AFTER_TITLE =
  /^\W*(?:according|acc|in accordance|conforms?|per|gema(?:ss|ß)|nach|selon|conformement|volgens|overeenkomstig|conform)\b|1907 2006|osha|hcs|29 cfr|whmis|ghs\b/;

/**
 * Whether one of a text's first lines is its title "Safety data sheet": in capitals where it
 * starts, after nothing or a few capitalised words, followed by nothing, the law, or a word or
 * two — never a sentence that points to a sheet or offers one.
 */
function isTitledAsSds(lines: readonly string[]): boolean {
  return lines.slice(0, TITLE_LINES).some((line) => {
    const words = line.split(' ');
    for (let before = 0; before <= MAX_WORDS_BEFORE_TITLE && before < words.length; before += 1) {
      const match = SDS_TITLE.exec(foldForMatching(words.slice(before).join(' ')));
      if (!match) continue;
      const after = match[1]?.trim() ?? '';
      return (
        words.slice(0, before + 1).every(startsWithCapital) &&
        !words.slice(0, before).some((word) => POINTING_WORDS.test(foldForMatching(word))) &&
        (after === '' || AFTER_TITLE.test(after) || after.split(' ').length <= 2)
      );
    }
    return false;
  });
}

function startsWithCapital(word: string): boolean {
  const first = word.charAt(0);
  return first === first.toUpperCase();
}
