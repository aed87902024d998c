import type {
  AccountSelf,
  ApiKeySummary,
  CompanyDetails,
  CompanyDevice,
  CompanyLicence,
  CompanyLocale,
  EmergencyNumbers,
  Licence,
  LicenceAddon,
  RecordKeeping,
  RecordKeepingSettings,
} from '@sds/contract';
import { testAccountSelf } from './account-fixtures.ts';
import {
  activeTeam,
  dutchLocale,
  englishLocale,
  erpKey,
  expiredTrial,
  maskedCodes,
  otherCompany,
  plusFiveUsers,
  teamLicence,
  testCompany,
  threeAddons,
  userDevice,
  keyUserDevice,
} from './admin-fixtures.ts';
import { fakeApi, jsonResponse, problemResponse, type SentRequest } from './fake-api.ts';
import { catalogueWrites, licenceRoutes } from './fake-admin-licences.ts';

/** What the fake server holds; tests read it to see what a call changed. */
export type AdminState = {
  self: AccountSelf;
  companies: CompanyDetails[];
  devices: CompanyDevice[];
  apiKeys: ApiKeySummary[];
  locales: CompanyLocale[];
  emergencyNumbers: EmergencyNumbers;
  recordKeeping: RecordKeepingSettings;
  licences: CompanyLicence[];
  catalogue: { licences: Licence[]; addons: LicenceAddon[] };
};

type AdminApiOptions = {
  self?: AccountSelf;
  /** Answers a request instead of the fake server (a refusal, say); undefined lets it through. */
  answer?: (request: SentRequest & { pathname: string }) => Response | undefined;
};

const NEW_CODE = {
  User: 'N3WU-SERC-0DE1-2345',
  KeyUser: 'N3WK-EYUS-ERC0-DE67',
  Subscription: 'N3WS-UBSC-R1PT-1ON8',
};
const REVEALED = {
  User: 'U7QX-M2PD-9WZR-4TNA',
  KeyUser: 'K3LM-8HJQ-2VXC-6RPE',
  Subscription: 'S5DT-7KWN-3BGY-9FQA',
};
const RESET_KIND = {
  resetUserAuthCode: 'User',
  resetKeyUserAuthCode: 'KeyUser',
  resetSubscriptionCode: 'Subscription',
} as const;

const noContent = () => new Response(null, { status: 204 });
export const notFound = () => problemResponse(404, 'not-found');

function companyRoutes(state: AdminState, request: SentRequest, parts: string[]) {
  const [, , , companyId = '', section, itemId, action] = parts;
  const company = state.companies.find((item) => item.id === companyId);
  if (!company) return notFound();
  const body = request.body as Record<string, unknown>;
  if (section === undefined) {
    if (request.method === 'PUT') {
      company.name = String(body.name);
      return jsonResponse(company);
    }
    if (request.method === 'DELETE') {
      const isForced =
        new URL(request.url, 'http://localhost').searchParams.get('force') === 'true';
      if (state.devices.length > 0 && !isForced) return problemResponse(409, 'conflict');
      state.companies = state.companies.filter((item) => item.id !== companyId);
      return noContent();
    }
    return jsonResponse(company);
  }
  if (section === 'codes') {
    if (action === 'reveal') {
      const kind = itemId as keyof typeof REVEALED;
      return jsonResponse({ kind, code: REVEALED[kind] });
    }
    return jsonResponse(maskedCodes);
  }
  if (section in RESET_KIND) {
    const kind = RESET_KIND[section as keyof typeof RESET_KIND];
    const signedOut = state.devices.filter((device) => device.role === kind).length;
    state.devices = state.devices.filter((device) => device.role !== kind);
    return jsonResponse({ kind, code: NEW_CODE[kind], signedOutDevices: signedOut });
  }
  if (section === 'devices') {
    if (request.method === 'DELETE') {
      if (!state.devices.some((device) => device.id === itemId)) return notFound();
      state.devices = state.devices.filter((device) => device.id !== itemId);
      return noContent();
    }
    if (request.method === 'PUT' && action === 'label') {
      const device = state.devices.find((each) => each.id === itemId);
      if (!device) return notFound();
      device.label = (request.body as { label: string }).label;
      return noContent();
    }
    return jsonResponse({ items: state.devices });
  }
  if (section === 'apikey') return apiKeyRoutes(state, request, itemId);
  if (section === 'locale') return localeRoutes(state, request, itemId);
  if (section === 'emergency-numbers') {
    if (request.method === 'PUT') state.emergencyNumbers = request.body as EmergencyNumbers;
    return jsonResponse(state.emergencyNumbers);
  }
  if (section === 'record-keeping') {
    if (request.method === 'PUT')
      state.recordKeeping = { ...state.recordKeeping, ...(request.body as RecordKeeping) };
    return jsonResponse(state.recordKeeping);
  }
  if (section === 'licenses') {
    return jsonResponse({
      items: state.licences,
      totals: { companyId, userLicences: 25, keyUserLicences: 5 },
    });
  }
  return notFound();
}

