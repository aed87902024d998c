// The web benchmark (issue 23 point 4): Lighthouse's performance audit of the built app's login,
// a signed-in search with results and a product sheet, in Lighthouse's mobile (default) and
// desktop presets, next to the machine's ceiling: the same audit of a bare static page served
// by node:http in this process. It builds nothing: `npm run build` comes first.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LaunchedChrome } from 'chrome-launcher';
import lighthouse, { desktopConfig, type Config, type RunnerResult } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { launchChromium } from '../chromium.ts';
import { measureLoadingPath } from './loading-path.bench.ts';

/** Issue 23's ceiling for Cumulative Layout Shift (web.dev's "good" is 0.1). */
export const CLS_LIMIT = 0.02;

/** BENCH_WEB_PORT moves the portal off 8290; BENCH_WEB_RUNS=1 tries the benchmark quickly. */
export const PORT = Number(process.env.BENCH_WEB_PORT ?? 8290);
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);

const presets = { mobile: undefined, desktop: desktopConfig } satisfies Record<
  string,
  Config | undefined
>;
type Preset = keyof typeof presets;

/** One page's audit in one preset: medians over the runs, and the worst CLS seen. */
export interface PageFigures {
  page: string;
  preset: Preset;
  runs: number;
  performanceScore: number;
  cls: number;
  worstCls: number;
  lcpMs: number;
  tbtMs: number;
  /** The largest paint's element in the last run. */
  lcpElement: string;
  /** LCP and TBT over the bare page's in the same preset (TBT: null when the bare page's is 0). */
  lcpRatio: number;
  tbtRatio: number | null;
  clsOverLimit: boolean;
}

const BARE_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Bare page</title></head>
<body><main><h1>Bare page</h1><p>The ceiling of this machine: one request, no script.</p></main></body></html>`;

async function startBareServer(): Promise<Server> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(BARE_PAGE);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

/** The portal as e2e starts it: the embedded database in a fresh folder, with demo data. */
export async function startPortal(dataDir: string): Promise<ChildProcess> {
  const portal = spawn(process.execPath, ['apps/api/src/server.ts'], {
    cwd: new URL('../..', import.meta.url).pathname,
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      LOG_PRETTY: 'false',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let attempt = 0; attempt < 600; attempt += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/api/ready`)).ok) return portal;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  portal.kill();
  throw new Error('The portal did not become ready (did `npm run build` run?)');
}

/**
 * Signs the browser's device in with the demo code, as a worker does on /login, and answers the
 * path of the acetone sheet. The sign-in lives in the profile's localStorage, which Lighthouse
 * keeps (its default clearStorageTypes leave local storage; it still empties the HTTP cache).
 */
export async function signInAndFindSheet(chrome: LaunchedChrome, base: string): Promise<string> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  try {
    const page = await browser.newPage();
    await page.goto(`${base}/login`);
    await page.locator('input[name="authCode"]').fill('DEMO-USER-2026');
    await page.locator('button[type="submit"]').click();
    await page.waitForFunction("location.pathname.startsWith('/search')");
    await page.goto(`${base}/search?q=aceton`);
    const link = await page.waitForSelector('::-p-xpath(//a[contains(., "Acetone technical")])');
    const href = await link!.evaluate((anchor) => anchor.getAttribute('href') ?? '');
    await page.close();
    return new URL(href, base).pathname;
  } finally {
    await browser.disconnect();
  }
}

type Audit = {
  performanceScore: number;
  cls: number;
  lcpMs: number;
  tbtMs: number;
  lcpElement: string;
};

/** What the page painted largest (its label), to see the audit measured the page and not a spinner. */
function lcpElement(lhr: RunnerResult['lhr']): string {
  const details = lhr.audits['largest-contentful-paint-element']?.details as
    { items?: { items?: { node?: { nodeLabel?: string; selector?: string } }[] }[] } | undefined;
  const node = details?.items?.[0]?.items?.[0]?.node;
  return node ? `${node.selector ?? '?'}: ${node.nodeLabel ?? ''}`.slice(0, 120) : 'none';
}

async function audit(url: string, port: number, preset: Preset): Promise<Audit> {
  const result: RunnerResult | undefined = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
    presets[preset],
  );
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  // A signed-out device is sent to /login: that would measure the wrong page.
  const shown = new URL(lhr.finalDisplayedUrl).pathname;
  if (shown !== new URL(url).pathname) throw new Error(`${url} ended on ${shown}`);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performanceScore: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    cls: value('cumulative-layout-shift'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    lcpElement: lcpElement(lhr),
  };
}

/**
 * Lighthouse now and then loses a trace on a busy machine (NO_NAVSTART, NO_FCP): such a run is
 * tried again, up to twice, and says so.
 */
