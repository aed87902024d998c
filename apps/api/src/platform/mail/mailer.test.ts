import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMailer, type MailMessage } from './mailer.ts';

const quiet = { info: () => {}, warn: () => {}, error: () => {} };
/** Delivery runs in the background over real SMTP: on a loaded machine it may take seconds. */
const SMTP_WAIT = { timeout: 10_000 };
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
  const received: ParsedMail[] = [];
  let refuseNext = 0;
  let server: SMTPServer;
  let port = 0;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        if (refuseNext > 0) {
          refuseNext -= 1;
          stream.resume();
          stream.on('end', () =>
            callback(Object.assign(new Error('Try later'), { responseCode: 451 })),
          );
          return;
        }
        simpleParser(stream)
          .then((parsed) => received.push(parsed))
          .then(() => callback(), callback);
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const mailer = () =>
    createMailer({
      from: 'SDS Portal <no-reply@localhost>',
      smtpUrl: `smtp://127.0.0.1:${port}`,
      outboxDir: '/nonexistent',
      logger: quiet,
      retry: { attempts: 3, firstDelayMs: 20 },
    });

  it('delivers to a real SMTP server, trying again after a temporary refusal', async () => {
    refuseNext = 1;
    const smtp = mailer();
    await smtp.send(message);
    await vi.waitFor(
      () => expect(received.map((mail) => mail.subject)).toEqual([message.subject]),
      SMTP_WAIT,
    );
    await smtp.close();
    expect(received[0]?.to).toMatchObject({
      value: [{ address: 'jan@example.com', name: 'Jan Jansen' }],
    });
  });

  it('gives up after the last attempt without throwing into the request', async () => {
    refuseNext = 3;
    received.length = 0;
    const errors: unknown[] = [];
    const smtp = createMailer({
      from: 'SDS Portal <no-reply@localhost>',
      smtpUrl: `smtp://127.0.0.1:${port}`,
      outboxDir: '/nonexistent',
      logger: { ...quiet, error: (entry: unknown) => errors.push(entry) },
      retry: { attempts: 3, firstDelayMs: 10 },
    });
    await expect(smtp.send(message)).resolves.toBeUndefined();
    await vi.waitFor(
      () => expect(errors).toEqual([expect.objectContaining({ subject: message.subject })]),
      SMTP_WAIT,
    );
    await smtp.close();
    expect(received).toEqual([]);
  });
});
