// Copies the disk file store into the S3 bucket and verifies every hash (`npm run files:to-s3`;
// decision 0064): run it with the server's environment (DATA_DIR and the S3_* variables) before
// switching a portal from DATA_DIR/files to the bucket, and again right after stopping the
// server for the switch: files already in the bucket are only verified.
// `-- --from <folder>` copies another folder of the same layout (a restored backup).
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { StartupError, checkFileStore, fileStoreFor } from './bootstrap.ts';
import { exitWithMessage, loadConfigOrExit } from './platform/config/config-or-exit.ts';
import { copyStoredFiles } from './platform/storage/copy-stored-files.ts';
import { createLocalFileStore } from './platform/storage/file-store.ts';

/** How this program names itself in the one-line messages it exits with. */
const PROGRAM = 'files:to-s3';

/** A line of progress on stdout. */
function say(line: string): void {
  process.stdout.write(`${line}\n`);
}

const { values } = parseArgs({ options: { from: { type: 'string' } } });
const config = loadConfigOrExit(PROGRAM);
if (!config.s3) exitWithMessage(PROGRAM, 'S3_BUCKET is not set: there is no bucket to copy into.');
try {
  await checkFileStore(config);
} catch (error) {
  if (error instanceof StartupError) exitWithMessage(PROGRAM, error.message);
  throw error;
}

const folder = values.from ? resolve(values.from) : join(config.dataDir, 'files');
say(`Copying ${folder} into the bucket ${config.s3.bucket}`);
const started = Date.now();
let files = 0;
const report = await copyStoredFiles(createLocalFileStore(folder), fileStoreFor(config), () => {
  files += 1;
  if (files % 100 === 0) say(`${files} files`);
});
const seconds = ((Date.now() - started) / 1000).toFixed(1);
say(
  `${files} files in ${seconds} s: ${report.copied} copied, ${report.alreadyThere} already there, ${report.verified} verified by their SHA-256`,
);
const mismatched = report.mismatched.length;
if (mismatched > 0) {
  const files = mismatched === 1 ? '1 file does' : `${mismatched} files do`;
  exitWithMessage(
    PROGRAM,
    `${files} not hash to its name (left out; restore from a backup):\n${report.mismatched.join('\n')}`,
  );
}
