import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const serverScript = fileURLToPath(new URL('./server.ts', import.meta.url));
const running: ChildProcess[] = [];

afterEach(() => {
  for (const child of running.splice(0)) child.kill('SIGKILL');
});

interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function startServer(env: Record<string, string>): Started {
  const child = spawn(process.execPath, [serverScript], {
    env: { PATH: process.env.PATH, LOG_LEVEL: 'info', LOG_PRETTY: 'false', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { child, output: () => output, exited };
}

/** Seeding a fresh embedded database took 63 s at a load of 10 (CI), a few seconds when idle. */
const START_TIMEOUT_MS = 150_000;

async function listeningAddress(started: Started): Promise<string> {
  for (let waited = 0; waited < START_TIMEOUT_MS; waited += 100) {
    const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(started.output());
    if (match?.[1]) return match[1];
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server did not start:\n${started.output()}`);
}

// A fresh embedded database seeded with its documents: over a minute on a machine loaded 10
// deep (CI shares its two cores with the other test projects), seconds when idle.
describe('the server process', { timeout: 180_000 }, () => {
  it('finishes a request in flight on SIGTERM, then exits cleanly', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'sds-server-'));
    const started = startServer({ DATA_DIR: dataDir });
    const address = await listeningAddress(started);

    // A request whose body is still arriving is certainly in flight when the signal comes.
    const { port } = new URL(address);
    const socket = connect(Number(port), '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    const answered = new Promise((resolve) => socket.on('close', resolve));
    socket.write(
      'POST /api/health HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        'Content-Length: 2\r\nConnection: close\r\n\r\n{',
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    started.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    socket.end('}');
    await answered;
    expect(answer).toMatch(/^HTTP\/1\.1 404 /);
    expect(answer).toContain('route-not-found');

    expect(await started.exited).toBe(0);
    expect(started.output()).toContain('Shutting down: finishing requests in flight');
    expect(started.output()).toContain('Shut down cleanly');
    await expect(fetch(`${address}/api/health`)).rejects.toThrow();
  });

  it('exits with a message naming a bad variable, not a stack trace', async () => {
    const started = startServer({ PORT: 'eighty' });
    expect(await started.exited).toBe(1);
    expect(started.output()).toContain('Invalid configuration');
    expect(started.output()).toContain('PORT must be a number');
    expect(started.output()).not.toMatch(/\n\s+at /);
  });

  it('exits with a clear message when DATABASE_URL cannot be reached, hiding the password', async () => {
    // A data directory of its own: the key file is made before the database is tried.
    const dataDir = await mkdtemp(join(tmpdir(), 'sds-server-'));
    const started = startServer({
      DATABASE_URL: 'postgres://sds:s3cret@127.0.0.1:1/sds',
      DATA_DIR: dataDir,
    });
    expect(await started.exited).toBe(1);
    expect(started.output()).toContain(
      'Cannot connect to the database at postgres://sds:*****@127.0.0.1:1/sds',
    );
    expect(started.output()).not.toContain('s3cret');
    expect(started.output()).not.toMatch(/\n\s+at /);
  });
});
