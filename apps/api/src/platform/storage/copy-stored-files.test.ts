import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3Server, type TestS3Server } from '../../testing/s3-test-server.ts';
import { copyStoredFiles } from './copy-stored-files.ts';
import { createLocalFileStore, type FileStore } from './file-store.ts';
import { createS3Client } from './s3-client.ts';
import { createS3FileStore } from './s3-file-store.ts';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const COPY_SCRIPT = fileURLToPath(new URL('../../copy-files-to-s3.ts', import.meta.url));

let s3: TestS3Server;
let dataDir: string;
let keys: string[];
/** A file whose bytes are not what its name says (a disk that went bad). */
let corruptKey: string;

beforeAll(async () => {
  s3 = await startTestS3Server();
  dataDir = await mkdtemp(join(tmpdir(), 'sds-copy-'));
  const disk = createLocalFileStore(join(dataDir, 'files'));
  keys = [];
  for (const content of ['first sheet', 'second sheet', 'a picture']) {
    keys.push((await disk.put(Buffer.from(content))).key);
  }
  corruptKey = sha256('what it was');
  await mkdir(join(dataDir, 'files', corruptKey.slice(0, 2)), { recursive: true });
  await writeFile(join(dataDir, 'files', corruptKey.slice(0, 2), corruptKey), 'what it became');
});
afterAll(async () => {
  await s3.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function keysOf(store: FileStore): Promise<string[]> {
  const found: string[] = [];
  for await (const key of store.listKeys()) found.push(key);
  return found.sort();
}

describe('copying the disk store into a bucket', () => {
  it('copies every file whose bytes hash to its name, verifies each, and can run again', async () => {
    const config = s3.configFor();
    const client = createS3Client(config);
    const bucket = createS3FileStore({
      client,
      bucket: config.bucket,
      spoolRoot: join(dataDir, 'spool'),
    });
    const disk = createLocalFileStore(join(dataDir, 'files'));

    const first = await copyStoredFiles(disk, bucket);
    expect(first).toEqual({ copied: 3, alreadyThere: 0, verified: 3, mismatched: [corruptKey] });
    expect(await keysOf(bucket)).toEqual([...keys].sort());

    const again = await copyStoredFiles(disk, bucket);
    expect(again).toEqual({ copied: 0, alreadyThere: 3, verified: 3, mismatched: [corruptKey] });
    client.destroy();
  });

  it('runs as npm run files:to-s3, failing on a file that does not hash to its name', async () => {
    const child = spawn(process.execPath, [COPY_SCRIPT], {
      env: { PATH: process.env.PATH, DATA_DIR: dataDir, ...s3.envFor() },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exitCode = await new Promise((resolve) => child.on('exit', resolve));
    expect(output).toContain('4 files');
    expect(output).toContain('3 copied, 0 already there, 3 verified by their SHA-256');
    expect(output).toContain('1 file does not hash to its name');
    expect(output).toContain(corruptKey);
    expect(exitCode).toBe(1);
  });
});
