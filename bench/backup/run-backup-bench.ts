// `npm run bench:backup`: `npm run backup` of 100,000 products and 10,000 stored files against a
// running server, on the embedded database and on PostgreSQL (issue 27; ~10 minutes).
import { runAndRecord } from '../record.ts';
import { measureBackup } from './backup.bench.ts';

await runAndRecord('backup', measureBackup);
