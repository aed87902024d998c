import { TokenResponse } from '@sds/contract';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';

/** The seeded demo accounts (seed/demo-data.ts), by what they are in a test. */
export const DEMO_ACCOUNTS = {
  companyAdmin: { email: 'owner@demo-chemicals.example', password: 'demo-owner-2026' },
  otherCompanyAdmin: { email: 'owner@acme-industrial.example', password: 'demo-owner-2026' },
  admin: { email: 'admin@demo.local', password: 'demo-admin-2026' },
} as const;

/** Signs an account in (`POST /api/account/token`) and returns its bearer token. */
export async function accessTokenOf(
  app: FastifyInstance,
  account: { email: string; password: string },
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/account/token',
    payload: account,
  });
  if (response.statusCode !== 200) {
    throw new Error(`account sign-in failed: ${response.statusCode} ${response.body}`);
  }
  return TokenResponse.parse(response.json()).accessToken;
}

/** A request with an account's bearer token, as a script or the admin screens send it. */
export function asAccount(
  app: FastifyInstance,
  token: string,
  options: InjectOptions,
): Promise<LightMyRequestResponse> {
  return app.inject({
    ...options,
    headers: { ...options.headers, authorization: `Bearer ${token}` },
  });
}

/** A seeded demo company's id by its name's start (`Demo`, `Acme`). */
export async function demoCompanyId(app: FastifyInstance, nameStart: string): Promise<string> {
  const result = await app.database.db.execute<{ id: string }>(
    sql`select id from companies where name like ${`${nameStart}%`} order by name limit 1`,
  );
  const id = result.rows[0]?.id;
  if (!id) throw new Error(`No seeded company named ${nameStart}…: seed the app first`);
  return id;
}

/** The actions recorded in a company's administration log, oldest first, with their details. */
export async function companyAuditEvents(app: FastifyInstance, companyId: string) {
  const result = await app.database.db.execute<{
    action: string;
    actorKind: string;
    actorName: string;
    detail: Record<string, unknown>;
  }>(sql`
    select action, actor_kind as "actorKind", actor_name as "actorName", detail
    from company_audit_events where company_id = ${companyId}
    order by created_at, id`);
  return result.rows;
}

/**
 * The administrators of the seeded demo data, signed in: the Demo company's CompanyAdmin
 * (`owner`) and the platform Admin, with the two demo companies' ids.
 */
export async function signInDemoAdministrators(app: FastifyInstance) {
  return {
    owner: await accessTokenOf(app, DEMO_ACCOUNTS.companyAdmin),
    admin: await accessTokenOf(app, DEMO_ACCOUNTS.admin),
    demoId: await demoCompanyId(app, 'Demo'),
    acmeId: await demoCompanyId(app, 'Acme'),
  };
}
