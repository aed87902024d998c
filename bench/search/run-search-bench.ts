// `npm run bench:search`: the search benchmark of issue 6 alone (several minutes).
import { runAndRecord } from '../record.ts';
import { measureSearch } from './search.bench.ts';

await runAndRecord('search', measureSearch);
