// `npm run bench:offline-pack`: issue 24's offline-pack targets in Chromium (a few minutes).
import { runAndRecord } from '../record.ts';
import { measureOfflinePack } from './offline-pack.bench.ts';

await runAndRecord('offline-pack', measureOfflinePack);
