import { mkdtemp, readFile, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { StartupError, prepareState } from './bootstrap.ts';
import { loadConfig } from './platform/config/config.ts';
import {
  companyCodeLookupHash,
  decryptCompanyCode,
} from './platform/crypto/company-code-protection.ts';
import { verifyPassword } from './platform/crypto/passwords.ts';
import { accounts, companies, companyCodes } from './platform/db/schema.ts';

const silent = pino({ level: 'silent' });

async function freshDataDir() {
  return mkdtemp(join(tmpdir(), 'sds-bootstrap-'));
}

// These start the embedded database on disk: they prove what `npm start` does on a fresh machine.
// Seeding an embedded database on disk took 63 s on a machine loaded 10 deep (CI shares its two
// cores with the other test projects): a time limit for a stuck start, not a benchmark.
describe('start-up on the embedded database', { timeout: 180_000 }, () => {
  it('seeds the demo companies, codes, licences and accounts on an empty data dir', async () => {
    const dataDir = await freshDataDir();
    const { database, secretKeys } = await prepareState(loadConfig({ DATA_DIR: dataDir }), silent);
    try {
      const seeded = await database.db.select().from(companies).orderBy(companies.name);
      expect(
        seeded.map((company) => [
          company.name,
          company.userLicenceCount,
          company.keyUserLicenceCount,
        ]),
      ).toEqual([
        ['Acme Industrial Ltd.', 10, 3],
        ['Demo Chemicals B.V.', 25, 5],
      ]);

      const [found] = await database.db
        .select({
          name: companies.name,
          kind: companyCodes.kind,
          encrypted: companyCodes.codeEncrypted,
        })
        .from(companyCodes)
        .innerJoin(companies, eq(companies.id, companyCodes.companyId))
        .where(eq(companyCodes.codeHash, companyCodeLookupHash(secretKeys, 'demo-key-2026')));
      expect(found).toMatchObject({ name: 'Demo Chemicals B.V.', kind: 'KeyUser' });
      expect(decryptCompanyCode(secretKeys, found!.encrypted)).toBe('DEMO-KEY-2026');

      const people = await database.db.select().from(accounts);
      const admin = people.find((account) => account.email === 'admin@demo.local');
      expect(admin?.roles).toEqual(['Admin']);
      expect(await verifyPassword(admin!.passwordHash!, 'demo-admin-2026')).toBe(true);
      const owner = people.find((account) => account.email === 'owner@acme-industrial.example');
      expect(owner?.roles).toEqual(['CompanyAdmin']);
      expect(await verifyPassword(owner!.passwordHash!, 'demo-owner-2026')).toBe(true);

      const keyFile = await stat(join(dataDir, 'secret.key'));
      expect(keyFile.mode & 0o777).toBe(0o600);
    } finally {
      await database.close();
    }
  });

  it('keeps its data and its key across a restart, and seeds only once', async () => {
    const dataDir = await freshDataDir();
    const config = loadConfig({ DATA_DIR: dataDir });
    const first = await prepareState(config, silent);
    await first.database.db.insert(companies).values({ name: 'Kept Across Restarts' });
    await first.database.close();
    const keyBefore = await readFile(join(dataDir, 'secret.key'), 'utf8');

    const second = await prepareState(config, silent);
    try {
      const names = (await second.database.db.select().from(companies)).map((c) => c.name);
      expect(names.sort()).toEqual([
        'Acme Industrial Ltd.',
        'Demo Chemicals B.V.',
        'Kept Across Restarts',
      ]);
      expect(await readFile(join(dataDir, 'secret.key'), 'utf8')).toBe(keyBefore);
      expect(second.secretKeys.codeLookup.equals(first.secretKeys.codeLookup)).toBe(true);
    } finally {
      await second.database.close();
    }
  });

  it('refuses to start in production on a database holding demo data', async () => {
    const dataDir = await freshDataDir();
    const seeded = await prepareState(loadConfig({ DATA_DIR: dataDir }), silent);
    await seeded.database.close();
    await expect(
      prepareState(loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production' }), silent),
    ).rejects.toThrow(StartupError);
  });

  it('never seeds in production', async () => {
    const dataDir = await freshDataDir();
    const { database } = await prepareState(
      loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production' }),
      silent,
    );
    try {
      expect(await database.db.select().from(companies)).toEqual([]);
    } finally {
      await database.close();
    }
  });
});
