import { createHash, randomBytes } from 'node:crypto';
import { SUPPLIER_UPLOAD_FRAGMENT } from '@sds/contract';
import { and, eq, gt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { supplierRequests } from '../../platform/db/schema.ts';

/** How long a request's upload link works (issue 25: 30 days). */
export const UPLOAD_LINK_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

/** A new link's token (256 random bits) and the SHA-256 that is all the database keeps. */
export function newUploadToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: uploadTokenHash(token) };
}

export function uploadTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * The upload page's address, where e-mailed links land, with the token in the fragment: browsers
 * send no fragment to any server, so the token never reaches an access log or a `Referer`.
 */
export function uploadLinkOf(publicUrl: string, token: string): string {
  return `${publicUrl}/redirect#${SUPPLIER_UPLOAD_FRAGMENT}=${token}`;
}

/** The request a token opens while it may still be used: open, not expired. */
function usableBy(token: string) {
  const hash = uploadTokenHash(token);
  return and(
    or(eq(supplierRequests.tokenHash, hash), eq(supplierRequests.reminderTokenHash, hash)),
    eq(supplierRequests.status, 'Open'),
    gt(supplierRequests.expiresAt, sql`now()`),
  );
}

export type UsableRequest = typeof supplierRequests.$inferSelect;

/** The request an upload link opens, or null: unknown, used, replaced and expired alike. */
export async function findUsableRequest(
  executor: Executor,
  token: string,
): Promise<UsableRequest | null> {
  const [row] = await executor.select().from(supplierRequests).where(usableBy(token));
  return row ?? null;
}

/**
 * Uses a link up inside the caller's transaction: the request becomes `Uploaded`, or null when
 * the link no longer opens one. The update locks the row, so of two uploads with one link only
 * one passes; if the caller's transaction fails, the link stays usable.
 */
export async function useUploadLink(tx: Executor, token: string): Promise<UsableRequest | null> {
  const [row] = await tx
    .update(supplierRequests)
    .set({ status: 'Uploaded', uploadedAt: sql`now()` })
    .where(usableBy(token))
    .returning();
  return row ?? null;
}
