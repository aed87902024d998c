/** A piece of the page whose height depends on the font size it is set in. */
export interface FlowBlock {
  measure(fontSize: number): number;
  draw(y: number, fontSize: number): number;
}

/** A block whose text can be shortened when nothing else makes the page fit. */
export interface ShortenableBlock extends FlowBlock {
  /** Current length in characters, to pick the longest. */
  length(): number;
  /** Drops the last sentence (or line); false when nothing more can go. */
  shorten(): boolean;
}

export interface FitOptions {
  available: number;
  /** Font sizes to try, largest first. */
  sizes: number[];
}

const total = (blocks: FlowBlock[], size: number) =>
  blocks.reduce((sum, block) => sum + block.measure(size), 0);

/**
 * The largest font size at which the blocks fit the available height; at the smallest size,
 * the longest shortenable block loses its last sentence until they fit. One page, always.
 */
export function fitBlocks(blocks: FlowBlock[], options: FitOptions): number {
  for (const size of options.sizes) {
    if (total(blocks, size) <= options.available) return size;
  }
  const smallest = options.sizes.at(-1) ?? 8;
  const shortenable = blocks.filter((block): block is ShortenableBlock => 'shorten' in block);
  while (total(blocks, smallest) > options.available) {
    const longest = [...shortenable].sort((a, b) => b.length() - a.length())[0];
    if (!longest?.shorten()) break;
  }
  return smallest;
}

/** Draws the blocks one under the other from `top`; returns where the last one ended. */
export function drawBlocks(blocks: FlowBlock[], top: number, size: number): number {
  return blocks.reduce((y, block) => block.draw(y, size), top);
}

/** Text without its last sentence or line, ending in an ellipsis; null when nothing is left. */
export function withoutLastSentence(text: string): string | null {
  const body = text
    .replace(/\s*…$/, '')
    .trimEnd()
    .replace(/[.;!?]$/, '');
  const breaks = ['\n', '. ', '; ', '! ', '? '].map((mark) => body.lastIndexOf(mark));
  const cut = Math.max(...breaks);
  if (cut <= 0) return null;
  return `${body.slice(0, cut + 1).trimEnd()} …`;
}
