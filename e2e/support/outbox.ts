import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { expect } from './fixtures.ts';

/**
 * The e2e server runs the embedded default mail (no SMTP_URL): every message is an `.eml` file
 * in `<DATA_DIR>/outbox` (decision 0020), written just after the request was answered for the
 * anonymous calls (decision 0033), hence the polling. The data directory is the one
 * playwright.config.ts gives the server.
 */
function outboxFolder(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir)
    throw new Error('E2E_DATA_DIR is not set: run the specs through playwright.config.ts');
  return join(dataDir, 'outbox');
}

async function readMailsTo(address: string): Promise<ParsedMail[]> {
  const folder = outboxFolder();
  const names = (await readdir(folder).catch(() => [])).filter((name) => name.endsWith('.eml'));
  // File names start with the time they were written: sorted, oldest first.
  const mails = await Promise.all(
    names.sort().map(async (name) => simpleParser(await readFile(join(folder, name)))),
  );
  return mails.filter((mail) => mail.to && JSON.stringify(mail.to).includes(address));
}

/** Waits for the e-mail to `address` whose subject matches, and returns it parsed. */
export async function waitForMail(address: string, subject: RegExp): Promise<ParsedMail> {
  let found: ParsedMail | undefined;
  await expect
    .poll(async () => {
      found = (await readMailsTo(address)).find((mail) => subject.test(mail.subject ?? ''));
      return found?.subject ?? null;
    })
    .toMatch(subject);
  return found!;
}

/** The `/redirect?…` path (with its query) of the link in an e-mail's text. */
export function redirectPathIn(mail: ParsedMail): string {
  const link = /https?:\/\/\S+\/redirect\?\S+/.exec(mail.text ?? '')?.[0];
  if (!link) throw new Error(`No /redirect link in "${mail.subject}"`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}
