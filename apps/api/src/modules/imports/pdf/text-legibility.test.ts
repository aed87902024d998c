import { describe, expect, it } from 'vitest';
import { buildLetterPdf, buildSdsPdf } from '../../../testing/sds-pdf-fixtures.ts';
import {
  buildUnmappedLetterPdf,
  buildUnmappedSdsPdf,
} from '../../../testing/unmapped-font-pdfs.ts';
import { readPdf } from './read-pdf.ts';
import { describeTextLegibility, measureTextLegibility } from './text-legibility.ts';

// Running text of an SDS's first sections in the four languages the reader knows, as a
// supplier writes it: headings, labels, sentences.
const SHEET_TEXTS = {
  en: `SECTION 1: Identification of the substance/mixture and of the company/undertaking
1.1 Product identifier Trade name: Cleaner Forte 500
1.2 Relevant identified uses of the substance or mixture and uses advised against
Use of the substance/mixture: cleaning agent for professional use only
SECTION 2: Hazards identification
Causes severe skin burns and eye damage. Keep out of reach of children.
Wear protective gloves and eye protection. IF IN EYES: Rinse cautiously with water for
several minutes. Remove contact lenses, if present and easy to do. Continue rinsing.
Store locked up. Dispose of contents to an approved waste disposal plant.`,
  de: `ABSCHNITT 1: Bezeichnung des Stoffs bzw. des Gemischs und des Unternehmens
1.1 Produktidentifikator Handelsname: Reiniger Forte 500
1.2 Relevante identifizierte Verwendungen des Stoffs oder Gemischs und Verwendungen, von denen
abgeraten wird: Reinigungsmittel nur für die gewerbliche Anwendung
ABSCHNITT 2: Mögliche Gefahren
Verursacht schwere Verätzungen der Haut und schwere Augenschäden. Darf nicht in die Hände von
Kindern gelangen. Schutzhandschuhe und Augenschutz tragen. BEI KONTAKT MIT DEN AUGEN: Einige
Minuten lang behutsam mit Wasser spülen. Eventuell vorhandene Kontaktlinsen nach Möglichkeit
entfernen. Weiter spülen. Unter Verschluss aufbewahren.`,
  nl: `RUBRIEK 1: Identificatie van de stof of het mengsel en van de vennootschap/onderneming
1.1 Productidentificatie Handelsnaam: Reiniger Forte 500
1.2 Relevant geïdentificeerd gebruik van de stof of het mengsel en ontraden gebruik
Gebruik van de stof/het mengsel: reinigingsmiddel, uitsluitend voor beroepsmatig gebruik
RUBRIEK 2: Identificatie van de gevaren
Veroorzaakt ernstige brandwonden en oogletsel. Buiten het bereik van kinderen houden.
Beschermende handschoenen en oogbescherming dragen. BIJ CONTACT MET DE OGEN: voorzichtig
afspoelen met water gedurende een aantal minuten. Contactlenzen verwijderen, indien mogelijk.
Blijven spoelen. Achter slot bewaren. Inhoud afvoeren naar een erkende verwerker.`,
  fr: `RUBRIQUE 1: Identification de la substance/du mélange et de la société/l'entreprise
1.1 Identificateur de produit Nom commercial: Nettoyant Forte 500
1.2 Utilisations identifiées pertinentes de la substance ou du mélange et utilisations
déconseillées: agent de nettoyage réservé aux utilisateurs professionnels
RUBRIQUE 2: Identification des dangers
Provoque des brûlures de la peau et des lésions oculaires graves. Tenir hors de portée des
enfants. Porter des gants de protection et un équipement de protection des yeux. EN CAS DE
CONTACT AVEC LES YEUX: rincer avec précaution à l'eau pendant plusieurs minutes. Enlever les
lentilles de contact si la victime en porte et si elles peuvent être facilement enlevées.
Continuer à rincer. Garder sous clef. Éliminer le contenu dans une installation agréée.`,
};

/** Letters moved `by` places in the alphabet, as a font that numbers its glyphs itself gives them. */
const shifted = (text: string, by: number) =>
  text.replace(/[a-z]/gi, (letter) => {
    const base = letter <= 'Z' ? 65 : 97;
    return String.fromCharCode(((letter.charCodeAt(0) - base + by) % 26) + base);
  });

/** Each letter as a private-use code point, as pdf.js gives a symbolic font's glyphs. */
const privateUse = (text: string) =>
  text.replace(/\S/g, (character) => String.fromCharCode(0xf000 + character.charCodeAt(0)));

const readText = async (pdf: Buffer) =>
  (await readPdf(pdf, { maxPages: 20, maxTextCharacters: 1_000_000, maxAttachmentBytes: 0 })).text;

