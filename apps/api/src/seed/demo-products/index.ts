import { readFileSync } from 'node:fs';
import { DemoProduct } from './demo-product.ts';

export { demoContent } from './demo-product.ts';
export type { DemoLocale, DemoProduct, DemoProductTexts } from './demo-product.ts';

/** The demo products' files in data/, in the order they are seeded. */
const DEMO_FILES = [
  // Demo Chemicals B.V.
  'acetone',
  'ethanol',
  'isopropanol',
  'sodium-hydroxide-25',
  'sulphuric-acid-96',
  'hydrochloric-acid-33',
  'hydrogen-peroxide-35',
  'epoxy-resin-component-a',
  'epoxy-hardener-component-b',
  'hand-cleaning-paste',
  // Acme Industrial Ltd.
  'ammonia-solution-25',
  'white-spirit',
  'toluene',
  'diesel-fuel',
  'sodium-hypochlorite',
  'propane',
  'acetic-acid-glacial',
];

function readDemoProduct(name: string): DemoProduct {
  const file = new URL(`./data/${name}.json`, import.meta.url);
  return DemoProduct.parse(JSON.parse(readFileSync(file, 'utf8')));
}

/**
 * The demo products seeded outside production (README "Demo data"), each in nl-NL, en-US, de-DE
 * and fr-FR, read from data/ and checked against the schema. Classification follows the CLP
 * harmonised entries or typical supplier SDSs; transport data follows ADR. Demo Chemicals' list
 * covers every review state.
 */
export const demoProducts: DemoProduct[] = DEMO_FILES.map(readDemoProduct);

/** One demo product by its master code (`DC-ACETONE`), for tests. */
export function demoProduct(masterCode: string): DemoProduct {
  const found = demoProducts.find((product) => product.masterCode === masterCode);
  if (!found) throw new Error(`No demo product ${masterCode}`);
  return found;
}
