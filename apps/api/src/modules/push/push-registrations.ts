import {
  isWebPushToken,
  pushHubOf,
  readWebPushSubscription,
  type DeviceRole,
  type DeviceType,
  type PushHub,
  type PushRegistration,
} from '@sds/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';

/** Which registrations a call sees: one company's (null: every company's), one hub's or all. */
export interface RegistrationScope {
  companyId: string | null;
  hub: PushHub | null;
}

/** A registration is an active device with a push token (decision 0028). */
const isRegistration = sql`d.signed_out_at is null and d.revoked_at is null and d.device_token <> ''`;

/** pushHubOf() in SQL: a JSON token is Web Push whatever the type (the web app signs in as Gcm). */
const hubOfDevice = sql`(case when left(ltrim(d.device_token), 1) = '{' then 'web'
  when d.device_type = 'Apple' then 'apple' when d.device_type = 'Gcm' then 'gcm' else 'web' end)`;

function scopeConditions(scope: RegistrationScope): SQL {
  const conditions = [isRegistration];
  if (scope.companyId !== null) conditions.push(sql`d.company_id = ${scope.companyId}`);
  if (scope.hub !== null) conditions.push(sql`${hubOfDevice} = ${scope.hub}`);
  return sql.join(conditions, sql` and `);
}

/** The push service a Web registration is delivered through: its endpoint's host. */
function serviceHostOf(token: string): string | null {
  if (!isWebPushToken(token)) return null;
  const subscription = readWebPushSubscription(token);
  return subscription.success ? new URL(subscription.data.endpoint).host : null;
}

/**
 * The registrations in scope, by company name, newest first within a company. The token is
 * read only to name the push service's host; it never leaves the server (it lets anyone push).
 */
export async function listPushRegistrations(
  db: Db,
  scope: RegistrationScope,
  page: { page: number; pageSize: number },
): Promise<{ items: PushRegistration[]; total: number }> {
  const result = await db.execute<{
    total: number;
    id: string;
    companyId: string;
    companyName: string;
    role: DeviceRole;
    deviceType: DeviceType;
    description: string;
    deviceToken: string;
    updatedAt: Date | string;
  }>(sql`
    select d.id, d.company_id as "companyId", c.name as "companyName", d.role,
           d.device_type as "deviceType", d.description, d.device_token as "deviceToken",
           d.updated_at as "updatedAt", count(*) over ()::int as total
    from devices d join companies c on c.id = d.company_id
    where ${scopeConditions(scope)}
    order by lower(c.name), c.id, d.updated_at desc, d.id
    limit ${page.pageSize} offset ${(page.page - 1) * page.pageSize}`);
  const items = result.rows.map(({ deviceToken, total: _total, ...row }) => ({
    ...row,
    hubName: pushHubOf(row.deviceType, deviceToken),
    serviceHost: serviceHostOf(deviceToken),
    updatedAt: new Date(row.updatedAt).toISOString(),
  }));
  // Past the last page the window has no row to count on: count the scope itself.
  const total = result.rows[0]?.total ?? (page.page > 1 ? await countRegistrations(db, scope) : 0);
  return { items, total };
}

async function countRegistrations(db: Db, scope: RegistrationScope): Promise<number> {
  const result = await db.execute<{ total: number }>(sql`
    select count(*)::int as total from devices d where ${scopeConditions(scope)}`);
  return result.rows[0]?.total ?? 0;
}

/**
 * Removes a registration: the device keeps its session, it only stops receiving pushes until
 * it sends a new token. Outside the scope (another company's device, another hub) or no
 * registration at all: a 404. Answers the device's guid for the device cache.
 */
export async function removePushRegistration(
  db: Db,
  scope: RegistrationScope,
  deviceId: string,
): Promise<string> {
  const result = await db.execute<{ deviceGuid: string }>(sql`
    update devices d set device_token = '', updated_at = now()
    where d.id = ${deviceId} and ${scopeConditions(scope)}
    returning d.device_guid as "deviceGuid"`);
  const removed = result.rows[0];
  if (!removed) throw new AppError('not-found', 'No such push registration');
  return removed.deviceGuid;
}
