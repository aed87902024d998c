// Starts bench/bare-fastify-process.ts and answers its URL: the ceiling beside /api/health.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const SCRIPT = fileURLToPath(new URL('./bare-fastify-process.ts', import.meta.url));

export interface BareFastify {
  url: string;
  stop(): Promise<void>;
}

export async function startBareFastify(): Promise<BareFastify> {
  const child = spawn(process.execPath, [SCRIPT], { stdio: ['pipe', 'pipe', 'inherit'] });
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split('\n')[0];
      if (output.includes('\n') && line) resolve((JSON.parse(line) as { port: number }).port);
    });
    child.once('exit', (code) => reject(new Error(`bare Fastify exited with ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}/bare`,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.stdin.end();
      await exited;
    },
  };
}