describe('telling readable text from glyphs no font decoded', () => {
  it.each(Object.entries(SHEET_TEXTS))('reads an SDS text in %s as readable', (_, text) => {
    const legibility = measureTextLegibility(text);

    expect(legibility.unreadableBecause).toBeNull();
    expect(legibility.commonWords / legibility.words).toBeGreaterThan(0.08);
  });

  it.each(Object.entries(SHEET_TEXTS))(
    'finds that letters shifted from %s spell no words',
    (_, text) => {
      for (const by of [1, 3, 13, 29]) {
        expect(measureTextLegibility(shifted(text, by)).unreadableBecause).toBe('no-words');
      }
    },
  );

  it('reads a text in a language the reader does not know (Spanish) as readable', () => {
    const spanish =
      'SECCIÓN 2: Identificación de los peligros. Provoca quemaduras graves en la piel y ' +
      'lesiones oculares graves. Mantener fuera del alcance de los niños. Llevar guantes de ' +
      'protección y protección para los ojos. EN CASO DE CONTACTO CON LOS OJOS: aclarar ' +
      'cuidadosamente con agua durante varios minutos. Quitar las lentes de contacto, si lleva ' +
      'y resulta fácil. Seguir aclarando. Guardar bajo llave. Eliminar el contenido en una ' +
      'planta de eliminación de residuos autorizada por las autoridades locales.';

    expect(measureTextLegibility(spanish).unreadableBecause).toBeNull();
  });

  it('finds private-use characters undecodable', () => {
    expect(measureTextLegibility(privateUse(SHEET_TEXTS.en))).toMatchObject({
      unreadableBecause: 'undecodable',
      undecodableCharacters: SHEET_TEXTS.en.replace(/\s/g, '').length,
    });
  });

  it('counts control characters, U+FFFD and (cid:NN) runs as undecodable, not line breaks', () => {
    const glyphNumbers = '\u0003\u0011\u0007\u0002 \u001b\u0004\u0010\n\ufffd\ufffd \u0001\u0002\t';
    expect(measureTextLegibility(glyphNumbers.repeat(20))).toMatchObject({
      unreadableBecause: 'undecodable',
      undecodableCharacters: 11 * 20,
    });
    expect(measureTextLegibility('(cid:12)(cid:7)(cid:104) '.repeat(30))).toMatchObject({
      characters: 24 * 30,
      undecodableCharacters: 24 * 30,
      unreadableBecause: 'undecodable',
    });
  });

  it('reads a sheet with a few symbols (a bullet, a tick) as readable', () => {
    const withSymbols = SHEET_TEXTS.de.replaceAll('\n', '\n\uf0b7 ');

    expect(measureTextLegibility(withSymbols).unreadableBecause).toBeNull();
  });

  it('finds a sheet undecodable whose headings alone are set in a font without a map', () => {
    const text = SHEET_TEXTS.en
      .split('\n')
      .map((line) => (/^SECTION/.test(line) ? privateUse(line) : line))
      .join('\n');

    expect(measureTextLegibility(text).unreadableBecause).toBe('undecodable');
  });

  it('does not judge a few words: a label, a page of numbers', () => {
    const label = shifted('Danger Causes severe skin burns and eye damage. Store locked up.', 3);

    expect(measureTextLegibility(label).unreadableBecause).toBeNull();
    expect(measureTextLegibility('12.5 7.3 0.01 1907/2006 '.repeat(40)).unreadableBecause).toBe(
      null,
    );
    expect(measureTextLegibility('').unreadableBecause).toBeNull();
  });

  it('does not judge one word repeated: a flood of text is no font without a map', () => {
    expect(measureTextLegibility('flood '.repeat(10_000)).unreadableBecause).toBeNull();
  });

  it('says what it measured', () => {
    expect(describeTextLegibility(measureTextLegibility(privateUse('abc abc\nabc')))).toBe(
      '9 characters of text, 100 % of them undecodable (no font map); 0 words, 0 % of them ' +
        'common words of en, de, nl or fr',
    );
  });
});

describe('the text layer of PDFs as pdf.js reads it', () => {
  it.each(['en', 'de', 'nl', 'fr'] as const)(
    'finds an SDS in %s readable, and unreadable once its fonts lose their map',
    async (language) => {
      const readable = measureTextLegibility(await readText(await buildSdsPdf({ language })));
      const unmapped = measureTextLegibility(await readText(await buildUnmappedSdsPdf(language)));

      expect(readable.unreadableBecause).toBeNull();
      expect(unmapped.characters).toBeGreaterThan(1_000);
      expect(unmapped.unreadableBecause).toBe('undecodable');
    },
  );

  it('finds a letter readable, and unreadable once its font loses its map', async () => {
    expect(measureTextLegibility(await readText(await buildLetterPdf())).unreadableBecause).toBe(
      null,
    );
    expect(
      measureTextLegibility(await readText(await buildUnmappedLetterPdf())).unreadableBecause,
    ).toBe('undecodable');
  });
});
