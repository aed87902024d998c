import { PRODUCT_INPUT_LIMITS, type Statement } from '@sds/contract';
import { officialStatementCodeOf } from '../../products/index.ts';
import { withoutBullet } from './sds-bullets.ts';
import type { SdsText } from './sds-sections.ts';
import { hasStatementCode } from './sds-statements.ts';

/**
 * Where section 2's label elements end: what follows is about hazards the label does not carry
 * (OSHA's "Hazards not otherwise classified", REACH's 2.3 "Other hazards") or other information
 * ("Very toxic to aquatic life" as a note on a sheet whose label does not say so).
 */
const END_OF_LABEL =
  /^(?:2\.3\.?\s|hazards?\s*(?:\(s\)\s*)?not\s+otherwise\s+classified|other\s+hazards|other\s+information|unknown\s+(?:acute\s+)?toxicity|sonstige\s+gefahren|andere\s+gevaren|autres\s+dangers)/iu;

/**
 * Where the label elements start: their heading, or the label of the signal word or of a list of
 * statements. Before it, and on a sheet without it, a sentence such as "Do not breathe vapor."
 * is general advice (a research chemical's sheet), not the label's P260.
 */
const START_OF_LABEL =
  /label\s+elements|hazard\s+statements?|precautionary\s+statements?|signal\s+word|kennzeichnungselemente|gefahrenhinweise|sicherheitshinweise|signalwort|etiketteringselementen|gevarenaanduidingen|voorzorgsmaatregelen|veiligheidsaanbevelingen|signaalwoord|[ée]l[ée]ments\s+d.[ée]tiquetage|mentions?\s+de\s+danger|conseils?\s+de\s+prudence|mention\s+d.avertissement/iu;

/**
 * The labels a sheet sets before its statements, on their line (`Hazard statements :`,
 * `Precautionary Statements - Prevention`, `Prevention Keep away from heat…`): no words of theirs.
 */
const LIST_LABEL = new RegExp(
  String.raw`^(?:(?:ghs\s+)?label\s+elements?(?:,\s*including\s+precautionary\s+statements)?|` +
    String.raw`hazard\s+statements?|precautionary\s+statements?|prevention|response|storage|disposal|general|` +
    // The supplemental label elements (EUH208, EUH210), whose title may wrap around its text.
    String.raw`(?:supplementa(?:l|ry)|additional)(?:\s+label\s+elements)?|` +
    String.raw`erg[äa]nzende(?:\s+kennzeichnungselemente)?|kennzeichnungselemente|` +
    String.raw`aanvullende(?:\s+etiket(?:onderdelen|teringselementen))?|etiketonderdelen|` +
    String.raw`[ée]l[ée]ments\s+d['’][ée]tiquetage(?:\s+suppl[ée]mentaires)?|suppl[ée]mentaires)` +
    String.raw`(?:\s*[-–:]\s*|\s+(?=\p{Lu})|\s*$)`,
  'iu',
);

/** How many pieces (sentences or lines) one statement may run over: P305+P351+P338 has three. */
const MAX_PIECES = 6;

/**
 * Adds the statements section 2 prints as their official texts without codes (`Causes serious
 * eye irritation`, as many US sheets do), by their codes, after those printed with codes. The
 * label's text is read as a run of sentences, wrapped lines joined (a sentence that continues
 * in lower case on the next line is one sentence); at each place the longest run of sentences
 * that is one statement's wording counts (`Store in a well-ventilated place. Keep cool.` is
 * P403+P235). What a statement printed with its code already covers is not added again.
 */
export function withStatementsPrintedAsTexts(
  statements: { hStatements: Statement[]; pStatements: Statement[] },
  sds: SdsText,
) {
  const found = statementsPrintedAsTexts(sds.sections.get(2) ?? [], sds.language ?? 'en');
  const merged = (listed: Statement[], isP: boolean) => {
    const covered = new Set(listed.flatMap(({ code }) => code.split('+')));
    const added = found.filter(({ code }) => {
      if (code.startsWith('P') !== isP) return false;
      const parts = code.split('+');
      if (parts.every((part) => covered.has(part))) return false;
      for (const part of parts) covered.add(part);
      return true;
    });
    return [...listed, ...added].slice(0, PRODUCT_INPUT_LIMITS.statements);
  };
  return {
    hStatements: merged(statements.hStatements, false),
    pStatements: merged(statements.pStatements, true),
  };
}

