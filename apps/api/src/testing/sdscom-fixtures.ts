import { SDSCOM_FIXTURE_TEXTS, type SdscomFixtureLanguage } from './sdscom-fixture-texts.ts';
import { writeSdscomDocument } from './sdscom-fixture-writer.ts';

export type { SdscomFixtureLanguage } from './sdscom-fixture-texts.ts';

/** A phrase as the fixture writes it: bare codes (`['305', '351', '338']`), text, merges. */
export interface SdscomFixturePhrase {
  codes: string[];
  /** Left out, the SDS gives only the code (readers take the official text). */
  fullText?: string;
  merges?: { text: string; delimiter?: string; number?: number }[];
}

export interface SdscomFixtureComponent {
  name: string;
  cas: string;
  /** Concentration range in %. */
  lower: number;
  upper: number;
}

export interface SdscomFixtureTransportMode {
  unNumber: string;
  shippingName: string;
  transportClass: string;
  packingGroup: string;
}

/** The product an SDScom fixture describes; every field has a default (see `buildSdscomXml`). */
export interface SdscomFixtureProduct {
  name: string;
  articleNumber: string;
  /** v5 `ProductIdentifiers/RegionEU/Ufi` of the supplier's own entry, when given. */
  ufi?: string | null;
  supplier: string;
  /** Section 1.4: the number and what the SDS says of it (a phrase), if anything. */
  emergencyPhone: { number: string; description: string | null };
  /** Section 15, German legislation: v5 writes the code (`3`), v4 free text (`LGK 3`). */
  storageClass: string | null;
  issueDate: string;
  revisionDate: string;
  version: string;
  /** `DGR` or `WNG`. */
  signalWord: string;
  pictograms: string[];
  /** Section 2.1: hazard class categories with their bare H numbers (v4 writes the numbers). */
  classification: { category: string; code: string }[];
  hazardStatements: SdscomFixturePhrase[];
  /** EUH statements, in the schema's own list (`SupplementalHazardInformation`). */
  supplementalStatements: SdscomFixturePhrase[];
  precautionaryStatements: SdscomFixturePhrase[];
  components: SdscomFixtureComponent[];
  transport: {
    road: SdscomFixtureTransportMode | null;
    sea: SdscomFixtureTransportMode | null;
    air: SdscomFixtureTransportMode | null;
    tunnelCode: string | null;
  };
}

/**
 * How the document names its namespace: v5 files (and the eSDScom editor) prefix only the root,
 * others prefix every element, use a default namespace, or (some v4 exports) none at all.
 */
export type SdscomNamespaceStyle = 'root-prefix' | 'all-prefix' | 'default' | 'none';

export interface SdscomFixtureOptions {
  shape: 'v4' | 'v5';
  language: SdscomFixtureLanguage;
  namespace?: SdscomNamespaceStyle;
  product?: Partial<SdscomFixtureProduct>;
  /** Adds section 16 text until the document has at least this many bytes. */
  minimumBytes?: number;
}

/**
 * The default product: an acetone-based cleaner labelled Danger, GHS02 + GHS07, H225, H319,
 * H336 (code only), EUH066, P210, P233 (code only), P305+P351+P338 and P370+P378 (text with a
 * merge placeholder); 50–100 % acetone and 10–25 % ethanol; UN 1090, class 3, packing group II.
 */
