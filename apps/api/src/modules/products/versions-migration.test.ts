import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import type { QueryResultRow } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asDevice, signIn } from '../../testing/device-client.ts';
import { attachToCurrentVersions, createProduct, createTestPdf } from '../../testing/factories.ts';
import { createTestApp } from '../../testing/test-app.ts';

const migrationFile = new URL('../../../drizzle/0022_product_versions.sql', import.meta.url);

let app: FastifyInstance;
let backfill: string[];

const query = <T extends object>(text: string, values: unknown[] = []) =>
  app.database.pool.query<T & QueryResultRow>(text, values);

beforeAll(async () => {
  app = await createTestApp({ seed: true });
  const statements = (await readFile(migrationFile, 'utf8'))
    .split('--> statement-breakpoint')
    .map((statement) => statement.trim());
  // The statements that give documents their revisions, in the file's order.
  backfill = statements.filter((statement) =>
    /^(UPDATE|INSERT INTO|DELETE FROM) "product_documents"|"revision_id" SET NOT NULL/m.test(
      statement.replace(/^--.*\n/gm, ''),
    ),
  );
});
afterAll(() => app.close());

describe('migration 0022 on documents that belonged to the product', () => {
  it('gives them to the working revision and, when another, the approved one too', async () => {
    expect(backfill).toHaveLength(4);
    const keyUser = await signIn(app, 'DEMO-KEY-2026');
    const [{ companyId }] = (
      await query<{ companyId: string }>(
        `select id as "companyId" from companies where name = 'Demo Chemicals B.V.'`,
      )
    ).rows as [{ companyId: string }];
    const productId = await createProduct(app, companyId);
    const pdf = await attachToCurrentVersions(app, {
      productId,
      companyId,
      kind: 'pdf',
      fileName: 'sds.pdf',
      contentType: 'application/pdf',
      content: await createTestPdf('before 0022'),
    });
    const { rows: identity } = await query<{ articleNumber: string; masterCode: string }>(
      `select article_number as "articleNumber", master_code as "masterCode"
         from products where id = $1`,
      [productId],
    );
    // A draft over the approved revision, as an edit made it before documents had revisions.
    const edited = await asDevice(app, keyUser, {
      method: 'PUT',
      url: `/api/products/${productId}`,
      payload: { ...identity[0], name: 'Edited before 0022' },
    });
    expect(edited.statusCode, edited.body).toBe(200);

    // Back to the shape before 0022: one row per document, no revision.
    await query('alter table product_documents alter column revision_id drop not null');
    await query(
      `delete from product_documents d using products p
        where p.id = d.product_id and p.id = $1 and d.revision_id = p.approved_revision_id`,
      [productId],
    );
    await query('update product_documents set revision_id = null where product_id = $1', [
      productId,
    ]);

    for (const statement of backfill) await query(statement);

    const { rows } = await query<{ revision: string; reference: string }>(
      `select case d.revision_id when p.latest_revision_id then 'latest'
                                 when p.approved_revision_id then 'approved' end as revision,
              d.reference
         from product_documents d join products p on p.id = d.product_id
        where p.id = $1 order by revision`,
      [productId],
    );
    expect(rows).toEqual([
      { revision: 'approved', reference: pdf.reference },
      { revision: 'latest', reference: pdf.reference },
    ]);
    const nullable = await query<{ isNullable: string }>(
      `select is_nullable as "isNullable" from information_schema.columns
        where table_name = 'product_documents' and column_name = 'revision_id'`,
    );
    expect(nullable.rows[0]?.isNullable).toBe('NO');
  });
});
