import type { Executor } from '../platform/db/database.ts';
import { insertProducts, type NewProduct } from '../modules/products/save-product.ts';
import { demoContent, type DemoLocale, type DemoProduct } from './demo-products/demo-product.ts';

const LOCALES: DemoLocale[] = ['nl-NL', 'en-US', 'de-DE', 'fr-FR'];

/**
 * Seeds the demo chemicals (issue 4): every product in the four core locales, owned by the
 * demo company named in its data, in its review state. Statement texts stay empty so the
 * official CLP phrases fill them.
 */
export async function seedDemoProducts(
  tx: Executor,
  products: DemoProduct[],
  companyIds: Record<DemoProduct['company'], string>,
): Promise<number> {
  const rows: NewProduct[] = [];
  for (const product of products) {
    for (const locale of LOCALES) {
      rows.push({
        companyId: companyIds[product.company],
        masterCode: product.masterCode,
        articleNumber: product.articleNumbers[locale],
        locale,
        importStatus: 'Completed',
        reviewStatus: product.reviewStatus,
        rejectReason: product.rejectReason ?? null,
        content: demoContent(product, locale),
      });
    }
  }
  return (await insertProducts(tx, rows)).length;
}
