import type { ProductSection } from '@sds/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  FIXTURE_H_CODES,
  FIXTURE_P_CODES,
  FIXTURE_STATEMENT_TEXTS,
  buildLetterPdf,
  buildScannedPdf,
  buildSdsPdf,
  type SdsFixtureLanguage,
} from '../../../testing/sds-pdf-fixtures.ts';
import type { ImportedSheet } from '../imported-sheet.ts';
import { readPdf } from '../pdf/read-pdf.ts';
import { readSdsText } from './read-sds-text.ts';

const LIMITS = { maxPages: 100, maxTextCharacters: 1_000_000, maxAttachmentBytes: 1_000_000 };

async function readSheetOf(pdf: Buffer) {
  return readSdsText((await readPdf(pdf, LIMITS)).text);
}

/** What each section must start with (its first sub-heading) and must not hold (the next). */
const SECTION_BOUNDS: Record<SdsFixtureLanguage, Record<ProductSection, [string, string]>> = {
  nl: {
    hazards: ['2.1 Indeling van de stof of het mengsel', '3.2 Mengsels'],
    firstAid: ['4.1 Beschrijving van de eerstehulpmaatregelen', '5.1 Blusmiddelen'],
    fireFighting: ['5.1 Blusmiddelen', '6.1 Persoonlijke'],
    spillCleanup: ['6.1 Persoonlijke voorzorgsmaatregelen', '7.1 Voorzorgsmaatregelen'],
    hygiene: ['7.1 Voorzorgsmaatregelen voor het veilig hanteren', '7.2 Voorwaarden'],
    personalProtection: ['8.1 Controleparameters', 'Vlampunt'],
    storageAndAdr: ['7.2 Voorwaarden voor een veilige opslag', '7.3 Specifiek eindgebruik'],
    usage: ['1.2 Relevant geïdentificeerd gebruik', '1.3 Details'],
    wasteManagement: ['13.1 Afvalverwerkingsmethoden', '14.1 VN-nummer'],
  },
  en: {
    hazards: ['2.1 Classification of the substance or mixture', '3.2 Mixtures'],
    firstAid: ['4.1 Description of first aid measures', '5.1 Extinguishing media'],
    fireFighting: ['5.1 Extinguishing media', '6.1 Personal precautions'],
    spillCleanup: ['6.1 Personal precautions', '7.1 Precautions for safe handling'],
    hygiene: ['7.1 Precautions for safe handling', '7.2 Conditions'],
    personalProtection: ['8.1 Control parameters', 'Flash point'],
    storageAndAdr: ['7.2 Conditions for safe storage', '7.3 Specific end use'],
    usage: ['1.2 Relevant identified uses', '1.3 Details'],
    wasteManagement: ['13.1 Waste treatment methods', '14.1 UN number'],
  },
  de: {
    hazards: ['2.1 Einstufung des Stoffs oder Gemischs', '3.2 Gemische'],
    firstAid: ['4.1 Beschreibung der Erste-Hilfe-Maßnahmen', '5.1 Löschmittel'],
    fireFighting: ['5.1 Löschmittel', '6.1 Personenbezogene'],
    spillCleanup: ['6.1 Personenbezogene Vorsichtsmaßnahmen', '7.1 Schutzmaßnahmen'],
    hygiene: ['7.1 Schutzmaßnahmen zur sicheren Handhabung', '7.2 Bedingungen'],
    personalProtection: ['8.1 Zu überwachende Parameter', 'Flammpunkt'],
    storageAndAdr: ['7.2 Bedingungen zur sicheren Lagerung', '7.3 Spezifische'],
    usage: ['1.2 Relevante identifizierte Verwendungen', '1.3 Einzelheiten'],
    wasteManagement: ['13.1 Verfahren der Abfallbehandlung', '14.1 UN-Nummer'],
  },
  fr: {
    hazards: ['2.1 Classification de la substance ou du mélange', '3.2 Mélanges'],
    firstAid: ['4.1 Description des premiers secours', '5.1 Moyens'],
    fireFighting: ["5.1 Moyens d'extinction", '6.1 Précautions individuelles'],
    spillCleanup: ['6.1 Précautions individuelles', '7.1 Précautions à prendre'],
    hygiene: ['7.1 Précautions à prendre pour une manipulation', '7.2 Conditions'],
    personalProtection: ['8.1 Paramètres de contrôle', "Point d'éclair"],
    storageAndAdr: ["7.2 Conditions d'un stockage sûr", '7.3 Utilisation'],
    usage: ['1.2 Utilisations identifiées pertinentes', '1.3 Renseignements'],
    wasteManagement: ['13.1 Méthodes de traitement des déchets', '14.1 Numéro ONU'],
  },
};

