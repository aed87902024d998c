import { PRODUCT_INPUT_LIMITS, type Statement } from '@sds/contract';
import { officialStatementCodeOf } from '../../products/index.ts';
import { withoutBullet } from './sds-bullets.ts';
import type { SdsText } from './sds-sections.ts';
import { hasStatementCode } from './sds-statements.ts';

/**
 * Adds the statements section 2 prints as their official texts without codes (`Causes serious
 * eye irritation`, as many US sheets do), by their codes, after those printed with codes.
 */
export function withStatementsPrintedAsTexts(
  statements: { hStatements: Statement[]; pStatements: Statement[] },
  sds: SdsText,
) {
  const found = new Map<string, Statement>();
  for (const line of sds.sections.get(2) ?? []) {
    const bare = withoutBullet(line);
    if (hasStatementCode(bare)) continue;
    const sentences = [bare, ...bare.split(/(?<=\.)\s+/)];
    for (const sentence of sentences) {
      const code = officialStatementCodeOf(sentence, sds.language ?? 'en');
      if (code && !found.has(code)) found.set(code, { code, text: sentence.trim() });
    }
  }
  const merged = (listed: Statement[], isP: boolean) => {
    const codes = new Set(listed.map(({ code }) => code));
    const added = [...found.values()].filter(
      ({ code }) => code.startsWith('P') === isP && !codes.has(code),
    );
    return [...listed, ...added].slice(0, PRODUCT_INPUT_LIMITS.statements);
  };
  return {
    hStatements: merged(statements.hStatements, false),
    pStatements: merged(statements.pStatements, true),
  };
}
