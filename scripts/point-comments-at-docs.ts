// Rewrites references to sections of the team's former SPEC, DESIGN and STYLE documents — which
// people who clone the repository do not have — into references to the repository's own docs
// (issue 21). A comment's reference to a section (the section sign and its number) becomes the
// docs heading that now holds its rule, e.g. `(docs/product/product-content.md#review-states)`,
// chosen by what the line talks about; the rules are data in point-comments-at-docs.json, the
// table for people is docs/product/README.md. Decision records under docs/decisions keep their
// historical wording, and each such reference becomes a link to the same heading.
//
//   node scripts/point-comments-at-docs.ts [--dry-run] [--include-dirty] [--check] [paths…]
//
// Without paths it walks the tracked files under apps, packages, e2e, bench, scripts, the code
// files at the root (eslint.config.js, .dependency-cruiser.js) and docs/decisions. Files with
// uncommitted changes are skipped and listed, so nobody's work in progress is touched
// (`--include-dirty` takes them too); deleted ones are left alone. Running it again changes
// nothing: a rewritten reference no longer matches. `--dry-run` prints the changes as a diff.
// `--check` writes nothing and fails while a reference is left, or when a cited docs heading
// does not exist (otherwise that is only reported). Comment lines it lengthens past 100
// characters are re-wrapped within their paragraph; code lines (test names, OpenAPI texts) are
// left to Prettier.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { COMMENT_LINE, STARTS_ITEM, rewrap } from './rewrap-comments.ts';

/** Where code lives: the workspaces, and the configuration files at the root (`:(glob)*`: top only). */
const DEFAULT_ROOTS = ['apps', 'packages', 'e2e', 'bench', 'scripts', ':(glob)*', ':(glob).*'];
const DECISIONS = 'docs/decisions';
const CODE_FILE = /\.(ts|tsx|js|mjs|cjs|css)$/;
const THIS_FILE = 'scripts/point-comments-at-docs.ts';

/** `to`: `file#anchor` under docs/product, a path from the root, a decision, or `=` another section. */
type Rule = { when?: RegExp; to: string };

const DOCS = 'docs/product';

/** The rules and wordings, kept as data beside this script (their meaning is told there). */
const mapping = JSON.parse(
  readFileSync(new URL('./point-comments-at-docs.json', import.meta.url), 'utf8'),
) as {
  rules: Record<string, { when?: string; to: string }[]>;
  phrases: [string, string][];
};

/**
 * Where each former section's rules live now. The first rule whose `when` matches the line the
 * reference stands on wins; a rule without `when` is the section's default.
 */
const RULES: Record<string, Rule[]> = Object.fromEntries(
  Object.entries(mapping.rules).map(([section, rules]) => [
    section,
    rules.map(({ when, to }) => (when ? { when: new RegExp(when), to } : { to })),
  ]),
);

/** Wordings rewritten whole before the rules, longer ones first so none takes another's words. */
const PHRASES = mapping.phrases;
const PHRASES_LONGEST_FIRST = [...PHRASES].sort(([a], [b]) => b.length - a.length);

const REFERENCE = /\b(SPEC|DESIGN|STYLE) §(\d+)((?:\s*(?:–|-|,|, and|and)\s*§\d+)*)/g;
/** What a file must not cite any more: the former documents, or data outside the repository. */
const LEFT_OVER = /\b(SPEC|DESIGN|STYLE)\b|\.\.\/shared\/data\//;
const TARGET = /docs\/[\w/.-]+?\.md#[\w-]+|decision \d{4}/g;

function expandTarget(to: string): string {
  if (to.startsWith('docs/') || to.startsWith('decision ')) return to;
  const [file, anchor] = to.split('#');
  return `${DOCS}/${file}.md#${anchor}`;
}

/** The section numbers of a reference: `§2–§4, §8` → 2, 3, 4, 8. */
function sectionsOf(first: string, rest: string): number[] {
  const numbers = [Number(first)];
  for (const match of rest.matchAll(/(–|-|,|, and|and)\s*§(\d+)/g)) {
    const next = Number(match[2]);
    const previous = numbers.at(-1) ?? next;
    if (match[1] === '–' || match[1] === '-') {
      for (let section = previous + 1; section < next; section += 1) numbers.push(section);
    }
    numbers.push(next);
  }
  return numbers;
}

