// The sync timings of the offline-pack bench (offline-pack.bench.ts): a new device's first sync,
// deltas after reconnecting, and the page's own ceiling (a bare route fetched by the page).
// The functions handed to page.evaluate run in the page: they need the DOM's types.
/// <reference lib="dom" />
import { writeFile } from 'node:fs/promises';
import type { BrowserContext, Page } from '@playwright/test';
import { summarise, type LatencySummary } from '../latency.ts';
import { changeSheet } from '../offline-sync/offline-sync.bench.ts';
import { signIn } from '../search/search.bench.ts';
import { packIds, packState, sheetsMarked, type PackState } from './pack-in-indexeddb.ts';

/** The same bare route fetched by the page: the ceiling of anything the browser asks the server. */
export async function pageCeiling(page: Page): Promise<LatencySummary> {
  const latencies = await page.evaluate(async () => {
    const times: number[] = [];
    for (let index = 0; index < 200; index += 1) {
      const sent = performance.now();
      await (await fetch('/api/health', { cache: 'no-store' })).arrayBuffer();
      times.push(performance.now() - sent);
    }
    return times;
  });
  return summarise(latencies.slice(50));
}

/** Polls the pack every `everyMs` until `isDone`; a navigation under way is waited out. */
async function waitForPack(
  page: Page,
  isDone: (state: PackState) => boolean,
  timeoutMs: number,
  everyMs = 50,
  onPage?: () => void,
): Promise<PackState> {
  const until = performance.now() + timeoutMs;
  let cursor: string | null = null;
  for (;;) {
    const state = await packState(page).catch(() => null);
    if (state && state.cursor !== cursor) {
      cursor = state.cursor;
      onPage?.();
    }
    if (state && isDone(state)) return state;
    if (performance.now() > until)
      throw new Error(`the pack did not get there: ${JSON.stringify(state)}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

/** Signs a new device in on /login as a worker does; answers when the sign-in was sent. */
async function signInOnPage(page: Page, code: string): Promise<number> {
  await page.goto('/login');
  await page.locator('input[name="authCode"]').fill(code);
  const sent = performance.now();
  await page.locator('button[type="submit"]').click();
  return sent;
}

/** 1: a new device of the 2,000-sheet company, sign-in to "pack complete" (syncedAt stored). */
export async function firstSync(
  context: BrowserContext,
  code: string,
  timeoutMs: number,
  profileFile?: string,
  /** Answer what the pack holds when the sync does not end in time, rather than fail. */
  keepGoing = false,
) {
  const page = await context.newPage();
  // BENCH_CPU_PROF_DIR: the page's CPU profile of the sync (node bench/profile-summary.ts).
  const profiler = profileFile ? await context.newCDPSession(page) : null;
  if (profiler) {
    await profiler.send('Profiler.enable');
    await profiler.send('Profiler.start');
  }
  const sent = await signInOnPage(page, code);
  // When each page of the sync was stored (its cursor seen), to see whether pages slow down.
  const pagesMs: number[] = [];
  let error: string | null = null;
  await waitForPack(
    page,
    (pack) => pack.syncedAt !== null,
    timeoutMs,
    50,
    () => pagesMs.push(Math.round(performance.now() - sent)),
  ).catch((failure: unknown) => {
    if (!keepGoing) throw failure;
    error = String(failure);
  });
  const ms = performance.now() - sent;
  if (profiler && profileFile) {
    const { profile } = await profiler.send('Profiler.stop');
    await writeFile(profileFile, JSON.stringify(profile));
  }
  return { page, ms, sheets: (await packState(page, true))?.sheets ?? 0, pagesMs, error };
}

/**
 * 2: a key user changes 10 sheets (edit, submit, approve) while the device is offline; the device
 * reconnects (the app syncs on the browser's `online` event) — time until all 10 are in the pack.
 */
export async function deltas(
  page: Page,
  options: { base: string; keyCode: string; rounds: number },
) {
  const { base, keyCode } = options;
  const keyUser = await signIn(base, keyCode);
  const ids = await packIds(page, 'en-US');
  const rounds = [];
  for (let index = 0; index < options.rounds; index += 1) {
    const step = Math.floor(ids.length / 10);
    const changed = Array.from({ length: 10 }, (_, at) => ids[at * step + index]!);
    await page.context().setOffline(true);
    for (const id of changed) await changeSheet(base, keyUser, id);
    const mark = '(rev. 2)';
    const before = await packState(page);
    const reconnected = performance.now();
    await page.context().setOffline(false);
    const until = reconnected + 30_000;
    while ((await sheetsMarked(page, changed, mark)) < changed.length) {
      if (performance.now() > until) throw new Error('the delta did not arrive');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const ms = performance.now() - reconnected;
    // Sheets edited twice carry the mark twice: unmark is not needed, the ids differ per round.
    const after = await packState(page, true);
    rounds.push({ ms, cursorMoved: before?.cursor !== after?.cursor, sheets: after?.sheets });
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return rounds;
}
