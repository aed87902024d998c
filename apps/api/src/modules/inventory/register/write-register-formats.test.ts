import type { Readable } from 'node:stream';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { parse as parseCsv } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { loadServerTexts } from '../../../platform/i18n/server-texts.ts';
import { measurePeakRssGrowth } from '../../../testing/memory-sampler.ts';
import { canInspectPdfs, pdfPageCount, pdfText } from '../../../testing/pdf-inspection.ts';
import type { RegisterProduct } from './register.queries.ts';
import { registerHeadingOf } from './register-rows.ts';
import type { RegisterScope } from './register-scope.ts';
import { writeRegisterCsv } from './write-register-csv.ts';
import { writeRegisterPdf } from './write-register-pdf.ts';
import { writeRegisterXlsx } from './write-register-xlsx.ts';

/**
 * The three formats of the register (decision 0076) written from pages made up here, without a
 * database: streamed (bytes leave before the last page is read, memory bounded at 20,000 rows),
 * a row too tall for a page split rather than cut, pieces, formulas neutralised, every script.
 */
// Lets the memory test collect garbage before it measures (node:vm hands out `gc`).
setFlagsFromString('--expose-gc');
const LOCATIONS = 2_000;
const scope: RegisterScope = {
  companyId: '00000000-0000-4000-8000-000000000001',
  companyName: 'Scale Test B.V.',
  rootLocationId: null,
  locations: new Map(
    Array.from({ length: LOCATIONS }, (_, index) => [
      `location-${index}`,
      { siteId: `site-${index % 20}`, path: [`Site ${index % 20}`, `Room ${index}`] },
    ]),
  ),
};

function product(index: number, overrides: Partial<RegisterProduct> = {}): RegisterProduct {
  return {
    id: `product-${index}`,
    name: `Product ${String(index).padStart(6, '0')}`,
    supplier: 'Supplier GmbH',
    revisionDate: '2025-06-30',
    signalWord: 'Danger',
    pictograms: ['GHS02', 'GHS07'],
    hazardCodes: ['H225', 'H319', 'EUH066'],
    storageClass: '3',
    casNumbers: index % 10 === 0 ? ['50-00-0'] : ['67-64-1'],
    quantities: Array.from({ length: 10 }, (_, entry) => ({
      locationId: `location-${(index * 10 + entry) % LOCATIONS}`,
      quantity: 12.5,
      unit: 'kg' as const,
      containerSize: null,
      containerUnit: null,
    })),
    ...overrides,
  };
}

/** `count` products in pages of 500, noting how many pages were read. */
function pagesOf(count: number, make = product) {
  const read = { pages: 0 };
  async function* pages() {
    for (let start = 0; start < count; start += 500) {
      // As a database query would, each page lets the event loop turn.
      await new Promise((resolve) => setImmediate(resolve));
      read.pages += 1;
      yield Array.from({ length: Math.min(500, count - start) }, (_, offset) =>
        make(start + offset),
      );
    }
  }
  return { pages: pages(), read };
}

/**
 * Reads a stream to its end, noting how many pages had been read when the first bytes came;
 * `keep: false` only counts the bytes (a memory measurement must not hold the file itself).
 */
async function collect(output: Readable, read: { pages: number }, keep: boolean) {
  const chunks: Buffer[] = [];
  let size = 0;
  let pagesAtFirstBytes = -1;
  for await (const chunk of output) {
    if (pagesAtFirstBytes < 0) pagesAtFirstBytes = read.pages;
    size += (chunk as Buffer).length;
    if (keep) chunks.push(Buffer.from(chunk as Buffer));
  }
  return { bytes: Buffer.concat(chunks), size, pagesAtFirstBytes };
}

const writers = { csv: writeRegisterCsv, xlsx: writeRegisterXlsx, pdf: writeRegisterPdf };

async function write(
  format: keyof typeof writers,
  count: number,
  locale = 'en-US',
  make = product,
  options = { keep: true },
) {
  const texts = await loadServerTexts(locale, ['products', 'documents']);
  const { pages, read } = pagesOf(count, make);
  const { output, write: start } = writers[format](pages, scope, registerHeadingOf(scope, texts));
  const written = start();
  const result = await collect(output, read, options.keep);
  await written;
  return result;
}

