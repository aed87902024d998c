// The companies of the due-for-review benchmark (issue 25 point 3): one with 20,000 sheets of
// ten versions each, and 999 small ones, each with an administrator to send the digest to.
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { prepareState } from '../../apps/api/src/bootstrap.ts';
import { insertProducts } from '../../apps/api/src/modules/products/save-product.ts';
import { loadConfig } from '../../apps/api/src/platform/config/config.ts';
import { createCompany } from '../../apps/api/src/testing/factories.ts';
import { random, syntheticProducts } from '../search/synthetic-products.ts';

const DAY_MS = 24 * 3600 * 1000;
/** Revision dates from 2015 to November 2026; one sheet in 50 has none. */
const FIRST = Date.UTC(2015, 0, 1);
const LAST = Date.UTC(2026, 10, 1);

function revisionDates(seed: number) {
  const next = random(seed);
  return () => {
    if (next() < 0.02) return null;
    const day = new Date(FIRST + Math.floor(next() * ((LAST - FIRST) / DAY_MS)) * DAY_MS);
    return day.toISOString().slice(0, 10);
  };
}

export type DueReviewState = Awaited<ReturnType<typeof prepareState>>;

/** Opens the benchmark's database as the server would (migrated, no demo data). */
export function openBenchState(dataDir: string, databaseUrl: string | null) {
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO_DATA: 'false',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  return prepareState(config, pino({ level: 'silent' }));
}

async function seedCompany(
  state: DueReviewState,
  options: { prefix: string; masters: number; seed: number; versions: number },
) {
  const company = await createCompany(state, { name: `Bench ${options.prefix}`, userLicences: 10 });
  const nextDate = revisionDates(options.seed);
  const rows = syntheticProducts(
    { prefix: options.prefix, masters: options.masters, companyId: company.id },
    options.seed,
  ).map((row) => ({
    ...row,
    reviewStatus: 'Approved' as const,
    rejectReason: null,
    content: { ...row.content, revisionDate: nextDate() },
  }));
  const { db } = state.database;
  await db.transaction((tx) => insertProducts(tx, rows));
  if (options.versions > 1) {
    // The versions before: approved in their day, none shown now, each a year or so older.
    await db.execute(sql`
      insert into product_revisions (id, product_id, company_id, locale, review_status,
        is_current_approved, is_latest, name, supplier, revision_date, version, search_vector,
        search_codes)
      select gen_random_uuid(), r.product_id, r.company_id, r.locale, 'Approved', false, false,
        r.name, r.supplier,
        to_char(r.revision_date::date - (g * 400), 'YYYY-MM-DD'), g::text, r.search_vector,
        r.search_codes
      from product_revisions r cross join generate_series(1, ${options.versions - 1}) g
      where r.company_id = ${company.id}`);
  }
  await db.execute(sql`
    insert into accounts (company_id, email, name, roles, password_hash)
    values (${company.id}, ${`admin@${options.prefix.toLowerCase()}.example`}, 'Bench admin',
            array['CompanyAdmin'], 'not-a-real-hash')`);
  return { id: company.id, codes: company.codes, sheets: rows.length };
}

/**
 * The big company (`bigMasters` × 4 locales, `versions` each) and `smallCompanies` more of
 * `smallMasters` × 4 sheets, then `vacuum analyze` as a running database would have it.
 */
export async function seedDueReviewCompanies(
  state: DueReviewState,
  options: { bigMasters: number; versions: number; smallCompanies: number; smallMasters: number },
) {
  const started = performance.now();
  const big = await seedCompany(state, {
    prefix: 'DUE20K',
    masters: options.bigMasters,
    seed: 250,
    versions: options.versions,
  });
  for (let index = 0; index < options.smallCompanies; index += 1) {
    await seedCompany(state, {
      prefix: `DUE${index}`,
      masters: options.smallMasters,
      seed: 1_000 + index,
      versions: 1,
    });
  }
  await state.database.pool.query('vacuum analyze');
  const counts = await state.database.db.execute<{ products: number; revisions: number }>(sql`
    select (select count(*)::int from products) as products,
           (select count(*)::int from product_revisions) as revisions`);
  return {
    big,
    ...counts.rows[0]!,
    seedSeconds: Math.round((performance.now() - started) / 100) / 10,
  };
}
