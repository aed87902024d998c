import { randomUUID } from 'node:crypto';
import type { Product } from '@sds/contract';
import { withOfficialTexts } from '../modules/products/clp-phrases.ts';
import { demoCompanies } from '../seed/demo-data.ts';
import type { DemoLocale, DemoProduct } from '../seed/demo-products/index.ts';

/**
 * A demo chemical as the API presents it (every field of DESIGN §5, official H/P texts), without
 * a database: for tests of what is rendered from a product.
 */
export function demoProductSheet(demo: DemoProduct, locale: DemoLocale): Product {
  const company = demoCompanies.find((candidate) => candidate.key === demo.company)!;
  const now = new Date().toISOString();
  const { name, ...sections } = demo.texts[locale];
  const statements = (codes: string[]) =>
    withOfficialTexts(
      codes.map((code) => ({ code, text: '' })),
      locale,
    );
  return {
    ...sections,
    id: randomUUID(),
    companyId: randomUUID(),
    companyName: company.name,
    masterCode: demo.masterCode,
    articleNumber: demo.articleNumbers[locale],
    locale,
    name,
    supplier: demo.supplier,
    revisionDate: demo.revisionDate,
    version: demo.version,
    signalWord: demo.signalWord,
    pictograms: demo.pictograms,
    adrClass: demo.adrClass,
    unNumber: demo.unNumber,
    packingGroup: demo.packingGroup,
    casNumbers: demo.casNumbers,
    hStatements: statements(demo.hStatements),
    pStatements: statements(demo.pStatements),
    documents: [],
    imageUrl: null,
    importStatus: 'Completed',
    reviewStatus: demo.reviewStatus,
    rejectReason: demo.rejectReason ?? null,
    variants: [],
    createdAt: now,
    updatedAt: now,
  };
}
