import pino from 'pino';
import { prepareState } from '../apps/api/src/bootstrap.ts';
import { insertProducts } from '../apps/api/src/modules/products/save-product.ts';
import { loadConfig } from '../apps/api/src/platform/config/config.ts';
import { createCompany } from '../apps/api/src/testing/factories.ts';
import { syntheticProducts } from './search/synthetic-products.ts';

/** A company a bench seeds: its article-number prefix and how many products (× 4 locales). */
export interface BenchCompany {
  prefix: string;
  masters: number;
}

/**
 * Seeds companies of synthetic products into a new data directory (or `databaseUrl`), as the
 * server would find them: each with its codes, `allApproved` or the synthetic mix of review
 * states, then `vacuum analyze`. Answers the companies with their codes and sheet counts, and
 * how long seeding took.
 */
export async function seedSyntheticCompanies(options: {
  dataDir: string;
  databaseUrl?: string | null;
  companies: readonly BenchCompany[];
  /** The synthetic data's seed for the first company; the next ones count up from it. */
  randomSeed: number;
  allApproved?: boolean;
  licences?: { userLicences: number; keyUserLicences: number };
}) {
  const config = loadConfig({
    DATA_DIR: options.dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO_DATA: 'false',
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
  });
  const state = await prepareState(config, pino({ level: 'silent' }));
  const started = performance.now();
  const seeded = [];
  for (const [index, company] of options.companies.entries()) {
    const created = await createCompany(state, {
      name: `Bench ${company.prefix}`,
      ...options.licences,
    });
    const rows = syntheticProducts(
      { ...company, companyId: created.id },
      options.randomSeed + index,
    ).map((row) =>
      options.allApproved ? { ...row, reviewStatus: 'Approved' as const, rejectReason: null } : row,
    );
    await state.database.db.transaction((tx) => insertProducts(tx, rows));
    seeded.push({ ...company, codes: created.codes, sheets: rows.length });
  }
  await state.database.pool.query('vacuum analyze');
  const seedSeconds = Math.round((performance.now() - started) / 10) / 100;
  await state.database.close();
  return { seeded, seedSeconds };
}
