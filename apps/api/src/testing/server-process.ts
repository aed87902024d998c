import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { AuthenticatedUser } from '@sds/contract';
import { deviceHeaders, loginPayload } from './device-client.ts';

const SERVER_SCRIPT = fileURLToPath(new URL('../server.ts', import.meta.url));

/** `node src/server.ts` as a process of its own, as `npm start` runs it. */
export interface ServerProcess {
  child: ChildProcess;
  /** Everything it wrote to stdout and stderr so far. */
  output: () => string;
  exited: Promise<number | null>;
  /** `http://127.0.0.1:<port>` once it listens. */
  address: () => Promise<string>;
}

/** Starts the server on a port of its own (`PORT=0`) with the given environment. */
export function startServerProcess(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, [SERVER_SCRIPT], {
    env: { PATH: process.env.PATH, LOG_LEVEL: 'info', LOG_PRETTY: 'false', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return {
    child,
    output: () => output,
    exited,
    async address() {
      for (let waited = 0; waited < 60_000; waited += 100) {
        const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
        if (match?.[1]) return match[1];
        if (child.exitCode !== null) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`The server did not start:\n${output}`);
    },
  };
}

/** A device signed in over HTTP: the headers and cookies each of its requests carries. */
export interface HttpDevice {
  user: AuthenticatedUser;
  headers: Record<string, string>;
}

/** `POST /api/Authorization` over HTTP; the device keeps working after a restart. */
export async function signInOverHttp(address: string, authCode: string): Promise<HttpDevice> {
  const response = await fetch(`${address}/api/Authorization`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(loginPayload(authCode, randomUUID())),
  });
  if (response.status !== 200) throw new Error(`sign-in failed: ${await response.text()}`);
  const user = AuthenticatedUser.parse(await response.json());
  const pairs = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0] ?? '');
  const cookies = Object.fromEntries(
    pairs.map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
  );
  return { user, headers: { ...deviceHeaders(user, cookies), cookie: pairs.join('; ') } };
}
