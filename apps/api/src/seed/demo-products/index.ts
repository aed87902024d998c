import { aceticAcidGlacial } from './acetic-acid-glacial.ts';
import { acetone } from './acetone.ts';
import { ammoniaSolution25 } from './ammonia-solution-25.ts';
import type { DemoProduct } from './demo-product.ts';
import { dieselFuel } from './diesel-fuel.ts';
import { epoxyHardenerComponentB } from './epoxy-hardener-component-b.ts';
import { epoxyResinComponentA } from './epoxy-resin-component-a.ts';
import { ethanol } from './ethanol.ts';
import { handCleaningPaste } from './hand-cleaning-paste.ts';
import { hydrochloricAcid33 } from './hydrochloric-acid-33.ts';
import { hydrogenPeroxide35 } from './hydrogen-peroxide-35.ts';
import { isopropanol } from './isopropanol.ts';
import { propane } from './propane.ts';
import { sodiumHydroxide25 } from './sodium-hydroxide-25.ts';
import { sodiumHypochlorite } from './sodium-hypochlorite.ts';
import { sulphuricAcid96 } from './sulphuric-acid-96.ts';
import { toluene } from './toluene.ts';
import { whiteSpirit } from './white-spirit.ts';

export { demoContent } from './demo-product.ts';
export type { DemoLocale, DemoProduct, DemoProductTexts } from './demo-product.ts';

/**
 * The demo products seeded outside production (README "Demo data"), each in nl-NL, en-US, de-DE
 * and fr-FR. Classification follows the CLP harmonised entries or typical supplier SDSs;
 * transport data follows ADR. Demo Chemicals' list covers every review state.
 */
export const demoProducts: DemoProduct[] = [
  // Demo Chemicals B.V.
  acetone,
  ethanol,
  isopropanol,
  sodiumHydroxide25,
  sulphuricAcid96,
  hydrochloricAcid33,
  hydrogenPeroxide35,
  epoxyResinComponentA,
  epoxyHardenerComponentB,
  handCleaningPaste,
  // Acme Industrial Ltd.
  ammoniaSolution25,
  whiteSpirit,
  toluene,
  dieselFuel,
  sodiumHypochlorite,
  propane,
  aceticAcidGlacial,
];
