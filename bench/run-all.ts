// `npm run bench`: runs every benchmark and records its figures (bench/record.ts).
import { measureEventLoopIsolation } from './event-loop-isolation.bench.ts';
import { runAndRecord } from './record.ts';
import { measureSearch } from './search/search.bench.ts';

await runAndRecord('event-loop-isolation', measureEventLoopIsolation);
await runAndRecord('search', measureSearch);
