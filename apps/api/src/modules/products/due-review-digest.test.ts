import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { companies as companiesTable } from '../../platform/db/schema.ts';
import { JobRunner } from '../../platform/jobs/job-runner.ts';
import { mailInTransaction } from '../../platform/mail/mail-in-transaction.ts';
import { createMailJobHandler, MAIL_QUEUE } from '../../platform/mail/mail-queue.ts';
import { createCompany, createProduct } from '../../testing/factories.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { isoDay } from './due-for-review.ts';
import { sendDueReviewDigests, type DueReviewDigestDeps } from './due-review-digest.ts';

/**
 * The weekly digest of sheets due for review (decision 0065): through the job queue to a real
 * SMTP server, once per company and ISO week, to the administrators and key-user contacts (an
 * address that is both gets one), only when something is due, never when switched off.
 */
const quiet = { info: () => {}, warn: () => {}, error: () => {} };
const received: ParsedMail[] = [];
let server: SMTPServer;
let app: FastifyInstance;
let runner: JobRunner;
let deps: DueReviewDigestDeps;
const companies: Record<string, string> = {};
// A Wednesday: the ISO week 2026-W48 runs from Monday 23 to Sunday 29 November.
const wednesday = new Date('2026-11-25T06:00:00Z');
const nextMonday = new Date('2026-11-30T00:05:00Z');

async function addAdministrator(companyId: string, email: string, hasPassword = true) {
  await app.database.db.execute(sql`
    insert into accounts (company_id, email, name, roles, password_hash)
    values (${companyId}, ${email}, ${email.split('@')[0]}, array['CompanyAdmin'],
            ${hasPassword ? 'not-a-real-hash' : null})`);
}

async function addCompany(name: string, options: { dueSheets: number; locale?: string }) {
  const { id } = await createCompany(app, { name });
  companies[name] = id;
  if (options.locale) {
    await app.database.db.execute(sql`
      insert into company_locales (company_id, locale, is_default)
      values (${id}, ${options.locale}, true)`);
  }
  for (let index = 0; index < options.dueSheets; index += 1) {
    const revisionDate = isoDay(new Date(Date.UTC(2015, 0, 1 + index)));
    await createProduct(app, id, { content: { name: `${name} sheet ${index + 1}`, revisionDate } });
  }
  await createProduct(app, id, { content: { name: `${name} fresh`, revisionDate: '2026-06-01' } });
  return id;
}

async function setKeyUserContacts(companyId: string, contacts: string[]) {
  await app.database.db
    .update(companiesTable)
    .set({ keyUserContacts: contacts })
    .where(eq(companiesTable.id, companyId));
}

const addressesOf = (mails: ParsedMail[]) =>
  mails
    .flatMap((mail) => [mail.to].flat().flatMap((to) => to?.value.map((value) => value.address)))
    .sort();

