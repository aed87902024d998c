/**
 * The words of the test SDS (an acetone-based cleaner) in each language the fixtures write,
 * phrased the way real safety data sheets phrase them. Statement texts are the official CLP
 * texts, as suppliers' systems export them.
 */

export type SdscomFixtureLanguage = 'nl' | 'en' | 'de' | 'fr';

/** One language's texts, keyed by where they go in the SDS. */
export interface SdscomFixtureTexts {
  country: string;
  signalWords: { DGR: string; WNG: string };
  statements: Record<'H225' | 'H319' | 'EUH066' | 'P210' | 'P305+P351+P338', string>;
  /** P370+P378 as the catalogue has it, with its placeholder, and the value merged into it. */
  extinguishWith: { fullText: string; mergeText: string };
  components: { acetone: string; ethanol: string };
  shippingName: string;
  identifiedUse: string;
  /** What the emergency telephone offers, as section 1.4 describes it. */
  emergencyPhoneHours: string;
  useAdvisedAgainst: string;
  otherHazards: string;
  firstAid: { general: string; inhalation: string; skin: string; eyes: string; ingestion: string };
  fireFighting: {
    suitableMedia: string;
    unsuitableMedia: string;
    combustionProducts: string;
    advice: string;
  };
  spill: { personal: string; environment: string; cleanUp: string };
  handling: { precautions: string; fire: string; hygiene: string };
  storage: { conditions: string; incompatible: string };
  protection: {
    engineering: string;
    eyes: string;
    hands: string;
    body: string;
    respiratory: string;
  };
  disposal: { product: string; packaging: string };
  transportPrecautions: string;
}

