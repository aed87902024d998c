import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { DEMO_ACCOUNTS, accessTokenOf } from '../account-client.ts';
import { signIn, type SignedInTestDevice } from '../device-client.ts';
import { createApiKey } from '../factories.ts';
import type { FuzzRequest } from './fuzz-requests.ts';

/** Who a fuzzed request comes from: nobody, each signed-in kind, and made-up credentials. */
export const FUZZ_CALLERS = [
  'anonymous',
  'user',
  'keyUser',
  'apiKey',
  'companyAdmin',
  'admin',
  'forgedDevice',
  'forgedBearer',
] as const;
export type FuzzCaller = (typeof FUZZ_CALLERS)[number];

const DEVICE_CODES = { user: 'DEMO-USER-2026', keyUser: 'DEMO-KEY-2026' } as const;

/**
 * The signed-in callers of a seeded app, kept signed in: a fuzzed call may sign a device out,
 * revoke a token or delete the API key, so `refresh` signs in again whoever was lost (devices
 * under the same deviceGuid, so no licence is spent twice). Fuzzed calls come from addresses
 * of their own, so their failed sign-ins never limit the refresh.
 */
export class FuzzCallers {
  private devices: Partial<Record<'user' | 'keyUser', SignedInTestDevice>> = {};
  private bearers: Partial<Record<'companyAdmin' | 'admin', string>> = {};
  private apiKey = '';
  private readonly guids = { user: randomUUID(), keyUser: randomUUID() };

  private readonly app: FastifyInstance;
  readonly demoCompanyId: string;

  private constructor(app: FastifyInstance, demoCompanyId: string) {
    this.app = app;
    this.demoCompanyId = demoCompanyId;
  }

  static async of(app: FastifyInstance): Promise<FuzzCallers> {
    const result = await app.database.db.execute<{ id: string }>(
      sql`select id from companies where name like 'Demo%' limit 1`,
    );
    const callers = new FuzzCallers(app, result.rows[0]!.id);
    await callers.refresh();
    return callers;
  }

  /** Signs in again every caller whose credentials stopped working; throws if one cannot. */
  async refresh(): Promise<void> {
    for (const role of ['user', 'keyUser'] as const) {
      const device = this.devices[role];
      if (!device || (await this.isRefused('products', role))) {
        this.devices[role] = await signIn(this.app, DEVICE_CODES[role], this.guids[role]);
      }
    }
    for (const role of ['companyAdmin', 'admin'] as const) {
      if (!this.bearers[role] || (await this.isRefused('self', role))) {
        this.bearers[role] = await accessTokenOf(this.app, DEMO_ACCOUNTS[role]);
      }
    }
    if (!this.apiKey || (await this.isRefused('products', 'apiKey'))) {
      this.apiKey = await createApiKey(this.app, this.demoCompanyId);
    }
  }

  private async isRefused(probe: 'self' | 'products', caller: FuzzCaller) {
    const url = probe === 'self' ? '/api/account/self' : '/api/products?pageSize=1';
    const response = await this.send(caller, { method: 'GET', url, headers: {} }, '127.0.0.1');
    return response.statusCode === 401 || response.statusCode === 403;
  }

  /** Sends a request as the caller, from the given client address. */
  send(
    caller: FuzzCaller,
    request: FuzzRequest,
    remoteAddress: string,
  ): Promise<LightMyRequestResponse> {
    const device = caller === 'user' || caller === 'keyUser' ? this.devices[caller] : undefined;
    const credentials: Record<string, string> = device
      ? device.headers
      : caller === 'companyAdmin' || caller === 'admin'
        ? { authorization: `Bearer ${this.bearers[caller] ?? ''}` }
        : caller === 'apiKey'
          ? { 'api-key': this.apiKey }
          : caller === 'forgedDevice'
            ? { authcode: 'f'.repeat(64), deviceid: randomUUID(), 'x-xsrf-token': 'forged' }
            : caller === 'forgedBearer'
              ? { authorization: 'Bearer forged.token.value' }
              : {};
    const cookies =
      device?.cookies ??
      (caller === 'forgedDevice' ? { sds_session: 'forged', 'XSRF-TOKEN': 'forged' } : {});
    return this.app.inject({
      method: request.method as 'GET',
      url: request.url,
      headers: { ...request.headers, ...credentials },
      cookies,
      remoteAddress,
      ...(request.payload !== undefined ? { payload: request.payload } : {}),
    });
  }
}

/**
 * Ids that exist in the seeded app: both companies, some of their products and accounts, and
 * the locations and stock entries there are (decision 0073).
 */
export async function knownIdsOf(app: FastifyInstance): Promise<string[]> {
  const result = await app.database.db.execute<{ id: string }>(sql`
    (select id::text from companies)
    union all (select id::text from products order by id limit 6)
    union all (select id::text from accounts limit 3)
    union all (select id::text from locations order by id limit 4)
    union all (select id::text from stock_entries order by id limit 2)`);
  return result.rows.map((row) => row.id);
}
