/** The languages a test SDS can be written in. */
export type SdsFixtureLanguage = 'nl' | 'en' | 'de' | 'fr';

/** The product fields a test SDS states; tests compare what a reader finds with these. */
export interface SdsFixtureProduct {
  name: string;
  articleNumber: string;
  supplier: string;
  /** `YYYY-MM-DD`; each language writes it its own way. */
  revisionDate: string;
  version: string;
  /** The UFI the English sheet prints; by default one whose check character is wrong. */
  ufi?: string | null;
}

export const SDS_FIXTURE_PRODUCT: SdsFixtureProduct = {
  name: 'Acetone Cleaner 5L',
  articleNumber: 'AC-5001',
  supplier: 'Voorbeeld Chemie B.V.',
  revisionDate: '2024-03-12',
  version: '3.1',
};

/** One piece of an SDS section, as a supplier's layout puts it on the page. */
export type SheetBlock =
  /** A numbered sub-heading (`4.1 Description of first aid measures`), in bold. */
  | { subheading: string }
  /** Running text, wrapped to the page width. */
  | { paragraph: string }
  /** A label in a left column and its value beside it (wrapped within its column). */
  | { label: string; value: string }
  /** A table row: the composition table's columns. */
  | { cells: readonly string[] };

export interface SheetSection {
  heading: string;
  blocks: readonly SheetBlock[];
}

/** A whole test SDS in one language: what the renderer puts on the pages. */
export interface SheetContent {
  /** BCP 47, for the PDF's /Lang. */
  language: string;
  title: string;
  regulation: string;
  /** Shown under the title on the first page (revision date, version, print date). */
  titleFields: readonly { label: string; value: string }[];
  /** The page footer: `Page 2 of 3`. */
  pageNumber: (page: number, pages: number) => string;
  sections: readonly SheetSection[];
}

/** The codes every test SDS lists in section 2, in order. */
export const FIXTURE_H_CODES = ['H225', 'H319', 'H336', 'EUH066'] as const;
export const FIXTURE_P_CODES = ['P210', 'P305+P351+P338', 'P403+P233'] as const;
type FixtureCode = (typeof FIXTURE_H_CODES)[number] | (typeof FIXTURE_P_CODES)[number] | 'H317';

