// Uploads through the real route and waits for the import queue (issue 9), and the memory of
// the server over many imports (issue 22: "memory flat over 1,000 imports").
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../apps/api/src/platform/db/database.ts';
import { asDevice, type SignedInTestDevice } from '../../apps/api/src/testing/device-client.ts';
import { buildSdsPdf } from '../../apps/api/src/testing/sds-pdf-fixtures.ts';

const FINISHED = ['Completed', 'PendingUser', 'NoXml', 'ImportFailed'];
const LANGUAGES = ['nl', 'en', 'de', 'fr'] as const;
/** Memory is read after every this many imports. */
const ROUND = 100;

const megabytes = (bytes: number) => Math.round(bytes / 2 ** 20);

/** Uploads the PDFs one after another as a key user does (`POST /api/vibupload`). */
export async function uploadAll(
  app: FastifyInstance,
  keyUser: SignedInTestDevice,
  pdfs: readonly Buffer[],
  prefix: string,
): Promise<void> {
  for (const [index, pdf] of pdfs.entries()) {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(pdf)]), `${prefix}-${index}.pdf`);
    const response = await asDevice(app, keyUser, {
      method: 'POST',
      url: '/api/vibupload',
      payload: form,
    });
    if (response.statusCode !== 202) throw new Error(`Upload refused: ${response.body}`);
  }
}

/** Waits until no upload's placeholder is left and every import has ended. */
export async function waitUntilImported(db: Db): Promise<void> {
  for (;;) {
    const result = await db.execute<{ open: number }>(sql`
      select count(*)::int as open from products
      where article_number like 'SDS-%' or import_status not in (${sql.join(
        FINISHED.map((status) => sql`${status}`),
        sql`, `,
      )})`);
    if (result.rows[0]?.open === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export interface MemoryOverImports {
  imports: number;
  /** The server's resident memory and JavaScript heap after each round of 100 imports, in MiB. */
  rounds: { imports: number; rssMiB: number; heapUsedMiB: number }[];
  /**
   * Growth from the end of the second round (caches and pools warmed) to the last, in MiB per
   * 100 imports: flat is about 0.
   */
  rssGrowthMiBPer100: number;
  heapGrowthMiBPer100: number;
  /**
   * Issue 28: the resident memory at the end against after the first 1,000 imports (1.0 is
   * flat; the target is at most 1.10). Absent when the run is shorter than 2,000 imports.
   */
  rssEndToFirstThousand?: number;
  /** Imports per second over the whole run, uploads included. */
  importsPerSecond: number;
}

/**
 * Imports `imports` distinct SDS PDFs without XML (the text reader, its pictogram drawing and
 * the plausibility check) in rounds of 100, reading the server's memory after each round once
 * the queue is empty. The parser processes are apart and replaced when they grow (decision
 * 0031); what could leak is the server: uploads, stored files, the job queue, the database.
 */
export async function measureMemoryOverImports({
  app,
  keyUser,
  db,
  imports,
}: {
  app: FastifyInstance;
  keyUser: SignedInTestDevice;
  db: Db;
  imports: number;
}): Promise<MemoryOverImports> {
  const rounds: MemoryOverImports['rounds'] = [];
  const started = performance.now();
  for (let done = 0; done < imports; done += ROUND) {
    const count = Math.min(ROUND, imports - done);
    const pdfs = await Promise.all(
      Array.from({ length: count }, (_, index) =>
        buildSdsPdf({
          language: LANGUAGES[(done + index) % LANGUAGES.length]!,
          product: { articleNumber: `BENCH-memory-${done + index}` },
        }),
      ),
    );
    await uploadAll(app, keyUser, pdfs, `memory-${done}`);
    await waitUntilImported(db);
    // The heap after a full collection (`node --expose-gc`, as bench:import runs): what is kept.
    (globalThis as { gc?: () => void }).gc?.();
    const { rss, heapUsed } = process.memoryUsage();
    rounds.push({
      imports: done + count,
      rssMiB: megabytes(rss),
      heapUsedMiB: megabytes(heapUsed),
    });
  }
  const growth = (key: 'rssMiB' | 'heapUsedMiB') => {
    const first = rounds[Math.min(1, rounds.length - 1)]!;
    const last = rounds.at(-1)!;
    const spans = (last.imports - first.imports) / ROUND;
    return spans > 0 ? Math.round(((last[key] - first[key]) / spans) * 10) / 10 : 0;
  };
  const afterFirstThousand = rounds.find((round) => round.imports === 1000);
  const last = rounds.at(-1)!;
  const seconds = (performance.now() - started) / 1000;
  return {
    imports,
    rounds,
    rssGrowthMiBPer100: growth('rssMiB'),
    heapGrowthMiBPer100: growth('heapUsedMiB'),
    ...(afterFirstThousand && last.imports >= 2000
      ? {
          rssEndToFirstThousand:
            Math.round((last.rssMiB / afterFirstThousand.rssMiB) * 1000) / 1000,
        }
      : {}),
    importsPerSecond: Math.round((imports / seconds) * 10) / 10,
  };
}