const digestsSent = async () =>
  (
    await app.database.db.execute<{ name: string; week: string; due: number }>(sql`
      select c.name, d.iso_week as week, d.due_count as due from due_review_digests d
      join companies c on c.id = d.company_id order by c.name, d.iso_week`)
  ).rows;

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
  const smtpUrl = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  app = await createTestApp({ env: { SMTP_URL: smtpUrl } });
  deps = {
    db: app.database.db,
    mail: mailInTransaction({
      from: app.config.mailFrom,
      smtpUrl,
      outboxDir: app.config.outboxDir,
      logger: quiet,
      queueKey: app.secretKeys.mailQueue,
    }),
    publicUrl: 'https://sds.example',
  };
  runner = new JobRunner({
    database: app.database,
    logger: app.log as never,
    handlers: {
      [MAIL_QUEUE]: createMailJobHandler({
        smtpUrl,
        from: 'SDS Portal <no-reply@localhost>',
        key: app.secretKeys.mailQueue,
        logger: quiet,
      }),
    },
    concurrency: 1,
    pollIntervalMs: 50,
    leaseSeconds: 30,
    retryBaseMs: 10,
  });

  await addCompany('Alpha Chemie', { dueSheets: 23, locale: 'de-DE' });
  await addAdministrator(companies['Alpha Chemie']!, 'chef@alpha.example');
  await addAdministrator(companies['Alpha Chemie']!, 'lager@alpha.example');
  await addAdministrator(companies['Alpha Chemie']!, 'invited@alpha.example', false);
  await addCompany('Bravo Fresh', { dueSheets: 0 });
  await addAdministrator(companies['Bravo Fresh']!, 'owner@bravo.example');
  await addCompany('Charlie Quiet', { dueSheets: 2 });
  await addAdministrator(companies['Charlie Quiet']!, 'owner@charlie.example');
  await app.database.db.execute(
    sql`update companies set due_digest_enabled = false where id = ${companies['Charlie Quiet']!}`,
  );
  await addCompany('Delta Nobody', { dueSheets: 2 });
});
afterAll(async () => {
  await runner.stop(5_000);
  await app.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('the weekly digest of sheets due for review', () => {
  it('goes once a week to each administrator of a company with sheets due', async () => {
    expect(await sendDueReviewDigests(deps, wednesday)).toEqual({
      week: '2026-W48',
      companies: 1,
      mails: 2,
      failed: [],
    });
    // Bravo has nothing due, Charlie switched it off, Delta has no administrator.
    expect(await digestsSent()).toEqual([{ name: 'Alpha Chemie', week: '2026-W48', due: 23 }]);

    await runner.start();
    await vi.waitFor(() => expect(received).toHaveLength(2), { timeout: 15_000 });
    const addresses = received.flatMap((mail) =>
      [mail.to].flat().flatMap((to) => to?.value.map((value) => value.address)),
    );
    expect(addresses.sort()).toEqual(['chef@alpha.example', 'lager@alpha.example']);
    const [mail] = received;
    // In the company's language (its accounts keep none).
    expect(mail?.subject).toBe('Zu überprüfende Sicherheitsdatenblätter bei Alpha Chemie: 23');
    expect(mail?.text).toContain('Alpha Chemie sheet 1 (ART-');
    expect(mail?.text).toContain('01.01.2015');
    expect(mail?.text).not.toContain('Alpha Chemie sheet 21 ');
    expect(mail?.text).toContain('Und 3 weitere auf der Liste.');
    expect(mail?.text).toContain('https://sds.example/audit/due-for-review');
    expect(mail?.text).not.toContain('fresh');
    expect(mail?.html).toContain('lang="de-DE"');
    // Why the administrator gets it, and how it stops.
    expect(mail?.text).toContain('Guten Tag chef,');
    expect(mail?.text).toContain('Sie erhalten diese E-Mail als Administrator von Alpha Chemie.');
    expect(mail?.text).toContain('in der Unternehmensverwaltung abschalten');
  });

  it('is not sent twice in a week, and goes again the next', async () => {
    const again = await sendDueReviewDigests(deps, new Date('2026-11-29T23:00:00Z'));
    expect(again).toMatchObject({ week: '2026-W48', companies: 0, mails: 0 });
    const next = await sendDueReviewDigests(deps, nextMonday);
    expect(next).toMatchObject({ week: '2026-W49', companies: 1, mails: 2 });
    await vi.waitFor(() => expect(received).toHaveLength(4), { timeout: 15_000 });
  });

  it('writes nothing when its mails cannot be queued, so a later run sends it', async () => {
    const failing: DueReviewDigestDeps = {
      ...deps,
      mail: async () => {
        throw new Error('The queue refused');
      },
    };
    const week50 = new Date('2026-12-07T00:05:00Z');
    const result = await sendDueReviewDigests(failing, week50);
    expect(result.failed).toEqual([
      { companyId: companies['Alpha Chemie'], reason: 'The queue refused' },
    ]);
    expect((await digestsSent()).map((row) => row.week)).not.toContain('2026-W50');
    expect(await sendDueReviewDigests(deps, week50)).toMatchObject({ companies: 1, mails: 2 });
  });

  it('reaches the key-user contacts too, an address that is also an administrator’s once', async () => {
    // One written as an administrator's address in other letters; Delta has no administrator.
    await setKeyUserContacts(companies['Alpha Chemie']!, [
      'LAGER@alpha.example',
      'sicherheit@alpha.example',
    ]);
    await setKeyUserContacts(companies['Delta Nobody']!, ['safety@delta.example']);
    // The three weeks before: two mails each.
    await vi.waitFor(() => expect(received).toHaveLength(6), { timeout: 15_000 });
    const before = received.length;
    const week51 = new Date('2026-12-14T00:05:00Z');
    expect(await sendDueReviewDigests(deps, week51)).toEqual({
      week: '2026-W51',
      companies: 2,
      mails: 4,
      failed: [],
    });
    await vi.waitFor(() => expect(received).toHaveLength(before + 4), { timeout: 15_000 });
    const thisWeek = received.slice(before);
    expect(addressesOf(thisWeek)).toEqual([
      'chef@alpha.example',
      'lager@alpha.example',
      'safety@delta.example',
      'sicherheit@alpha.example',
    ]);
    const toContact = thisWeek.find(
      (mail) => addressesOf([mail])[0] === 'sicherheit@alpha.example',
    );
    expect(toContact?.subject).toBe('Zu überprüfende Sicherheitsdatenblätter bei Alpha Chemie: 23');
    expect(toContact?.text).toMatch(/^Guten Tag,/);
    expect(toContact?.text).toContain(
      'weil ein Administrator von Alpha Chemie diese Adresse als Key-User-Kontakt eingetragen hat',
    );
    expect(toContact?.text).not.toContain('als Administrator von');
    // The storekeeper is an administrator too: one message, the administrator's.
    const toBoth = thisWeek.find((mail) => addressesOf([mail])[0] === 'lager@alpha.example');
    expect(toBoth?.text).toContain('Sie erhalten diese E-Mail als Administrator von Alpha Chemie.');
    const toDelta = thisWeek.find((mail) => addressesOf([mail])[0] === 'safety@delta.example');
    expect(toDelta?.text).toMatch(/^Hello,/);
    expect(toDelta?.text).toContain('listed this address as a key-user contact');
    expect(toDelta?.text).toContain('remove the address');

    // The week is recorded: a second run sends none of them again.
    expect(await sendDueReviewDigests(deps, new Date('2026-12-16T00:05:00Z'))).toMatchObject({
      companies: 0,
      mails: 0,
    });
  });
});
