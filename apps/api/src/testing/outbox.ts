import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { simpleParser, type ParsedMail } from 'mailparser';

/**
 * The e-mails the app wrote to its outbox for one address, oldest first (parsed), once the
 * messages it was sending in the background are written.
 */
export async function mailTo(app: FastifyInstance, to: string): Promise<ParsedMail[]> {
  await app.mailer.settled();
  const folder = app.config.outboxDir;
  const names = (await readdir(folder).catch(() => [])).filter((name) => name.endsWith('.eml'));
  const mails = await Promise.all(
    names.sort().map(async (name) => simpleParser(await readFile(join(folder, name)))),
  );
  return mails.filter((mail) => JSON.stringify(mail.to).includes(to));
}

/** The token of the last account link e-mailed to an address (`/redirect?…&token=…`). */
export async function lastLinkTokenTo(app: FastifyInstance, to: string): Promise<string> {
  const mail = (await mailTo(app, to)).at(-1);
  return /[?&]token=([\w-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
}
