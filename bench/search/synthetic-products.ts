// Synthetic but realistic products for the search benchmark: trade names built from brands,
// product types and substances in four languages, real CAS/UN/H data per substance, one
// company with 20,000 rows among 100,000. Deterministic: the same seed gives the same rows.
import { emptyProductContent } from '@sds/contract';
import type { NewProduct } from '../../apps/api/src/modules/products/save-product.ts';

export const LOCALES = ['nl-NL', 'en-US', 'de-DE', 'fr-FR'] as const;
type BenchLocale = (typeof LOCALES)[number];

/** Substances: names per locale, CAS, UN number (or none), H codes. */
const SUBSTANCES: [Record<BenchLocale, string>, string, string | null, string[]][] = [
  [{ 'nl-NL': 'aceton', 'en-US': 'acetone', 'de-DE': 'Aceton', 'fr-FR': 'acétone' }, '67-64-1', '1090', ['H225', 'H319', 'H336']],
  [{ 'nl-NL': 'ethanol', 'en-US': 'ethanol', 'de-DE': 'Ethanol', 'fr-FR': 'éthanol' }, '64-17-5', '1170', ['H225', 'H319']],
  [{ 'nl-NL': 'isopropanol', 'en-US': 'isopropanol', 'de-DE': 'Isopropanol', 'fr-FR': 'isopropanol' }, '67-63-0', '1219', ['H225', 'H319', 'H336']],
  [{ 'nl-NL': 'natronloog', 'en-US': 'sodium hydroxide', 'de-DE': 'Natronlauge', 'fr-FR': 'soude caustique' }, '1310-73-2', '1824', ['H290', 'H314']],
  [{ 'nl-NL': 'zwavelzuur', 'en-US': 'sulphuric acid', 'de-DE': 'Schwefelsäure', 'fr-FR': 'acide sulfurique' }, '7664-93-9', '1830', ['H290', 'H314']],
  [{ 'nl-NL': 'zoutzuur', 'en-US': 'hydrochloric acid', 'de-DE': 'Salzsäure', 'fr-FR': 'acide chlorhydrique' }, '7647-01-0', '1789', ['H290', 'H314', 'H335']],
  [{ 'nl-NL': 'ammonia', 'en-US': 'ammonia', 'de-DE': 'Ammoniak', 'fr-FR': 'ammoniaque' }, '1336-21-6', '2672', ['H290', 'H314', 'H400']],
  [{ 'nl-NL': 'waterstofperoxide', 'en-US': 'hydrogen peroxide', 'de-DE': 'Wasserstoffperoxid', 'fr-FR': 'peroxyde d’hydrogène' }, '7722-84-1', '2014', ['H302', 'H318', 'H332']],
  [{ 'nl-NL': 'tolueen', 'en-US': 'toluene', 'de-DE': 'Toluol', 'fr-FR': 'toluène' }, '108-88-3', '1294', ['H225', 'H304', 'H315', 'H336', 'H361d', 'H373']],
  [{ 'nl-NL': 'xyleen', 'en-US': 'xylene', 'de-DE': 'Xylol', 'fr-FR': 'xylène' }, '1330-20-7', '1307', ['H226', 'H304', 'H312', 'H315', 'H332']],
  [{ 'nl-NL': 'azijnzuur', 'en-US': 'acetic acid', 'de-DE': 'Essigsäure', 'fr-FR': 'acide acétique' }, '64-19-7', '2789', ['H226', 'H314']],
  [{ 'nl-NL': 'natriumhypochloriet', 'en-US': 'sodium hypochlorite', 'de-DE': 'Natriumhypochlorit', 'fr-FR': 'hypochlorite de sodium' }, '7681-52-9', '1791', ['H290', 'H314', 'H400']],
  [{ 'nl-NL': 'methanol', 'en-US': 'methanol', 'de-DE': 'Methanol', 'fr-FR': 'méthanol' }, '67-56-1', '1230', ['H225', 'H301', 'H311', 'H331', 'H370']],
  [{ 'nl-NL': 'butylacetaat', 'en-US': 'butyl acetate', 'de-DE': 'Butylacetat', 'fr-FR': 'acétate de butyle' }, '123-86-4', '1123', ['H226', 'H336']],
  [{ 'nl-NL': 'fosforzuur', 'en-US': 'phosphoric acid', 'de-DE': 'Phosphorsäure', 'fr-FR': 'acide phosphorique' }, '7664-38-2', '1805', ['H290', 'H314']],
  [{ 'nl-NL': 'citroenzuur', 'en-US': 'citric acid', 'de-DE': 'Zitronensäure', 'fr-FR': 'acide citrique' }, '77-92-9', null, ['H319']],
  [{ 'nl-NL': 'glycerine', 'en-US': 'glycerol', 'de-DE': 'Glycerin', 'fr-FR': 'glycérine' }, '56-81-5', null, []],
  [{ 'nl-NL': 'propaan', 'en-US': 'propane', 'de-DE': 'Propan', 'fr-FR': 'propane' }, '74-98-6', '1978', ['H220', 'H280']],
  [{ 'nl-NL': 'kaliloog', 'en-US': 'potassium hydroxide', 'de-DE': 'Kalilauge', 'fr-FR': 'potasse caustique' }, '1310-58-3', '1814', ['H290', 'H302', 'H314']],
  [{ 'nl-NL': 'wasbenzine', 'en-US': 'white spirit', 'de-DE': 'Testbenzin', 'fr-FR': 'white-spirit' }, '64742-82-1', '1300', ['H226', 'H304', 'H336', 'H411']],
]; // prettier-ignore