export function defaultSdscomProduct(language: SdscomFixtureLanguage): SdscomFixtureProduct {
  const texts = SDSCOM_FIXTURE_TEXTS[language];
  const mode = (shippingName: string) => ({
    unNumber: '1090',
    shippingName,
    transportClass: '3',
    packingGroup: 'II',
  });
  return {
    name: 'Acetone Cleaner 5L',
    articleNumber: 'AC-5001',
    supplier: 'Chemco B.V.',
    emergencyPhone: { number: '+31 30 274 88 88', description: texts.emergencyPhoneHours },
    storageClass: '3',
    issueDate: '2019-05-02',
    revisionDate: '2024-03-15',
    version: '3.1',
    signalWord: 'DGR',
    pictograms: ['GHS02', 'GHS07'],
    classification: [
      { category: 'Flam. Liq. 2', code: '225' },
      { category: 'Eye Irrit. 2', code: '319' },
      { category: 'STOT SE 3', code: '336' },
    ],
    hazardStatements: [
      { codes: ['225'], fullText: texts.statements.H225 },
      { codes: ['319'], fullText: texts.statements.H319 },
      { codes: ['336'] },
    ],
    supplementalStatements: [{ codes: ['066'], fullText: texts.statements.EUH066 }],
    precautionaryStatements: [
      { codes: ['210'], fullText: texts.statements.P210 },
      { codes: ['233'] },
      { codes: ['305', '351', '338'], fullText: texts.statements['P305+P351+P338'] },
      {
        codes: ['370', '378'],
        fullText: texts.extinguishWith.fullText,
        merges: [{ text: texts.extinguishWith.mergeText, number: 1 }],
      },
    ],
    components: [
      { name: texts.components.acetone, cas: '67-64-1', lower: 50, upper: 100 },
      { name: texts.components.ethanol, cas: '64-17-5', lower: 10, upper: 25 },
    ],
    transport: {
      road: mode(texts.shippingName),
      sea: mode('ACETONE'),
      air: mode('ACETONE'),
      tunnelCode: '(D/E)',
    },
  };
}

/**
 * A realistic SDScom XML instance for tests: v5 nests per market (`RegionEU`) and per
 * transport mode, v4 is flatter and prefixes label elements with `Clp`. Texts are in the
 * chosen language (`SDSCOM_FIXTURE_TEXTS`) and escaped.
 */
export function buildSdscomXml(options: SdscomFixtureOptions): string {
  const product = { ...defaultSdscomProduct(options.language), ...options.product };
  return writeSdscomDocument({
    shape: options.shape,
    language: options.language,
    namespace: options.namespace ?? 'root-prefix',
    product,
    texts: SDSCOM_FIXTURE_TEXTS[options.language],
    minimumBytes: options.minimumBytes ?? 0,
  });
}

/** A DatasheetFeed that declares an external entity reading a local file (XXE). */
export function sdscomXmlWithExternalEntity(): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<!DOCTYPE DatasheetFeed [ <!ENTITY secret SYSTEM "file:///etc/passwd"> ]>',
    '<DatasheetFeed><Datasheet><IdentificationSubstPrep><ItemNo>&secret;</ItemNo></IdentificationSubstPrep></Datasheet></DatasheetFeed>',
  ].join('\n');
}

/** A DatasheetFeed with nested entities that would expand to gigabytes (billion laughs). */
export function sdscomXmlWithEntityExpansion(): string {
  const levels = Array.from({ length: 9 }, (_, index) => {
    const inner = index === 0 ? 'lol' : `&lol${index - 1};`.repeat(10);
    return `  <!ENTITY lol${index} "${inner}">`;
  });
  return [
    '<?xml version="1.0"?>',
    '<!DOCTYPE DatasheetFeed [',
    ...levels,
    ']>',
    '<DatasheetFeed><Datasheet><IdentificationSubstPrep><ItemNo>&lol8;</ItemNo></IdentificationSubstPrep></Datasheet></DatasheetFeed>',
  ].join('\n');
}

/** A well-formed XML document of another kind (an invoice). */
export function xmlOfAnotherRoot(): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2">',
    '  <ID>INV-2024-0042</ID>',
    '  <IssueDate>2024-03-15</IssueDate>',
    '</Invoice>',
  ].join('\n');
}

/** An SDScom document cut off half way, as a damaged attachment would be. */
export function truncatedSdscomXml(): string {
  const xml = buildSdscomXml({ shape: 'v5', language: 'en' });
  return xml.slice(0, Math.floor(xml.length / 2));
}
