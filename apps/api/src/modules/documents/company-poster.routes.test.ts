import { parsePosterSignIn } from '@sds/contract';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  asAccount,
  companyAuditEvents,
  signInDemoAdministrators,
} from '../../testing/account-client.ts';
import { CALLERS, signInEveryCaller, type Caller, type Callers } from '../../testing/callers.ts';
import { asDevice, signIn } from '../../testing/device-client.ts';
import {
  canInspectPdfs,
  pdfText,
  readQrCode,
  renderFirstPage,
} from '../../testing/pdf-inspection.ts';
import { createTestApp } from '../../testing/test-app.ts';

let app: FastifyInstance;
let owner: string;
let admin: string;
let demoId: string;
let acmeId: string;
let send: Callers['send'];

beforeAll(async () => {
  app = await createTestApp({ seed: true });
  ({ owner, admin, demoId, acmeId } = await signInDemoAdministrators(app));
  ({ send } = await signInEveryCaller(app));
});
afterAll(() => app.close());

const posterOf = (companyId: string, query?: { locale: string }): InjectOptions => ({
  method: 'POST',
  url: `/api/companies/${companyId}/poster`,
  ...(query ? { query } : {}),
});

/** The permission matrix of the poster: CompanyAdmin for its own company, Admin for any. */
const EXPECTED: Record<Caller, number> = {
  anonymous: 401,
  user: 403,
  keyUser: 403,
  otherKeyUser: 403,
  apiKey: 403,
  admin: 200,
  companyAdmin: 200,
  otherCompanyAdmin: 404,
};

describe('who may print a company’s poster', () => {
  it.each(CALLERS)('%s', async (caller) => {
    const response = await send(caller, posterOf(demoId));
    expect(response.statusCode, response.body).toBe(EXPECTED[caller]);
    if (response.statusCode === 200) {
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['cache-control']).toBe('private, no-store');
    } else {
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    }
  });

  it('is a 404 for an unknown company, also to Admin', async () => {
    const response = await asAccount(app, admin, posterOf('00000000-0000-4000-8000-000000000000'));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ type: expect.stringContaining('not-found') });
  });

  it('refuses a locale the portal does not speak', async () => {
    const response = await asAccount(app, owner, posterOf(demoId, { locale: 'xx-XX' }));
    expect(response.statusCode).toBe(400);
  });
});

describe.skipIf(!canInspectPdfs)('the poster', () => {
  it('prints the company, its emergency numbers, and a QR code that signs a phone in', async () => {
    await asAccount(app, owner, {
      method: 'PUT',
      url: `/api/companies/${demoId}/emergency-numbers`,
      payload: { country: 'BE', emergencyNumber: '112', poisonCentreNumber: '070 245 245' },
    });
    const response = await asAccount(app, owner, posterOf(demoId, { locale: 'en-US' }));
    expect(response.statusCode).toBe(200);
    const pdf = response.rawPayload;
    const text = await pdfText(pdf);
    expect(text).toContain('Demo Chemicals');
    expect(text).toContain('Safety data sheets on your phone');
    expect(text).toContain('Emergency: 112');
    expect(text).toContain('Poison centre: 070 245 245');

    const qr = readQrCode(await renderFirstPage(pdf, 60));
    expect(qr).not.toBeNull();
    const link = new URL(qr!);
    // The code rides in the fragment: no server ever receives it with the request.
    expect(link.pathname).toBe('/login');
    expect(link.search).toBe('');
    const code = parsePosterSignIn(link.hash);
    expect(code).toBe('DEMO-USER-2026');
    // The poster's code signs in as a user device of the company, like any sign-in.
    const device = await signIn(app, code!);
    expect(device.user.companyId).toBe(demoId);
    const me = await asDevice(app, device, { method: 'GET', url: '/api/emergency-numbers' });
    expect(me.json()).toMatchObject({ emergencyNumber: '112' });

    const events = await companyAuditEvents(app, demoId);
    expect(events.at(-1)).toMatchObject({
      action: 'code-revealed',
      detail: { kind: 'User', for: 'poster' },
    });
  });

  it('speaks the asked language, else the company’s default product locale', async () => {
    const german = await asAccount(app, owner, posterOf(demoId, { locale: 'de-DE' }));
    expect(await pdfText(german.rawPayload)).toContain('Notfall');
    const acme = await asAccount(app, admin, posterOf(acmeId));
    expect(acme.statusCode).toBe(200);
    expect(await pdfText(acme.rawPayload)).not.toContain('DEMO-USER-2026');
  });

  it('is void once the user code is reset: its code no longer signs in', async () => {
    const before = await asAccount(app, owner, posterOf(demoId));
    const printed = parsePosterSignIn(
      new URL(readQrCode(await renderFirstPage(before.rawPayload, 60))!).hash,
    );
    const reset = await asAccount(app, owner, {
      method: 'PUT',
      url: `/api/Companies/${demoId}/resetUserAuthCode`,
    });
    expect(reset.statusCode).toBe(200);
    await expect(signIn(app, printed!)).rejects.toThrow(/sign-in failed: 40/);
    const after = await asAccount(app, owner, posterOf(demoId));
    const reprinted = parsePosterSignIn(
      new URL(readQrCode(await renderFirstPage(after.rawPayload, 60))!).hash,
    );
    expect(reprinted).not.toBe(printed);
  });
});
