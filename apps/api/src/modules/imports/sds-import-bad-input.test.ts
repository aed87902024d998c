import type { Readable } from 'node:stream';
import { Problem } from '@sds/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bigMultipartUpload, storedFileCount } from '../../testing/big-upload.ts';
import { asDevice, signIn, type SignedInTestDevice } from '../../testing/device-client.ts';
import {
  BOMB_DISGUISES,
  buildDecompressionBombPdf,
  buildGarbledPdf,
  buildTextFloodPdf,
} from '../../testing/hostile-pdfs.ts';
import {
  IMPORTING_ENV,
  finishedImport,
  importStatus,
  isImportInProgress,
  sdsForm,
  uploadSdsFile,
  vibUpload,
} from '../../testing/import-client.ts';
import {
  buildCorruptPdf,
  buildLetterPdf,
  buildManyPagesPdf,
  buildScannedPdf,
  buildSdsPdf,
} from '../../testing/sds-pdf-fixtures.ts';
import {
  buildSdscomXml,
  sdscomXmlWithEntityExpansion,
  sdscomXmlWithExternalEntity,
  truncatedSdscomXml,
  xmlOfAnotherRoot,
} from '../../testing/sdscom-fixtures.ts';
import { measurePeakRssGrowth } from '../../testing/memory-sampler.ts';
import { createTestApp } from '../../testing/test-app.ts';

let app: FastifyInstance;
let keyUser: SignedInTestDevice;

beforeAll(async () => {
  app = await createTestApp({ seed: true, env: IMPORTING_ENV });
  keyUser = await signIn(app, 'DEMO-KEY-2026');
});
afterAll(() => app.close());

const pdfForm = (pdf: Uint8Array, name = 'sds.pdf') => sdsForm(pdf, name, 'application/pdf');
const xmlForm = (xml: string) => sdsForm(xml, 'sds.xml', 'application/xml');

async function importOf(form: FormData, timeoutMs?: number) {
  const upload = await uploadSdsFile(app, keyUser, form);
  return finishedImport(app, keyUser, upload.productId, timeoutMs);
}

/**
 * Waits for an import to finish, asking `/api/health` between its status checks; the health
 * answers given while the import was still running.
 */
