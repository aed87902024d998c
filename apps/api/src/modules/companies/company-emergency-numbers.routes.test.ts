import { EmergencyNumbers } from '@sds/contract';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  asAccount,
  companyAuditEvents,
  signInDemoAdministrators,
} from '../../testing/account-client.ts';
import { asDevice, signIn } from '../../testing/device-client.ts';
import { findDemoProduct } from '../../testing/factories.ts';
import { canInspectPdfs, pdfText } from '../../testing/pdf-inspection.ts';
import { createTestApp } from '../../testing/test-app.ts';

let app: FastifyInstance;
let owner: string;
let admin: string;
let demoId: string;
let acmeId: string;

beforeAll(async () => {
  app = await createTestApp({ seed: true });
  ({ owner, admin, demoId, acmeId } = await signInDemoAdministrators(app));
});
afterAll(() => app.close());

const as = (token: string, options: InjectOptions) => asAccount(app, token, options);
const url = (companyId: string) => `/api/companies/${companyId}/emergency-numbers`;
const belgium = { country: 'BE', emergencyNumber: '112', poisonCentreNumber: '070 245 245' };

describe('a company’s emergency numbers', () => {
  it('are none until the CompanyAdmin sets them, then every device of the company reads them', async () => {
    const device = await signIn(app, 'DEMO-USER-2026');
    const before = await asDevice(app, device, { method: 'GET', url: '/api/emergency-numbers' });
    expect(before.json()).toEqual({
      country: null,
      emergencyNumber: null,
      poisonCentreNumber: null,
    });

    const put = await as(owner, { method: 'PUT', url: url(demoId), payload: belgium });
    expect(put.statusCode, put.body).toBe(200);
    expect(EmergencyNumbers.parse(put.json())).toEqual(belgium);

    const after = await asDevice(app, device, { method: 'GET', url: '/api/emergency-numbers' });
    expect(after.statusCode).toBe(200);
    expect(after.json()).toEqual(belgium);
    expect((await as(owner, { method: 'GET', url: url(demoId) })).json()).toEqual(belgium);
    // Another company's devices read their own company's (none set).
    const acme = await as(admin, { method: 'GET', url: url(acmeId) });
    expect(acme.json()).toEqual({ country: null, emergencyNumber: null, poisonCentreNumber: null });
  });

  it('records the change in the company’s audit log with the numbers before', async () => {
    await as(owner, {
      method: 'PUT',
      url: url(demoId),
      payload: { ...belgium, poisonCentreNumber: null },
    });
    const events = await companyAuditEvents(app, demoId);
    const last = events.filter((event) => event.action === 'emergency-numbers-changed').at(-1);
    expect(last?.detail).toMatchObject({
      before: belgium,
      after: { ...belgium, poisonCentreNumber: null },
    });
  });

  it('refuses numbers a phone cannot dial and countries that are no ISO code', async () => {
    for (const payload of [
      { ...belgium, emergencyNumber: 'call the office' },
      { ...belgium, poisonCentreNumber: `1${'2'.repeat(40)}` },
      { ...belgium, country: 'Belgium' },
      { ...belgium, emergencyNumber: '' },
    ]) {
      const response = await as(owner, { method: 'PUT', url: url(demoId), payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ type: expect.stringContaining('validation') });
    }
  });

  it.skipIf(!canInspectPdfs)(
    'print on the sheets and labels the company’s devices make',
    async () => {
      await as(owner, { method: 'PUT', url: url(demoId), payload: belgium });
      const device = await signIn(app, 'DEMO-USER-2026');
      const { id } = await findDemoProduct(app, 'DC-ACETONE', 'en-US');
      for (const type of ['sheet', 'label']) {
        const response = await asDevice(app, device, {
          method: 'POST',
          url: `/api/products/${id}/download/${type}`,
        });
        expect(response.statusCode).toBe(200);
        const text = (await pdfText(response.rawPayload)).replace(/\s+/g, ' ');
        expect(text).toContain('Emergency: 112');
        expect(text).toContain('Poison centre: 070 245 245');
      }
    },
  );
});