export const SDSCOM_FIXTURE_TEXTS: Record<SdscomFixtureLanguage, SdscomFixtureTexts> = {
  nl: {
    country: 'NL',
    signalWords: { DGR: 'Gevaar', WNG: 'Waarschuwing' },
    statements: {
      H225: 'Licht ontvlambare vloeistof en damp.',
      H319: 'Veroorzaakt ernstige oogirritatie.',
      EUH066: 'Herhaalde blootstelling kan een droge of een gebarsten huid veroorzaken.',
      P210: 'Verwijderd houden van warmte, hete oppervlakken, vonken, open vuur en andere ontstekingsbronnen. Niet roken.',
      'P305+P351+P338':
        'BIJ CONTACT MET DE OGEN: voorzichtig afspoelen met water gedurende een aantal minuten; contactlenzen verwijderen, indien mogelijk; blijven spoelen.',
    },
    extinguishWith: {
      fullText: 'In geval van brand: blussen met …',
      mergeText: 'alcoholbestendig schuim, koolstofdioxide of bluspoeder',
    },
    components: { acetone: 'Aceton', ethanol: 'Ethanol' },
    shippingName: 'ACETON',
    identifiedUse: 'Reinigings- en ontvettingsmiddel voor professioneel gebruik.',
    emergencyPhoneHours:
      '24 uur per dag (Nationaal Vergiftigingen Informatie Centrum, alleen voor artsen)',
    useAdvisedAgainst: 'Niet geschikt voor particulier gebruik.',
    otherHazards:
      'Dampen kunnen met lucht een explosief mengsel vormen. Het product ontvet de huid.',
    firstAid: {
      general:
        'Verontreinigde kleding onmiddellijk uittrekken. Bij aanhoudende klachten een arts raadplegen.',
      inhalation: 'Na inademing: slachtoffer in de frisse lucht brengen en laten rusten.',
      skin: 'Na contact met de huid: huid met veel water en zeep wassen.',
      eyes: 'Na contact met de ogen: bij geopende oogleden minstens 10 minuten met stromend water spoelen.',
      ingestion:
        'Na inslikken: mond spoelen met water. Geen braken opwekken. Onmiddellijk een arts raadplegen.',
    },
    fireFighting: {
      suitableMedia:
        'Geschikte blusmiddelen: alcoholbestendig schuim, koolstofdioxide, bluspoeder, watersproeistraal.',
      unsuitableMedia: 'Ongeschikte blusmiddelen: volle waterstraal.',
      combustionProducts: 'Bij brand kunnen koolmonoxide en koolstofdioxide ontstaan.',
      advice:
        'Onafhankelijk van de omgevingslucht werkend ademhalingsapparaat dragen. Bedreigde verpakkingen met water koelen.',
    },
    spill: {
      personal:
        'Ontstekingsbronnen verwijderen. Zorgen voor voldoende ventilatie. Contact met huid en ogen vermijden.',
      environment: 'Niet in de riolering of het oppervlaktewater laten terechtkomen.',
      cleanUp:
        'Opnemen met vloeistofbindend materiaal (zand, kiezelgoer, universeel bindmiddel) en afvoeren volgens rubriek 13.',
    },
    handling: {
      precautions: 'Alleen gebruiken in goed geventileerde ruimten. Vorming van dampen vermijden.',
      fire: 'Maatregelen treffen om ontlading van statische elektriciteit te voorkomen. Explosieveilig gereedschap gebruiken.',
      hygiene:
        'Niet eten, drinken of roken tijdens het werk. Handen wassen voor pauzes en na het werk.',
    },
    storage: {
      conditions: 'In goed gesloten verpakking bewaren op een koele, goed geventileerde plaats.',
      incompatible: 'Gescheiden houden van oxiderende stoffen.',
    },
    protection: {
      engineering: 'Zorgen voor goede ventilatie en afzuiging op de werkplek.',
      eyes: 'Nauwsluitende veiligheidsbril (EN 166).',
      hands:
        'Beschermende handschoenen van butylrubber, 0,5 mm, doorbraaktijd > 480 min (EN ISO 374).',
      body: 'Antistatische werkkleding.',
      respiratory:
        'Bij onvoldoende ventilatie: ademhalingsbescherming met filter type A (EN 14387).',
    },
    disposal: {
      product: 'Afvoeren als gevaarlijk afval via een erkende afvalverwerker. Euralcode 14 06 03*.',
      packaging: 'Niet-gereinigde verpakkingen afvoeren zoals het product.',
    },
    transportPrecautions: 'Vervoer in gesloten, rechtop staande en veilig geplaatste verpakkingen.',
  },
  en: {
    country: 'GB',
    signalWords: { DGR: 'Danger', WNG: 'Warning' },
    statements: {
      H225: 'Highly flammable liquid and vapour.',
      H319: 'Causes serious eye irritation.',
      EUH066: 'Repeated exposure may cause skin dryness or cracking.',
      P210: 'Keep away from heat, hot surfaces, sparks, open flames and other ignition sources. No smoking.',
      'P305+P351+P338':
        'IF IN EYES: Rinse cautiously with water for several minutes. Remove contact lenses, if present and easy to do. Continue rinsing.',
    },
    extinguishWith: {
      fullText: 'In case of fire: Use… to extinguish.',
      mergeText: 'alcohol-resistant foam, carbon dioxide or dry powder',
    },
    components: { acetone: 'Acetone', ethanol: 'Ethanol' },
    shippingName: 'ACETONE',
    identifiedUse: 'Cleaning and degreasing agent for professional use.',
    emergencyPhoneHours: '24 hours (National Poisons Information Centre, for doctors only)',
    useAdvisedAgainst: 'Not for private (consumer) use.',
    otherHazards: 'Vapours may form explosive mixtures with air. The product degreases the skin.',
    firstAid: {
      general:
        'Take off contaminated clothing immediately. If symptoms persist, seek medical advice.',
      inhalation: 'After inhalation: move the person to fresh air and keep at rest.',
      skin: 'After skin contact: wash with plenty of soap and water.',
      eyes: 'After eye contact: rinse with running water for at least 10 minutes with the eyelids held open.',
      ingestion:
        'After swallowing: rinse mouth with water. Do not induce vomiting. Call a doctor immediately.',
    },
    fireFighting: {
      suitableMedia:
        'Suitable extinguishing media: alcohol-resistant foam, carbon dioxide, dry powder, water spray.',
      unsuitableMedia: 'Unsuitable extinguishing media: full water jet.',
      combustionProducts: 'In case of fire, carbon monoxide and carbon dioxide may be formed.',
      advice:
        'Wear self-contained breathing apparatus. Cool endangered containers with water spray.',
    },
    spill: {
      personal:
        'Remove all sources of ignition. Ensure adequate ventilation. Avoid contact with skin and eyes.',
      environment: 'Do not allow to enter drains or surface water.',
      cleanUp:
        'Absorb with liquid-binding material (sand, diatomaceous earth, universal binder) and dispose of according to section 13.',
    },
    handling: {
      precautions: 'Use only in well-ventilated areas. Avoid the formation of vapours.',
      fire: 'Take precautionary measures against static discharge. Use explosion-proof equipment.',
      hygiene:
        'Do not eat, drink or smoke when using this product. Wash hands before breaks and after work.',
    },
    storage: {
      conditions: 'Keep container tightly closed in a cool, well-ventilated place.',
      incompatible: 'Keep away from oxidising agents.',
    },
    protection: {
      engineering: 'Ensure good ventilation and local exhaust at the workplace.',
      eyes: 'Tightly fitting safety goggles (EN 166).',
      hands: 'Protective gloves of butyl rubber, 0.5 mm, breakthrough time > 480 min (EN ISO 374).',
      body: 'Antistatic protective clothing.',
      respiratory: 'If ventilation is insufficient: respirator with filter type A (EN 14387).',
    },
    disposal: {
      product:
        'Dispose of as hazardous waste through a licensed waste contractor. EWC code 14 06 03*.',
      packaging: 'Dispose of uncleaned packaging like the product.',
    },
    transportPrecautions: 'Transport in closed containers that are upright and secure.',
  },
  de: {
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
      general:
        'Verunreinigte Kleidung sofort ausziehen. Bei anhaltenden Beschwerden Arzt aufsuchen.',
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
    transportPrecautions:
      'Transport in geschlossenen, aufrecht stehenden und gesicherten Behältern.',
  },
  fr: {
    country: 'FR',
    signalWords: { DGR: 'Danger', WNG: 'Attention' },
    statements: {
      H225: 'Liquide et vapeurs très inflammables.',
      H319: 'Provoque une sévère irritation des yeux.',
      EUH066: "L'exposition répétée peut provoquer dessèchement ou gerçures de la peau.",
      P210: 'Tenir à l’écart de la chaleur, des surfaces chaudes, des étincelles, des flammes nues et de toute autre source d’inflammation. Ne pas fumer.',
      'P305+P351+P338':
        "EN CAS DE CONTACT AVEC LES YEUX: Rincer avec précaution à l'eau pendant plusieurs minutes. Enlever les lentilles de contact si la victime en porte et si elles peuvent être facilement enlevées. Continuer à rincer.",
    },
    extinguishWith: {
      fullText: 'En cas d’incendie: Utiliser… pour l’extinction.',
      mergeText: 'de la mousse résistant aux alcools, du dioxyde de carbone ou de la poudre',
    },
    components: { acetone: 'Acétone', ethanol: 'Éthanol' },
    shippingName: 'ACÉTONE',
    identifiedUse: 'Agent de nettoyage et de dégraissage à usage professionnel.',
    emergencyPhoneHours: '24 h/24 (centre antipoison, réservé aux médecins)',
    useAdvisedAgainst: 'Ne convient pas à un usage privé.',
    otherHazards:
      "Les vapeurs peuvent former un mélange explosif avec l'air. Le produit dégraisse la peau.",
    firstAid: {
      general:
        'Enlever immédiatement les vêtements contaminés. En cas de symptômes persistants, consulter un médecin.',
      inhalation:
        "Après inhalation : transporter la personne à l'air frais et la maintenir au repos.",
      skin: "Après contact avec la peau : laver abondamment à l'eau et au savon.",
      eyes: "Après contact avec les yeux : rincer à l'eau courante pendant au moins 10 minutes, paupières écartées.",
      ingestion:
        "Après ingestion : rincer la bouche à l'eau. Ne pas faire vomir. Appeler immédiatement un médecin.",
    },
    fireFighting: {
      suitableMedia:
        "Moyens d'extinction appropriés : mousse résistant aux alcools, dioxyde de carbone, poudre, eau pulvérisée.",
      unsuitableMedia: "Moyens d'extinction inappropriés : jet d'eau à grand débit.",
      combustionProducts:
        "En cas d'incendie, formation possible de monoxyde et de dioxyde de carbone.",
      advice:
        'Porter un appareil respiratoire autonome. Refroidir les récipients exposés par pulvérisation d’eau.',
    },
    spill: {
      personal:
        "Éliminer toutes les sources d'ignition. Assurer une ventilation suffisante. Éviter le contact avec la peau et les yeux.",
      environment: 'Ne pas laisser pénétrer dans les égouts ou les eaux de surface.',
      cleanUp:
        'Absorber avec un matériau absorbant (sable, kieselguhr, liant universel) et éliminer conformément à la section 13.',
    },
    handling: {
      precautions:
        'Utiliser uniquement dans des zones bien ventilées. Éviter la formation de vapeurs.',
      fire: 'Prendre des mesures contre les décharges électrostatiques. Utiliser du matériel antidéflagrant.',
      hygiene:
        'Ne pas manger, boire ou fumer en manipulant ce produit. Se laver les mains avant les pauses et après le travail.',
    },
    storage: {
      conditions: 'Conserver le récipient bien fermé dans un endroit frais et bien ventilé.',
      incompatible: 'Tenir à l’écart des agents oxydants.',
    },
    protection: {
      engineering: 'Assurer une bonne ventilation et une aspiration locale au poste de travail.',
      eyes: 'Lunettes de protection étanches (EN 166).',
      hands:
        'Gants de protection en caoutchouc butyle, 0,5 mm, temps de perméation > 480 min (EN ISO 374).',
      body: 'Vêtements de protection antistatiques.',
      respiratory:
        'En cas de ventilation insuffisante : appareil respiratoire avec filtre de type A (EN 14387).',
    },
    disposal: {
      product: 'Éliminer comme déchet dangereux par un éliminateur agréé. Code déchet 14 06 03*.',
      packaging: 'Éliminer les emballages non nettoyés comme le produit.',
    },
    transportPrecautions: 'Transporter dans des récipients fermés, debout et bien calés.',
  },
};
