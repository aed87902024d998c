// `npm run bench:web`: Lighthouse on login, search and a sheet (issue 23), after `npm run build`.
import { runAndRecord } from '../record.ts';
import { measureWeb } from './web.bench.ts';

await runAndRecord('web', measureWeb);
