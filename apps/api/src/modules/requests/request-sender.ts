import type { RequestSender, Role } from '@sds/contract';
import type { Db, Tx } from '../../platform/db/database.ts';
import type { Principal } from '../../platform/http/principal.ts';
import { actorOf } from '../../platform/security/actor.ts';

/** Who sent something, as the row keeps it: kind, id, role and name as they were then. */
export interface StoredSender {
  kind: string;
  id: string;
  role: string;
  name: string;
}

/** The sender of a feedback or product request: a device or an account (the routes admit no other). */
export async function senderOf(executor: Db | Tx, principal: Principal): Promise<StoredSender> {
  const actor = await actorOf(executor, principal);
  return { kind: actor.actorKind, id: actor.actorId, role: actor.actorRole, name: actor.actorName };
}

/** A stored sender as it leaves the server: never its id. */
export function presentSender(sender: Omit<StoredSender, 'id'>): RequestSender {
  return {
    kind: sender.kind === 'account' ? 'account' : 'device',
    role: sender.role as Role,
    name: sender.name,
  };
}
