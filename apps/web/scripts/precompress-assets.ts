// Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) beside every
// compressible file of the build, so the API sends them as they are (@fastify/static's
// `preCompressed`, apps/api/src/platform/http/web-app.ts) instead of compressing each answer on
// the fly at a lower level (decision 0069). Run after `vite build`: `node scripts/precompress-assets.ts`.
//
// Brotli at quality 11 takes 10-18 s for the whole build on a two-core machine. Most files
// (the 40 locales' catalogues, the libraries) are the same from one build to the next, so the
// compressed bytes are kept in node_modules/.cache by a hash of the content and reused.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const distDirectory = fileURLToPath(new URL('../dist/', import.meta.url));
const cacheDirectory = fileURLToPath(
  new URL('../../../node_modules/.cache/precompressed-assets/', import.meta.url),
);
/** Text and WebAssembly compress; images and fonts already are. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|wasm|txt)$/;
/** @fastify/compress leaves answers below 1 kB alone too: the headers would cost more. */
const MINIMUM_BYTES = 1024;
/** A compressed copy must save at least this share, or the file is sent as it is. */
const MINIMUM_SAVING = 0.05;
/** Files compressed at once: the zlib work runs in libuv's thread pool. */
const PARALLEL = 4;

type Encoding = { extension: '.br' | '.gz'; compress: (bytes: Buffer) => Promise<Buffer> };

const ENCODINGS: Encoding[] = [
  {
    extension: '.br',
    compress: (bytes) =>
      brotli(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
  },
  { extension: '.gz', compress: (bytes) => gzipAsync(bytes, { level: 9 }) },
];

/** The cache's files this build used: the others are removed at the end. */
const usedCacheFiles = new Set<string>();

/** The compressed bytes from the cache, or compressed now and kept there. */
async function compressedCopy(bytes: Buffer, encoding: Encoding): Promise<Buffer> {
  const key = createHash('sha256').update(bytes).digest('hex');
  const cachedName = `${key}${encoding.extension}`;
  usedCacheFiles.add(cachedName);
  const cached = join(cacheDirectory, cachedName);
  try {
    return readFileSync(cached);
  } catch {
    const compressed = await encoding.compress(bytes);
    writeFileSync(cached, compressed);
    return compressed;
  }
}

type FileResult = { raw: number; written: Record<string, number> };

async function precompress(relativePath: string): Promise<FileResult> {
  const path = join(distDirectory, relativePath);
  const bytes = readFileSync(path);
  const written: Record<string, number> = {};
  if (bytes.length < MINIMUM_BYTES) return { raw: bytes.length, written };
  for (const encoding of ENCODINGS) {
    const compressed = await compressedCopy(bytes, encoding);
    if (compressed.length > bytes.length * (1 - MINIMUM_SAVING)) continue;
    writeFileSync(`${path}${encoding.extension}`, compressed);
    written[encoding.extension] = compressed.length;
  }
  return { raw: bytes.length, written };
}

mkdirSync(cacheDirectory, { recursive: true });
const started = performance.now();
const files = readdirSync(distDirectory, { recursive: true, encoding: 'utf8' }).filter((file) =>
  COMPRESSIBLE.test(file),
);
const results: FileResult[] = [];
for (let index = 0; index < files.length; index += PARALLEL) {
  const batch = files.slice(index, index + PARALLEL);
  results.push(...(await Promise.all(batch.map(precompress))));
}

// The cache holds the last build's files only.
for (const name of readdirSync(cacheDirectory)) {
  if (!usedCacheFiles.has(name)) rmSync(join(cacheDirectory, name));
}

const total = (extension: string) =>
  results.reduce((sum, result) => sum + (result.written[extension] ?? 0), 0);
const compressedFiles = results.filter((result) => Object.keys(result.written).length > 0);
const raw = compressedFiles.reduce((sum, result) => sum + result.raw, 0);
const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(2)} MB`;
process.stdout.write(
  `precompressed ${compressedFiles.length} of ${files.length} files (${megabytes(raw)}): ` +
    `${megabytes(total('.br'))} brotli, ${megabytes(total('.gz'))} gzip ` +
    `in ${((performance.now() - started) / 1000).toFixed(1)} s\n`,
);
