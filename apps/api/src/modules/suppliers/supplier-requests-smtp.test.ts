import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { JobRunner } from '../../platform/jobs/job-runner.ts';
import { createMailJobHandler, MAIL_QUEUE } from '../../platform/mail/mail-queue.ts';
import { asDevice, signIn } from '../../testing/device-client.ts';
import { createCompany, createProduct } from '../../testing/factories.ts';
import { createTestApp } from '../../testing/test-app.ts';

/**
 * A request to a supplier over a real SMTP server (decision 0070 with 0066): the e-mail is a
 * sealed job of the request's own transaction — neither the link nor the subject readable in the
 * queue — and a process working the queue hands it to the mail server, link and all.
 */
const received: ParsedMail[] = [];
let server: SMTPServer;
let smtpUrl = '';
let app: FastifyInstance;
let runner: JobRunner | null = null;

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => received.push(parsed))
        .then(() => callback(), callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  smtpUrl = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  app = await createTestApp({ env: { SMTP_URL: smtpUrl } });
});
afterAll(async () => {
  await runner?.stop(5_000);
  await app.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('a request to a supplier over SMTP', () => {
  it('waits sealed in the queue with its request, then reaches the mail server', async () => {
    const company = await createCompany(app, { name: 'Sealed Mail Works' });
    const keyUser = await signIn(app, company.codes.KeyUser);
    const productId = await createProduct(app, company.id, {
      content: { name: 'Oven Cleaner', supplier: 'Nordic Solvents AB' },
    });
    const listed = await asDevice(app, keyUser, { method: 'GET', url: '/api/suppliers' });
    const [supplier] = (listed.json() as { items: { id: string }[] }).items;
    const kept = await asDevice(app, keyUser, {
      method: 'PUT',
      url: `/api/suppliers/${supplier?.id}`,
      payload: {
        name: 'Nordic Solvents AB',
        email: 'sds@nordic.example',
        phone: null,
        locale: 'sv-SE',
      },
    });
    expect(kept.statusCode, kept.body).toBe(200);

    const asked = await asDevice(app, keyUser, {
      method: 'POST',
      url: `/api/products/${productId}/supplier-requests`,
      payload: {},
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const queued = await app.database.db.execute<{ payload: unknown }>(
      `select payload from jobs where queue = '${MAIL_QUEUE}'`,
    );
    expect(queued.rows).toHaveLength(1);
    const sealed = JSON.stringify(queued.rows[0]?.payload);
    expect(sealed).not.toContain('supplier-upload');
    expect(sealed).not.toContain('Oven Cleaner');

    runner = new JobRunner({
      database: app.database,
      logger: app.log as never,
      handlers: {
        [MAIL_QUEUE]: createMailJobHandler({
          smtpUrl,
          from: 'SDS Portal <no-reply@localhost>',
          key: app.secretKeys.mailQueue,
          logger: { info: () => {}, warn: () => {}, error: () => {} },
        }),
      },
      concurrency: 1,
      pollIntervalMs: 50,
      leaseSeconds: 30,
      retryBaseMs: 10,
    });
    await runner.start();
    await vi.waitFor(() => expect(received).toHaveLength(1), { timeout: 15_000 });
    const [mail] = received;
    expect(mail?.subject).toBe(
      'Sealed Mail Works ber om det aktuella säkerhetsdatabladet för Oven Cleaner',
    );
    const token = /\/redirect#supplier-upload=([\w-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
    const lookup = await app.inject({
      method: 'POST',
      url: '/api/supplier-upload/lookup',
      payload: { token },
    });
    expect(lookup.statusCode, lookup.body).toBe(200);
    expect(lookup.json()).toMatchObject({ productName: 'Oven Cleaner', locale: 'sv-SE' });
  });
});
