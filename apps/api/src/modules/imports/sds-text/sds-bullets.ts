/** The glyphs some sheets set before a heading, a label or a statement: `* 1 Identification`. */
export const BULLET_SOURCE = String.raw`[*·•▪■►]\s+`;

const BULLET = new RegExp(`^${BULLET_SOURCE}`, 'u');

/** A line without the bullet it starts with, if any. */
export function withoutBullet(line: string): string {
  return line.replace(BULLET, '');
}