async function auditRetried(url: string, port: number, preset: Preset): Promise<Audit> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await audit(url, port, preset);
    } catch (error) {
      if (attempt === 3) throw error;
      console.log(`  ${preset} ${url}: ${(error as Error).message} — again`);
    }
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const round = (value: number, digits = 0) => Number(value.toFixed(digits));

async function auditRuns(url: string, port: number, preset: Preset) {
  const audits: Audit[] = [];
  for (let run = 0; run < RUNS; run += 1) audits.push(await auditRetried(url, port, preset));
  return {
    performanceScore: median(audits.map((a) => a.performanceScore)),
    cls: median(audits.map((a) => a.cls)),
    worstCls: Math.max(...audits.map((a) => a.cls)),
    lcpMs: median(audits.map((a) => a.lcpMs)),
    tbtMs: median(audits.map((a) => a.tbtMs)),
    lcpElement: audits.at(-1)?.lcpElement ?? 'none',
  };
}

export async function measureWeb() {
  const dataDir = mkdtempSync(join(tmpdir(), 'sds-bench-web-'));
  const bare = await startBareServer();
  const portal = await startPortal(dataDir);
  const chrome = await launchChromium();
  try {
    const base = `http://127.0.0.1:${PORT}`;
    const sheetPath = await signInAndFindSheet(chrome, base);
    const pages = {
      login: `${base}/login`,
      search: `${base}/search?q=aceton`,
      sheet: `${base}${sheetPath}`,
    };
    // The loading path first (decision 0069), then Lighthouse.
    const loadingPath = await measureLoadingPath(chrome, base, sheetPath);
    const bareUrl = `http://127.0.0.1:${(bare.address() as AddressInfo).port}/`;
    const ceiling: Record<string, Awaited<ReturnType<typeof auditRuns>>> = {};
    const figures: PageFigures[] = [];
    for (const preset of Object.keys(presets) as Preset[]) {
      const ceilingRuns = await auditRuns(bareUrl, chrome.port, preset);
      ceiling[preset] = ceilingRuns;
      for (const [page, url] of Object.entries(pages)) {
        const runs = await auditRuns(url, chrome.port, preset);
        figures.push({
          page,
          preset,
          runs: RUNS,
          performanceScore: runs.performanceScore,
          cls: round(runs.cls, 4),
          worstCls: round(runs.worstCls, 4),
          lcpMs: round(runs.lcpMs),
          tbtMs: round(runs.tbtMs),
          lcpElement: runs.lcpElement,
          lcpRatio: round(runs.lcpMs / ceilingRuns.lcpMs, 2),
          tbtRatio: ceilingRuns.tbtMs > 0 ? round(runs.tbtMs / ceilingRuns.tbtMs, 2) : null,
          clsOverLimit: runs.cls > CLS_LIMIT,
        });
        console.log(`  ${preset} ${page}: done`);
      }
    }
    printTable(figures);
    return {
      lighthouse: (await import('lighthouse/package.json', { with: { type: 'json' } })).default
        .version,
      chromium: await browserVersion(chrome.port),
      runsPerFigure: RUNS,
      clsLimit: CLS_LIMIT,
      ceiling: Object.fromEntries(
        Object.entries(ceiling).map(([preset, runs]) => [
          preset,
          {
            page: 'bare static HTML over node:http',
            performanceScore: runs.performanceScore,
            cls: round(runs.cls, 4),
            lcpMs: round(runs.lcpMs),
            tbtMs: round(runs.tbtMs),
          },
        ]),
      ),
      pages: figures,
      loadingPath,
      clsOverLimit: figures
        .filter((figure) => figure.clsOverLimit)
        .map((figure) => `${figure.page} ${figure.preset}`),
    };
  } finally {
    chrome.kill();
    portal.kill();
    bare.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function browserVersion(port: number): Promise<string> {
  const version = (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()) as {
    Browser?: string;
  };
  return version.Browser ?? 'unknown';
}

function printTable(figures: PageFigures[]) {
  console.log(
    '\npage    preset   score  CLS     LCP ms  TBT ms  LCP×bare  TBT×bare\n' +
      figures
        .map((f) =>
          [
            f.page.padEnd(7),
            f.preset.padEnd(8),
            String(f.performanceScore).padStart(5),
            f.cls.toFixed(4).padStart(7),
            String(f.lcpMs).padStart(7),
            String(f.tbtMs).padStart(7),
            String(f.lcpRatio).padStart(9),
            String(f.tbtRatio ?? '–').padStart(9),
          ].join(' '),
        )
        .join('\n'),
  );
  const over = figures.filter((figure) => figure.clsOverLimit);
  console.log(
    over.length === 0
      ? `\nEvery CLS is within ${CLS_LIMIT}.`
      : `\nCLS over ${CLS_LIMIT}: ${over.map((f) => `${f.page} ${f.preset} (${f.cls.toFixed(4)})`).join(', ')}`,
  );
}
