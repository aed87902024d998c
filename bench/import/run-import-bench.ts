// `npm run bench:import`: the import benchmark of issue 9 alone (a minute or two).
import { runAndRecord } from '../record.ts';
import { measureImports } from './import.bench.ts';

await runAndRecord('import', measureImports);
