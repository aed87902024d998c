// `npm run bench:offline-sync`: the offline pack's sync benchmark of issue 24 (a few minutes).
import { runAndRecord } from '../record.ts';
import { measureOfflineSync } from './offline-sync.bench.ts';

await runAndRecord('offline-sync', measureOfflineSync);
