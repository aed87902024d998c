import type { Statement } from '@sds/contract';

/**
 * Which list a statement belongs in: H and EUH codes, or P codes
 * (docs/product/product-content.md#statements).
 */
export type StatementKind = 'H' | 'P';

/** Whether a code belongs in the list of that kind. */
export function isStatementOfKind(code: string, kind: StatementKind): boolean {
  return kind === 'P' ? code.startsWith('P') : /^(H|EUH)/.test(code);
}

/** Lower case without accents, so "reactif" finds "réactif" and "atzend" finds "ätzend". */
function folded(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();
}

/**
 * The official statements a query finds, best first: codes that start with it ("H22" finds
 * H220…H229, "p305" finds P305+P351+P338), then combined codes with a part that does ("P338"),
 * then statements whose text holds every word of it ("flammable vapour"). An empty query
 * finds everything, for browsing.
 */
export function findStatements(statements: readonly Statement[], query: string): Statement[] {
  const trimmed = query.trim();
  if (trimmed === '') return [...statements];
  const code = trimmed.replace(/\s+/g, '').toUpperCase();
  const words = folded(trimmed).split(/\s+/);
  const byCode: Statement[] = [];
  const byCodePart: Statement[] = [];
  const byText: Statement[] = [];
  for (const statement of statements) {
    if (statement.code.startsWith(code)) byCode.push(statement);
    else if (statement.code.split('+').some((part) => part.startsWith(code))) {
      byCodePart.push(statement);
    } else if (words.every((word) => folded(statement.text).includes(word))) {
      byText.push(statement);
    }
  }
  return [...byCode, ...byCodePart, ...byText];
}
