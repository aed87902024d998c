import { and, eq, ne, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/database.ts';
import {
  productDocuments,
  productMerges,
  productRevisions,
  products,
} from '../../platform/db/schema.ts';
import type { Actor } from '../../platform/security/actor.ts';
import {
  articleNumberTaken,
  checkPlausibility,
  type LockedProduct,
  lockProducts,
  openWorkingRevision,
  readRevisionContent,
  writeProductContent,
} from '../products/index.ts';
import { findProbableVersion } from './duplicates/probable-version.ts';
import { textFingerprint, type TextFingerprint } from './duplicates/text-fingerprint.ts';
import { contentWithImport } from './import-content.ts';
import { setImportState } from './import-outcome.ts';
import type { ImportedSheet } from './imported-sheet.ts';
import { isProvisionalArticleNumber } from './provisional-identity.ts';

/** What an import writes into, and on whose behalf. */
export interface ImportTarget {
  productId: string;
  companyId: string;
  actor: Actor;
}

/** The existing product an SDS is a new edition of: same article number or master code. */
async function findEdition(tx: Tx, target: ImportTarget, articleNumber: string, locale: string) {
  const [found] = await tx
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        eq(products.companyId, target.companyId),
        eq(products.locale, locale),
        ne(products.id, target.productId),
        or(eq(products.articleNumber, articleNumber), eq(products.masterCode, articleNumber)),
      ),
    )
    .orderBy(sql`${products.articleNumber} = ${articleNumber} desc`, products.createdAt)
    .limit(1);
  if (!found) return null;
  const [locked] = await lockProducts(tx, target.companyId, { id: found.id });
  return locked ?? null;
}

/**
 * Moves the placeholder's SDS into the working version of the product it is a new edition of (a
 * new `Draft` when that product is approved: its approved version keeps its pdf), and removes the
 * placeholder; its id keeps answering `importstatus` through `product_merges`. Answers the
 * product as it now stands.
 */
export async function mergePlaceholder(
  tx: Tx,
  placeholderId: string,
  into: LockedProduct,
): Promise<LockedProduct> {
  const [placeholder] = await tx
    .select({ importSource: products.importSource, companyId: products.companyId })
    .from(products)
    .where(eq(products.id, placeholderId));
  const working = await openWorkingRevision(tx, into);
  const revisionId = working.latestRevisionId;
  await tx
    .delete(productDocuments)
    .where(and(eq(productDocuments.revisionId, revisionId), eq(productDocuments.kind, 'pdf')));
  await tx
    .update(productDocuments)
    .set({ productId: into.id, revisionId })
    .where(and(eq(productDocuments.productId, placeholderId), eq(productDocuments.kind, 'pdf')));
  await tx
    .update(products)
    .set({ importSource: placeholder?.importSource ?? null })
    .where(eq(products.id, into.id));
  await tx
    .update(productMerges)
    .set({ intoProductId: into.id })
    .where(eq(productMerges.intoProductId, placeholderId));
  await tx.insert(productMerges).values({
    fromProductId: placeholderId,
    intoProductId: into.id,
    companyId: placeholder?.companyId ?? '',
  });
  await tx.delete(productRevisions).where(eq(productRevisions.productId, placeholderId));
  await tx.delete(products).where(eq(products.id, placeholderId));
  return working;
}

/** The fingerprint of what an import read: the sheet's sections and composition (decision 0068). */
function fingerprintOf(sheet: ImportedSheet): TextFingerprint | null {
  return textFingerprint([...Object.values(sheet.sections), sheet.contains ?? ''].join('\n'));
}

/** Keeps the fingerprint of the SDS a product now holds, for later uploads to be compared with. */
export async function keepFingerprint(
  tx: Tx,
  productId: string,
  fingerprint: Pick<TextFingerprint, 'minhash' | 'bands'> | null,
) {
  await tx
    .update(products)
    .set({
      importTextMinhash: fingerprint?.minhash ?? null,
      importTextBands: fingerprint?.bands ?? [],
    })
    .where(eq(products.id, productId));
}

/**
 * Writes what an import read into the product (docs/product/imports.md#what-an-import-writes) as a
 * `Draft` revision a key user reviews: the import never approves. SDScom XML is trusted data
 * (`Completed`); fields read from the PDF's text, and fields the plausibility check finds
 * contradicting each other, wait for a key user's confirmation (`PendingUser`). An upload's placeholder takes the SDS's article number and language, or, when a
 * product with that article number exists in that language, is merged into it as its new revision.
 * Answers the product the SDS is now in; null when the product was deleted meanwhile.
 */
export async function applyImportedSheet(
  db: Db,
  target: ImportTarget,
  sheet: ImportedSheet,
): Promise<string | null> {
  try {
    return await db.transaction(async (tx) => {
      const [own] = await lockProducts(tx, target.companyId, { id: target.productId });
      if (!own) return null;
      const [row] = await tx
        .select({ locale: products.locale })
        .from(products)
        .where(eq(products.id, own.id));
      let product = own;
      let identity = { articleNumber: own.articleNumber, masterCode: own.masterCode };
      let locale = row?.locale ?? 'en-US';
      const fingerprint = fingerprintOf(sheet);
      let duplicate = null;
      // An upload's placeholder: the SDS decides its identity, or which product it belongs to.
      const decidesIdentity =
        own.approvedRevisionId === null && isProvisionalArticleNumber(own.articleNumber);
      if (decidesIdentity && sheet.articleNumber) {
        locale = sheet.locale ?? locale;
        const edition = await findEdition(tx, target, sheet.articleNumber, locale);
        if (edition) {
          product = await mergePlaceholder(tx, own.id, edition);
          identity = { articleNumber: edition.articleNumber, masterCode: edition.masterCode };
        } else {
          identity = { articleNumber: sheet.articleNumber, masterCode: sheet.articleNumber };
          await tx.update(products).set({ locale }).where(eq(products.id, own.id));
        }
      }
      // Not the same article number, but perhaps another version all the same: ask (decision 0068).
      if (decidesIdentity && product.id === own.id) {
        duplicate = await findProbableVersion(tx, {
          companyId: target.companyId,
          locale,
          productId: own.id,
          name: sheet.name,
          supplier: sheet.supplier,
          ufi: sheet.ufi,
          fingerprint,
        });
      }
      const current = await readRevisionContent(tx, product.latestRevisionId);
      const { content, filled } = contentWithImport(current, sheet, locale);
      await writeProductContent(tx, product, {
        companyId: target.companyId,
        identity,
        content,
        actor: target.actor,
      });
      const lacksIdentity = decidesIdentity && !sheet.articleNumber;
      // Every contradiction is a field to confirm, XML's too (docs/product/imports.md#plausibility-check).
      const findings = checkPlausibility(content, sheet.evidence);
      const fieldsToConfirm = [
        ...new Set([
          ...(lacksIdentity ? ['articleNumber'] : []),
          ...(sheet.source === 'text' ? filled : []),
          ...findings.map((finding) => finding.field),
        ]),
      ];
      await setImportState(tx, product.id, {
        status: fieldsToConfirm.length > 0 || duplicate ? 'PendingUser' : 'Completed',
        fieldsToConfirm,
        findings,
        duplicate,
      });
      await keepFingerprint(tx, product.id, fingerprint);
      return product.id;
    });
  } catch (error) {
    throw articleNumberTaken(error);
  }
}