describe('the register streamed', () => {
  it.each([
    ['csv', 20_000],
    ['xlsx', 20_000],
    ['pdf', 5_000],
  ] as const)(
    'holds less than 20 MB while writing %s of %i products',
    async (format, count) => {
      // Live memory, measured after a full collection at every page: what the writer holds,
      // not the garbage a busy process has not collected yet (its RSS is noted for the record).
      const collect = runInNewContext('gc') as () => void;
      const live = () => {
        collect();
        const { heapUsed, external } = process.memoryUsage();
        return heapUsed + external;
      };
      const before = live();
      let peak = before;
      const sampled = (index: number) => {
        if (index % 500 === 0) peak = Math.max(peak, live());
        return product(index);
      };
      const { result, peakGrowthBytes } = await measurePeakRssGrowth(() =>
        write(format, count, 'en-US', sampled, { keep: false }),
      );
      console.warn(
        `${format}: ${count} rows, ${(result.size / 1e6).toFixed(1)} MB written, live memory +${((peak - before) / 1e6).toFixed(1)} MB at most, peak RSS growth ${(peakGrowthBytes / 1e6).toFixed(0)} MB`,
      );
      expect(result.pagesAtFirstBytes).toBeLessThan(count / 500);
      expect(peak - before).toBeLessThan(20 * 1024 * 1024);
    },
    120_000,
  );

  it.each(['csv', 'xlsx', 'pdf'] as const)(
    'stops reading pages of %s while the client does not read, and goes on when it does',
    async (format) => {
      const texts = await loadServerTexts('en-US', ['products', 'documents']);
      const { pages, read } = pagesOf(20_000);
      const writer = writers[format](pages, scope, registerHeadingOf(scope, texts));
      const written = writer.write();
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(read.pages).toBeLessThan(40);
      const { size } = await collect(writer.output, read, false);
      await written;
      expect(read.pages).toBe(40);
      expect(size).toBeGreaterThan(1_000_000);
    },
    120_000,
  );

  it.each(['csv', 'xlsx', 'pdf'] as const)(
    'stops writing %s and reading pages when the client leaves',
    async (format) => {
      const texts = await loadServerTexts('en-US', ['products', 'documents']);
      const { pages, read } = pagesOf(20_000);
      const writer = writers[format](pages, scope, registerHeadingOf(scope, texts));
      const written = writer.write();
      for await (const chunk of writer.output) {
        expect((chunk as Buffer).length).toBeGreaterThan(0);
        break; // leaving the loop destroys the stream, as Fastify does when the client leaves
      }
      await expect(written).rejects.toThrow('The client left');
      expect(read.pages).toBeLessThan(40);
    },
    60_000,
  );

  it('reads back every row of 1,200 products, in order, from CSV and XLSX', async () => {
    const csv = parseCsv((await write('csv', 1_200)).bytes, { bom: true }) as string[][];
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await write('xlsx', 1_200)).bytes as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const names = Array.from({ length: 1_200 }, (_, index) => product(index).name);
    expect(csv.slice(1).map((row) => row[0])).toEqual(names);
    expect(sheet.getColumn(1).values.slice(2)).toEqual(names);
    expect(sheet.getRow(2).getCell(8).value).toBe(csv[1]?.[7]);
    expect(workbook.worksheets[1]?.getRow(2).values).toEqual([
      undefined,
      'Covers',
      'Whole company',
    ]);
  });

  it.skipIf(!canInspectPdfs)(
    'prints 2,000 products as a PDF, its pages sent while later ones are still read',
    async () => {
      const { bytes, pagesAtFirstBytes } = await write('pdf', 2_000);
      expect(pagesAtFirstBytes).toBeLessThan(4);
      expect(await pdfPageCount(bytes)).toBeGreaterThan(50);
      const text = await pdfText(bytes);
      expect(text).toContain('Product 001999');
      expect(text.match(/SDS\s+revision\s+date/g)?.length).toBeGreaterThan(50);
    },
    120_000,
  );
});

describe('the register’s cells', () => {
  it('splits a product kept in 300 places over pages, every place printed', async () => {
    const everywhere = (index: number) =>
      product(index, {
        quantities: Array.from({ length: 300 }, (_, entry) => ({
          locationId: `location-${entry}`,
          quantity: entry + 1,
          unit: 'pieces' as const,
          containerSize: 5,
          containerUnit: 'L' as const,
        })),
      });
    const { bytes } = await write('pdf', 1, 'en-US', everywhere);
    if (canInspectPdfs) {
      expect(await pdfPageCount(bytes)).toBeGreaterThan(1);
      const text = await pdfText(bytes);
      for (const entry of [1, 150, 300]) {
        expect(text).toMatch(new RegExp(`Room ${entry - 1}:\\s+${entry} × 5 L`));
      }
    }
  });

  it('writes a name a spreadsheet would run as a formula as text in CSV', async () => {
    const hostile = (index: number) => product(index, { name: '=HYPERLINK("http://x","y")' });
    const rows = parseCsv((await write('csv', 1, 'en-US', hostile)).bytes, {
      bom: true,
    }) as string[][];
    expect(rows[1]?.[0]).toBe('\'=HYPERLINK("http://x","y")');
  });

  it.skipIf(!canInspectPdfs).each(['ja-JP', 'ar-SA', 'el-GR', 'zh-CN'])(
    'prints the titles in %s with its script’s font',
    async (locale) => {
      const texts = await loadServerTexts(locale, ['documents']);
      const text = await pdfText((await write('pdf', 3, locale)).bytes);
      const words = (value: string) => value.replace(/\s+/g, '');
      expect(words(text)).toContain(words(texts.t('documents:register.title')));
    },
  );
});
