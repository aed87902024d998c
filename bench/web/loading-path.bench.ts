// The loading path of the search and the sheet (issue 28 point 5, decision 0069): how many
// script chunks a cold load fetches, and when the screen's data request starts — next to
// /config.json, the first request the app makes itself. Read from the page's own resource
// timing in Debian's Chromium, with an empty HTTP cache and the service worker bypassed, on the
// machine's loopback and with a phone's network (150 ms round trip, 1.6 Mbit/s down; CPU 4×
// slower), the figures Lighthouse's mobile preset simulates. `npm run build` comes first.
import { type LaunchedChrome } from 'chrome-launcher';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';

/** BENCH_WEB_LOADING_RUNS moves the number of cold loads per page and network (default 7). */
const RUNS = Number(process.env.BENCH_WEB_LOADING_RUNS ?? 7);

type Network = 'loopback' | 'phone';
const PHONE = { latency: 150, downloadThroughput: 204_800, uploadThroughput: 96_000 };

/** One cold load's figures, in ms from the navigation's start. */
interface LoadFigures {
  scriptChunks: number;
  scriptBytes: number;
  /** Requests of any kind the page made before its data request. */
  requestsBeforeData: number;
  configStartMs: number;
  dataStartMs: number;
  dataEndMs: number;
  /** When the screen showed its data (the sheet's heading, the first hit). */
  shownMs: number;
}

export interface LoadingPathFigures extends LoadFigures {
  page: string;
  network: Network;
  runs: number;
}

type ResourceEntry = { name: string; startTime: number; responseEnd: number; size: number };

async function coldLoad(
  browser: Browser,
  url: string,
  network: Network,
  dataRequest: RegExp,
  shownSelector: string,
): Promise<LoadFigures> {
  const page: Page = await browser.newPage();
  try {
    const cdp = await page.createCDPSession();
    await cdp.send('Network.enable');
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Network.setBypassServiceWorker', { bypass: true });
    if (network === 'phone') {
      await cdp.send('Network.emulateNetworkConditions', { offline: false, ...PHONE });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    }
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForSelector(shownSelector, { timeout: 60_000 });
    const shownMs = await page.evaluate(() => performance.now());
    const entries: ResourceEntry[] = await page.evaluate(() =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((entry) => ({
        name: entry.name,
        startTime: entry.startTime,
        responseEnd: entry.responseEnd,
        size: entry.encodedBodySize,
      })),
    );
    const pathOf = (entry: ResourceEntry) => {
      const { pathname, search } = new URL(entry.name);
      return `${pathname}${search}`;
    };
    const data = entries.find((entry) => dataRequest.test(pathOf(entry)));
    const config = entries.find((entry) => entry.name.endsWith('/config.json'));
    if (!data || !config) throw new Error(`${url}: no data request or no /config.json`);
    const scripts = entries.filter((entry) => /\/assets\/[^/]+\.js$/.test(entry.name));
    return {
      scriptChunks: scripts.length,
      scriptBytes: scripts.reduce((sum, entry) => sum + entry.size, 0),
      requestsBeforeData: entries.filter((entry) => entry.startTime < data.startTime).length,
      configStartMs: config.startTime,
      dataStartMs: data.startTime,
      dataEndMs: data.responseEnd,
      shownMs,
    };
  } finally {
    await page.close();
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * Medians of cold loads of the search (`/search?q=aceton`) and the sheet at `sheetPath`, on
 * loopback and on a phone's network, in a browser whose profile holds a signed-in device.
 */
export async function measureLoadingPath(
  chrome: LaunchedChrome,
  base: string,
  sheetPath: string,
): Promise<LoadingPathFigures[]> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const pages = [
    {
      page: 'search',
      url: `${base}/search?q=aceton`,
      data: /^\/api\/products\?/,
      shown: 'a.product-hit',
    },
    {
      page: 'sheet',
      url: `${base}${sheetPath}`,
      data: /^\/api\/products\/[^/?]+$/,
      shown: '.product-sheet:not([aria-busy])',
    },
  ];
  const figures: LoadingPathFigures[] = [];
  try {
    for (const network of ['loopback', 'phone'] as const) {
      for (const { page, url, data, shown } of pages) {
        const loads: LoadFigures[] = [];
        for (let run = 0; run < RUNS; run += 1) {
          loads.push(await coldLoad(browser, url, network, data, shown));
        }
        const middle = (pick: (load: LoadFigures) => number) => Math.round(median(loads.map(pick)));
        figures.push({
          page,
          network,
          runs: RUNS,
          scriptChunks: middle((load) => load.scriptChunks),
          scriptBytes: middle((load) => load.scriptBytes),
          requestsBeforeData: middle((load) => load.requestsBeforeData),
          configStartMs: middle((load) => load.configStartMs),
          dataStartMs: middle((load) => load.dataStartMs),
          dataEndMs: middle((load) => load.dataEndMs),
          shownMs: middle((load) => load.shownMs),
        });
        console.log(`  ${network} ${page}: done`);
      }
    }
  } finally {
    await browser.disconnect();
  }
  printLoadingPath(figures);
  return figures;
}

function printLoadingPath(figures: LoadingPathFigures[]) {
  console.log(
    '\npage    network   chunks  JS bytes  before data  config  data start  data end  shown\n' +
      figures
        .map((f) =>
          [
            f.page.padEnd(7),
            f.network.padEnd(8),
            String(f.scriptChunks).padStart(7),
            String(f.scriptBytes).padStart(9),
            String(f.requestsBeforeData).padStart(12),
            String(f.configStartMs).padStart(7),
            String(f.dataStartMs).padStart(11),
            String(f.dataEndMs).padStart(9),
            String(f.shownMs).padStart(6),
          ].join(' '),
        )
        .join('\n'),
  );
}
