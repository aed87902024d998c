import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../../testing/test-app.ts';
import { JobRunner } from '../jobs/job-runner.ts';
import { createMailJobHandler, MAIL_MAX_ATTEMPTS, MAIL_QUEUE } from './mail-queue.ts';
import type { MailMessage } from './mailer.ts';

/**
 * Durable mail (issue 27 point 4): with SMTP, a message waits sealed in the database's job queue
 * until a process working the queue has handed it to the mail server — also one that starts
 * after the process that wrote it has gone.
 */
const quiet = { info: () => {}, warn: () => {}, error: () => {} };
const SMTP_WAIT = { timeout: 15_000 };
const message: MailMessage = {
  to: 'Jan Jansen <jan@example.com>',
  subject: 'Bevestig uw e-mailadres',
  text: 'Open deze link: http://localhost:8080/redirect?token=secret-token-abc',
  html: '<p><a href="http://localhost:8080/redirect?token=secret-token-abc">Open</a></p>',
  links: ['http://localhost:8080/redirect?token=secret-token-abc'],
};

const received: ParsedMail[] = [];
let refuseNext = 0;
let server: SMTPServer;
let smtpUrl = '';
let app: FastifyInstance;
let runner: JobRunner | null = null;

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
  smtpUrl = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  // No job runner in this app: what it queues waits, as when its process is gone.
  app = await createTestApp({ env: { SMTP_URL: smtpUrl } });
});
afterEach(async () => {
  await runner?.stop(5_000);
  runner = null;
  received.length = 0;
  await app.database.db.execute(`delete from jobs where queue = '${MAIL_QUEUE}'`);
});
afterAll(async () => {
  await app.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

/** Another process working the queue, as `npm run worker` or a restarted server does. */
async function startAnotherProcess(hear: { outcomes: string[]; errors: unknown[] }) {
  runner = new JobRunner({
    database: app.database,
    logger: app.log as never,
    handlers: {
      [MAIL_QUEUE]: createMailJobHandler({
        smtpUrl,
        from: 'SDS Portal <no-reply@localhost>',
        key: app.secretKeys.mailQueue,
        logger: { ...quiet, error: (entry: unknown) => hear.errors.push(entry) },
        onOutcome: (outcome) => hear.outcomes.push(outcome),
      }),
    },
    concurrency: 1,
    pollIntervalMs: 50,
    leaseSeconds: 30,
    retryBaseMs: 10,
  });
  await runner.start();
}

const queuedPayloads = async () =>
  (
    await app.database.db.execute<{ payload: unknown }>(
      `select payload from jobs where queue = '${MAIL_QUEUE}'`,
    )
  ).rows.map((row) => JSON.stringify(row.payload));

describe('e-mail over SMTP through the job queue', () => {
  it('keeps a message sealed in the queue until a process delivers it, retrying a refusal', async () => {
    await app.mailer.send(message);
    const [payload, ...others] = await queuedPayloads();
    expect(others).toEqual([]);
    // Neither its link nor its subject can be read from the queue (or a backup of it).
    expect(payload).not.toContain('secret-token-abc');
    expect(payload).not.toContain('Bevestig');
    expect(received).toEqual([]);

    refuseNext = 1;
    const hear = { outcomes: [] as string[], errors: [] as unknown[] };
    await startAnotherProcess(hear);
    await vi.waitFor(() => expect(received).toHaveLength(1), SMTP_WAIT);
    expect(received[0]?.subject).toBe(message.subject);
    expect(received[0]?.text).toContain('token=secret-token-abc');
    expect(received[0]?.to).toMatchObject({
      value: [{ address: 'jan@example.com', name: 'Jan Jansen' }],
    });
    // Counted once as sent, not once per attempt (the metrics' sds_mail_messages_total).
    await vi.waitFor(() => expect(hear.outcomes).toEqual(['sent']), SMTP_WAIT);
  });

  it('gives up after the last attempt, logging the subject and counting one failure', async () => {
    refuseNext = MAIL_MAX_ATTEMPTS;
    await app.mailer.send(message);
    const hear = { outcomes: [] as string[], errors: [] as unknown[] };
    await startAnotherProcess(hear);
    await vi.waitFor(
      () => expect(hear.errors).toEqual([expect.objectContaining({ subject: message.subject })]),
      SMTP_WAIT,
    );
    expect(hear.outcomes).toEqual(['failed']);
    expect(received).toEqual([]);
    refuseNext = 0;
  });
});
