import {
  formatFixtureDate,
  parseSections,
  statementLines,
  type SdsFixtureProduct,
  type SheetContent,
} from './sheet-content.ts';

/**
 * A German SDS: headings as `Abschnitt 4 - Erste-Hilfe-Maßnahmen`, combined codes written
 * `P305 + P351 + P338`, dates as `12.03.2024`, a print date that is not what a reader looks
 * for, and a storage class (TRGS 510) whose `3` is not the ADR class.
 */
export function germanSheet(product: SdsFixtureProduct): SheetContent {
  return {
    language: 'de-DE',
    title: 'SICHERHEITSDATENBLATT',
    regulation: 'gemäß Verordnung (EG) Nr. 1907/2006 (REACH), Anhang II',
    titleFields: [
      { label: 'Druckdatum:', value: '02.04.2024' },
      { label: 'Überarbeitet am:', value: formatFixtureDate(product.revisionDate, '.') },
      { label: 'Versionsnummer:', value: product.version },
    ],
    pageNumber: (page, pages) => `Seite ${page} von ${pages}`,
    sections: parseSections(`
# Abschnitt 1 - Bezeichnung des Stoffs bzw. des Gemischs und des Unternehmens
## 1.1 Produktidentifikator
Handelsname: | ${product.name}
Artikelnr.: | ${product.articleNumber}
UFI: | Q1W2-E3R4-T5Y6-U7I8
## 1.2 Relevante identifizierte Verwendungen des Stoffs oder Gemischs und Verwendungen, von denen abgeraten wird
Reinigungsmittel für die gewerbliche Verwendung: Entfetten von Metallteilen und Werkzeugen.
Verwendungen, von denen abgeraten wird: keine bekannt.
## 1.3 Einzelheiten zum Lieferanten, der das Sicherheitsdatenblatt bereitstellt
Hersteller/Lieferant: | ${product.supplier}
Industrieweg 12, 3044 AS Rotterdam, Niederlande
Telefon: | +31 10 123 45 67
E-Mail: | sds@voorbeeldchemie.nl
## 1.4 Notrufnummer
Giftinformationszentrum-Nord: +49 551 19240 (24 h).

# Abschnitt 2 - Mögliche Gefahren
## 2.1 Einstufung des Stoffs oder Gemischs
Einstufung gemäß Verordnung (EG) Nr. 1272/2008 [CLP]: Flam. Liq. 2; Eye Irrit. 2; STOT SE 3.
## 2.2 Kennzeichnungselemente
Gefahrenpiktogramme: | GHS02, GHS07
Signalwort: | Gefahr
Gefahrenhinweise
${statementLines('de', ['H225', 'H319', 'H336'])}
Ergänzende Gefahrenmerkmale (EU)
${statementLines('de', ['EUH066'])}
Sicherheitshinweise
${statementLines('de', ['P210', 'P305+P351+P338', 'P403+P233'], true)}
## 2.3 Sonstige Gefahren
Dämpfe können mit Luft explosionsfähige Gemische bilden. Das Gemisch enthält keine als PBT oder vPvB beurteilten Stoffe.

# Abschnitt 3 - Zusammensetzung/Angaben zu Bestandteilen
## 3.2 Gemische
| Stoffname | CAS-Nr. | EG-Nr. | Gew.-% | Einstufung (EG) Nr. 1272/2008 |
| Aceton | 67-64-1 | 200-662-2 | 50 – 100 | Flam. Liq. 2, H225; Eye Irrit. 2, H319; STOT SE 3, H336; EUH066 |
| Ethanol | 64-17-5 | 200-578-6 | 10 – 25 | Flam. Liq. 2, H225; Eye Irrit. 2, H319 |
| Parfüm (enthält d-Limonen) | 5989-27-6 | 227-813-5 | < 0,1 | Skin Sens. 1, H317 |
Wortlaut der H-Sätze: siehe Abschnitt 16.

# Abschnitt 4 - Erste-Hilfe-Maßnahmen
## 4.1 Beschreibung der Erste-Hilfe-Maßnahmen
Nach Einatmen: Frischluftzufuhr, Betroffenen ruhig lagern. Bei anhaltenden Beschwerden Arzt aufsuchen.
Nach Hautkontakt: Verunreinigte Kleidung ausziehen, Haut mit Wasser und Seife waschen.
Nach Augenkontakt: Sofort mit viel Wasser, auch unter den Lidern, mindestens 15 Minuten spülen.
Nach Verschlucken: Mund mit Wasser ausspülen. Kein Erbrechen herbeiführen.
## 4.2 Wichtigste akute und verzögert auftretende Symptome und Wirkungen
Kopfschmerzen, Schwindel, Benommenheit. Augenreizung.
## 4.3 Hinweise auf ärztliche Soforthilfe oder Spezialbehandlung
Symptomatisch behandeln.

# Abschnitt 5 - Maßnahmen zur Brandbekämpfung
## 5.1 Löschmittel
Alkoholbeständiger Schaum, Kohlendioxid, Löschpulver, Sprühwasser. Ungeeignet: Wasservollstrahl.
## 5.2 Besondere vom Stoff oder Gemisch ausgehende Gefahren
Dämpfe sind schwerer als Luft und breiten sich am Boden aus. Bei Brand entstehen Kohlenmonoxid und Kohlendioxid.
## 5.3 Hinweise für die Brandbekämpfung
Umluftunabhängiges Atemschutzgerät und Schutzkleidung tragen.

# Abschnitt 6 - Maßnahmen bei unbeabsichtigter Freisetzung
## 6.1 Personenbezogene Vorsichtsmaßnahmen, Schutzausrüstungen und in Notfällen anzuwendende Verfahren
Zündquellen fernhalten. Für ausreichende Lüftung sorgen. Berührung mit Augen und Haut vermeiden.
## 6.2 Umweltschutzmaßnahmen
Nicht in die Kanalisation oder Gewässer gelangen lassen.
## 6.3 Methoden und Material für Rückhaltung und Reinigung
Mit nicht brennbarem, saugfähigem Material (Sand, Kieselgur) aufnehmen und nach Abschnitt 13 entsorgen.

# Abschnitt 7 - Handhabung und Lagerung
## 7.1 Schutzmaßnahmen zur sicheren Handhabung
Nur in gut belüfteten Bereichen verwenden. Maßnahmen gegen elektrostatische Aufladungen treffen. Bei der Arbeit nicht essen, trinken oder rauchen.
## 7.2 Bedingungen zur sicheren Lagerung unter Berücksichtigung von Unverträglichkeiten
Behälter dicht verschlossen an einem kühlen, gut belüfteten Ort aufbewahren. Von Oxidationsmitteln fernhalten.
Lagerklasse (TRGS 510): | 3
## 7.3 Spezifische Endanwendungen
Siehe Unterabschnitt 1.2.

# Abschnitt 8 - Begrenzung und Überwachung der Exposition/Persönliche Schutzausrüstungen
## 8.1 Zu überwachende Parameter
Aceton: Arbeitsplatzgrenzwert 1200 mg/m³ (TRGS 900).
## 8.2 Begrenzung und Überwachung der Exposition
Augenschutz: | dicht schließende Schutzbrille.
Handschutz: | Handschuhe aus Butylkautschuk (Durchbruchzeit > 480 min).
Atemschutz: | bei unzureichender Belüftung Gasfilter Typ A.

# Abschnitt 9 - Physikalische und chemische Eigenschaften
Aggregatzustand: | flüssig, farblos
Flammpunkt: | < 0 °C
Dichte: | 0,79 g/cm³ bei 20 °C

# Abschnitt 10 - Stabilität und Reaktivität
Unter normalen Bedingungen stabil. Zu vermeidende Bedingungen: Hitze, Funken, offene Flammen. Reagiert mit starken Oxidationsmitteln.

# Abschnitt 11 - Toxikologische Angaben
Aceton: LD50 oral, Ratte: 5800 mg/kg. Dämpfe können Schläfrigkeit und Benommenheit verursachen.

# Abschnitt 12 - Umweltbezogene Angaben
Das Produkt ist leicht biologisch abbaubar. Nicht in die Umwelt gelangen lassen.

# Abschnitt 13 - Hinweise zur Entsorgung
## 13.1 Verfahren der Abfallbehandlung
Als gefährlichen Abfall über einen zugelassenen Entsorger beseitigen. Abfallschlüssel 07 06 04*. Leere Behälter nicht anbohren oder verbrennen.

# Abschnitt 14 - Angaben zum Transport
14.1 UN-Nummer oder ID-Nummer: | UN 1090
14.2 Ordnungsgemäße UN-Versandbezeichnung: | ACETONLÖSUNG
14.3 Transportgefahrenklassen: | 3
14.4 Verpackungsgruppe: | II
14.5 Umweltgefahren: | nein
14.6 Besondere Vorsichtsmaßnahmen für den Verwender: | Tunnelbeschränkungscode (D/E).

# Abschnitt 15 - Rechtsvorschriften
Richtlinie 2012/18/EU (Seveso III): entzündbare Flüssigkeiten. Wassergefährdungsklasse: 1 (schwach wassergefährdend).

# Abschnitt 16 - Sonstige Angaben
Wortlaut der H-Sätze unter Abschnitt 3:
${statementLines('de', ['H225', 'H317', 'H319', 'H336'])}
Änderungen gegenüber der vorigen Version: Abschnitte 2 und 8 aktualisiert.
`),
  };
}
