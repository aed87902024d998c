// Re-wraps comment lines that a rewrite made longer than the line width, as Prettier would not
// (it leaves comments alone). Used by point-comments-at-docs.ts.

/** The widest line Prettier writes in this repository. */
export const WIDTH = 100;

export const COMMENT_LINE = /^(\s*)(\* |\/\/ )(\s*)(.*)$/;
const ONE_LINE_DOC = /^(\s*)\/\*\* (.*) \*\/$/;
/** A line that starts a list item or a tag, which a carried word must not join. */
export const STARTS_ITEM = /^(- |\d+\. |@)/;

/** Splits text into lines of at most `width` characters, each started by `prefix`. */
function wrapWords(text: string, prefix: string): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(' ')) {
    const candidate = current ? `${current} ${word}` : word;
    if (current && prefix.length + candidate.length > WIDTH) {
      lines.push(prefix + current);
      current = word;
    } else {
      current = candidate;
    }
  }
  if (current) lines.push(prefix + current);
  return lines;
}

/**
 * Re-wraps a comment line that grew past the width: a one-line doc comment becomes a block; a
 * `*` or `//` line hands its overflow to the next line of the same paragraph, or to a new line.
 * `isItem`: the line starts a list item, whose continuation lines are indented two more.
 */
export function rewrap(lines: string[], index: number, isItem: boolean): void {
  const line = lines[index] ?? '';
  if (line.length <= WIDTH) return;
  const oneLine = ONE_LINE_DOC.exec(line);
  if (oneLine) {
    const indent = oneLine[1] ?? '';
    lines.splice(
      index,
      1,
      `${indent}/**`,
      ...wrapWords(oneLine[2] ?? '', `${indent} * `),
      `${indent} */`,
    );
    return;
  }
  const comment = COMMENT_LINE.exec(line);
  if (!comment) return; // code: Prettier decides
  const [, indent = '', marker = '', hanging = '', text = ''] = comment;
  const prefix = indent + marker + hanging;
  const continuation = prefix + (isItem ? '  ' : '');
  const [first = line, ...overflow] = wrapWords(text, prefix);
  if (overflow.length === 0) return; // one word longer than the line: leave it
  lines[index] = first;
  const carried = overflow.map((part) => part.slice(prefix.length)).join(' ');
  const next = COMMENT_LINE.exec(lines[index + 1] ?? '');
  const nextPrefix = next ? `${next[1] ?? ''}${next[2] ?? ''}${next[3] ?? ''}` : null;
  const nextText = next?.[4] ?? '';
  if (nextPrefix === continuation && nextText !== '' && !STARTS_ITEM.test(nextText)) {
    lines[index + 1] = `${continuation}${carried} ${nextText}`;
  } else {
    lines.splice(index + 1, 0, `${continuation}${carried}`);
  }
  rewrap(lines, index + 1, false);
}
