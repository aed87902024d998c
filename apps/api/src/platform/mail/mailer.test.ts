import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { createMailer, type MailMessage } from './mailer.ts';

const quiet = { info: () => {}, warn: () => {}, error: () => {} };
const message: MailMessage = {
  to: 'Jan Jansen <jan@example.com>',
  subject: 'Bevestig uw e-mailadres',
  text: 'Open deze link: http://localhost:8080/redirect?token=abc',
  html: '<p>Open <a href="http://localhost:8080/redirect?token=abc">deze link</a></p>',
  links: ['http://localhost:8080/redirect?token=abc'],
};

describe('the outbox mailer (no SMTP_URL)', () => {
  it('writes each message as an .eml file and logs its links', async () => {
    const outboxDir = join(await mkdtemp(join(tmpdir(), 'sds-outbox-')), 'outbox');
    const logged: unknown[] = [];
    const mailer = createMailer({
      from: 'SDS Portal <no-reply@localhost>',
      smtpUrl: null,
      outboxDir,
      logger: { ...quiet, info: (entry: unknown) => logged.push(entry) },
    });
    await mailer.send(message);
    const files = await readdir(outboxDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const parsed = await simpleParser(await readFile(join(outboxDir, files[0]!)));
    expect(parsed.subject).toBe(message.subject);
    expect(parsed.text?.trim()).toBe(message.text);
    expect(parsed.html).toContain('deze link');
    expect(logged).toEqual([expect.objectContaining({ links: message.links })]);
  });

  it('composes and sends in the background, logs a failure, and is settled after both', async () => {
    const outboxDir = join(await mkdtemp(join(tmpdir(), 'sds-outbox-')), 'outbox');
    const errors: unknown[] = [];
    const mailer = createMailer({
      from: 'SDS Portal <no-reply@localhost>',
      smtpUrl: null,
      outboxDir,
      logger: { ...quiet, error: (entry: unknown) => errors.push(entry) },
    });
    let isComposed = false;
    mailer.sendInBackground(async () => {
      isComposed = true;
      return message;
    });
    mailer.sendInBackground(async () => null);
    mailer.sendInBackground(() => Promise.reject(new Error('no database')));
    // Nothing runs before the caller has answered.
    expect(isComposed).toBe(false);
    await mailer.settled();
    expect(await readdir(outboxDir)).toHaveLength(1);
    expect(errors).toEqual([expect.objectContaining({ reason: 'no database' })]);
    await mailer.close();
  });
});

describe('the SMTP mailer (SMTP_URL)', () => {
  it('needs the job queue its messages wait in (mail-queue.test.ts)', () => {
    expect(() =>
      createMailer({
        from: 'x@localhost',
        smtpUrl: 'smtp://127.0.0.1:25',
        outboxDir: '/',
        logger: quiet,
      }),
    ).toThrow('SMTP mail needs the job queue');
  });
});
