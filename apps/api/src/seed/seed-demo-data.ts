import { count, eq } from 'drizzle-orm';
import {
  companyCodeLookupHash,
  encryptCompanyCode,
} from '../platform/crypto/company-code-protection.ts';
import { hashPassword } from '../platform/crypto/passwords.ts';
import type { SecretKeys } from '../platform/crypto/secret-keys.ts';
import type { Db } from '../platform/db/database.ts';
import { accounts, companies, companyCodes, companyLocales } from '../platform/db/schema.ts';
import { giveCompanyLicence } from '../modules/licences/give-company-licence.ts';
import { licenceToday } from '../modules/licences/licence-dates.ts';
import { DEMO_OWNER_PASSWORD, demoAdmin, demoCompanies } from './demo-data.ts';
import { demoProducts } from './demo-products/index.ts';
import { seedDemoProducts } from './seed-demo-products.ts';

/** True when no company exists yet: the only state in which demo data is seeded. */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ companies: count() }).from(companies);
  return (row?.companies ?? 0) === 0;
}

/** True when demo tenants exist (production refuses to start then). */
export async function hasDemoData(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ demo: count() })
    .from(companies)
    .where(eq(companies.isDemo, true));
  return (row?.demo ?? 0) > 0;
}

/**
 * Seeds the two demo companies with their codes, licences, CompanyAdmin accounts, product
 * locales and demo chemicals, and the platform Admin, in one transaction: either all of it exists afterwards
 * or none.
 */
export async function seedDemoData(db: Db, keys: SecretKeys): Promise<void> {
  const [ownerHash, adminHash] = await Promise.all([
    hashPassword(DEMO_OWNER_PASSWORD),
    hashPassword(demoAdmin.password),
  ]);
  const verifiedAt = new Date();
  await db.transaction(async (tx) => {
    const companyIds = { demo: '', acme: '' };
    for (const demo of demoCompanies) {
      const [company] = await tx
        .insert(companies)
        .values({ name: demo.name, isDemo: true })
        .returning({ id: companies.id });
      if (!company) throw new Error(`Could not seed ${demo.name}`);
      companyIds[demo.key] = company.id;
      for (const licence of demo.licences) {
        await giveCompanyLicence(
          tx,
          { companyId: company.id, ...licence, startsOn: licenceToday(), endsOn: null },
          { onlyAvailable: false },
        );
      }
      await tx.insert(companyCodes).values(
        Object.entries(demo.codes).map(([kind, code]) => ({
          companyId: company.id,
          kind: kind as keyof typeof demo.codes,
          codeHash: companyCodeLookupHash(keys, code),
          codeEncrypted: encryptCompanyCode(keys, code),
        })),
      );
      await tx.insert(accounts).values({
        companyId: company.id,
        email: demo.owner.email,
        name: demo.owner.name,
        passwordHash: ownerHash,
        roles: ['CompanyAdmin'],
        emailVerifiedAt: verifiedAt,
      });
      await tx.insert(companyLocales).values(
        demo.locales.map((locale, index) => ({
          companyId: company.id,
          locale,
          isDefault: index === 0,
        })),
      );
    }
    await seedDemoProducts(tx, demoProducts, companyIds);
    await tx.insert(accounts).values({
      email: demoAdmin.email,
      name: demoAdmin.name,
      passwordHash: adminHash,
      roles: ['Admin'],
      emailVerifiedAt: verifiedAt,
    });
  });
}
