// `npm run bench:web-loading`: the loading path of the search and the sheet alone (chunks, when
// the data request starts; decision 0069), after `npm run build`. `npm run bench:web` measures it
// too, before Lighthouse. WEB_DIST_DIR serves another build (an earlier one, to compare).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchChromium } from '../chromium.ts';
import { runAndRecord } from '../record.ts';
import { measureLoadingPath } from './loading-path.bench.ts';
import { PORT, signInAndFindSheet, startPortal } from './web.bench.ts';

await runAndRecord('web-loading-path', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'sds-bench-web-loading-'));
  const portal = await startPortal(dataDir);
  const chrome = await launchChromium();
  try {
    const base = `http://127.0.0.1:${PORT}`;
    const sheetPath = await signInAndFindSheet(chrome, base);
    return {
      webDistDir: process.env.WEB_DIST_DIR ?? 'apps/web/dist',
      pages: await measureLoadingPath(chrome, base, sheetPath),
    };
  } finally {
    chrome.kill();
    portal.kill();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
