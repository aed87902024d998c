import { PassThrough, type Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import ExcelJS from 'exceljs';
import type { RegisterScope } from './register-scope.ts';
import {
  listVersionsText,
  REGISTER_COLUMNS,
  registerCells,
  registerHeaders,
  type RegisterColumn,
  type RegisterHeading,
} from './register-rows.ts';
import { untilConsumed, type RegisterPages } from './register-stream.ts';

const PENDING_BYTES_LIMIT = 1024 * 1024;
const POLL_MS = 5;

/** Column widths in characters: names and quantities wide, codes narrow. */
const WIDTHS: Record<RegisterColumn, number> = {
  product: 36,
  supplier: 24,
  revisionDate: 12,
  signalWord: 12,
  pictograms: 18,
  hazardStatements: 22,
  storageClass: 10,
  quantities: 44,
  svhc: 24,
  cmr: 20,
  authorisation: 22,
  restriction: 18,
};

/** A stream of archiver's readable-stream 3, which has no `writableLength` of its own. */
type ArchiverSource = { writableLength?: number; _writableState?: { length?: number } };

/**
 * Waits while the zip has more than a megabyte of the sheet's XML still to compress: exceljs
 * hands rows on to its zip (archiver) without waiting, and deflating is slower than writing
 * rows, so without this the sheet piles up uncompressed (0.8 kB a row, measured). The only sign
 * of it is what waits in the PassThrough archiver reads the sheet through (`stream.pipes`,
 * exceljs 4.4 internals); should they change, this stops waiting rather than fails.
 */
async function untilCompressed(sheet: ExcelJS.Worksheet): Promise<void> {
  const pending = () =>
    ((sheet as unknown as { stream?: { pipes?: ArchiverSource[] } }).stream?.pipes ?? []).reduce(
      (sum, pipe) => sum + (pipe.writableLength ?? pipe._writableState?.length ?? 0),
      0,
    );
  while (pending() > PENDING_BYTES_LIMIT) await sleep(POLL_MS);
}

/** A worksheet name as Excel allows it: at most 31 characters, none of `[]:*?/\`. */
const sheetName = (text: string) =>
  text
    .replace(/[[\]:*?/\\]/g, ' ')
    .slice(0, 31)
    .trim();

/**
 * The register as an XLSX workbook, written with exceljs's streaming WorkbookWriter: each row is
 * committed (serialised and let go) as it comes. The first sheet holds the register under a
 * frozen, filterable header row; the second what it covers, when it was made and the lists' dates.
 */
export function writeRegisterXlsx(
  pages: RegisterPages,
  scope: RegisterScope,
  heading: RegisterHeading,
): { output: Readable; write: () => Promise<void> } {
  const output = new PassThrough();
  const { texts } = heading;
  const write = async () => {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
      stream: output,
      useStyles: true,
      useSharedStrings: false,
    });
    workbook.creator = 'SDS Portal';
    workbook.title = `${texts.t('documents:register.title')} – ${heading.companyName}`;
    workbook.created = heading.generatedAt;
    const sheet = workbook.addWorksheet(sheetName(texts.t('documents:register.sheet')), {
      views: [{ state: 'frozen', ySplit: 1 }],
    });
    sheet.columns = REGISTER_COLUMNS.map((column) => ({ key: column, width: WIDTHS[column] }));
    sheet.autoFilter = {
      from: { row: 1, column: 1 },
      to: { row: 1, column: REGISTER_COLUMNS.length },
    };
    const header = sheet.addRow(registerHeaders(texts));
    header.font = { bold: true };
    header.commit();
    for await (const page of pages) {
      for (const product of page) {
        const row = sheet.addRow(registerCells(product, scope, texts));
        row.alignment = { vertical: 'top', wrapText: true };
        row.commit();
      }
      await untilConsumed(output);
      await untilCompressed(sheet);
    }
    sheet.commit();
    const about = workbook.addWorksheet(sheetName(texts.t('documents:register.about')));
    about.columns = [{ width: 28 }, { width: 80 }];
    for (const line of aboutLines(heading)) about.addRow(line).commit();
    about.commit();
    await workbook.commit();
  };
  return { output, write };
}

/** What the register covers, when it was made and which lists flagged it. */
function aboutLines(heading: RegisterHeading): [string, string][] {
  const { texts } = heading;
  return [
    [texts.t('documents:register.company'), heading.companyName],
    [
      texts.t('documents:register.scope'),
      heading.scopePath ?? texts.t('documents:register.wholeCompany'),
    ],
    [texts.t('documents:register.generated'), heading.generatedAt.toISOString()],
    [texts.t('documents:register.lists'), listVersionsText(texts)],
  ];
}
