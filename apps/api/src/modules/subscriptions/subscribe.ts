import type { SubscribeRequest, Subscription } from '@sds/contract';
import type { FastifyBaseLogger } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { companyCodes, subscriptions } from '../../platform/db/schema.ts';
import { companyCodeLookupHash } from '../../platform/crypto/company-code-protection.ts';
import type { SecretKeys } from '../../platform/crypto/secret-keys.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { Principal } from '../../platform/http/principal.ts';
import { requireBudget, type FailureLimiter } from '../../platform/security/failure-limiter.ts';
import { recordCompanyEvent } from '../../platform/audit/company-audit.ts';
import { requireCompany } from '../companies/index.ts';
import { actorOf } from '../../platform/security/actor.ts';
import { callerKey } from '../../platform/security/caller-budget.ts';
import { readSubscription } from './subscriptions.queries.ts';

interface Dependencies {
  db: Db;
  keys: SecretKeys;
  log: FastifyBaseLogger;
  /** Wrong codes per subscriber company and per caller (guessing a code is not cheap). */
  wrongCodes: FailureLimiter;
}

/** A `409` whose field error names which refusal it is, for clients to branch on. */
const refused = (code: 'own-subscription-code' | 'already-subscribed', message: string) =>
  new AppError('conflict', message, {
    errors: [{ path: 'body.subscriptionCode', code, message }],
  });

const wrongCode = () =>
  new AppError('validation-failed', 'No company has this subscription code', {
    errors: [
      {
        path: 'body.subscriptionCode',
        code: 'subscription-code-invalid',
        message: 'No company has this subscription code',
      },
    ],
  });

/**
 * Subscribes company `subscriberId` to the company whose subscription code is given
 * (docs/product/subscriptions-and-push.md#subscriptions). A wrong (or reset) code is a field error
 * and costs one of the hour's attempts; the company's own code and a second subscription to the
 * same publisher are `409`s. Nothing is shared yet: the subscriber's key users accept the
 * publisher's products one by one.
 */
export async function subscribe(
  { db, keys, log, wrongCodes }: Dependencies,
  principal: Principal,
  subscriberId: string,
  input: SubscribeRequest,
): Promise<Subscription> {
  const budgetKeys = { company: subscriberId, caller: callerKey(principal) };
  await requireBudget(wrongCodes, budgetKeys);
  const codeHash = companyCodeLookupHash(keys, input.subscriptionCode);
  const created = await db.transaction(async (tx) => {
    const subscriber = await requireCompany(tx, principal, subscriberId);
    // Shared: a reset of the code waits for this subscription, or this sees the new code.
    const [code] = await tx
      .select({ publisherId: companyCodes.companyId })
      .from(companyCodes)
      .where(and(eq(companyCodes.codeHash, codeHash), eq(companyCodes.kind, 'Subscription')))
      .for('share');
    if (!code) return null;
    if (code.publisherId === subscriber.id) {
      throw refused('own-subscription-code', 'A company cannot subscribe to its own products');
    }
    const actor = await actorOf(tx, principal);
    const [row] = await tx
      .insert(subscriptions)
      .values({
        subscriberCompanyId: subscriber.id,
        publisherCompanyId: code.publisherId,
        description: input.description ?? '',
        createdByName: actor.actorName,
      })
      .onConflictDoNothing()
      .returning({ id: subscriptions.id });
    if (!row) {
      throw refused('already-subscribed', 'The company already subscribes to this publisher');
    }
    for (const companyId of [subscriber.id, code.publisherId]) {
      await recordCompanyEvent(tx, log, {
        companyId,
        principal,
        action: 'subscription-created',
        detail: { subscriptionId: row.id },
      });
    }
    return readSubscription(tx, row.id);
  });
  if (!created) {
    await wrongCodes.recordFailure(budgetKeys);
    throw wrongCode();
  }
  return created;
}