const LOCALES = { nl: 'nl-NL', en: 'en-US', de: 'de-DE', fr: 'fr-FR' } as const;
/** Sub-section 1.4 as each sheet prints it, who answers and when included. */
const EMERGENCY_PHONES = {
  nl: 'Nationaal Vergiftigingen Informatie Centrum (NVIC): +31 30 274 88 88 (alleen voor artsen)',
  en: '+31 30 274 88 88 (National Poisons Information Centre, for doctors only)',
  de: 'Giftinformationszentrum-Nord: +49 551 19240 (24 h)',
  fr: 'ORFILA (INRS) : +33 1 45 42 59 59 (24 h/24)',
};
const PACKING_GROUP_LINES = {
  nl: '14.4 Verpakkingsgroep: II',
  en: '14.4 Packing group II',
  de: '14.4 Verpackungsgruppe: II',
  fr: "14.4 Groupe d'emballage : II",
};

describe.each(['nl', 'en', 'de', 'fr'] as const)(
  'an SDS PDF in %s, read from its text',
  (language) => {
    let sheet: ImportedSheet;
    beforeAll(async () => {
      sheet = (await readSheetOf(await buildSdsPdf({ language })))!;
    });
    const statement = (code: keyof (typeof FIXTURE_STATEMENT_TEXTS)['en']) => ({
      code,
      text: FIXTURE_STATEMENT_TEXTS[language][code],
    });

    it('gives every field with its exact value', async () => {
      const { sections: _sections, ...fields } = sheet;

      expect(fields).toEqual({
        source: 'text',
        locale: LOCALES[language],
        name: 'Acetone Cleaner 5L',
        articleNumber: 'AC-5001',
        // The English sheet prints a UFI that is none (an I, a wrong check character).
        ufi: null,
        supplier: 'Voorbeeld Chemie B.V.',
        supplierEmail: 'sds@voorbeeldchemie.nl',
        supplierPhone: '+31 10 123 45 67',
        emergencyPhone: EMERGENCY_PHONES[language],
        revisionDate: '2024-03-12',
        version: '3.1',
        signalWord: 'Danger',
        pictograms: ['GHS02', 'GHS07'],
        hStatements: FIXTURE_H_CODES.map(statement),
        pStatements: FIXTURE_P_CODES.map(statement),
        casNumbers: ['67-64-1', '64-17-5'],
        contains: expect.stringMatching(/67-64-1[^\n]*\n[^\n]*64-17-5/),
        unNumber: '1090',
        adrClass: '3',
        packingGroup: 'II',
        // Only the German sheet gives one (`Lagerklasse (TRGS 510): 3`).
        storageClass: language === 'de' ? '3' : null,
        // Section 9's flash point and section 3's CAS number with a wrong check digit.
        evidence: {
          regulation: 'eu-clp',
          flashPoint: { minCelsius: null, maxCelsius: 0, text: '< 0 °C' },
          casNumbers: ['5989-27-6'],
        },
      });
    });

    it('drops the CAS number with a wrong check digit and the statements of section 3 only', async () => {
      const { casNumbers, contains, hStatements } = sheet;

      expect(casNumbers).not.toContain('5989-27-6');
      expect(contains).not.toContain('5989-27-6');
      expect(hStatements.map(({ code }) => code)).not.toContain('H317');
    });

    it('fills each product section from its own SDS section, not the next one', async () => {
      const { sections } = sheet;

      for (const [name, [start, next]] of Object.entries(SECTION_BOUNDS[language])) {
        const text = sections[name as ProductSection];
        expect(text, name).toBeDefined();
        expect(text!.startsWith(start), `${name} starts with ${start}`).toBe(true);
        expect(text, name).not.toContain(next);
      }
      expect(sections.storageAndAdr).toContain(PACKING_GROUP_LINES[language]);
    });

    it('leaves page headers and footers out of the sections', async () => {
      const { sections } = sheet;

      for (const text of Object.values(sections)) {
        expect(text).not.toMatch(/Acetone Cleaner 5L|(Page|Pagina|Seite) \d/);
      }
    });
  },
);

