import { SUPPORTED_LOCALES } from '@sds/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyApiKeys, companyLocales } from '../../platform/db/schema.ts';
import { apiKeyHash } from '../api-keys/index.ts';
import { CALLERS, signInEveryCaller, type Caller, type Callers } from '../../testing/callers.ts';
import { signIn } from '../../testing/device-client.ts';
import { createApiKey, createCompany } from '../../testing/factories.ts';
import { createTestApp } from '../../testing/test-app.ts';

/**
 * The permission matrix of issue 10: every company administration call as every kind of
 * caller, on the demo company's ids. CompanyAdmin may administer its own company and Admin
 * every one; another company's CompanyAdmin gets 404 (the company's existence is not
 * revealed); devices and integrations 403; no credentials 401. Deleting companies is Admin's
 * alone; the list of locales is public, and everyone signed in reads their company's emergency numbers and product locales.
 */
let app: FastifyInstance;
let demoCompanyId: string;
let send: Callers['send'];
/** A key of the demo company that the read and change calls use. */
let sharedApiKeyId: string;

async function apiKeyOfDemo(): Promise<string> {
  const key = await createApiKey(app, demoCompanyId);
  const [row] = await app.database.db
    .select({ id: companyApiKeys.id })
    .from(companyApiKeys)
    .where(eq(companyApiKeys.keyHash, apiKeyHash(key)));
  return row!.id;
}

/** A locale the demo company does not have yet, optionally added (not as its default). */
async function unusedLocale(options: { add: boolean }): Promise<{ locale: string; id: string }> {
  const rows = await app.database.db
    .select({ locale: companyLocales.locale })
    .from(companyLocales)
    .where(eq(companyLocales.companyId, demoCompanyId));
  const taken = new Set(rows.map((row) => row.locale));
  const locale = SUPPORTED_LOCALES.find((candidate) => !taken.has(candidate))!;
  if (!options.add) return { locale, id: '' };
  const [added] = await app.database.db
    .insert(companyLocales)
    .values({ companyId: demoCompanyId, locale, isDefault: false })
    .returning({ id: companyLocales.id });
  return { locale, id: added!.id };
}

/** The demo company's en-US, which the seed does not make its default. */
async function nonDefaultLocaleId(): Promise<string> {
  const [row] = await app.database.db
    .select({ id: companyLocales.id })
    .from(companyLocales)
    .where(and(eq(companyLocales.companyId, demoCompanyId), eq(companyLocales.locale, 'en-US')));
  return row!.id;
}

beforeAll(async () => {
  app = await createTestApp({ seed: true });
  ({ demoCompanyId, send } = await signInEveryCaller(app));
  sharedApiKeyId = await apiKeyOfDemo();
});
afterAll(() => app.close());

type Rule = 'administrators' | 'platform' | 'public' | 'list' | 'readers';

interface Call {
  rule: Rule;
  success: number;
  /** Resets sign out the demo company's devices that later cases call as: they run last. */
  signsOutDevices?: boolean;
  request: () => Promise<InjectOptions>;
}

const company = () => `/api/Companies/${demoCompanyId}`;
const localeUrl = () => `/api/companies/${demoCompanyId}/locale`;