/** The statements a section 2 prints as wordings without codes, in printed order. */
function statementsPrintedAsTexts(section2: readonly string[], language: string): Statement[] {
  const found: Statement[] = [];
  for (const pieces of labelPieceRuns(section2)) {
    let start = 0;
    while (start < pieces.length) {
      const end = longestStatementEnd(pieces, start, language);
      if (end === null) {
        start += 1;
        continue;
      }
      const run = pieces.slice(start, end);
      const code = officialStatementCodeOf(joinPieces(run), language);
      // The text as printed, its lines joined: the stops between them were for matching only.
      const text = run.join(' ').replace(/\s+/g, ' ').trim();
      if (code && !found.some((statement) => statement.code === code)) found.push({ code, text });
      start = end;
    }
  }
  return found;
}

/** Where the longest run of pieces from `start` that is one statement ends, or null. */
function longestStatementEnd(pieces: readonly string[], start: number, language: string) {
  for (let end = Math.min(pieces.length, start + MAX_PIECES); end > start; end -= 1) {
    if (officialStatementCodeOf(joinPieces(pieces.slice(start, end)), language)) return end;
  }
  return null;
}

/**
 * Section 2's label text cut into pieces — its sentences and what a colon ends (`IF exposed:`,
 * a deleted code before a valid one), and its lines where they end without a full stop — in runs that a line with a code (read as such) or the label's end interrupts.
 */
function labelPieceRuns(section2: readonly string[]): string[][] {
  const runs: string[][] = [[]];
  let isCodedStatement = false;
  const start = section2.findIndex((line) => START_OF_LABEL.test(line));
  for (const line of start === -1 ? [] : section2.slice(start)) {
    const bare = withoutLabels(withoutBullet(line.trim()));
    if (END_OF_LABEL.test(bare)) break;
    // A line in lower case continues the one above: the rest of a statement read by its code.
    if (isCodedStatement && /^\p{Ll}/u.test(bare)) continue;
    isCodedStatement = hasStatementCode(bare);
    if (isCodedStatement) {
      runs.push([]);
      continue;
    }
    if (bare === '') continue;
    runs.at(-1)?.push(...bare.split(/(?<=[.!?:])\s+/));
  }
  return runs.filter((run) => run.length > 0);
}

function withoutLabels(line: string): string {
  let rest = line;
  for (let label = LIST_LABEL.exec(rest); label && label[0] !== ''; label = LIST_LABEL.exec(rest)) {
    rest = rest.slice(label[0].length);
  }
  return rest;
}

/**
 * Pieces as one text. A piece that starts with a capital after one without an end stop starts
 * a sentence of its own (statements listed one a line, without stops), so a stop goes between.
 */
function joinPieces(pieces: readonly string[]): string {
  return pieces.reduce((text, piece) => {
    if (text === '') return piece;
    const isNewSentence = /^\p{Lu}/u.test(piece) && !/[.!?:;,/-]$/.test(text);
    return `${text}${isNewSentence ? '.' : ''} ${piece}`;
  }, '');
}

/**
 * The sheet's lines without sections 3 and 16, for reading statements when section 2 was not
 * found (a scan whose headings OCR missed): section 3 lists the ingredients' codes and 16 their
 * full texts, never the product's label. Each section runs from its heading to the next one.
 */
export function linesOutsideIngredients(sds: SdsText): string[] {
  const excluded = sds.headings.flatMap((heading, index) => {
    if (heading.number !== 3 && heading.number !== 16) return [];
    const end = sds.headings[index + 1]?.lineIndex ?? sds.lines.length;
    return [[heading.lineIndex, end] as const];
  });
  return sds.lines.filter(
    (_, index) => !excluded.some(([start, end]) => index >= start && index < end),
  );
}
