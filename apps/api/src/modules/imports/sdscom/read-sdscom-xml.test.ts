import { describe, expect, it } from 'vitest';
import { SDSCOM_FIXTURE_TEXTS } from '../../../testing/sdscom-fixture-texts.ts';
import {
  buildSdscomXml,
  defaultSdscomProduct,
  sdscomXmlWithEntityExpansion,
  sdscomXmlWithExternalEntity,
  truncatedSdscomXml,
  xmlOfAnotherRoot,
  type SdscomFixtureLanguage,
} from '../../../testing/sdscom-fixtures.ts';
import { ImportError, type ImportedSheet } from '../imported-sheet.ts';
import { isDatasheetFeed, readSdscomXml } from './read-sdscom-xml.ts';

type Shape = 'v4' | 'v5';

/** The official CLP texts of the two statements the fixture gives only as codes. */
const OFFICIAL_TEXTS: Record<SdscomFixtureLanguage, { H336: string; P233: string }> = {
  nl: {
    H336: 'Kan slaperigheid of duizeligheid veroorzaken.',
    P233: 'In goed gesloten verpakking bewaren.',
  },
  en: { H336: 'May cause drowsiness or dizziness.', P233: 'Keep container tightly closed.' },
  de: {
    H336: 'Kann Schläfrigkeit und Benommenheit verursachen.',
    P233: 'Behälter dicht verschlossen halten.',
  },
  fr: {
    H336: 'Peut provoquer somnolence ou vertiges.',
    P233: 'Maintenir le récipient fermé de manière étanche.',
  },
};

/** P370+P378 with the extinguishing media merged into the catalogue text's placeholder. */
const MERGED_P370_P378: Record<SdscomFixtureLanguage, string> = {
  nl: 'In geval van brand: blussen met alcoholbestendig schuim, koolstofdioxide of bluspoeder',
  en: 'In case of fire: Use alcohol-resistant foam, carbon dioxide or dry powder to extinguish.',
  de: 'Bei Brand: alkoholbeständigen Schaum, Kohlendioxid oder Löschpulver zum Löschen verwenden.',
  fr: 'En cas d’incendie: Utiliser de la mousse résistant aux alcools, du dioxyde de carbone ou de la poudre pour l’extinction.',
};

const LOCALES = { nl: 'nl-NL', en: 'en-US', de: 'de-DE', fr: 'fr-FR' } as const;

/** What the reader must make of the default fixture in a language, written out in full. */
function expectedSheet(language: SdscomFixtureLanguage): ImportedSheet {
  const texts = SDSCOM_FIXTURE_TEXTS[language];
  const paragraphs = (...parts: string[]) => parts.join('\n\n');
  const { firstAid, fireFighting, spill, handling, storage, protection, disposal } = texts;
  return {
    source: 'xml',
    evidence: { regulation: 'eu-clp', flashPoint: null, casNumbers: [] },
    locale: LOCALES[language],
    name: 'Acetone Cleaner 5L',
    articleNumber: 'AC-5001',
    ufi: null,
    supplier: 'Chemco B.V.',
    supplierEmail: 'sds@chemco.example',
    supplierPhone: '+31 30 123 45 67',
    emergencyPhone: `+31 30 274 88 88 (${texts.emergencyPhoneHours})`,
    revisionDate: '2024-03-15',
    version: '3.1',
    signalWord: 'Danger',
    pictograms: ['GHS02', 'GHS07'],
    hStatements: [
      { code: 'H225', text: texts.statements.H225 },
      { code: 'H319', text: texts.statements.H319 },
      { code: 'H336', text: OFFICIAL_TEXTS[language].H336 },
      { code: 'EUH066', text: texts.statements.EUH066 },
    ],
    pStatements: [
      { code: 'P210', text: texts.statements.P210 },
      { code: 'P233', text: OFFICIAL_TEXTS[language].P233 },
      { code: 'P305+P351+P338', text: texts.statements['P305+P351+P338'] },
      { code: 'P370+P378', text: MERGED_P370_P378[language] },
    ],
    casNumbers: ['67-64-1', '64-17-5'],
    contains: `${texts.components.acetone} (67-64-1) 50–100 %; ${texts.components.ethanol} (64-17-5) 10–25 %`,
    unNumber: '1090',
    adrClass: '3',
    packingGroup: 'II',
    storageClass: '3',
    sections: {
      hazards: texts.otherHazards,
      firstAid: paragraphs(
        firstAid.general,
        firstAid.inhalation,
        firstAid.skin,
        firstAid.eyes,
        firstAid.ingestion,
      ),
      fireFighting: paragraphs(
        fireFighting.suitableMedia,
        fireFighting.unsuitableMedia,
        fireFighting.combustionProducts,
        fireFighting.advice,
      ),
      spillCleanup: paragraphs(spill.personal, spill.environment, spill.cleanUp),
      hygiene: paragraphs(handling.precautions, handling.fire, handling.hygiene),
      storageAndAdr: paragraphs(
        storage.incompatible,
        storage.conditions,
        [
          `ADR/RID: UN 1090 ${texts.shippingName}, 3, II, (D/E)`,
          'IMDG: UN 1090 ACETONE, 3, II',
          'IATA: UN 1090 ACETONE, 3, II',
        ].join('\n'),
        texts.transportPrecautions,
      ),
      personalProtection: paragraphs(
        protection.engineering,
        protection.respiratory,
        protection.eyes,
        protection.hands,
        protection.body,
      ),
      usage: texts.identifiedUse,
      wasteManagement: paragraphs(disposal.product, disposal.packaging),
    },
  };
}

