import { randomUUID } from 'node:crypto';
import {
  CompanyLocale,
  CompanyLocaleListResponse,
  LocaleListResponse,
  ProductLocalesResponse,
  SUPPORTED_LOCALES,
} from '@sds/contract';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  asAccount,
  companyAuditEvents,
  signInDemoAdministrators,
} from '../../testing/account-client.ts';
import { asDevice, signIn } from '../../testing/device-client.ts';
import { createCompany } from '../../testing/factories.ts';
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
const localesUrl = (companyId: string) => `/api/companies/${companyId}/locale`;
const list = async (companyId: string) =>
  CompanyLocaleListResponse.parse(
    (await as(admin, { method: 'GET', url: localesUrl(companyId) })).json(),
  ).items;
const add = (companyId: string, payload: object, token = admin) =>
  as(token, { method: 'POST', url: localesUrl(companyId), payload });

describe('GET /api/Locale', () => {
  it('lists every supported locale with its names, to anyone', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/locale' });
    expect(response.statusCode).toBe(200);
    const { items } = LocaleListResponse.parse(response.json());
    expect(items.map((item) => item.locale)).toEqual([...SUPPORTED_LOCALES]);
    expect(items[0]).toEqual({
      locale: 'nl-NL',
      name: 'Dutch (Netherlands)',
      nativeName: 'Nederlands',
    });
    // Named in itself from the project's table, whatever ICU data the runtime carries.
    expect(items.find((item) => item.locale === 'mt-MT')?.nativeName).toBe('Malti');
  });
});

describe('GET /api/product-locales', () => {
  it('answers a device its company’s product locales, the default first', async () => {
    const device = await signIn(app, 'DEMO-KEY-2026');
    const response = await asDevice(app, device, { method: 'GET', url: '/api/product-locales' });
    expect(response.statusCode).toBe(200);
    const { items } = ProductLocalesResponse.parse(response.json());
    expect(items).toEqual((await list(demoId)).map((row) => row.locale));
    expect(items[0]).toBe('nl-NL');
  });

  it('answers the platform Admin, who has no company, an empty list', async () => {
    const response = await as(admin, { method: 'GET', url: '/api/product-locales' });
    expect(response.json()).toEqual({ items: [] });
  });
});

