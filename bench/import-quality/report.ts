// The import-quality figures as tables a person reads in a terminal.
import { SCORED_FIELDS, isListField, type ListField, type ScalarField } from './score.ts';
import { describeFinding } from './findings.ts';
import type { FileResult, ListSummary, ScalarSummary, Summary } from './summary.ts';

/** `0.734` → `73 %`; nothing to share → `–`. */
export const percent = (value: number | null) =>
  value === null ? '–' : `${Math.round(value * 100)} %`;

/** `0.734` → `0.73`. */
const decimal = (value: number | null) => (value === null ? '–' : value.toFixed(2));

/** Rows under a header, columns padded; the first column left, the others right. */
export function formatTable(header: readonly string[], rows: readonly (readonly string[])[]) {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!),
      )
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((width) => '─'.repeat(width))), ...rows.map(line)].join(
    '\n',
  );
}

function scalarRows(summary: Summary): string[][] {
  return SCORED_FIELDS.filter((field) => !isListField(field)).map((field) => {
    const figures = summary.fields[field as ScalarField];
    return [
      field,
      String(figures.withTruth),
      percent(figures.foundShare),
      percent(figures.rightOfFound),
      percent(figures.rightOfAll),
      String(figures.wrong),
      field === 'revisionDate' ? String(figures.swapped) : '',
      String(figures.spurious),
    ];
  });
}

function listRows(summary: Summary): string[][] {
  return SCORED_FIELDS.filter(isListField).map((field) => {
    const figures = summary.fields[field];
    return [
      field,
      String(figures.truePositives + figures.falseNegatives),
      decimal(figures.precision),
      decimal(figures.recall),
      percent(figures.exactSetShare),
      String(figures.falseNegatives),
      String(figures.falsePositives),
    ];
  });
}

/** A field's headline in a split: right of all for a value, precision/recall/exact for codes. */
function headline(figures: ScalarSummary | ListSummary, field: ScalarField | ListField): string {
  if (!isListField(field)) return percent((figures as ScalarSummary).rightOfAll);
  const list = figures as ListSummary;
  return `${decimal(list.precision)}/${decimal(list.recall)}/${percent(list.exactSetShare)}`;
}

/** One column per group (a format, a language): each field's headline, sections, clean texts. */
export function formatSplit(title: string, groups: Record<string, Summary>): string {
  const names = Object.keys(groups);
  const header = [title, ...names.map((name) => `${name} (${groups[name]!.files})`)];
  const rows = [
    ...SCORED_FIELDS.map((field) => [
      isListField(field) ? `${field} P/R/exact` : `${field} right`,
      ...names.map((name) => headline(groups[name]!.fields[field], field)),
    ]),
    ['sections filled', ...names.map((name) => percent(groups[name]!.sections.coverage))],
    ['clean texts', ...names.map((name) => percent(groups[name]!.furniture.cleanShare))],
    ['p95 ms', ...names.map((name) => String(Math.round(groups[name]!.time.p95Ms)))],
  ];
  return formatTable(header, rows);
}

/** The per-field tables and the lines on sections, texts, statuses and time of one summary. */
export function formatSummary(summary: Summary): string {
  const { sections, furniture, scans, statuses, misses, findings, time } = summary;
  const tally = (counts: Record<string, number | undefined>) =>
    Object.entries(counts)
      .map(([key, count]) => `${key} ${count}`)
      .join(', ') || 'none';
  return [
    formatTable(
      ['value', 'labelled', 'found', 'right/found', 'right/all', 'wrong', 'swapped', 'spurious'],
      scalarRows(summary),
    ),
    '',
    formatTable(
      ['codes', 'labelled', 'precision', 'recall', 'exact set', 'missed', 'extra'],
      listRows(summary),
    ),
    '',
    `Sections filled: ${sections.covered} of ${sections.expected} expected (${percent(sections.coverage)}); ${sections.unexpected} filled without a labelled SDS section`,
    `Section texts without page furniture: ${furniture.clean} of ${furniture.texts} (${percent(furniture.cleanShare)}); files with every text clean: ${furniture.filesAllClean} of ${furniture.filesWithTexts}`,
    `Import status: ${tally(statuses)}; without a sheet: ${tally(misses)}`,
    `Scans of classified products reaching PendingUser with the signal word and H codes: ${scans.readable} of ${scans.classified} (${percent(scans.readableShare)}); unclassified scans read as such: ${scans.unclassifiedRight} of ${scans.files - scans.classified}`,
    `Plausibility findings: ${findings.total} in ${findings.filesWithFindings} of ${findings.files} files; ` +
      `per code (in the sheet / made by the import): ${
        Object.entries(findings.byCode)
          .map(([code, counts]) => `${code} ${counts.sheet}/${counts.import}`)
          .join(', ') || 'none'
      }`,
    `Time per file: p50 ${time.p50Ms} ms, p95 ${time.p95Ms} ms, max ${time.maxMs} ms (${time.samples} files)`,
  ].join('\n');
}

const MARK = { right: '✓', missed: '·', spurious: '+', wrong: '✗', swapped: '⇄' } as const;

/** One file, expected against got per field (`--file`), for finding out why a field misses. */
export function formatFileDetail(result: FileResult): string {
  const show = (value: string | null) => (value === null ? '—' : JSON.stringify(value));
  const codes = (values: readonly string[]) => (values.length ? values.join(' ') : '—');
  const lines = [
    `${result.file}  (${result.sha256})`,
    `${result.format}, ${result.language}${result.isScan ? ', scan' : ''}: ${result.status}` +
      `${result.reason ? ` (${result.reason})` : ''}${result.source ? ` from ${result.source}` : ''}, ${result.ms} ms`,
    '',
  ];
  for (const field of SCORED_FIELDS) {
    const score = result.scores[field];
    if ('verdict' in score) {
      lines.push(`${MARK[score.verdict]} ${field.padEnd(15)} expected ${show(score.truth)}`);
      lines.push(`  ${''.padEnd(15)} got      ${show(score.got)}   (${score.verdict})`);
      continue;
    }
    lines.push(
      `${score.isExact ? MARK.right : MARK.wrong} ${field.padEnd(15)} expected ${codes(score.truth)}`,
    );
    lines.push(`  ${''.padEnd(15)} got      ${codes(score.got)}`);
    if (!score.isExact) {
      lines.push(`  ${''.padEnd(15)} missed ${codes(score.missed)}; extra ${codes(score.extra)}`);
    }
  }
  const { expected, covered, unexpected } = result.sections;
  const notFilled = expected.filter((section) => !covered.includes(section));
  lines.push(
    '',
    `Sections: ${covered.length} of ${expected.length} expected filled; not filled: ${codes(notFilled)}; unexpected: ${codes(unexpected)}`,
    `Page furniture in ${result.furniture.dirty.length} of ${result.furniture.texts} section texts`,
    ...result.furniture.dirty.map(({ section, line }) => `  ${section}: ${JSON.stringify(line)}`),
    `Plausibility findings: ${result.findings.length || 'none'}`,
    ...result.findings.map((finding) => `  ${describeFinding(finding)}`),
  );
  return lines.join('\n');
}
