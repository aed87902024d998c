import {
  emptyProductContent,
  type PackingGroup,
  type Pictogram,
  type ProductContent,
  type ReviewStatus,
  type SignalWord,
} from '@sds/contract';

/** The four core locales every demo product is written in (docs/product/languages.md#locales). */
export type DemoLocale = 'nl-NL' | 'en-US' | 'de-DE' | 'fr-FR';

/** The texts of one language variant: name, composition and the nine sections of the detail screen. */
export interface DemoProductTexts {
  /** Trade-style name in that language, e.g. 'Aceton technisch 99,5 %'. */
  name: string;
  /** Hazardous components with CAS number and concentration. */
  contains: string;
  /** Short practical remark (may be empty). */
  remarks: string;
  /** Hazards for man and the environment. */
  hazards: string;
  /** First aid per route of exposure, plus advice for the first aider. */
  firstAid: string;
  /** Extinguishing media, special hazards, advice for firefighters. */
  fireFighting: string;
  /** Clean up spilled product: personal precautions, containment, cleaning. */
  spillCleanup: string;
  hygiene: string;
  /** Eyes, hands (glove material and breakthrough time), body, respiratory protection. */
  personalProtection: string;
  /** Storage conditions, incompatibilities and a transport summary. */
  storageAndAdr: string;
  /** Usage and methods (safe handling). */
  usage: string;
  /** Disposal, with the European waste code where one is typical. */
  wasteManagement: string;
}

/** Content fields the language variants share, which a demo product may give or leave out. */
type DemoSharedContent = Partial<
  Omit<ProductContent, keyof DemoProductTexts | 'hStatements' | 'pStatements'>
>;

/**
 * One demo product: the data shared by its four language variants plus the texts per locale.
 * H/P statements are codes only; the portal adds the official phrase texts. A content field
 * it does not give stays empty, as in a new product.
 */
export interface DemoProduct extends DemoSharedContent {
  /** Shared by the language variants, e.g. 'DC-ACETONE'. */
  masterCode: string;
  /** `demo` is Demo Chemicals B.V., `acme` is Acme Industrial Ltd. */
  company: 'demo' | 'acme';
  reviewStatus: ReviewStatus;
  /** English; only for `Rejected`. */
  rejectReason?: string;
  articleNumbers: Record<DemoLocale, string>;
  /** A fictional supplier name. */
  supplier: string;
  /** ISO date. */
  revisionDate: string;
  version: string;
  signalWord: SignalWord;
  pictograms: Pictogram[];
  /** Four digits, or null when the product is not dangerous goods. */
  unNumber: string | null;
  /** ADR class of the main hazard, e.g. '3', '8', '2.1', '5.1'. */
  adrClass: string | null;
  /** Null for products without a packing group (gases) or without transport classification. */
  packingGroup: PackingGroup | null;
  /** CAS numbers of the hazardous components. */
  casNumbers: string[];
  /** Fictional: from the range Ofcom keeps for drama (+44 1632 960xxx), never anyone's line. */
  emergencyPhone?: string;
  /** Label hazard statements in full, EUH codes included: 'H225', 'EUH066'. */
  hStatements: string[];
  /** Label precautionary statements, combined ones as 'P305+P351+P338'. */
  pStatements: string[];
  texts: Record<DemoLocale, DemoProductTexts>;
}

/** A demo product's content in one of its languages, statements as codes (texts from CLP). */
export function demoContent(product: DemoProduct, locale: DemoLocale): ProductContent {
  const {
    masterCode: _masterCode,
    company: _company,
    reviewStatus: _reviewStatus,
    rejectReason: _rejectReason,
    articleNumbers: _articleNumbers,
    texts,
    hStatements,
    pStatements,
    ...shared
  } = product;
  return {
    ...emptyProductContent(texts[locale].name),
    ...shared,
    ...texts[locale],
    hStatements: hStatements.map((code) => ({ code, text: '' })),
    pStatements: pStatements.map((code) => ({ code, text: '' })),
  };
}
