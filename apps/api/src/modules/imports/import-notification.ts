import type { ImportNotificationRequest } from '@sds/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { products } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { applyImportedSheet } from './apply-import.ts';
import { setImportState } from './import-outcome.ts';
import type { SdsParser } from './parse/sds-parser-pool.ts';

/** The record's author of a converter's import: no person, so a fixed id. */
const CONVERTER_ACTOR = {
  actorKind: 'converter',
  actorId: '00000000-0000-0000-0000-000000000000',
  actorName: 'SDS converter',
  actorRole: 'System',
};

/**
 * `POST /api/vibupload/notification` (docs/product/imports.md#converter-notification): an external
 * converter reports an import it finished. `Completed` with SDScom XML is applied like the portal's
 * own import; without XML it is a `PendingUser` (the converter says it is done, a key user checks);
 * `NoXml` and `ImportFailed` are recorded with the converter's words. The signature was checked
 * before; the XML is read in a parser process like any other.
 */
export async function receiveImportNotification(
  db: Db,
  parser: SdsParser,
  notification: ImportNotificationRequest,
  signal: AbortSignal,
): Promise<void> {
  const [product] = await db
    .select({ companyId: products.companyId })
    .from(products)
    .where(eq(products.id, notification.productId));
  if (!product) throw new AppError('not-found', 'No such product');
  const { productId, status, xml, detail } = notification;
  if (status === 'ImportFailed') {
    await setImportState(db, productId, {
      status,
      reason: 'converter-failed',
      detail: detail ?? 'The converter gave no reason',
    });
    return;
  }
  if (status === 'NoXml' || !xml) {
    const state = status === 'NoXml' ? { status } : { status: 'PendingUser' as const };
    await setImportState(db, productId, { ...state, detail: detail ?? null });
    return;
  }
  const content = new TextEncoder().encode(xml);
  const outcome = await parser.parse({ content, contentType: 'application/xml' }, signal);
  if (outcome.kind !== 'sheet') {
    const [message, code] =
      outcome.kind === 'failed' ? [outcome.detail, outcome.reason] : ['is empty', 'empty'];
    throw new AppError('validation-failed', `The XML cannot be imported: ${message}`, {
      errors: [{ path: 'body.xml', message, code }],
    });
  }
  const target = { productId, companyId: product.companyId, actor: CONVERTER_ACTOR };
  await applyImportedSheet(db, target, outcome.sheet);
}
