// `npm test`: everything that must hold before a change lands, in one command.
import { runSteps } from './run-steps.ts';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

const passed = runSteps([
  { name: 'lint (ESLint + Prettier)', command: npm, args: ['run', '--silent', 'lint'] },
  { name: 'typecheck (tsc -b)', command: npm, args: ['run', '--silent', 'typecheck'] },
  { name: 'unit + integration on PGlite', command: npm, args: ['run', '--silent', 'test:unit'] },
  { name: 'integration on PostgreSQL', command: npm, args: ['run', '--silent', 'test:postgres'] },
  { name: 'end-to-end in Chromium', command: npm, args: ['run', '--silent', 'test:e2e'] },
]);
process.exit(passed ? 0 : 1);