/** The import error reading a text ends in; fails the test when it reads without one. */
function failureOf(xml: string): ImportError {
  try {
    readSdscomXml(xml);
  } catch (error) {
    if (error instanceof ImportError) return error;
    throw error;
  }
  throw new Error('The XML was read without an ImportError.');
}

const SHAPES: Shape[] = ['v4', 'v5'];
const LANGUAGES: SdscomFixtureLanguage[] = ['nl', 'en', 'de', 'fr'];

describe('reading SDScom XML', () => {
  describe.each(SHAPES)('a %s sheet', (shape) => {
    it.each(LANGUAGES)('maps every field of a sheet in %s', (language) => {
      expect(readSdscomXml(buildSdscomXml({ shape, language }))).toEqual(expectedSheet(language));
    });

    it('reads the supplier’s own article number and trade name, not a customer’s', () => {
      const sheet = readSdscomXml(buildSdscomXml({ shape, language: 'en' }));
      expect([sheet.articleNumber, sheet.name]).toEqual(['AC-5001', 'Acetone Cleaner 5L']);
    });

    it('writes codes with their letters and keeps a combined P statement as one', () => {
      const sheet = readSdscomXml(buildSdscomXml({ shape, language: 'en' }));
      expect(sheet.hStatements.map(({ code }) => code)).toEqual(['H225', 'H319', 'H336', 'EUH066']);
      expect(sheet.pStatements.map(({ code }) => code)).toEqual([
        'P210',
        'P233',
        'P305+P351+P338',
        'P370+P378',
      ]);
    });

    it('takes the label’s statements, not the classification’s', () => {
      const product = defaultSdscomProduct('en');
      const classification = [...product.classification, { category: 'Asp. Tox. 1', code: '304' }];
      const sheet = readSdscomXml(
        buildSdscomXml({ shape, language: 'en', product: { classification } }),
      );
      expect(sheet.hStatements.map(({ code }) => code)).toEqual(['H225', 'H319', 'H336', 'EUH066']);
    });

    it('reads a document with its namespace prefixed on every element, as default or absent', () => {
      const expected = expectedSheet('nl');
      for (const namespace of ['all-prefix', 'default', 'none'] as const) {
        expect(readSdscomXml(buildSdscomXml({ shape, language: 'nl', namespace }))).toEqual(
          expected,
        );
      }
    });
  });

  it('tells EUH codes from H codes by their list and by the numbers CLP gave to EUH', () => {
    const product = {
      hazardStatements: [
        { codes: ['225'] },
        { codes: ['380'] },
        { codes: ['H304'] },
        { codes: ['EUH071'] },
      ],
      supplementalStatements: [{ codes: ['066'] }, { codes: ['208'] }],
    };
    for (const shape of SHAPES) {
      const sheet = readSdscomXml(buildSdscomXml({ shape, language: 'en', product }));
      expect(sheet.hStatements.map(({ code }) => code)).toEqual([
        'H225',
        'EUH380',
        'H304',
        'EUH071',
        'EUH066',
        'EUH208',
      ]);
    }
  });

  it('drops codes the contract refuses and codes given twice, without failing the import', () => {
    const product = {
      hazardStatements: [
        { codes: ['225'] },
        { codes: ['99999'] },
        { codes: ['abc'] },
        { codes: [] },
        { codes: ['225'] },
      ],
      supplementalStatements: [],
      precautionaryStatements: [
        { codes: ['210'] },
        { codes: ['H225'] },
        { codes: ['305', 'x'] },
        { codes: ['210'] },
      ],
    };
    const sheet = readSdscomXml(buildSdscomXml({ shape: 'v5', language: 'en', product }));
    expect(sheet.hStatements).toEqual([
      { code: 'H225', text: 'Highly flammable liquid and vapour.' },
    ]);
    expect(sheet.pStatements.map(({ code }) => code)).toEqual(['P210']);
  });

  it('fills merge phrases in their number order, at their delimiter or else at an ellipsis', () => {
    const statement = {
      codes: ['280'],
      fullText: 'Wear #1# and ....',
      merges: [
        { text: 'eye protection', number: 2 },
        { text: 'protective gloves', delimiter: '#1#', number: 1 },
      ],
    };
    const sheet = readSdscomXml(
      buildSdscomXml({
        shape: 'v4',
        language: 'en',
        product: { precautionaryStatements: [statement] },
      }),
    );
    expect(sheet.pStatements).toEqual([
      { code: 'P280', text: 'Wear protective gloves and eye protection.' },
    ]);
  });

  it('takes a statement’s official text in the sheet’s language when the SDS gives only the code', () => {
    const dutch = readSdscomXml(buildSdscomXml({ shape: 'v5', language: 'nl' }));
    const german = readSdscomXml(buildSdscomXml({ shape: 'v4', language: 'de' }));
    expect(dutch.hStatements.find(({ code }) => code === 'H336')?.text).toBe(
      'Kan slaperigheid of duizeligheid veroorzaken.',
    );
    expect(german.pStatements.find(({ code }) => code === 'P233')?.text).toBe(
      'Behälter dicht verschlossen halten.',
    );
  });

  it('falls back to the English official text for a language the EU publishes none in', () => {
    const xml = buildSdscomXml({ shape: 'v5', language: 'en' }).replace(
      '<FreetextLanguageCode>en</FreetextLanguageCode>',
      '<FreetextLanguageCode>nb</FreetextLanguageCode>',
    );
    const sheet = readSdscomXml(xml);
    expect(sheet.locale).toBe('nb-NO');
    expect(sheet.hStatements.find(({ code }) => code === 'H336')?.text).toBe(
      'May cause drowsiness or dizziness.',
    );
  });

  it('gives no locale for a language the portal does not offer', () => {
    const xml = buildSdscomXml({ shape: 'v4', language: 'en' }).replace(
      '<FreetextLanguageCode>en</FreetextLanguageCode>',
      '<FreetextLanguageCode>xh</FreetextLanguageCode>',
    );
    expect(readSdscomXml(xml).locale).toBeNull();
  });

  it('keeps only CAS numbers with a valid check digit', () => {
    const components = [
      ...defaultSdscomProduct('en').components,
      { name: 'Propan-1-ol', cas: '71-23-9', lower: 1, upper: 5 },
    ];
    const sheet = readSdscomXml(
      buildSdscomXml({ shape: 'v5', language: 'en', product: { components } }),
    );
    expect(sheet.casNumbers).toEqual(['67-64-1', '64-17-5']);
    expect(sheet.contains).toBe(
      'Acetone (67-64-1) 50–100 %; Ethanol (64-17-5) 10–25 %; Propan-1-ol 1–5 %',
    );
  });

  it('reads the supplier’s UFI, written with or without hyphens, and none with a wrong check character', () => {
    const ufiOf = (ufi: string) =>
      readSdscomXml(buildSdscomXml({ shape: 'v5', language: 'en', product: { ufi } })).ufi;
    expect(ufiOf('RP2K-X0T0-RS00-H7VE')).toBe('RP2K-X0T0-RS00-H7VE');
    expect(ufiOf('rp2kx0t0rs00h7ve')).toBe('RP2K-X0T0-RS00-H7VE');
    expect(ufiOf('RP2K-X0T0-RS00-H7VF')).toBeNull();
    expect(ufiOf('RP2K-X0T0-RS00-H7V')).toBeNull();
  });

  it('reads the supplier’s address and telephone, the competent person’s address first, skipping malformed ones', () => {
    for (const shape of ['v4', 'v5'] as const) {
      const xml = buildSdscomXml({ shape, language: 'de' });
      const withContact = xml.replace(
        /<((?:\w+:)?)Email>sds@chemco\.example<\/(?:\w+:)?Email>/,
        (_match, prefix: string) =>
          `<${prefix}Email>info@chemco.example</${prefix}Email>` +
          `<${prefix}CompanyContact><${prefix}Name>Produktsicherheit</${prefix}Name>` +
          `<${prefix}EmailCompetentPerson>msds@chemco.example</${prefix}EmailCompetentPerson>` +
          `</${prefix}CompanyContact>`,
      );
      expect(withContact).not.toBe(xml);
      expect(readSdscomXml(withContact)).toMatchObject({
        supplierEmail: 'msds@chemco.example',
        supplierPhone: '+31 30 123 45 67',
      });
      const malformed = xml
        .replace('sds@chemco.example', 'sds at chemco')
        .replace('+31 30 123 45 67', 'ask our sales office');
      expect(readSdscomXml(malformed)).toMatchObject({ supplierEmail: null, supplierPhone: null });
    }
  });

  it('prefers road transport over sea and air, and reads packing groups in arabic numerals', () => {
    const road = {
      unNumber: '1090',
      shippingName: 'ACETONE',
      transportClass: '3',
      packingGroup: '2',
    };
    const transport = { road, sea: { ...road, packingGroup: 'III' }, air: null, tunnelCode: null };
    for (const shape of SHAPES) {
      const sheet = readSdscomXml(
        buildSdscomXml({ shape, language: 'en', product: { transport } }),
      );
      expect([sheet.unNumber, sheet.adrClass, sheet.packingGroup]).toEqual(['1090', '3', 'II']);
    }
  });

  it('reads sea transport when the SDS gives no road transport', () => {
    const sea = {
      unNumber: '1993',
      shippingName: 'FLAMMABLE LIQUID, N.O.S.',
      transportClass: '3',
      packingGroup: 'III',
    };
    const transport = { road: null, sea, air: null, tunnelCode: null };
    for (const shape of SHAPES) {
      const sheet = readSdscomXml(
        buildSdscomXml({ shape, language: 'en', product: { transport } }),
      );
      expect([sheet.unNumber, sheet.adrClass, sheet.packingGroup]).toEqual(['1993', '3', 'III']);
    }
  });

  it('reads v4 transport whose road mode is named AdrRid', () => {
    const xml = buildSdscomXml({ shape: 'v4', language: 'en' }).replaceAll('AdrRidAdn', 'AdrRid');
    const sheet = readSdscomXml(xml);
    expect([sheet.unNumber, sheet.adrClass, sheet.packingGroup]).toEqual(['1090', '3', 'II']);
  });

  it('collapses whitespace and cuts texts to the contract’s limits', () => {
    const product = {
      name: `  Acetone \n Cleaner\t5L ${'x'.repeat(400)}`,
      articleNumber: 'A'.repeat(80),
    };
    const sheet = readSdscomXml(buildSdscomXml({ shape: 'v5', language: 'en', product }));
    expect(sheet.name).toBe(`Acetone Cleaner 5L ${'x'.repeat(300 - 'Acetone Cleaner 5L '.length)}`);
    expect(sheet.articleNumber).toBe('A'.repeat(64));
  });

  it('leaves out a section the SDS says nothing for', () => {
    const xml = buildSdscomXml({ shape: 'v5', language: 'en' }).replace(
      /<DisposalConsiderations>[\s\S]*<\/DisposalConsiderations>/,
      '<DisposalConsiderations></DisposalConsiderations>',
    );
    expect(readSdscomXml(xml).sections).not.toHaveProperty('wasteManagement');
  });

  it('describes the hazards with the label’s H and EUH statements when the SDS names no other hazards', () => {
    const xml = buildSdscomXml({ shape: 'v4', language: 'en' }).replace(
      /<OtherHazardsInfo>[\s\S]*<\/OtherHazardsInfo>/,
      '',
    );
    expect(readSdscomXml(xml).sections.hazards).toBe(
      [
        'H225 Highly flammable liquid and vapour.',
        'H319 Causes serious eye irritation.',
        'H336 May cause drowsiness or dizziness.',
        'EUH066 Repeated exposure may cause skin dryness or cracking.',
      ].join('\n'),
    );
  });

  it('reads a 5 MB document', () => {
    const xml = buildSdscomXml({ shape: 'v5', language: 'nl', minimumBytes: 5 * 1024 * 1024 });
    expect(Buffer.byteLength(xml)).toBeGreaterThanOrEqual(5 * 1024 * 1024);
    expect(readSdscomXml(xml)).toEqual(expectedSheet('nl'));
  });

  describe('refusing what is not a safe SDScom document', () => {
    it('refuses an external entity before parsing', () => {
      expect(failureOf(sdscomXmlWithExternalEntity()).reason).toBe('xml-doctype');
    });

    it('refuses an entity expansion bomb before parsing', () => {
      expect(failureOf(sdscomXmlWithEntityExpansion()).reason).toBe('xml-doctype');
    });

    it('refuses a document cut off half way, and text that is no XML', () => {
      expect(failureOf(truncatedSdscomXml()).reason).toBe('xml-malformed');
      expect(failureOf('%PDF-1.7 not xml at all').reason).toBe('xml-malformed');
    });

    it('refuses nesting far deeper than any SDS', () => {
      const depth = 500;
      const xml = `<DatasheetFeed>${'<Datasheet>'.repeat(depth)}${'</Datasheet>'.repeat(depth)}</DatasheetFeed>`;
      expect(failureOf(xml).reason).toBe('xml-malformed');
    });

    it('refuses a well-formed document of another kind', () => {
      expect(failureOf(xmlOfAnotherRoot()).reason).toBe('xml-not-sdscom');
    });
  });
});