async function importWithHealthChecks(productId: string) {
  const healthAnswers: { statusCode: number; milliseconds: number }[] = [];
  for (;;) {
    const status = await importStatus(app, keyUser, productId);
    if (!isImportInProgress(status)) return { status, healthAnswers };
    const started = performance.now();
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    healthAnswers.push({
      statusCode: health.statusCode,
      milliseconds: performance.now() - started,
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const productCount = async () => {
  const result = await app.database.db.execute<{ count: number }>(
    sql`select count(*)::int as count from products`,
  );
  return result.rows[0]?.count ?? 0;
};

describe('files the import cannot read end in ImportFailed with a reason', () => {
  it('an encrypted PDF: pdf-encrypted', async () => {
    const pdf = await buildSdsPdf({ language: 'en', userPassword: 'secret' });
    expect(await importOf(pdfForm(pdf))).toMatchObject({
      status: 'ImportFailed',
      reason: 'pdf-encrypted',
    });
  });

  it('a PDF that is damaged after its header: pdf-corrupt', async () => {
    expect(await importOf(pdfForm(buildGarbledPdf()))).toMatchObject({
      status: 'ImportFailed',
      reason: 'pdf-corrupt',
    });
  });

  it('a PDF bomb of 5,000 pages: pdf-too-large, before a page is read', async () => {
    expect(await importOf(pdfForm(buildManyPagesPdf(5_000)))).toMatchObject({
      status: 'ImportFailed',
      reason: 'pdf-too-large',
    });
  });

  it.each(BOMB_DISGUISES)(
    'a 1 MB PDF whose page content decodes to 1 GB (%s): pdf-too-large',
    async (disguise) => {
      const bomb = buildDecompressionBombPdf(1024, disguise);
      expect(bomb.length).toBeLessThan(1.1 * 1024 * 1024);
      expect(await importOf(pdfForm(bomb), 60_000)).toMatchObject({
        status: 'ImportFailed',
        reason: 'pdf-too-large',
      });
    },
    90_000,
  );

  it.each([
    ['an external entity', sdscomXmlWithExternalEntity(), 'xml-doctype'],
    ['a billion-laughs expansion', sdscomXmlWithEntityExpansion(), 'xml-doctype'],
    ['another root', xmlOfAnotherRoot(), 'xml-not-sdscom'],
    ['a cut-off document', truncatedSdscomXml(), 'xml-malformed'],
  ])('an XML with %s: %s', async (_case, xml, reason) => {
    expect(await importOf(xmlForm(xml))).toMatchObject({ status: 'ImportFailed', reason });
  });

  it('an embedded SDScom XML with an external entity: xml-doctype', async () => {
    const pdf = await buildSdsPdf({
      language: 'en',
      attachments: [
        { name: 'evil.xml', content: sdscomXmlWithExternalEntity(), mimeType: 'text/xml' },
      ],
    });
    expect(await importOf(pdfForm(pdf))).toMatchObject({
      status: 'ImportFailed',
      reason: 'xml-doctype',
    });
  });
});

describe('files with nothing to import end in NoXml', () => {
  it('a scanned PDF without text, saying so', async () => {
    expect(await importOf(pdfForm(await buildScannedPdf()))).toMatchObject({
      status: 'NoXml',
      reason: 'no-text',
    });
  });

  it('a letter that is no SDS, saying so', async () => {
    expect(await importOf(pdfForm(await buildLetterPdf()))).toMatchObject({
      status: 'NoXml',
      reason: 'not-an-sds',
    });
  });
});

describe('uploads refused at the door lose nothing', () => {
  async function refused(form: FormData | { payload: Readable; headers: Record<string, string> }) {
    const before = await productCount();
    const response =
      form instanceof FormData
        ? await vibUpload(app, keyUser, form)
        : await asDevice(app, keyUser, { method: 'POST', url: '/api/vibupload', ...form });
    expect(await productCount()).toBe(before);
    return { status: response.statusCode, problem: Problem.parse(response.json()) };
  }

  it('a file that is neither PDF nor XML: 415', async () => {
    const { status, problem } = await refused(sdsForm('just text', 'sds.pdf', 'application/pdf'));
    expect(status).toBe(415);
    expect(problem.detail).toMatch(/PDF or an SDScom XML/);
  });

  it('a PDF damaged in its header: 415', async () => {
    expect((await refused(pdfForm(await buildCorruptPdf()))).status).toBe(415);
  });

  it('an empty file and no file at all: 400', async () => {
    expect((await refused(pdfForm(new Uint8Array()))).status).toBe(400);
    const noFile = new FormData();
    noFile.append('locale', 'nl-NL');
    expect((await refused(noFile)).status).toBe(400);
  });

  it('an unknown locale: 400', async () => {
    const pdf = await buildSdsPdf({ language: 'en' });
    const form = sdsForm(pdf, 'a.pdf', 'application/pdf', { locale: 'xx-XX' });
    expect((await refused(form)).status).toBe(400);
  });

  it('a 200 MB file: 413 while it streams, nothing stored', async () => {
    const filesBefore = await storedFileCount(app);
    const { status, problem } = await refused(
      bigMultipartUpload({ fileField: 'file', megabytes: 200 }),
    );
    expect(status).toBe(413);
    expect(problem.type).toBe('payload-too-large');
    expect(await storedFileCount(app)).toBe(filesBefore);
  });
});

describe('limits of the parser processes', () => {
  it.each(['stream-cr', 'lzw'] as const)(
    'a 1,000 MB bomb (%s) grows the server by less than 300 MB, and /api/health answers meanwhile',
    async (disguise) => {
      // Not the size above: the same file again would answer the product that has it.
      const bomb = buildDecompressionBombPdf(1_000, disguise);
      const { result, peakGrowthBytes } = await measurePeakRssGrowth(async () => {
        const upload = await uploadSdsFile(app, keyUser, pdfForm(bomb));
        return importWithHealthChecks(upload.productId);
      });

      expect(result.status).toMatchObject({ status: 'ImportFailed', reason: 'pdf-too-large' });
      expect(peakGrowthBytes).toBeLessThan(300 * 1024 * 1024);
      expect(result.healthAnswers.length).toBeGreaterThan(0);
      for (const answer of result.healthAnswers) {
        expect(answer).toMatchObject({ statusCode: 200 });
        expect(answer.milliseconds).toBeLessThan(2_000);
      }
    },
    90_000,
  );

  it('ends a file that takes too long in time-limit, and the server answers meanwhile', async () => {
    const slow = await createTestApp({
      seed: true,
      env: { ...IMPORTING_ENV, IMPORT_TIME_LIMIT_MS: '1500' },
    });
    try {
      const device = await signIn(slow, 'DEMO-KEY-2026');
      const upload = await uploadSdsFile(slow, device, pdfForm(buildTextFloodPdf(2_000, 450)));
      const health = await slow.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
      expect(await finishedImport(slow, device, upload.productId)).toMatchObject({
        status: 'ImportFailed',
        reason: 'time-limit',
      });
      // The process was replaced: the next file imports.
      const xml = buildSdscomXml({ shape: 'v5', language: 'en' });
      const next = await uploadSdsFile(slow, device, xmlForm(xml));
      expect((await finishedImport(slow, device, next.productId)).status).toBe('Completed');
    } finally {
      await slow.close();
    }
  });

  it('ends a file that needs more than IMPORT_MEMORY_LIMIT_MB in pdf-too-large', async () => {
    const small = await createTestApp({
      seed: true,
      env: { ...IMPORTING_ENV, IMPORT_MEMORY_LIMIT_MB: '32', IMPORT_TIME_LIMIT_MS: '60000' },
    });
    try {
      const device = await signIn(small, 'DEMO-KEY-2026');
      const upload = await uploadSdsFile(small, device, pdfForm(buildTextFloodPdf(400_000)));
      expect(await finishedImport(small, device, upload.productId, 60_000)).toMatchObject({
        status: 'ImportFailed',
        reason: 'pdf-too-large',
      });
    } finally {
      await small.close();
    }
  }, 90_000);
});
