// `npm test`: everything that must hold before a change lands, in one command.
import { existsSync } from 'node:fs';
import { runSteps } from './run-steps.ts';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

// The tests that look inside generated PDFs need Debian's poppler-utils (CI installs it).
if (!existsSync('/usr/bin/pdftotext') && process.env.REQUIRE_PDF_TOOLS !== '1') {
  console.warn('⚠ SKIPPED: the checks inside generated PDFs (apt-get install -y poppler-utils).');
}

const passed = runSteps([
  { name: 'lint (ESLint + Prettier)', command: npm, args: ['run', '--silent', 'lint'] },
  { name: 'typecheck (tsc -b)', command: npm, args: ['run', '--silent', 'typecheck'] },
  { name: 'unit + integration on PGlite', command: npm, args: ['run', '--silent', 'test:unit'] },
  { name: 'integration on PostgreSQL', command: npm, args: ['run', '--silent', 'test:postgres'] },
  { name: 'end-to-end in Chromium', command: npm, args: ['run', '--silent', 'test:e2e'] },
]);
process.exit(passed ? 0 : 1);