/** Product types per locale: what a workplace buys. */
const TYPES: Record<BenchLocale, string[]> = {
  'nl-NL': ['reiniger', 'ontvetter', 'oplosmiddel', 'verdunner', 'lijm', 'coating', 'primer', 'verharder', 'hars', 'smeermiddel', 'ontkalker', 'desinfectiemiddel', 'vloerreiniger', 'remmenreiniger', 'lak', 'kit'],
  'en-US': ['cleaner', 'degreaser', 'solvent', 'thinner', 'adhesive', 'coating', 'primer', 'hardener', 'resin', 'lubricant', 'descaler', 'disinfectant', 'floor cleaner', 'brake cleaner', 'lacquer', 'sealant'],
  'de-DE': ['Reiniger', 'Entfetter', 'Lösemittel', 'Verdünnung', 'Klebstoff', 'Beschichtung', 'Grundierung', 'Härter', 'Harz', 'Schmierstoff', 'Entkalker', 'Desinfektionsmittel', 'Bodenreiniger', 'Bremsenreiniger', 'Lack', 'Dichtstoff'],
  'fr-FR': ['nettoyant', 'dégraissant', 'solvant', 'diluant', 'colle', 'revêtement', 'apprêt', 'durcisseur', 'résine', 'lubrifiant', 'détartrant', 'désinfectant', 'nettoyant sols', 'nettoyant freins', 'vernis', 'mastic'],
}; // prettier-ignore

const SYLLABLES = [
  'ka',
  'lor',
  'vin',
  'tex',
  'bra',
  'mo',
  'sel',
  'dur',
  'pro',
  'fix',
  'ner',
  'ol',
  'tra',
  'zen',
  'quar',
  'lum',
  'ex',
  'or',
  'ta',
  'ri',
];
const SIZES = ['1 L', '5 L', '10 L', '20 L', '25 kg', '200 L', '500 ml', '400 ml spray'];
const PICTOGRAMS_BY_H: Record<string, string> = { H225: 'GHS02', H226: 'GHS02', H220: 'GHS02', H280: 'GHS04', H290: 'GHS05', H314: 'GHS05', H318: 'GHS05', H301: 'GHS06', H311: 'GHS06', H331: 'GHS06', H304: 'GHS08', H361d: 'GHS08', H370: 'GHS08', H373: 'GHS08', H319: 'GHS07', H315: 'GHS07', H336: 'GHS07', H302: 'GHS07', H332: 'GHS07', H335: 'GHS07', H312: 'GHS07', H400: 'GHS09', H411: 'GHS09' }; // prettier-ignore

/** mulberry32: a small, fast, seedable PRNG (benchmarks must be repeatable). */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const pick = <T>(next: () => number, list: readonly T[]): T =>
  list[Math.floor(next() * list.length)]!;
