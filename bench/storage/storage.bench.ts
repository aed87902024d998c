// The S3 store against the disk store (issue 27, target: upload and download throughput of 5 MB
// files within 30 % of the disk store's). Both are measured in the same run on the same files
// (the disk store is the ceiling), in alternating rounds so a busy moment hits both alike.
import { spawn } from 'node:child_process';
import { randomFillSync } from 'node:crypto';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { request } from 'undici';
import { TEST_S3_CREDENTIALS } from '../../apps/api/src/testing/s3-test-server.ts';
import {
  createLocalFileStore,
  type FileStore,
} from '../../apps/api/src/platform/storage/file-store.ts';
import { createS3Client } from '../../apps/api/src/platform/storage/s3-client.ts';
import { createS3FileStore } from '../../apps/api/src/platform/storage/s3-file-store.ts';

const FILE_BYTES = 5 * 1000 * 1000;
const FILES_PER_ROUND = 20;
const ROUNDS = 3;
/** As an upload arrives: in pieces of 64 KiB. */
const PIECE_BYTES = 64 * 1024;

async function* inPieces(content: Buffer): AsyncIterable<Buffer> {
  for (let start = 0; start < content.length; start += PIECE_BYTES) {
    yield content.subarray(start, start + PIECE_BYTES);
  }
}

async function startS3ServerProcess() {
  const script = fileURLToPath(new URL('./s3-server-process.ts', import.meta.url));
  const child = spawn(process.execPath, [script], { stdio: ['pipe', 'pipe', 'inherit'] });
  const [line] = (await once(createInterface({ input: child.stdout }), 'line')) as [string];
  const { port } = JSON.parse(line) as { port: number };
  return { port, stop: () => child.stdin.end() };
}

interface Timing {
  seconds: number;
  perFileMs: number[];
}

async function timed(files: readonly Buffer[], act: (file: Buffer) => Promise<void>) {
  const perFileMs: number[] = [];
  const started = performance.now();
  for (const file of files) {
    const fileStarted = performance.now();
    await act(file);
    perFileMs.push(performance.now() - fileStarted);
  }
  return { seconds: (performance.now() - started) / 1000, perFileMs } satisfies Timing;
}

async function measureStore(store: FileStore, files: readonly Buffer[]) {
  const keys: string[] = [];
  const upload = await timed(files, async (file) => {
    keys.push((await store.put(inPieces(file), { maxBytes: 20 * 1024 * 1024 })).key);
  });
  let index = 0;
  const download = await timed(files, async () => {
    const key = keys[index++] ?? '';
    for await (const chunk of await store.read(key)) void chunk;
  });
  return { upload, download };
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))] ??
  0;
const round2 = (value: number) => Math.round(value * 100) / 100;

function summary(timings: Timing[]) {
  const megabytesPerSecond = timings.map((t) => (FILES_PER_ROUND * FILE_BYTES) / 1e6 / t.seconds);
  const perFile = timings.flatMap((t) => t.perFileMs);
  return {
    megabytesPerSecond: round2(median(megabytesPerSecond)),
    roundsMegabytesPerSecond: megabytesPerSecond.map(round2),
    p50Ms: round2(percentile(perFile, 0.5)),
    p95Ms: round2(percentile(perFile, 0.95)),
  };
}

/**
 * The test server's own speed, the ceiling of any store on it: plain HTTP PUT and GET of the same
 * files without the SDK, signatures or spooling (s3rver checks no signature when none is sent).
 */
async function measureS3ServerCeiling(port: number, files: readonly Buffer[], round: number) {
  const url = (index: number) => `http://127.0.0.1:${port}/sds-bench/ceiling/${round}-${index}`;
  let index = 0;
  const upload = await timed(files, async (file) => {
    const answer = await request(url(index++), { method: 'PUT', body: file });
    await answer.body.dump();
  });
  index = 0;
  const download = await timed(files, async () => {
    const answer = await request(url(index++));
    for await (const chunk of answer.body) void chunk;
  });
  return { upload, download };
}

/** Upload and download throughput of 5 MB files on the disk store and the S3 store. */
export async function measureStorage() {
  const folder = await mkdtemp(join(tmpdir(), 'sds-storage-bench-'));
  const s3Server = await startS3ServerProcess();
  const client = createS3Client({
    endpoint: `http://127.0.0.1:${s3Server.port}`,
    bucket: 'sds-bench',
    region: 'us-east-1',
    credentials: TEST_S3_CREDENTIALS,
    forcePathStyle: true,
  });
  const stores = {
    disk: createLocalFileStore(join(folder, 'files')),
    s3: createS3FileStore({ client, bucket: 'sds-bench', spoolRoot: join(folder, 'spool') }),
  };
  type Round = Awaited<ReturnType<typeof measureStore>>;
  const results = { disk: [] as Round[], s3: [] as Round[], s3ServerCeiling: [] as Round[] };
  try {
    for (let round = 0; round < ROUNDS; round += 1) {
      const files = Array.from({ length: FILES_PER_ROUND }, () =>
        randomFillSync(Buffer.alloc(FILE_BYTES)),
      );
      // Alternating which goes first, so neither always meets a warm or a busy machine.
      const order = round % 2 === 0 ? (['disk', 's3'] as const) : (['s3', 'disk'] as const);
      for (const name of order) results[name].push(await measureStore(stores[name], files));
      results.s3ServerCeiling.push(await measureS3ServerCeiling(s3Server.port, files, round));
    }
  } finally {
    client.destroy();
    s3Server.stop();
    await rm(folder, { recursive: true, force: true });
  }
  const of = (name: keyof typeof results) => ({
    upload: summary(results[name].map((r) => r.upload)),
    download: summary(results[name].map((r) => r.download)),
  });
  const disk = of('disk');
  const s3 = of('s3');
  const ceiling = of('s3ServerCeiling');
  return {
    target: 'S3 upload and download throughput within 30 % of the disk store (ratio >= 0.70)',
    files: {
      bytes: FILE_BYTES,
      perRound: FILES_PER_ROUND,
      rounds: ROUNDS,
      uploadPieceBytes: PIECE_BYTES,
    },
    s3Server: '@20minutes/s3rver in its own process on 127.0.0.1 (objects on the same disk)',
    disk,
    s3,
    s3ServerCeiling: ceiling,
    ratio: {
      upload: round2(s3.upload.megabytesPerSecond / disk.upload.megabytesPerSecond),
      download: round2(s3.download.megabytesPerSecond / disk.download.megabytesPerSecond),
    },
    /** How much of the test server's own speed the S3 store reaches (its own overhead). */
    ratioToS3ServerCeiling: {
      upload: round2(s3.upload.megabytesPerSecond / ceiling.upload.megabytesPerSecond),
      download: round2(s3.download.megabytesPerSecond / ceiling.download.megabytesPerSecond),
    },
    /** What the test server alone reaches of the disk store: the most any S3 store could show here. */
    s3ServerCeilingRatio: {
      upload: round2(ceiling.upload.megabytesPerSecond / disk.upload.megabytesPerSecond),
      download: round2(ceiling.download.megabytesPerSecond / disk.download.megabytesPerSecond),
    },
    loadAverageAtEnd: loadavg().map(round2),
  };
}