describe('recognising a DatasheetFeed', () => {
  it('recognises both shapes with any namespace style', () => {
    for (const shape of SHAPES) {
      for (const namespace of ['root-prefix', 'all-prefix', 'default', 'none'] as const) {
        expect(isDatasheetFeed(buildSdscomXml({ shape, language: 'en', namespace }))).toBe(true);
      }
    }
  });

  it('looks past a byte order mark, the declaration, comments, instructions and a document type', () => {
    const prologue =
      '\uFEFF<?xml version="1.0"?>\n<!-- exported -->\n<?xml-stylesheet href="sds.xsl"?>\n';
    expect(isDatasheetFeed(`${prologue}<sds:DatasheetFeed xmlns:sds="urn:x"/>`)).toBe(true);
    expect(isDatasheetFeed(sdscomXmlWithExternalEntity())).toBe(true);
  });

  it('says no to other roots and to text that is no XML', () => {
    expect(isDatasheetFeed(xmlOfAnotherRoot())).toBe(false);
    expect(isDatasheetFeed('<!-- <DatasheetFeed> --><Invoice/>')).toBe(false);
    expect(isDatasheetFeed('<DatasheetFeedArchive/>')).toBe(false);
    expect(isDatasheetFeed('%PDF-1.7')).toBe(false);
    expect(isDatasheetFeed('')).toBe(false);
  });
});