const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

function brand(next: () => number): string {
  const count = 2 + Math.floor(next() * 2);
  return capitalise(Array.from({ length: count }, () => pick(next, SYLLABLES)).join(''));
}

export interface SyntheticCompany {
  prefix: string;
  /** Master products; each is written in all four locales. */
  masters: number;
}

/**
 * The products of one company: `masters` products, each in the four locales, 90 % approved.
 * `companyId` is filled in by the caller.
 */
export function syntheticProducts(
  company: SyntheticCompany & { companyId: string },
  seed: number,
): NewProduct[] {
  const next = random(seed);
  const rows: NewProduct[] = [];
  for (let index = 0; index < company.masters; index += 1) {
    const [names, cas, un, hCodes] = pick(next, SUBSTANCES);
    const typeIndex = Math.floor(next() * TYPES['en-US'].length);
    const productBrand = brand(next);
    const size = pick(next, SIZES);
    const supplier = `${brand(next)} ${pick(next, ['Chemie B.V.', 'Chemicals Ltd', 'GmbH', 'SAS', 'Industrial Supplies'])}`;
    const reviewStatus =
      next() < 0.9 ? 'Approved' : pick(next, ['Draft', 'InReview', 'Rejected'] as const);
    const pictograms = [...new Set(hCodes.map((code) => PICTOGRAMS_BY_H[code]).filter(Boolean))];
    for (const locale of LOCALES) {
      const name = `${productBrand} ${TYPES[locale][typeIndex]} ${names[locale]} ${size}`;
      rows.push({
        companyId: company.companyId,
        masterCode: `${company.prefix}-M${index}`,
        articleNumber: `${company.prefix}-${10_000 + index}-${locale.slice(0, 2).toUpperCase()}`,
        locale,
        importStatus: 'Completed',
        reviewStatus,
        rejectReason: reviewStatus === 'Rejected' ? 'Incomplete section 8' : null,
        content: {
          // Fields the generator has nothing of its own for stay as in a new product.
          ...emptyProductContent(name),
          name,
          supplier,
          emergencyPhone: '+44 1632 960 000 (24 h)',
          revisionDate: '2025-06-01',
          version: '1.0',
          signalWord: hCodes.some((code) => /H(2[20]|3[01][0-9]|314|318|370)/.test(code))
            ? 'Danger'
            : hCodes.length
              ? 'Warning'
              : 'None',
          pictograms: pictograms as NewProduct['content']['pictograms'],
          adrClass: un ? '3' : null,
          unNumber: un,
          packingGroup: un ? 'II' : null,
          storageClass: un ? '3' : '10-13',
          casNumbers: [cas],
          contains: `${names[locale]} (CAS ${cas})`,
          remarks: '',
          hazards: `${name}: see section 2 of the safety data sheet.`,
          firstAid: 'Rinse with water; seek medical advice if symptoms persist.',
          fireFighting: 'Foam, carbon dioxide, dry powder.',
          spillCleanup: 'Absorb with inert material and dispose of as hazardous waste.',
          hygiene: 'Wash hands after use.',
          personalProtection: 'Safety goggles and suitable gloves.',
          storageAndAdr: 'Store cool and dry in closed containers.',
          usage: 'Use in well-ventilated areas.',
          wasteManagement: 'Dispose of according to local regulations.',
          hStatements: hCodes.map((code) => ({ code, text: '' })),
          pStatements: [{ code: 'P280', text: '' }],
        },
      });
    }
  }
  return rows;
}

/**
 * 50 companies: one with 5,000 masters (20,000 rows), 49 sharing 20,000 masters (80,000 rows).
 * `scale` shrinks every company alike, for a quick trial of the benchmark itself.
 */
export function syntheticCompanies(scale = 1): SyntheticCompany[] {
  const shared = Math.round(20_000 * scale);
  const others = Array.from({ length: 49 }, (_, index) => ({
    prefix: `C${String(index + 2).padStart(2, '0')}`,
    masters: Math.floor(shared / 49) + (index < shared % 49 ? 1 : 0),
  }));
  return [{ prefix: 'BIG', masters: Math.round(5_000 * scale) }, ...others];
}