/** The official CLP texts of the test SDS's codes, per language (H317: section 3 only). */
export const FIXTURE_STATEMENT_TEXTS: Record<SdsFixtureLanguage, Record<FixtureCode, string>> = {
  nl: {
    H225: 'Licht ontvlambare vloeistof en damp.',
    H317: 'Kan een allergische huidreactie veroorzaken.',
    H319: 'Veroorzaakt ernstige oogirritatie.',
    H336: 'Kan slaperigheid of duizeligheid veroorzaken.',
    EUH066: 'Herhaalde blootstelling kan een droge of gebarsten huid veroorzaken.',
    P210: 'Verwijderd houden van warmte, hete oppervlakken, vonken, open vuur en andere ontstekingsbronnen. Niet roken.',
    'P305+P351+P338':
      'BIJ CONTACT MET DE OGEN: voorzichtig afspoelen met water gedurende een aantal minuten; contactlenzen verwijderen, indien mogelijk; blijven spoelen.',
    'P403+P233': 'Op een goed geventileerde plaats bewaren. In goed gesloten verpakking bewaren.',
  },
  en: {
    H225: 'Highly flammable liquid and vapour.',
    H317: 'May cause an allergic skin reaction.',
    H319: 'Causes serious eye irritation.',
    H336: 'May cause drowsiness or dizziness.',
    EUH066: 'Repeated exposure may cause skin dryness or cracking.',
    P210: 'Keep away from heat, hot surfaces, sparks, open flames and other ignition sources. No smoking.',
    'P305+P351+P338':
      'IF IN EYES: Rinse cautiously with water for several minutes. Remove contact lenses, if present and easy to do. Continue rinsing.',
    'P403+P233': 'Store in a well-ventilated place. Keep container tightly closed.',
  },
  de: {
    H225: 'Flüssigkeit und Dampf leicht entzündbar.',
    H317: 'Kann allergische Hautreaktionen verursachen.',
    H319: 'Verursacht schwere Augenreizung.',
    H336: 'Kann Schläfrigkeit und Benommenheit verursachen.',
    EUH066: 'Wiederholter Kontakt kann zu spröder oder rissiger Haut führen.',
    P210: 'Von Hitze, heißen Oberflächen, Funken, offenen Flammen sowie anderen Zündquellenarten fernhalten. Nicht rauchen.',
    'P305+P351+P338':
      'BEI KONTAKT MIT DEN AUGEN: Einige Minuten lang behutsam mit Wasser spülen. Eventuell vorhandene Kontaktlinsen nach Möglichkeit entfernen. Weiter spülen.',
    'P403+P233': 'An einem gut belüfteten Ort aufbewahren. Behälter dicht verschlossen halten.',
  },
  fr: {
    H225: 'Liquide et vapeurs très inflammables.',
    H317: 'Peut provoquer une allergie cutanée.',
    H319: 'Provoque une sévère irritation des yeux.',
    H336: 'Peut provoquer somnolence ou vertiges.',
    EUH066: "L'exposition répétée peut provoquer dessèchement ou gerçures de la peau.",
    P210: "Tenir à l'écart de la chaleur, des surfaces chaudes, des étincelles, des flammes nues et de toute autre source d'inflammation. Ne pas fumer.",
    'P305+P351+P338':
      'EN CAS DE CONTACT AVEC LES YEUX: rincer avec précaution à l’eau pendant plusieurs minutes. Enlever les lentilles de contact si la victime en porte et si elles peuvent être facilement enlevées. Continuer à rincer.',
    'P403+P233':
      'Stocker dans un endroit bien ventilé. Maintenir le récipient fermé de manière étanche.',
  },
};

/**
 * The statement rows of a section, one `code | text` line each (see {@link parseSections}).
 * `spacedPlus` writes combined codes as `P305 + P351 + P338`, as some suppliers' tools do.
 */
export function statementLines(
  language: SdsFixtureLanguage,
  codes: readonly FixtureCode[],
  spacedPlus = false,
): string {
  return codes
    .map((code) => {
      const written = spacedPlus ? code.replaceAll('+', ' + ') : code;
      return `${written} | ${FIXTURE_STATEMENT_TEXTS[language][code]}`;
    })
    .join('\n');
}

/**
 * Sections written in a small plain-text form, so a whole sheet reads like the SDS it is:
 * `# ` starts a section (its heading), `## ` a sub-heading, `label | value` is a two-column
 * row, `| a | b | c |` a table row, and any other line a paragraph.
 */
export function parseSections(source: string): SheetSection[] {
  const sections: { heading: string; blocks: SheetBlock[] }[] = [];
  for (const line of source.split('\n').map((text) => text.trim())) {
    if (line === '') continue;
    if (line.startsWith('# ')) {
      sections.push({ heading: line.slice(2), blocks: [] });
      continue;
    }
    sections.at(-1)?.blocks.push(parseBlock(line));
  }
  return sections;
}

function parseBlock(line: string): SheetBlock {
  if (line.startsWith('## ')) return { subheading: line.slice(3) };
  if (line.startsWith('|')) {
    return {
      cells: line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    };
  }
  const [label, value, ...rest] = line.split(' | ');
  if (label !== undefined && value !== undefined && rest.length === 0) return { label, value };
  return { paragraph: line };
}

/** A `YYYY-MM-DD` date the way a language's sheets write it. */
export function formatFixtureDate(isoDate: string, separator: '-' | '.' | '/' | 'iso'): string {
  if (separator === 'iso') return isoDate;
  const [year, month, day] = isoDate.split('-');
  return [day, month, year].join(separator);
}
