import { PRODUCT_INPUT_LIMITS, type Statement } from '@sds/contract';
import { officialStatementCodeOf } from '../../products/index.ts';
import { SDS_LANGUAGES } from './sds-languages.ts';

/** One H, EUH or P code (`H225`, `H360FD`, `EUH066`, `P210`). */
const SINGLE_CODE = String.raw`(?:EUH\d{3}A?|H\d{3}(?:[FDfd]{1,2}|i)?|P\d{3})`;

/**
 * A code, combined codes kept as one (`P305+P351+P338`, also written `P305 + P351 + P338`),
 * standing on its own: not inside a longer word or number.
 */
const STATEMENT_CODE_SOURCE = String.raw`(?<![\p{L}\d])${SINGLE_CODE}(?:\s*\+\s*${SINGLE_CODE})*(?![\p{L}\d])`;
const STATEMENT_CODES = new RegExp(STATEMENT_CODE_SOURCE, 'gu');
const HAS_STATEMENT_CODE = new RegExp(STATEMENT_CODE_SOURCE, 'u');

/**
 * Labels of the statement lists: a line with one of them starts a new list, so it never
 * continues the text of the statement above it.
 */
const LIST_LABEL =
  /hazard statements?|precautionary statements?|gevarenaanduidingen|voorzorgsmaatregelen|veiligheidsaanbevelingen|gefahrenhinweise|sicherheitshinweise|mentions? de danger|conseils? de prudence|signal word|signaalwoord|signalwort|mention d.avertissement|label elements|etiketteringselementen|kennzeichnungselemente|elements d.etiquetage|éléments d.étiquetage/i;

/** How many wrapped lines a statement's text may run on for. */
const MAX_CONTINUATION_LINES = 3;

/** A code with the text that follows it, as found on one line (and its wrapped lines). */
interface StatementMention {
  code: string;
  text: string;
}

/**
 * The H/EUH and P statements of an SDS. The codes are those of `listLines` (section 2, the
 * product's label elements, when there is one); each code's text is the first one found after
 * it on its line, looked for first in `listLines`, then in `textLines` (section 16 spells out
 * every H code). Codes in a list (`H225, H319`) have no text there.
 */
export function readStatements(
  listLines: readonly string[],
  textLines: readonly string[],
): { hStatements: Statement[]; pStatements: Statement[] } {
  const listed = mentionsIn(listLines);
  const texts = new Map<string, string>();
  for (const mention of [...listed, ...mentionsIn(textLines)]) {
    if (mention.text !== '' && !texts.has(mention.code)) texts.set(mention.code, mention.text);
  }
  const codes = [...new Set(listed.map((mention) => mention.code))];
  const statements = codes
    .slice(0, PRODUCT_INPUT_LIMITS.statements * 2)
    .map((code) => ({ code, text: texts.get(code) ?? '' }));
  return {
    hStatements: statements
      .filter(({ code }) => !code.startsWith('P'))
      .slice(0, PRODUCT_INPUT_LIMITS.statements),
    pStatements: statements
      .filter(({ code }) => code.startsWith('P'))
      .slice(0, PRODUCT_INPUT_LIMITS.statements),
  };
}

function mentionsIn(lines: readonly string[]): StatementMention[] {
  return lines.flatMap((line, index) =>
    mentionsOnLine(line, lines.slice(index + 1, index + 1 + MAX_CONTINUATION_LINES)),
  );
}

/** The codes on a line, each with the text between it and the next code. */
function mentionsOnLine(line: string, linesBelow: readonly string[]): StatementMention[] {
  const matches = [...line.matchAll(STATEMENT_CODES)];
  return matches.map((match, index) => {
    const start = match.index + match[0].length;
    const end = matches[index + 1]?.index ?? line.length;
    const isLast = index === matches.length - 1;
    const code = match[0].replace(/\s+/g, '');
    return { code, text: statementText(code, line.slice(start, end), isLast ? linesBelow : []) };
  });
}

/**
 * The statement text after a code: it follows a space, `:` or a dash (after `,` or `;` comes
 * another code of a list), and may go on on the lines below when it wrapped (`H319 Causes
 * serious eye` / `irritation.`) — until it reads as the code's whole official wording, after
 * which a line is something else (a classification table's next cell, say).
 */
function statementText(code: string, afterCode: string, linesBelow: readonly string[]): string {
  const match = /^\s*(?:[:\-–—]\s*)?(\p{L}.*)$/u.exec(afterCode);
  if (!match?.[1] || !/^(?:\s|:|\s*[-–—])/.test(afterCode)) return '';
  let text = match[1].trim();
  for (const next of linesBelow) {
    if (!continuesStatement(text, next) || readsAsWholeStatement(code, text)) break;
    text = `${text} ${next}`;
  }
  return text.slice(0, PRODUCT_INPUT_LIMITS.statementText);
}

/**
 * The closing sentence of many P texts stands alone on the last wrapped line: "Continue
 * rinsing.", "Weiter spülen.", "Ne pas fumer.". A line this short ending in a full stop is
 * taken as such a sentence.
 */
const MAX_CLOSING_SENTENCE_LENGTH = 40;

/**
 * Whether the next line goes on with a statement's text: when the text stops mid-sentence,
 * when the line starts in lower case, or when it is a short closing sentence. Never a line with
 * a code, a number (a sub-section) or a list label.
 */
function continuesStatement(text: string, nextLine: string): boolean {
  if (HAS_STATEMENT_CODE.test(nextLine) || /^\d/.test(nextLine)) return false;
  if (LIST_LABEL.test(nextLine) || nextLine.endsWith(':')) return false;
  const isClosingSentence =
    nextLine.length <= MAX_CLOSING_SENTENCE_LENGTH && /[.!]$/.test(nextLine);
  return !/[.!]$/.test(text) || /^\p{Ll}/u.test(nextLine) || isClosingSentence;
}

/**
 * Whether a text is a wording of the statement `code` in one of the SDS languages, whole: it
 * ends a sentence (a wording may leave out options, so "Wear protective gloves/eye protection/
 * face" would read as one) and reads as that statement.
 */
function readsAsWholeStatement(code: string, text: string): boolean {
  if (!/[.!]$/.test(text)) return false;
  return SDS_LANGUAGES.some((language) => officialStatementCodeOf(text, language) === code);
}

/** Whether a text names any H, EUH or P code: an SDS does, a letter or a blank scan does not. */
export function hasStatementCode(text: string): boolean {
  return HAS_STATEMENT_CODE.test(text);
}
