import type { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { RegisterScope } from './register-scope.ts';
import { registerCells, registerHeaders, type RegisterHeading } from './register-rows.ts';
import { untilConsumed, type RegisterPages } from './register-stream.ts';

/**
 * The register as CSV (RFC 4180, UTF-8 with a byte order mark so spreadsheet programs read the
 * accents right): a header row, then one row per product. Cells that a spreadsheet would take
 * for a formula (`=`, `+`, `-`, `@` first) are prefixed with `'` (CSV injection, decision 0076).
 */
export function writeRegisterCsv(
  pages: RegisterPages,
  scope: RegisterScope,
  heading: RegisterHeading,
): { output: Readable; write: () => Promise<void> } {
  const output = stringify({ bom: true, escape_formulas: true, record_delimiter: 'windows' });
  const write = async () => {
    output.write(registerHeaders(heading.texts));
    for await (const page of pages) {
      for (const product of page) output.write(registerCells(product, scope, heading.texts));
      await untilConsumed(output);
    }
    output.end();
  };
  return { output, write };
}