const calls: Record<string, Call> = {
  'GET /api/Companies': {
    rule: 'list',
    success: 200,
    request: async () => ({ method: 'GET', url: '/api/Companies' }),
  },
  'GET /api/Companies/{id}': {
    rule: 'administrators',
    success: 200,
    request: async () => ({ method: 'GET', url: company() }),
  },
  'PUT /api/Companies/{id}': {
    rule: 'administrators',
    success: 200,
    request: async () => ({
      method: 'PUT',
      url: company(),
      payload: { name: 'Demo Chemicals B.V.' },
    }),
  },
  'DELETE /api/Companies/{id}': {
    rule: 'platform',
    success: 204,
    request: async () => {
      const doomed = await createCompany(app);
      return { method: 'DELETE', url: `/api/Companies/${doomed.id}` };
    },
  },
  'GET …/codes': {
    rule: 'administrators',
    success: 200,
    request: async () => ({ method: 'GET', url: `${company()}/codes` }),
  },
  'POST …/codes/{kind}/reveal': {
    rule: 'administrators',
    success: 200,
    request: async () => ({ method: 'POST', url: `${company()}/codes/Subscription/reveal` }),
  },
  'PUT …/resetSubscriptionCode': {
    rule: 'administrators',
    success: 200,
    request: async () => ({ method: 'PUT', url: `${company()}/resetSubscriptionCode` }),
  },
  'PUT …/resetUserAuthCode': {
    rule: 'administrators',
    success: 200,
    signsOutDevices: true,
    request: async () => ({ method: 'PUT', url: `${company()}/resetUserAuthCode` }),
  },
  'PUT …/resetKeyUserAuthCode': {
    rule: 'administrators',
    success: 200,
    signsOutDevices: true,
    request: async () => ({ method: 'PUT', url: `${company()}/resetKeyUserAuthCode` }),
  },
  'GET …/devices': {
    rule: 'administrators',
    success: 200,
    request: async () => ({ method: 'GET', url: `${company()}/devices` }),
  },
  'DELETE …/devices/{deviceId}': {
    rule: 'administrators',
    success: 204,
    request: async () => {
      const device = await signIn(app, 'DEMO-USER-2026');
      return { method: 'DELETE', url: `${company()}/devices/${device.user.deviceId}` };
    },
  },
  'PUT …/devices/{deviceId}/label': {
    rule: 'administrators',
    success: 204,
    request: async () => {
      const device = await signIn(app, 'DEMO-USER-2026');
      return {
        method: 'PUT',
        url: `${company()}/devices/${device.user.deviceId}/label`,
        payload: { label: 'Matrix' },
      };
    },
  },
  'GET …/apikey': {
    rule: 'administrators',
    success: 200,
    request: async () => ({ method: 'GET', url: `${company()}/apikey` }),
  },
  'POST …/apikey': {
    rule: 'administrators',
    success: 201,
    request: async () => ({
      method: 'POST',
      url: `${company()}/apikey`,
      payload: { name: 'Matrix' },
    }),
  },
  'GET …/apikey/{id}': {
    rule: 'administrators',
    success: 200,
    request: async () => ({ method: 'GET', url: `${company()}/apikey/${sharedApiKeyId}` }),
  },
  'PUT …/apikey/{id}': {
    rule: 'administrators',
    success: 200,
    request: async () => ({
      method: 'PUT',
      url: `${company()}/apikey/${sharedApiKeyId}`,
      payload: { name: 'Matrix', enabled: true },
    }),
  },
  'DELETE …/apikey/{id}': {
    rule: 'administrators',
    success: 204,
    request: async () => ({ method: 'DELETE', url: `${company()}/apikey/${await apiKeyOfDemo()}` }),
  },
  'GET /api/Locale': {
    rule: 'public',
    success: 200,
    request: async () => ({ method: 'GET', url: '/api/Locale' }),
  },
  'GET …/locale': {
    rule: 'administrators',
    success: 200,
    request: async () => ({ method: 'GET', url: localeUrl() }),
  },
  'POST …/locale': {
    rule: 'administrators',
    success: 201,
    request: async () => {
      const { locale } = await unusedLocale({ add: false });
      return { method: 'POST', url: localeUrl(), payload: { locale } };
    },
  },
  'GET …/locale/{id}': {
    rule: 'administrators',
    success: 200,
    request: async () => ({ method: 'GET', url: `${localeUrl()}/${await nonDefaultLocaleId()}` }),
  },
  'PUT …/locale/{id}': {
    rule: 'administrators',
    success: 200,
    request: async () => ({
      method: 'PUT',
      url: `${localeUrl()}/${await nonDefaultLocaleId()}`,
      payload: { locale: 'en-US', isDefault: false },
    }),
  },
  'DELETE …/locale/{id}': {
    rule: 'administrators',
    success: 204,
    request: async () => {
      const { id } = await unusedLocale({ add: true });
      return { method: 'DELETE', url: `${localeUrl()}/${id}` };
    },
  },
  'GET /api/emergency-numbers': {
    rule: 'readers',
    success: 200,
    request: async () => ({ method: 'GET', url: '/api/emergency-numbers' }),
  },
  'GET /api/product-locales': {
    rule: 'readers',
    success: 200,
    request: async () => ({ method: 'GET', url: '/api/product-locales' }),
  },
  'GET …/emergency-numbers': {
    rule: 'administrators',
    success: 200,
    request: async () => ({
      method: 'GET',
      url: `/api/companies/${demoCompanyId}/emergency-numbers`,
    }),
  },
  'PUT …/emergency-numbers': {
    rule: 'administrators',
    success: 200,
    request: async () => ({
      method: 'PUT',
      url: `/api/companies/${demoCompanyId}/emergency-numbers`,
      payload: { country: 'NL', emergencyNumber: '112', poisonCentreNumber: null },
    }),
  },
  'GET …/record-keeping': {
    rule: 'administrators',
    success: 200,
    request: async () => ({
      method: 'GET',
      url: `/api/companies/${demoCompanyId}/record-keeping`,
    }),
  },
  'PUT …/record-keeping': {
    rule: 'administrators',
    success: 200,
    request: async () => ({
      method: 'PUT',
      url: `/api/companies/${demoCompanyId}/record-keeping`,
      payload: { archiveRetentionYears: 40 },
    }),
  },
};

/** What each caller gets: the call's success, or a refusal. */
function expectedStatus(call: Call, caller: Caller): number {
  if (call.rule === 'public') return call.success;
  // A company's emergency numbers: everyone signed in reads their own company's.
  if (call.rule === 'readers') return caller === 'anonymous' ? 401 : call.success;
  switch (caller) {
    case 'anonymous':
      return 401;
    case 'user':
    case 'keyUser':
    case 'otherKeyUser':
    case 'apiKey':
      return 403;
    case 'admin':
      return call.success;
    case 'companyAdmin':
      return call.rule === 'platform' ? 403 : call.success;
    case 'otherCompanyAdmin':
      // The list has no id in its path: it answers the caller's own company.
      if (call.rule === 'list') return call.success;
      return call.rule === 'platform' ? 403 : 404;
  }
}

describe('who may administer companies', () => {
  const cases = Object.entries(calls).flatMap(([name, call]) =>
    CALLERS.map((caller) => {
      const status = expectedStatus(call, caller);
      const isLast = call.signsOutDevices === true && status === call.success;
      return { name, caller, status, isLast };
    }),
  );
  // Stable: every case keeps its place but the successful resets, which go last.
  const ordered = [...cases.filter((c) => !c.isLast), ...cases.filter((c) => c.isLast)];

  it.each(ordered)('$name as $caller answers $status', async ({ name, caller, status }) => {
    const response = await send(caller, await calls[name]!.request());
    expect(response.statusCode, response.body).toBe(status);
  });
});
