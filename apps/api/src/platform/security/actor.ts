import { sql } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import type { Principal } from '../http/principal.ts';

/**
 * Who did something, as a record keeps it: the kind and id of the principal, with its name
 * and role as they are at the time, so the record still says who it was after they are gone.
 */
export interface Actor {
  /** A principal's kind (`account`, `device`, `apiKey`), or a system's (`converter`). */
  actorKind: string;
  actorId: string;
  /** An account's name, a device's description, or `API key`. */
  actorName: string;
  actorRole: string;
}

/** The caller as a record keeps it (review decisions, uploads, requests, company audit events). */
export async function actorOf(executor: Executor, principal: Principal): Promise<Actor> {
  if (principal.kind === 'account') {
    const result = await executor.execute<{ name: string }>(
      sql`select name from accounts where id = ${principal.accountId}`,
    );
    return {
      actorKind: 'account',
      actorId: principal.accountId,
      actorName: result.rows[0]?.name ?? '',
      actorRole: principal.roles[0] ?? '',
    };
  }
  if (principal.kind === 'device') {
    const result = await executor.execute<{ description: string }>(
      sql`select description from devices where id = ${principal.deviceId}`,
    );
    return {
      actorKind: 'device',
      actorId: principal.deviceId,
      actorName: result.rows[0]?.description ?? '',
      actorRole: principal.role,
    };
  }
  return {
    actorKind: 'apiKey',
    actorId: principal.apiKeyId,
    actorName: 'API key',
    actorRole: principal.roles[0] ?? '',
  };
}