describe('a company’s locales', () => {
  it('lists the seeded locales, the default first', async () => {
    const response = await as(owner, { method: 'GET', url: localesUrl(demoId) });
    expect(response.statusCode).toBe(200);
    const { items } = CompanyLocaleListResponse.parse(response.json());
    expect(items.map(({ locale, isDefault }) => [locale, isDefault])).toEqual([
      ['nl-NL', true],
      ['de-DE', false],
      ['en-US', false],
      ['fr-FR', false],
    ]);
  });

  it('makes the first locale the default and moves the default to a new one', async () => {
    const company = await createCompany(app);
    const first = await add(company.id, { locale: 'de-DE' });
    expect(first.statusCode).toBe(201);
    expect(CompanyLocale.parse(first.json())).toMatchObject({ locale: 'de-DE', isDefault: true });
    const second = CompanyLocale.parse((await add(company.id, { locale: 'en-US' })).json());
    expect(second.isDefault).toBe(false);
    const third = CompanyLocale.parse(
      (await add(company.id, { locale: 'fr-FR', isDefault: true })).json(),
    );
    expect(third.isDefault).toBe(true);
    expect((await list(company.id)).filter((row) => row.isDefault)).toEqual([third]);

    const moved = await as(admin, {
      method: 'PUT',
      url: `${localesUrl(company.id)}/${second.id}`,
      payload: { locale: 'en-US', isDefault: true },
    });
    expect(CompanyLocale.parse(moved.json()).isDefault).toBe(true);
    expect((await list(company.id)).map((row) => [row.locale, row.isDefault])).toEqual([
      ['en-US', true],
      ['de-DE', false],
      ['fr-FR', false],
    ]);
    const actions = (await companyAuditEvents(app, company.id)).map((event) => event.action);
    expect(actions).toEqual(['locale-added', 'locale-added', 'locale-added', 'locale-updated']);
  });

  it('changes a locale’s language, but never to one the company has', async () => {
    const company = await createCompany(app);
    const dutch = CompanyLocale.parse((await add(company.id, { locale: 'nl-NL' })).json());
    const german = CompanyLocale.parse((await add(company.id, { locale: 'de-DE' })).json());
    const url = `${localesUrl(company.id)}/${german.id}`;
    const changed = await as(admin, { method: 'PUT', url, payload: { locale: 'it-IT' } });
    expect(CompanyLocale.parse(changed.json())).toEqual({
      id: german.id,
      locale: 'it-IT',
      isDefault: false,
    });
    const clash = await as(admin, { method: 'PUT', url, payload: { locale: 'nl-NL' } });
    expect(clash.statusCode).toBe(409);
    const fetched = await as(admin, {
      method: 'GET',
      url: `${localesUrl(company.id)}/${dutch.id}`,
    });
    expect(CompanyLocale.parse(fetched.json())).toEqual(dutch);
  });

  it('refuses a duplicate, an unsupported locale and a bad body', async () => {
    expect((await add(demoId, { locale: 'nl-NL' })).statusCode).toBe(409);
    for (const payload of [
      { locale: 'xx-XX' },
      { locale: 'nl' },
      {},
      { locale: 'it-IT', isDefault: 'yes' },
    ]) {
      const response = await add(demoId, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it('keeps exactly one default: it can be neither unset nor removed', async () => {
    const company = await createCompany(app);
    const only = CompanyLocale.parse((await add(company.id, { locale: 'nl-NL' })).json());
    const url = `${localesUrl(company.id)}/${only.id}`;
    const unset = await as(admin, { method: 'PUT', url, payload: { locale: 'nl-NL' } });
    expect(unset.statusCode).toBe(409);
    expect((await as(admin, { method: 'DELETE', url })).statusCode).toBe(409);

    const other = CompanyLocale.parse((await add(company.id, { locale: 'en-US' })).json());
    const removed = await as(admin, {
      method: 'DELETE',
      url: `${localesUrl(company.id)}/${other.id}`,
    });
    expect(removed.statusCode).toBe(204);
    expect(await list(company.id)).toEqual([only]);
    expect(
      (await as(admin, { method: 'DELETE', url: `${localesUrl(company.id)}/${other.id}` }))
        .statusCode,
    ).toBe(404);
    expect((await companyAuditEvents(app, company.id)).at(-1)).toMatchObject({
      action: 'locale-removed',
      detail: { localeId: other.id, locale: 'en-US' },
    });
  });

  it('answers 404 for another company’s locales and ids, 400 for malformed ids', async () => {
    const acmeLocale = (await list(acmeId))[0]!;
    const demoLocale = (await list(demoId))[1]!;
    const calls: InjectOptions[] = [
      { method: 'GET', url: localesUrl(acmeId) },
      { method: 'POST', url: localesUrl(acmeId), payload: { locale: 'it-IT' } },
      { method: 'GET', url: `${localesUrl(acmeId)}/${acmeLocale.id}` },
      { method: 'GET', url: `${localesUrl(demoId)}/${acmeLocale.id}` },
      {
        method: 'PUT',
        url: `${localesUrl(demoId)}/${acmeLocale.id}`,
        payload: { locale: 'it-IT' },
      },
      { method: 'DELETE', url: `${localesUrl(demoId)}/${acmeLocale.id}` },
      { method: 'GET', url: `${localesUrl(demoId)}/${randomUUID()}` },
    ];
    for (const call of calls) {
      expect((await as(owner, call)).statusCode, `${call.method} ${call.url}`).toBe(404);
    }
    expect(
      (await as(owner, { method: 'GET', url: `${localesUrl(demoId)}/${demoLocale.id}` }))
        .statusCode,
    ).toBe(200);
    expect((await as(owner, { method: 'GET', url: `${localesUrl(demoId)}/1` })).statusCode).toBe(
      400,
    );
    expect((await as(admin, { method: 'GET', url: localesUrl(randomUUID()) })).statusCode).toBe(
      404,
    );
  });
});
