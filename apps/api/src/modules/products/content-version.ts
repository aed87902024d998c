import { CONTENT_FIELDS, type ProductContent } from '@sds/contract';
import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { Tx } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { ifMatchHolds, strongEntityTag } from '../../platform/http/entity-tags.ts';
import type { LockedProduct } from './product-locks.ts';
import { readRevisionContent } from './revision-content.ts';

/** What the editor edits (`PUT /api/products/{id}`): the identity and the declared content. */
export type EditableContent = { articleNumber: string; masterCode: string } & ProductContent;

/**
 * The strong entity tag of the content a key user edits (decision 0063): a hash of the article
 * number, the master code and every declared content field as stored. It changes exactly when a
 * save changes what the editor shows — not when a document is added, a review decision is made or
 * a new working revision copies the approved one — so a save fails only when it would overwrite
 * someone else's change.
 */
export function contentVersionTag(content: EditableContent): string {
  const values = [
    content.articleNumber,
    content.masterCode,
    ...CONTENT_FIELDS.map((field) => content[field] ?? null),
  ];
  const hash = createHash('sha256').update(JSON.stringify(values)).digest('base64url');
  return strongEntityTag(`c-${hash}`);
}

/**
 * Refuses a save whose `If-Match` does not name the locked product's content as it stands
 * (`412 precondition-failed`, RFC 9110 §13.1.1): someone saved it since the editor read it. No
 * header (the original client sends none) and `*` let the save go ahead.
 */
export async function requireContentVersion(
  tx: Tx,
  product: LockedProduct,
  ifMatch: string | undefined,
): Promise<void> {
  if (ifMatch === undefined) return;
  const content = await readRevisionContent(tx, product.latestRevisionId);
  const current = contentVersionTag({
    ...content,
    articleNumber: product.articleNumber,
    masterCode: product.masterCode,
  });
  if (!ifMatchHolds(ifMatch, current)) {
    throw new AppError('precondition-failed', 'The product was saved by someone else since');
  }
}

/**
 * Answers a key user's read or save with the tag of the content they edit: the `ETag` that
 * `If-Match` names on the next save, set before @fastify/etag would put a weak body hash there.
 * `no-store`: the answer's signed links and documents move apart from this tag, so a browser
 * neither keeps the answer nor revalidates it (decision 0063).
 */
export function answerWithContentVersion(reply: FastifyReply, contentVersion: string | null) {
  if (contentVersion === null) return;
  reply.header('etag', contentVersion).header('cache-control', 'no-store');
}
