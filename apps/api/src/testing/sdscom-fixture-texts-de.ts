import type { SdscomFixtureTexts } from './sdscom-fixture-texts.ts';

/** The test SDS's words in German (sdscom-fixture-texts.ts says how they are used). */
export const deTexts: SdscomFixtureTexts = {
  country: 'DE',
  signalWords: { DGR: 'Gefahr', WNG: 'Achtung' },
  statements: {
    H225: 'Flüssigkeit und Dampf leicht entzündbar.',
    H319: 'Verursacht schwere Augenreizung.',
    EUH066: 'Wiederholter Kontakt kann zu spröder oder rissiger Haut führen.',
    P210: 'Von Hitze, heißen Oberflächen, Funken, offenen Flammen sowie anderen Zündquellenarten fernhalten. Nicht rauchen.',
    'P305+P351+P338':
      'BEI KONTAKT MIT DEN AUGEN: Einige Minuten lang behutsam mit Wasser spülen. Eventuell vorhandene Kontaktlinsen nach Möglichkeit entfernen. Weiter spülen.',
  },
  extinguishWith: {
    fullText: 'Bei Brand: … zum Löschen verwenden.',
    mergeText: 'alkoholbeständigen Schaum, Kohlendioxid oder Löschpulver',
  },
  components: { acetone: 'Aceton', ethanol: 'Ethanol' },
  shippingName: 'ACETON',
  identifiedUse: 'Reinigungs- und Entfettungsmittel für die gewerbliche Verwendung.',
  emergencyPhoneHours: '24 Stunden (Giftinformationszentrum, nur für Ärzte)',
  useAdvisedAgainst: 'Nicht für die private Verwendung.',
  otherHazards:
    'Dämpfe können mit Luft explosionsfähige Gemische bilden. Das Produkt entfettet die Haut.',
  firstAid: {
    general: 'Verunreinigte Kleidung sofort ausziehen. Bei anhaltenden Beschwerden Arzt aufsuchen.',
    inhalation: 'Nach Einatmen: Betroffenen an die frische Luft bringen und ruhig lagern.',
    skin: 'Nach Hautkontakt: mit viel Wasser und Seife waschen.',
    eyes: 'Nach Augenkontakt: mindestens 10 Minuten bei geöffnetem Lidspalt unter fließendem Wasser spülen.',
    ingestion:
      'Nach Verschlucken: Mund mit Wasser ausspülen. Kein Erbrechen herbeiführen. Sofort Arzt hinzuziehen.',
  },
  fireFighting: {
    suitableMedia:
      'Geeignete Löschmittel: alkoholbeständiger Schaum, Kohlendioxid, Löschpulver, Wassersprühstrahl.',
    unsuitableMedia: 'Ungeeignete Löschmittel: Wasservollstrahl.',
    combustionProducts: 'Im Brandfall können Kohlenmonoxid und Kohlendioxid entstehen.',
    advice:
      'Umgebungsluftunabhängiges Atemschutzgerät tragen. Gefährdete Behälter mit Wassersprühstrahl kühlen.',
  },
  spill: {
    personal:
      'Zündquellen entfernen. Für ausreichende Lüftung sorgen. Berührung mit Haut und Augen vermeiden.',
    environment: 'Nicht in die Kanalisation oder Gewässer gelangen lassen.',
    cleanUp:
      'Mit flüssigkeitsbindendem Material (Sand, Kieselgur, Universalbinder) aufnehmen und nach Abschnitt 13 entsorgen.',
  },
  handling: {
    precautions: 'Nur in gut belüfteten Bereichen verwenden. Bildung von Dämpfen vermeiden.',
    fire: 'Maßnahmen gegen elektrostatische Aufladungen treffen. Explosionsgeschützte Geräte verwenden.',
    hygiene:
      'Bei der Arbeit nicht essen, trinken oder rauchen. Vor den Pausen und bei Arbeitsende Hände waschen.',
  },
  storage: {
    conditions: 'Behälter dicht verschlossen an einem kühlen, gut belüfteten Ort aufbewahren.',
    incompatible: 'Von Oxidationsmitteln fernhalten.',
  },
  protection: {
    engineering: 'Für gute Raumlüftung und Absaugung am Arbeitsplatz sorgen.',
    eyes: 'Dicht schließende Schutzbrille (EN 166).',
    hands: 'Schutzhandschuhe aus Butylkautschuk, 0,5 mm, Durchbruchzeit > 480 min (EN ISO 374).',
    body: 'Antistatische Schutzkleidung.',
    respiratory: 'Bei unzureichender Belüftung: Atemschutz mit Filter Typ A (EN 14387).',
  },
  disposal: {
    product:
      'Als gefährlichen Abfall über einen zugelassenen Entsorger entsorgen. Abfallschlüssel 14 06 03*.',
    packaging: 'Nicht gereinigte Verpackungen wie das Produkt entsorgen.',
  },
  transportPrecautions: 'Transport in geschlossenen, aufrecht stehenden und gesicherten Behältern.',
};
