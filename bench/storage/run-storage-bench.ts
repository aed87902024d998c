// `npm run bench:storage`: the S3 store against the disk store, 5 MB files (issue 27; a minute).
import { runAndRecord } from '../record.ts';
import { measureStorage } from './storage.bench.ts';

await runAndRecord('storage', measureStorage);
