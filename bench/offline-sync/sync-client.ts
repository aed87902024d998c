// The sync as a device runs it: page after page while `hasMore`, timing each answer.

/** One sync from a cursor (or none) to the last page. */
export interface SyncRun {
  pages: number;
  sheets: number;
  removed: number;
  bytes: number;
  firstPageMs: number;
  totalMs: number;
  cursor: string;
  ids: string[];
  /** The locales of the first page's sheets, counted. */
  firstPageLocales: Record<string, number>;
}

interface Page {
  items: { id: string; locale: string }[];
  removed: string[];
  cursor: string;
  hasMore: boolean;
}

export async function fullSync(
  base: string,
  headers: Record<string, string>,
  options: { locale?: string; since?: string },
): Promise<SyncRun> {
  const run: SyncRun = {
    pages: 0,
    sheets: 0,
    removed: 0,
    bytes: 0,
    firstPageMs: 0,
    totalMs: 0,
    cursor: options.since ?? '',
    ids: [],
    firstPageLocales: {},
  };
  const started = performance.now();
  let hasMore = true;
  while (hasMore) {
    const query = new URLSearchParams();
    if (options.locale) query.set('locale', options.locale);
    if (run.cursor) query.set('since', run.cursor);
    const response = await fetch(`${base}/api/products/sync?${query}`, { headers });
    const text = await response.text();
    if (!response.ok) throw new Error(`sync answered ${response.status}: ${text.slice(0, 300)}`);
    const page = JSON.parse(text) as Page;
    if (run.pages === 0) {
      run.firstPageMs = performance.now() - started;
      for (const item of page.items) {
        run.firstPageLocales[item.locale] = (run.firstPageLocales[item.locale] ?? 0) + 1;
      }
    }
    run.pages += 1;
    run.sheets += page.items.length;
    run.removed += page.removed.length;
    run.bytes += text.length;
    run.ids.push(...page.items.map((item) => item.id));
    run.cursor = page.cursor;
    hasMore = page.hasMore;
  }
  run.totalMs = performance.now() - started;
  return run;
}
