import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { asDevice, signIn, type SignedInTestDevice } from './device-client.ts';
import { createApiKey } from './factories.ts';

/**
 * Every kind of caller a permission matrix tries (seeded demo data): nobody, a user and a key
 * user of the demo company, its integration, its CompanyAdmin, the platform Admin (who belongs
 * to no company), and the key user and CompanyAdmin of another company.
 */
export type Caller =
  | 'anonymous'
  | 'user'
  | 'apiKey'
  | 'admin'
  | 'keyUser'
  | 'companyAdmin'
  | 'otherKeyUser'
  | 'otherCompanyAdmin';

export const CALLERS: readonly Caller[] = [
  'anonymous',
  'user',
  'apiKey',
  'admin',
  'keyUser',
  'companyAdmin',
  'otherKeyUser',
  'otherCompanyAdmin',
];

export interface Callers {
  /** The demo company, whose key user and CompanyAdmin are "own". */
  demoCompanyId: string;
  send(caller: Caller, options: InjectOptions): Promise<LightMyRequestResponse>;
}

async function bearerOf(app: FastifyInstance, email: string, password: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/account/token',
    payload: { email, password },
  });
  return (response.json() as { accessToken: string }).accessToken;
}

/** Signs in every kind of caller on an app seeded with the demo data. */
export async function signInEveryCaller(app: FastifyInstance): Promise<Callers> {
  const devices: Record<string, SignedInTestDevice> = {
    keyUser: await signIn(app, 'DEMO-KEY-2026'),
    user: await signIn(app, 'DEMO-USER-2026'),
    otherKeyUser: await signIn(app, 'ACME-KEY-2026'),
  };
  const demoCompanyId = devices.keyUser!.user.companyId;
  const bearers: Record<string, string> = {
    companyAdmin: await bearerOf(app, 'owner@demo-chemicals.example', 'demo-owner-2026'),
    otherCompanyAdmin: await bearerOf(app, 'owner@acme-industrial.example', 'demo-owner-2026'),
    admin: await bearerOf(app, 'admin@demo.local', 'demo-admin-2026'),
  };
  const apiKey = await createApiKey(app, demoCompanyId);
  return {
    demoCompanyId,
    send(caller, options) {
      const device = devices[caller];
      if (device) return asDevice(app, device, options);
      const headers: Record<string, string> =
        caller === 'apiKey'
          ? { 'api-key': apiKey }
          : bearers[caller]
            ? { authorization: `Bearer ${bearers[caller]}` }
            : {};
      return app.inject({ ...options, headers: { ...options.headers, ...headers } });
    },
  };
}
