// `npm run bench:due-review`: the due-for-review list and weekly digest of issue 25 point 3.
import { runAndRecord } from '../record.ts';
import { measureDueReview } from './due-review.bench.ts';

await runAndRecord('due-review', measureDueReview);