/** Where a section's rules live now, judged by the line it is cited on. */
function targetOf(section: string, line: string): string {
  const rules = RULES[section];
  if (!rules) throw new Error(`No rule for ${section} in: ${line.trim()}`);
  const rule = rules.find(({ when }) => !when || when.test(line));
  if (!rule) throw new Error(`No default rule for ${section}`);
  return rule.to.startsWith('=') ? targetOf(rule.to.slice(1), line) : expandTarget(rule.to);
}

/** Collapses a target written twice in a row (`X, X`), which two sources on one line give. */
function dedupeTargets(text: string): string {
  return text.replace(
    /(docs\/[\w/.-]+?\.md#[\w-]+|decision \d{4})((?:, |; | and )\1(?![\w#/-]))+/g,
    '$1',
  );
}

/** Rewrites the references of one line; `context` is the line as it was, for the rules. */
function rewriteCodeLine(line: string, context: string): string {
  const rewritten = line.replace(
    REFERENCE,
    (_match, document: string, first: string, rest: string) => {
      const sections = sectionsOf(first, rest).map((section) => `${document} §${section}`);
      return [...new Set(sections.map((section) => targetOf(section, context)))].join(', ');
    },
  );
  return dedupeTargets(rewritten);
}

/** Relative link from a decision record to a target; null for a decision (cited by number). */
function markdownHref(target: string): string | null {
  if (target.startsWith('decision ')) return null;
  const [file = '', anchor] = target.split('#');
  const relative = path.relative(DECISIONS, file);
  return anchor ? `${relative}#${anchor}` : relative;
}

/** Links the references of one line of a decision record, keeping their wording. */
function rewriteMarkdownLine(line: string): string {
  return line.replace(
    REFERENCE,
    (match, document: string, first: string, rest: string, offset: number) => {
      if (line[offset - 1] === '[') return match; // a link already
      const link = (label: string, section: string) => {
        const href = markdownHref(targetOf(`${document} §${section}`, line));
        return href ? `[${label}](${href})` : label;
      };
      let linked = link(`${document} §${first}`, first);
      for (const part of rest.matchAll(/(\s*(?:–|-|,|, and|and)\s*)§(\d+)/g)) {
        linked += `${part[1] ?? ''}${link(`§${part[2]}`, part[2] ?? '')}`;
      }
      return linked;
    },
  );
}

// Re-wrapping: rewrap-comments.ts ------------------------------------------------------------

function rewriteCode(source: string): string {
  const original = source.split('\n');
  let text = source;
  for (const [from, to] of PHRASES_LONGEST_FIRST) text = text.split(from).join(to);
  const lines = text.split('\n');
  if (lines.length !== original.length) throw new Error('A phrase changed the number of lines');
  const changed: number[] = [];
  for (const [index, line] of lines.entries()) {
    const rewritten = rewriteCodeLine(line, original[index] ?? line);
    lines[index] = rewritten;
    if (rewritten !== original[index]) changed.push(index);
  }
  // Bottom up, so that a block a line becomes does not move the lines still to come.
  for (const index of changed.reverse()) {
    const comment = COMMENT_LINE.exec(original[index] ?? '');
    rewrap(lines, index, comment !== null && STARTS_ITEM.test(comment[4] ?? ''));
  }
  return lines.join('\n');
}

function rewriteMarkdown(source: string): string {
  return source.split('\n').map(rewriteMarkdownLine).join('\n');
}

// Files ---------------------------------------------------------------------------------------

function git(args: string[]): string {
  return execFileSync('git', args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
}

function candidateFiles(roots: string[]): string[] {
  return git(['ls-files', '--', ...roots])
    .split('\n')
    .filter(
      (file) =>
        file !== THIS_FILE &&
        (CODE_FILE.test(file) || (file.startsWith(`${DECISIONS}/`) && file.endsWith('.md'))),
    );
}

/** Whether the file is as committed: nobody has uncommitted work in it. */
function isClean(file: string): boolean {
  return spawnSync('git', ['diff', '--quiet', 'HEAD', '--', file]).status === 0;
}

/** GitHub's anchor of a Markdown heading. */
function slugOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-');
}

/** Cited `docs/….md#anchor`s (in the texts given, and in the rules) that do not exist. */
function missingTargets(texts: string[]): string[] {
  const cited = new Set<string>();
  for (const text of texts) for (const [target] of text.matchAll(TARGET)) cited.add(target);
  for (const phrase of PHRASES)
    for (const [target] of phrase[1].matchAll(TARGET)) cited.add(target);
  for (const rules of Object.values(RULES)) {
    for (const { to } of rules) if (!/^(=|decision )/.test(to)) cited.add(expandTarget(to));
  }
  return [...cited].filter((target) => {
    if (target.startsWith('decision ')) return false;
    const [file = '', anchor = ''] = target.split('#');
    if (!existsSync(file)) return true;
    const headings = readFileSync(file, 'utf8').match(/^#{1,6} .*$/gm) ?? [];
    return !headings.some((heading) => slugOf(heading.replace(/^#+ /, '')) === anchor);
  });
}

function showDiff(file: string, before: string, after: string): void {
  const directory = mkdtempSync(path.join(tmpdir(), 'point-comments-'));
  try {
    const beforeFile = path.join(directory, 'before');
    const afterFile = path.join(directory, 'after');
    writeFileSync(beforeFile, before);
    writeFileSync(afterFile, after);
    const diff = spawnSync(
      'diff',
      ['-u', '--label', `a/${file}`, '--label', `b/${file}`, beforeFile, afterFile],
      {
        encoding: 'utf8',
      },
    );
    process.stdout.write(diff.stdout);
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

function main(): void {
  const args = process.argv.slice(2);
  const isDryRun = args.includes('--dry-run');
  const isCheck = args.includes('--check');
  const includeDirty = args.includes('--include-dirty');
  const paths = args.filter((arg) => !arg.startsWith('--'));
  const files = candidateFiles(paths.length > 0 ? paths : [...DEFAULT_ROOTS, DECISIONS]);

  const skipped: string[] = [];
  const changed: string[] = [];
  const left: string[] = [];
  const results: string[] = [];
  for (const file of files) {
    if (!existsSync(file)) continue; // deleted in the working tree: someone's move in progress
    const source = readFileSync(file, 'utf8');
    const isMarkdown = file.endsWith('.md');
    const rewritten = isMarkdown ? rewriteMarkdown(source) : rewriteCode(source);
    results.push(rewritten);
    const remaining = isCheck ? source : rewritten;
    if (!isMarkdown && remaining.split('\n').some((line) => LEFT_OVER.test(line))) left.push(file);
    if (rewritten === source || isCheck) continue;
    if (!includeDirty && !isClean(file)) {
      skipped.push(file);
      continue;
    }
    changed.push(file);
    if (isDryRun) showDiff(file, source, rewritten);
    else writeFileSync(file, rewritten);
  }

  const missing = missingTargets(results);
  if (missing.length > 0) {
    console.error(`Cited docs headings that do not exist:\n  ${missing.join('\n  ')}`);
  }
  if (isCheck) {
    if (left.length > 0) {
      console.error(`SPEC, DESIGN or STYLE is still cited in:\n  ${left.join('\n  ')}`);
    }
    if (left.length > 0 || missing.length > 0) process.exit(1);
    console.log('No references to SPEC, DESIGN or STYLE are left; every cited docs anchor exists.');
    return;
  }
  console.log(`${isDryRun ? 'Would rewrite' : 'Rewrote'} ${changed.length} file(s).`);
  if (left.length > 0) {
    console.log(`Still naming SPEC, DESIGN or STYLE (reword by hand):\n  ${left.join('\n  ')}`);
  }
  if (skipped.length > 0) {
    console.log(
      `Skipped ${skipped.length} file(s) with uncommitted changes; run again once they are committed:\n  ${skipped.join('\n  ')}`,
    );
  }
}

main();
