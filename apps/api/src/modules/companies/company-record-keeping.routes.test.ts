import { Problem, RecordKeepingSettings } from '@sds/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  asAccount,
  companyAuditEvents,
  signInDemoAdministrators,
} from '../../testing/account-client.ts';
import { asDevice, signIn } from '../../testing/device-client.ts';
import { createCompany } from '../../testing/factories.ts';
import { createTestApp } from '../../testing/test-app.ts';

/**
 * The key-user contacts of a company's record keeping (decision 0065): the addresses the weekly
 * digest of sheets due for review goes to besides the administrators, set by an administrator.
 */
let app: FastifyInstance;
let owner: string;
let admin: string;
let demoId: string;
let acmeId: string;

const url = (companyId: string) => `/api/companies/${companyId}/record-keeping`;
const problemOf = (response: { json(): unknown }) => Problem.parse(response.json());

const put = (token: string, payload: Record<string, unknown>, companyId = demoId) =>
  asAccount(app, token, {
    method: 'PUT',
    url: url(companyId),
    payload: { archiveRetentionYears: 40, ...payload },
  });

const settings = async (token = owner, companyId = demoId) => {
  const response = await asAccount(app, token, { method: 'GET', url: url(companyId) });
  expect(response.statusCode, response.body).toBe(200);
  return RecordKeepingSettings.parse(response.json());
};

beforeAll(async () => {
  app = await createTestApp({ seed: true });
  ({ owner, admin, demoId, acmeId } = await signInDemoAdministrators(app));
});
afterAll(async () => {
  await app.close();
});

describe('the key-user contacts of record keeping', () => {
  it('are none at first, and an administrator sets them: trimmed, each address once', async () => {
    expect((await settings()).keyUserContacts).toEqual([]);
    const saved = await put(owner, {
      keyUserContacts: [' lab@demo.example ', 'Store@Demo.example', 'store@demo.EXAMPLE', 'a@b.eu'],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(RecordKeepingSettings.parse(saved.json()).keyUserContacts).toEqual([
      'lab@demo.example',
      'Store@Demo.example',
      'a@b.eu',
    ]);
    expect((await settings()).keyUserContacts).toEqual([
      'lab@demo.example',
      'Store@Demo.example',
      'a@b.eu',
    ]);
    const [event] = (await companyAuditEvents(app, demoId)).filter(
      (row) => row.action === 'record-keeping-changed',
    );
    expect(event?.detail).toMatchObject({
      before: { keyUserContacts: [] },
      after: { keyUserContacts: ['lab@demo.example', 'Store@Demo.example', 'a@b.eu'] },
    });
  });

  it('stay as they are when a client leaves them out, and can be emptied', async () => {
    const kept = await put(owner, { reviewAfterYears: 2 });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toMatchObject({
      reviewAfterYears: 2,
      keyUserContacts: ['lab@demo.example', 'Store@Demo.example', 'a@b.eu'],
    });
    const emptied = await put(owner, { reviewAfterYears: 3, keyUserContacts: [] });
    expect(emptied.json()).toMatchObject({ keyUserContacts: [] });
  });

  it.each([
    ['an address without @', ['lab.demo.example']],
    ['an empty line', ['']],
    ['two addresses in one', ['a@b.eu, c@d.eu']],
    [
      'an address over 254 characters',
      [`${'x'.repeat(64)}@${['d', 'e', 'f'].map((label) => label.repeat(63)).join('.')}.eu`],
    ],
    ['21 addresses', Array.from({ length: 21 }, (_, index) => `key${index}@demo.example`)],
    ['a string instead of a list', 'lab@demo.example'],
  ])('refuses %s with 400 validation-failed, changing nothing', async (_case, contacts) => {
    const refused = await put(owner, { keyUserContacts: contacts });
    expect([refused.statusCode, problemOf(refused).type]).toEqual([400, 'validation-failed']);
    expect((await settings()).keyUserContacts).toEqual([]);
  });

  it('takes 20 addresses', async () => {
    const twenty = Array.from({ length: 20 }, (_, index) => `key${index}@demo.example`);
    const saved = await put(owner, { keyUserContacts: twenty });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await settings()).keyUserContacts).toHaveLength(20);
    await put(owner, { keyUserContacts: [] });
  });

  it('are another company’s administrator’s to set, not its neighbour’s', async () => {
    const refused = await put(owner, { keyUserContacts: ['spy@demo.example'] }, acmeId);
    expect(refused.statusCode).toBe(404);
    expect((await asAccount(app, owner, { method: 'GET', url: url(acmeId) })).statusCode).toBe(404);
    // The platform Admin keeps every company.
    const byAdmin = await put(admin, { keyUserContacts: ['safety@acme.example'] }, acmeId);
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect((await settings(admin, acmeId)).keyUserContacts).toEqual(['safety@acme.example']);
  });

  it('are not for key users or users, nor for anyone unsigned', async () => {
    const company = await createCompany(app);
    for (const code of [company.codes.KeyUser, company.codes.User]) {
      const device = await signIn(app, code);
      const response = await asDevice(app, device, {
        method: 'PUT',
        url: url(company.id),
        payload: { archiveRetentionYears: 40, keyUserContacts: ['me@example.com'] },
      });
      expect(response.statusCode).toBe(403);
    }
    const unsigned = await app.inject({ method: 'GET', url: url(company.id) });
    expect(unsigned.statusCode).toBe(401);
  });
});