/** A minimal SDS text: the heading of section 4 in a style, its text, and section 5. */
function textWithHeadings(heading4: string, heading5: string): string {
  return [
    heading4,
    '4.1 Beschrijving',
    'Frisse lucht.',
    heading5,
    '5.1 Blusmiddelen',
    'Schuim.',
  ].join('\n');
}

/**
 * Reads a fragment of an SDS text, followed by the headings of sections 9 to 12 (which no field
 * here is read from): a text needs the headings of an SDS to be read as one (sds-recognition.ts).
 */
function readFragment(text: string) {
  return readSdsText([text, 'SECTION 9:', 'SECTION 10:', 'SECTION 11:', 'SECTION 12:'].join('\n'));
}

describe('readSdsText', () => {
  it.each([
    ['RUBRIEK 4: Eerstehulpmaatregelen', 'RUBRIEK 5: Brandbestrijdingsmaatregelen', 'nl-NL'],
    ['Rubriek 4: Eerstehulpmaatregelen', 'Rubriek 5: Brandbestrijdingsmaatregelen', 'nl-NL'],
    ['4 EERSTEHULPMAATREGELEN', '5 BRANDBESTRIJDINGSMAATREGELEN', 'nl-NL'],
    ['SECTION 4. First aid measures', 'SECTION 5. Firefighting measures', 'en-US'],
    ['SECTION 4: FIRST AID MEASURES', 'SECTION 5: FIREFIGHTING MEASURES', 'en-US'],
    ['4. FIRST AID MEASURES', '5. FIREFIGHTING MEASURES', 'en-US'],
    ['Abschnitt 4 - Erste-Hilfe-Maßnahmen', 'Abschnitt 5 - Maßnahmen zur Brandbekämpfung', 'de-DE'],
    ['ABSCHNITT 4: Erste-Hilfe-Maßnahmen', 'ABSCHNITT 5: Maßnahmen zur Brandbekämpfung', 'de-DE'],
    ['RUBRIQUE 4 : Premiers secours', 'RUBRIQUE 5 : Mesures de lutte contre l’incendie', 'fr-FR'],
    ['SECTION 4 - PREMIERS SECOURS', "SECTION 5 - MESURES DE LUTTE CONTRE L'INCENDIE", 'fr-FR'],
  ])('splits sections at headings written as "%s"', (heading4, heading5, locale) => {
    const sheet = readFragment(textWithHeadings(heading4, heading5));

    expect(sheet?.locale).toBe(locale);
    expect(sheet?.sections.firstAid).toBe('4.1 Beschrijving\nFrisse lucht.');
    expect(sheet?.sections.fireFighting).toBe('5.1 Blusmiddelen\nSchuim.');
  });

  it('keeps sub-headings and "see section 8" in the section they stand in', () => {
    const text = [
      'SECTION 4: First aid measures',
      'SECTION 4.1 Description of first aid measures',
      'Wear the protection described in',
      'section 8 of this sheet.',
      '4.2 Symptoms',
      '5 Keep at rest.',
      'SECTION 5: Firefighting measures',
      'Foam.',
    ].join('\n');

    expect(readFragment(text)?.sections.firstAid).toBe(text.split('\n').slice(1, 6).join('\n'));
  });

  it('reads "Danger" under French headings as the signal word and keeps the French locale', () => {
    const sheet = readFragment(
      [
        'RUBRIQUE 2 : Identification des dangers',
        "Mention d'avertissement : Danger",
        'H225 Liquide et vapeurs très inflammables.',
        'RUBRIQUE 3 : Composition/informations sur les composants',
        'acétone 67-64-1',
      ].join('\n'),
    );

    expect(sheet).toMatchObject({ locale: 'fr-FR', signalWord: 'Danger', casNumbers: ['67-64-1'] });
  });

  it('reads a labelled French "Attention" as Warning, but not "attention" in running text', () => {
    expect(readFragment("Mention d'avertissement : Attention\nH319")?.signalWord).toBe('Warning');
    expect(
      readFragment('SECTION 4: First aid measures\nGet medical attention.\nEUH066')?.signalWord,
    ).toBeNull();
    expect(readFragment('SECTION 2: Hazards identification\nWARNING\nH319')?.signalWord).toBe(
      'Warning',
    );
  });

  it("reads the name above section 2 when section 1's heading was misread, not a later Product:", () => {
    const sheet = readSdsText(
      [
        'A IDENTIFICATION OF THE SUBSTANCE/PREPARATION AND OF THE COMPANY/UNDERTAKING',
        '1.1 Product identifier',
        '560386 A',
        'NAT FL (GRAPE TYPE)',
        '2 HAZARDS IDENTIFICATION',
        'H226',
        '3 COMPOSITION/INFORMATION ON INGREDIENTS',
        '4 FIRST-AID MEASURES',
        '5 FIRE-FIGHTING MEASURES',
        '13 DISPOSAL CONSIDERATIONS',
        'Product: The product should be handled according to the instructions given.',
      ].join('\n'),
    );
    expect(sheet?.name).toBe('NAT FL (GRAPE TYPE)');
  });

  it('suggests the signal word the label statements call for when none is read', () => {
    // OCR lost the word printed beside the pictograms; H318 calls for Danger (CLP Annex I).
    expect(readFragment('Signal word\nH226 H302 H318 H336')?.signalWord).toBe('Danger');
    expect(readFragment('Signal word\nH226 H319')?.signalWord).toBe('Warning');
    expect(readFragment('Signal word: Warning\nH318')?.signalWord).toBe('Warning');
  });

  it.each([
    ['UN 1090', '1090'],
    ['UN1090 ACETONE', '1090'],
    ['UN-Nr. 1090', '1090'],
    ['UN-nummer: 1090', '1090'],
    ['VN-nummer: UN 1090', '1090'],
    ['Numéro ONU : 1090', '1090'],
    ['UN number or ID number: 1090', '1090'],
  ])('reads the UN number written as "%s"', (written, unNumber) => {
    expect(readFragment(`H225\n${written}`)?.unNumber).toBe(unNumber);
  });

  it.each([
    ['Packing group: II', 'II'],
    ['Verpakkingsgroep III', 'III'],
    ['Verpackungsgruppe (ADR/RID): I', 'I'],
    ["Groupe d'emballage : II", 'II'],
    ['Packing group: not applicable', null],
  ])('reads the packing group written as "%s"', (written, packingGroup) => {
    expect(readFragment(`H225\n${written}`)?.packingGroup).toBe(packingGroup);
  });

  it('keeps combined codes as one, spaces around "+" or not, with the text after them', () => {
    const sheet = readFragment(
      ['P305 + P351 + P338 IF IN EYES: Rinse cautiously.', 'Hazard statements: H225, H319'].join(
        '\n',
      ),
    );

    expect(sheet?.pStatements).toEqual([
      { code: 'P305+P351+P338', text: 'IF IN EYES: Rinse cautiously.' },
    ]);
    expect(sheet?.hStatements).toEqual([
      { code: 'H225', text: '' },
      { code: 'H319', text: '' },
    ]);
  });

  it.each([
    ['Revision date: 12.03.2024', '2024-03-12'],
    ['Herzieningsdatum: 12-03-2024', '2024-03-12'],
    ['Überarbeitet am: 2024-03-12', '2024-03-12'],
    ['Date de révision : 12 mars 2024', '2024-03-12'],
    ['Revision date: 31.02.2024', null],
    ['Print date: 12.03.2024', null],
  ])('reads the revision date written as "%s"', (written, revisionDate) => {
    expect(readFragment(`H225\n${written}`)?.revisionDate).toBe(revisionDate);
  });

  it('gives null for a text that shows nothing of an SDS', async () => {
    expect(readSdsText('')).toBeNull();
    expect(await readSheetOf(await buildLetterPdf())).toBeNull();
    expect(await readSheetOf(await buildScannedPdf())).toBeNull();
  });
});
