import { Problem, ResetPasswordResponse } from '@sds/contract';
import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signIn } from '../../testing/device-client.ts';
import { mailTo } from '../../testing/outbox.ts';
import { createTestApp } from '../../testing/test-app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({ seed: true });
});
afterAll(() => app.close());

let serial = 0;
const address = () => `registrant-${Date.now()}-${(serial += 1)}@example.com`;
/** Each test registers from its own client address, so the rate limit test stands alone. */
const clientAddress = () => `10.0.${Math.floor(serial / 250)}.${serial % 250}`;

function register(body: Record<string, unknown>, remoteAddress = clientAddress(), language = 'nl') {
  return app.inject({
    method: 'POST',
    url: '/api/account',
    payload: body,
    remoteAddress,
    headers: { 'accept-language': language },
  });
}

const reset = (token: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/account/reset', payload: { token, password } });

const tokenIn = (mail: ParsedMail | undefined) =>
  /[?&]token=([\w-]+)/.exec(mail?.text ?? '')?.[1] ?? '';

describe('registering a free company account', () => {
  it('e-mails a link; setting a password creates the company, shows and mails its codes', async () => {
    const email = address();
    const registered = await register({ companyName: 'Verfhandel De Kwast', name: 'An', email });
    expect(registered.statusCode).toBe(202);
    const [validation] = await mailTo(app, email);
    expect(validation?.subject).toBe('Rond het aanmaken van uw SDS Portal-account af');
    expect(validation?.text).toContain(
      'http://localhost:8080/redirect?purpose=registration&token=',
    );

    const weak = await reset(tokenIn(validation), '1234567890');
    expect(weak.statusCode).toBe(400);
    const done = await reset(tokenIn(validation), 'de kwast verft 2026');
    expect(done.statusCode, done.body).toBe(200);
    const result = ResetPasswordResponse.parse(done.json());
    if (result.kind !== 'registration') throw new Error('expected a registration');
    expect(result).toMatchObject({ companyName: 'Verfhandel De Kwast', email });
    expect(result.codes.userCode).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/);

    const mails = await mailTo(app, email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Rond het aanmaken van uw SDS Portal-account af',
      'Uw SDS Portal-codes voor Verfhandel De Kwast',
    ]);
    expect(mails[1]?.text).toContain(result.codes.keyUserCode);
    const device = await signIn(app, result.codes.userCode);
    expect(device.user).toMatchObject({ companyName: 'Verfhandel De Kwast', role: 'User' });
  });

  it('refuses the link a second time, and after it expired, alike', async () => {
    const email = address();
    await register({ companyName: 'Twice B.V.', name: 'Bo', email });
    const token = tokenIn((await mailTo(app, email))[0]);
    expect((await reset(token, 'first password 2026')).statusCode).toBe(200);
    const again = await reset(token, 'second password 2026');
    expect(again.statusCode).toBe(403);
    expect(Problem.parse(again.json()).type).toBe('link-invalid');

    const late = address();
    await register({ companyName: 'Late B.V.', name: 'Cas', email: late });
    const lateToken = tokenIn((await mailTo(app, late))[0]);
    await app.database.pool.query(
      `update account_tokens set expires_at = now() - interval '1 second' where email = $1`,
      [late],
    );
    const expired = await reset(lateToken, 'late password 2026');
    expect(expired.statusCode).toBe(403);
    expect((await reset('x'.repeat(43), 'some password 2026')).statusCode).toBe(403);
  });

  it('answers an existing address like a new one, and tells its owner instead', async () => {
    const owner = 'owner@demo-chemicals.example';
    const response = await register({ companyName: 'Copycat Ltd', name: 'Eve', email: owner });
    expect(response.statusCode).toBe(202);
    const mails = await mailTo(app, owner);
    expect(mails.at(-1)?.subject).toBe('Iemand probeerde zich met uw e-mailadres te registreren');
    expect(mails.at(-1)?.text).not.toContain('token=');
  });

  it('keeps markup in names as text, escaped in the e-mail', async () => {
    const email = address();
    const companyName = '<script>alert(1)</script> & Co';
    await register({ companyName, name: '<b>Dirk</b>', email });
    const [mail] = await mailTo(app, email);
    expect(mail?.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; Co');
    expect(mail?.html).not.toContain('<script>');
    const done = await reset(tokenIn(mail), 'escaped names 2026');
    expect(ResetPasswordResponse.parse(done.json())).toMatchObject({ companyName });
  });

  it.each([
    [
      'an invalid e-mail address',
      { companyName: 'A', name: 'B', email: 'not-an-address' },
      'email',
    ],
    [
      'a 300-character name',
      { companyName: 'A', name: 'n'.repeat(300), email: 'a@b.example' },
      'name',
    ],
    ['no company name', { companyName: '  ', name: 'B', email: 'a@b.example' }, 'companyName'],
  ])('refuses %s with 400', async (_case, body, field) => {
    const response = await register(body);
    expect(response.statusCode).toBe(400);
    expect(Problem.parse(response.json()).errors?.map((error) => error.path)).toContain(
      `body.${field}`,
    );
  });

  it('limits one client address to 10 registrations an hour (429 with Retry-After)', async () => {
    const from = '192.0.2.77';
    const answers = [];
    for (let attempt = 0; attempt < 12; attempt += 1) {
      answers.push(
        (await register({ companyName: 'Spam', name: 'S', email: address() }, from)).statusCode,
      );
    }
    expect(answers.slice(0, 10)).toEqual(Array(10).fill(202));
    const blocked = await register({ companyName: 'Spam', name: 'S', email: address() }, from);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('registration e-mail over SMTP', () => {
  const received: ParsedMail[] = [];
  let server: SMTPServer;
  let smtpApp: FastifyInstance;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        simpleParser(stream)
          .then((mail) => received.push(mail))
          .then(() => callback(), callback);
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    // Its job runner sends what the queue holds (durable mail, issue 27 point 4).
    smtpApp = await createTestApp({
      env: { SMTP_URL: `smtp://127.0.0.1:${port}`, RUN_JOBS: 'true', JOB_POLL_INTERVAL_MS: '100' },
    });
  });
  afterAll(async () => {
    await smtpApp.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('reaches a real SMTP server with the validation link', async () => {
    const email = address();
    const response = await smtpApp.inject({
      method: 'POST',
      url: '/api/account',
      payload: { companyName: 'Mail B.V.', name: 'Fien', email },
      headers: { 'accept-language': 'de' },
    });
    expect(response.statusCode).toBe(202);
    // A real SMTP exchange in the background: on a loaded machine it may take over a second.
    await vi.waitFor(() => expect(received).toHaveLength(1), { timeout: 10_000 });
    expect(received[0]?.subject).toBe('Schließen Sie die Einrichtung Ihres SDS-Portal-Kontos ab');
    expect(received[0]?.text).toMatch(/redirect\?purpose=registration&token=[\w-]{43}/);
  });
});
