import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { MONITORING_RECEIVER_PORT } from './support/monitoring-receiver.ts';

const repositoryRoot = fileURLToPath(new URL('..', import.meta.url));
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);

// Workers re-read this file: keep one data dir for the whole run through the environment.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'sds-e2e-'));

/** The built app on the embedded database with demo data, as `npm start` serves it. */
export default defineConfig({
  testDir: './specs',
  outputDir: './test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  reporter: [['list']],
  globalSetup: './support/global-setup.ts',
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: `"${process.execPath}" apps/api/src/server.ts`,
    cwd: repositoryRoot,
    url: `http://127.0.0.1:${E2E_PORT}/api/ready`,
    reuseExistingServer: false,
    // A cold start migrates and seeds a new data directory: ~20 s on a quiet machine, over a
    // minute while other work runs on both cores.
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      DATA_DIR: process.env.E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
      LOG_PRETTY: 'false',
      MONITORING_DSN: `http://e2epublickey@127.0.0.1:${MONITORING_RECEIVER_PORT}/1`,
      MONITORING_ENVIRONMENT: 'e2e',
      // The push spec's push-service stand-in, on loopback over http (decision 0032).
      PUSH_TEST_HOSTS: 'localhost',
    },
  },
});
