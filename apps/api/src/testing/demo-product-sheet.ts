import { randomUUID } from 'node:crypto';
import type { Product } from '@sds/contract';
import { withOfficialTexts } from '../modules/products/clp-phrases.ts';
import { screenCasNumbers } from '../modules/regulatory/index.ts';
import { demoCompanies } from '../seed/demo-data.ts';
import { demoContent, type DemoLocale, type DemoProduct } from '../seed/demo-products/index.ts';

/**
 * A demo chemical as the API presents it (every field of docs/product/product-content.md#fields,
 * official H/P texts), without a database: for tests of what is rendered from a product.
 */
export function demoProductSheet(demo: DemoProduct, locale: DemoLocale): Product {
  const company = demoCompanies.find((candidate) => candidate.key === demo.company)!;
  const now = new Date().toISOString();
  const content = demoContent(demo, locale);
  return {
    ...content,
    id: randomUUID(),
    companyId: randomUUID(),
    companyName: company.name,
    masterCode: demo.masterCode,
    articleNumber: demo.articleNumbers[locale],
    locale,
    hStatements: withOfficialTexts(content.hStatements, locale),
    pStatements: withOfficialTexts(content.pStatements, locale),
    documents: [],
    imageUrl: null,
    importStatus: 'Completed',
    reviewStatus: demo.reviewStatus,
    rejectReason: demo.rejectReason ?? null,
    variants: [],
    regulatoryFlags: screenCasNumbers(content.casNumbers),
    createdAt: now,
    updatedAt: now,
  };
}
