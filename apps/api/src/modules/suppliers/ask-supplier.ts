import { FALLBACK_LOCALE, SUPPORTED_LOCALES, type SupplierRequest } from '@sds/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../platform/db/database.ts';
import { supplierRequests } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { Principal } from '../../platform/http/principal.ts';
import type { MailInTransaction } from '../../platform/mail/mail-in-transaction.ts';
import { actorOf } from '../../platform/security/actor.ts';
import { type FailureLimiter, requireBudget } from '../../platform/security/failure-limiter.ts';
import { newUploadToken, UPLOAD_LINK_LIFETIME_MS, uploadLinkOf } from './supplier-links.ts';
import { supplierRequestEmail } from './supplier-request-email.ts';
import { findRequests, requireSupplier, supplierOfProduct } from './suppliers.queries.ts';

export interface AskSupplierDeps {
  db: Db;
  mail: MailInTransaction;
  publicUrl: string;
  /** Requests per supplier address and hour (suppliers.routes.ts). */
  perAddress: FailureLimiter;
}

interface ProductToAskFor {
  id: string;
  articleNumber: string;
  locale: string;
  name: string;
  supplier: string;
  companyName: string;
}

/** The product's working version (what key users see), with its company's name, or a 404. */
export async function productToAskFor(
  db: Executor,
  companyId: string,
  productId: string,
): Promise<ProductToAskFor> {
  const result = await db.execute<{
    id: string;
    article_number: string;
    locale: string;
    name: string;
    supplier: string;
    company_name: string;
  }>(sql`
    select p.id, p.article_number, p.locale, r.name, r.supplier, c.name as company_name
    from products p
    join product_revisions r on r.id = p.latest_revision_id
    join companies c on c.id = p.company_id
    where p.id = ${productId} and p.company_id = ${companyId}`);
  const row = result.rows[0];
  if (!row) throw new AppError('not-found', 'No such product');
  return {
    id: row.id,
    articleNumber: row.article_number,
    locale: row.locale,
    name: row.name,
    supplier: row.supplier,
    companyName: row.company_name,
  };
}

/** The supplier's own language when set, else the product's (its SDS's), else English. */
function languageOf(supplierLocale: string | null, productLocale: string): string {
  const supported = SUPPORTED_LOCALES as readonly string[];
  if (supplierLocale && supported.includes(supplierLocale)) return supplierLocale;
  return supported.includes(productLocale) ? productLocale : FALLBACK_LOCALE;
}

/**
 * Asks a supplier for a product's current SDS (docs/product/suppliers.md): the supplier the
 * body names or else the one the product's content names, which needs an e-mail address (`409`
 * without). At most `perAddress` requests an hour go to one address (`429`). The request, the
 * end of the product's earlier open requests (`Replaced`) and the e-mail are one transaction.
 */
export async function askSupplier(
  deps: AskSupplierDeps,
  principal: Principal,
  target: { productId: string; supplierId?: string | undefined },
): Promise<SupplierRequest> {
  const { db } = deps;
  const { companyId } = principal;
  const product = await productToAskFor(db, companyId, target.productId);
  const supplier = target.supplierId
    ? await requireSupplier(db, companyId, target.supplierId)
    : await supplierOfProduct(db, companyId, product.supplier);
  if (!supplier) throw new AppError('conflict', 'The product names no supplier');
  if (!supplier.email) throw new AppError('conflict', 'The supplier has no e-mail address');
  const email = supplier.email;
  const budget = { address: email.toLowerCase() };
  await requireBudget(deps.perAddress, budget);
  await deps.perAddress.recordFailure(budget);

  const locale = languageOf(supplier.locale, product.locale);
  const { token, hash } = newUploadToken();
  const requestId = await db.transaction(async (tx) => {
    await tx
      .update(supplierRequests)
      .set({ status: 'Replaced' })
      .where(
        and(
          eq(supplierRequests.companyId, companyId),
          eq(supplierRequests.productId, product.id),
          eq(supplierRequests.status, 'Open'),
        ),
      );
    const actor = await actorOf(tx, principal);
    const expiresAt = new Date(Date.now() + UPLOAD_LINK_LIFETIME_MS);
    const [row] = await tx
      .insert(supplierRequests)
      .values({
        companyId,
        supplierId: supplier.id,
        productId: product.id,
        productName: product.name,
        articleNumber: product.articleNumber,
        email,
        locale,
        tokenHash: hash,
        requesterKind: actor.actorKind,
        requesterId: actor.actorId,
        requesterName: actor.actorName,
        requesterRole: actor.actorRole,
        expiresAt,
      })
      .returning({ id: supplierRequests.id });
    if (!row) throw new Error('The request was not written');
    const message = await supplierRequestEmail({
      locale,
      to: email,
      supplierName: supplier.name,
      companyName: product.companyName,
      productName: product.name,
      articleNumber: product.articleNumber,
      link: uploadLinkOf(deps.publicUrl, token),
      expiresAt,
      isReminder: false,
    });
    await deps.mail(tx, message);
    return row.id;
  });
  const [request] = await findRequests(db, eq(supplierRequests.id, requestId), 1);
  if (!request) throw new Error('The request was not found after writing it');
  return request;
}