function apiKeyRoutes(state: AdminState, request: SentRequest, keyId: string | undefined) {
  const body = request.body as { name: string; enabled: boolean };
  if (!keyId && request.method === 'POST') {
    const created = {
      ...erpKey,
      id: '0e1f2a3b-4c5d-4e6f-8a7b-9c0d1e2f3a4b',
      name: body.name,
      prefix: 'sdsk_N3wK',
      lastUsedAt: null,
    };
    state.apiKeys.push(created);
    return jsonResponse({ ...created, key: 'sdsk_N3wKeyShownOnce0123456789abcdefghijk' }, 201);
  }
  if (!keyId) return jsonResponse({ items: state.apiKeys });
  const apiKey = state.apiKeys.find((item) => item.id === keyId);
  if (!apiKey) return notFound();
  if (request.method === 'PUT') {
    Object.assign(apiKey, { name: body.name, enabled: body.enabled });
    return jsonResponse(apiKey);
  }
  if (request.method === 'DELETE') {
    state.apiKeys = state.apiKeys.filter((item) => item.id !== keyId);
    return noContent();
  }
  return jsonResponse(apiKey);
}

function localeRoutes(state: AdminState, request: SentRequest, localeId: string | undefined) {
  const body = request.body as { locale: CompanyLocale['locale']; isDefault: boolean };
  const makeDefault = (id: string) => {
    state.locales = state.locales.map((item) => ({ ...item, isDefault: item.id === id }));
  };
  if (!localeId && request.method === 'POST') {
    if (state.locales.some((item) => item.locale === body.locale)) {
      return problemResponse(409, 'conflict');
    }
    const added = {
      id: '6f708192-a3b4-4c5d-8e6f-708192a3b4c5',
      locale: body.locale,
      isDefault: false,
    };
    state.locales.push(added);
    if (body.isDefault || state.locales.length === 1) makeDefault(added.id);
    return jsonResponse(
      state.locales.find((item) => item.id === added.id),
      201,
    );
  }
  if (!localeId) return jsonResponse({ items: state.locales });
  const locale = state.locales.find((item) => item.id === localeId);
  if (!locale) return notFound();
  if (request.method === 'PUT') {
    if (body.isDefault) makeDefault(locale.id);
    return jsonResponse(state.locales.find((item) => item.id === localeId));
  }
  if (request.method === 'DELETE') {
    if (locale.isDefault) return problemResponse(409, 'conflict');
    state.locales = state.locales.filter((item) => item.id !== localeId);
    return noContent();
  }
  return jsonResponse(locale);
}

/**
 * A fake of the administration API for the admin screens' tests: a company with codes,
 * devices, API keys, languages and licences, and the Admin's catalogue, changed by the calls
 * the screens make, so a test sees the screen read the server again after a change.
 */
export function fakeAdminApi(options: AdminApiOptions = {}) {
  const state: AdminState = {
    self: options.self ?? testAccountSelf,
    companies: [structuredClone(testCompany), structuredClone(otherCompany)],
    devices: [structuredClone(userDevice), structuredClone(keyUserDevice)],
    apiKeys: [structuredClone(erpKey)],
    locales: [structuredClone(dutchLocale), structuredClone(englishLocale)],
    emergencyNumbers: { country: null, emergencyNumber: null, poisonCentreNumber: null },
    recordKeeping: {
      archiveRetentionYears: 40,
      reviewAfterYears: 3,
      dueDigestEnabled: true,
      keyUserContacts: [],
    },
    licences: [
      structuredClone(activeTeam),
      structuredClone(threeAddons),
      structuredClone(expiredTrial),
    ],
    catalogue: {
      licences: [structuredClone(teamLicence)],
      addons: [structuredClone(plusFiveUsers)],
    },
  };
  const api = fakeApi((request) => {
    const { pathname, searchParams } = new URL(request.url, 'http://localhost');
    const override = options.answer?.({ ...request, pathname });
    if (override) return override;
    if (pathname === '/api/account/self') return jsonResponse(state.self);
    if (pathname === '/api/Locale') {
      return jsonResponse({
        items: ['nl-NL', 'en-US', 'de-DE', 'fr-FR'].map((locale) => ({
          locale,
          name: locale,
          nativeName: locale,
        })),
      });
    }
    if (pathname === '/api/Companies') {
      const search = (searchParams.get('search') ?? '').toLowerCase();
      const items = state.companies
        .filter((company) => company.name.toLowerCase().includes(search))
        .map(({ id, name, createdAt }) => ({ id, name, createdAt }));
      return jsonResponse({ items, total: items.length });
    }
    const parts = pathname.split('/');
    if (parts[2]?.toLowerCase() === 'companies' && parts[3]) {
      return companyRoutes(state, request, parts);
    }
    if (/^\/api\/(Licenses|LicenseAddons)(\/[^/]+)?$/.test(pathname) && request.method !== 'GET') {
      return catalogueWrites(state, request, pathname);
    }
    return licenceRoutes(state, request, pathname) ?? notFound();
  });
  return { ...api, state };
}
