import type { DemoProduct } from './demo-product.ts';

/** Ethanol 96 % vol., completely denatured (2-propanol, butanone, denatonium benzoate). */
export const ethanol: DemoProduct = {
  masterCode: 'DC-ETHANOL96',
  company: 'demo',
  reviewStatus: 'Approved',
  articleNumbers: {
    'nl-NL': 'DC-1002-NL',
    'en-US': 'DC-1002-EN',
    'de-DE': 'DC-1002-DE',
    'fr-FR': 'DC-1002-FR',
  },
  supplier: 'Polderkade Alcohols B.V.',
  revisionDate: '2025-06-02',
  version: '2.3',
  signalWord: 'Danger',
  pictograms: ['GHS02', 'GHS07'],
  unNumber: '1170',
  adrClass: '3',
  packingGroup: 'II',
  casNumbers: ['64-17-5', '67-63-0', '78-93-3'],
  emergencyPhone: '+44 1632 960 105 (24 h)',
  storageClass: '3',
  hStatements: ['H225', 'H319'],
  pStatements: ['P210', 'P233', 'P240', 'P241', 'P280', 'P305+P351+P338', 'P403+P235'],
  texts: {
    'nl-NL': {
      name: 'Ethanol 96 % gedenatureerd',
      contains:
        'Ethanol, CAS 64-17-5: 88–94 %; propaan-2-ol (isopropanol), CAS 67-63-0: 1–3 %; butanon (methylethylketon), CAS 78-93-3: 1–3 %; denatoniumbenzoaat (bitterstof): < 0,01 %.',
      remarks:
        'Volledig gedenatureerd: niet geschikt voor consumptie, levensmiddelen of cosmetica. Brandt overdag met een bijna onzichtbare blauwe vlam.',
      hazards:
        'Vlampunt circa 13 °C: de dampen ontsteken gemakkelijk en vormen met lucht explosieve mengsels, ook in slecht geventileerde ruimten.\nOogcontact geeft sterke irritatie met pijn en roodheid.\nInademen van hoge concentraties of inslikken veroorzaakt hoofdpijn, duizeligheid en dronkenschapsverschijnselen; de bitterstof maakt het product ondrinkbaar.',
      firstAid:
        'Inademing: slachtoffer in de frisse lucht brengen; bij klachten een arts raadplegen.\nHuid: verontreinigde kleding uittrekken en de huid met water afspoelen.\nOgen: minstens 10 minuten voorzichtig spoelen met water, contactlenzen indien mogelijk verwijderen; bij aanhoudende irritatie een arts raadplegen.\nInslikken: mond spoelen, water laten drinken, geen braken opwekken en een arts raadplegen; bij kinderen altijd medisch advies inwinnen.\nEerstehulpverlener: let op brandgevaar, geen open vuur in de buurt.',
      fireFighting:
        'Geschikte blusmiddelen: alcoholbestendig schuim, koolstofdioxide, bluspoeder, watersproeistraal.\nOngeschikt: volle waterstraal.\nDe vlam is bij daglicht nauwelijks zichtbaar; dampen zijn zwaarder dan lucht en kunnen terugslaan. Bedreigde verpakkingen met water koelen.\nBrandweer: onafhankelijke ademlucht en beschermende kleding.',
      spillCleanup:
        'Ontstekingsbronnen verwijderen en goed ventileren.\nContact met ogen vermijden; veiligheidsbril en handschoenen dragen.\nNiet in de riolering laten lopen.\nKleine hoeveelheden opnemen met onbrandbaar absorptiemiddel (zand, universeel bindmiddel), grote hoeveelheden indammen en overpompen met explosieveilige apparatuur; in gesloten vaten afvoeren.',
      hygiene:
        'Niet eten, drinken of roken tijdens het werk. Handen wassen na het werk. Met product doordrenkte kleding direct uittrekken (brandgevaar).',
      personalProtection:
        'Ogen: veiligheidsbril met zijkapjes of ruimzichtbril (EN 166).\nHanden: handschoenen van butylrubber (0,7 mm, doorbraaktijd > 480 min); nitrilrubber (≥ 0,4 mm) alleen bij spatcontact, na verontreiniging vervangen.\nLichaam: antistatische werkkleding.\nAdemhaling: bij onvoldoende ventilatie een masker met filter type A (bruin).',
      storageAndAdr:
        'Goed gesloten bewaren op een koele, goed geventileerde plaats in een opslagruimte voor brandbare vloeistoffen, buiten bereik van kinderen. Gescheiden houden van sterke oxidatiemiddelen (salpeterzuur, peroxiden, hypochloriet) en alkalimetalen.\nVervoer: UN 1170 ETHANOL (ETHYLALCOHOL), klasse 3, verpakkingsgroep II, tunnelbeperkingscode (D/E).',
      usage:
        'Geschikt voor reinigen, ontvetten en als oplosmiddel. Gebruiken in goed geventileerde ruimten, uit de buurt van ontstekingsbronnen; vaten bij het overtappen aarden. Spiritusbranders nooit bijvullen terwijl ze branden of nog warm zijn.',
      wasteManagement:
        'Afvoeren als gevaarlijk afval via een erkende afvalverwerker; niet in de riolering lozen. Euralcode 14 06 03* of 07 01 04*, afhankelijk van de herkomst. Lege verpakkingen goed laten uitdampen buiten bereik van ontstekingsbronnen.',
    },
    'en-US': {
      name: 'Ethanol 96 % denatured',
      contains:
        'Ethanol, CAS 64-17-5: 88–94 %; propan-2-ol (isopropanol), CAS 67-63-0: 1–3 %; butanone (methyl ethyl ketone), CAS 78-93-3: 1–3 %; denatonium benzoate (bittering agent): < 0.01 %.',
      remarks:
        'Completely denatured: not suitable for consumption, food or cosmetic use. Burns with an almost invisible blue flame in daylight.',
      hazards:
        'Flash point approx. 13 °C: the vapours ignite easily and form explosive mixtures with air, especially in poorly ventilated rooms.\nEye contact causes marked irritation with pain and redness.\nBreathing high concentrations or swallowing causes headache, dizziness and signs of intoxication; the bittering agent makes the product undrinkable.',
      firstAid:
        'Inhalation: move the person to fresh air; seek medical advice if symptoms occur.\nSkin: remove contaminated clothing and rinse the skin with water.\nEyes: rinse cautiously with water for at least 10 minutes, removing contact lenses if easy to do; seek medical advice if irritation persists.\nIngestion: rinse mouth, give water to drink, do not induce vomiting and seek medical advice; always get medical advice for children.\nFirst aider: mind the fire risk, no open flames nearby.',
      fireFighting:
        'Suitable extinguishing media: alcohol-resistant foam, carbon dioxide, dry powder, water spray.\nUnsuitable: full water jet.\nThe flame is barely visible in daylight; vapours are heavier than air and can flash back. Cool endangered containers with water.\nFirefighters: self-contained breathing apparatus and protective clothing.',
      spillCleanup:
        'Remove ignition sources and ventilate well.\nAvoid eye contact; wear safety goggles and gloves.\nDo not let the product enter drains.\nTake up small amounts with non-combustible absorbent (sand, universal binder); dam large spills and pump off with explosion-proof equipment; collect in closed containers for disposal.',
      hygiene:
        'Do not eat, drink or smoke while working. Wash hands after work. Remove clothing soaked with product immediately (fire risk).',
      personalProtection:
        'Eyes: safety glasses with side shields or goggles (EN 166).\nHands: butyl rubber gloves (0.7 mm, breakthrough time > 480 min); nitrile rubber (≥ 0.4 mm) for splash contact only, replace after contamination.\nBody: antistatic work clothing.\nRespiratory: with insufficient ventilation, a mask with filter type A (brown).',
      storageAndAdr:
        'Keep tightly closed in a cool, well-ventilated place in a storage area for flammable liquids, out of the reach of children. Keep apart from strong oxidising agents (nitric acid, peroxides, hypochlorite) and alkali metals.\nTransport: UN 1170 ETHANOL (ETHYL ALCOHOL), class 3, packing group II, tunnel restriction code (D/E).',
      usage:
        'For cleaning, degreasing and as a solvent. Use in well-ventilated areas, away from ignition sources; earth containers when decanting. Never refill spirit burners while they are lit or still warm.',
      wasteManagement:
        'Dispose of as hazardous waste through a licensed waste contractor; do not discharge into drains. EWC code 14 06 03* or 07 01 04*, depending on origin. Let empty containers air out away from ignition sources.',
    },
    'de-DE': {
      name: 'Ethanol 96 % vergällt',
      contains:
        'Ethanol, CAS 64-17-5: 88–94 %; Propan-2-ol (Isopropanol), CAS 67-63-0: 1–3 %; Butanon (Methylethylketon), CAS 78-93-3: 1–3 %; Denatoniumbenzoat (Bitterstoff): < 0,01 %.',
      remarks:
        'Vollständig vergällt: nicht zum Verzehr, nicht für Lebensmittel oder Kosmetik. Brennt bei Tageslicht mit fast unsichtbarer blauer Flamme.',
      hazards:
        'Flammpunkt ca. 13 °C: Die Dämpfe entzünden sich leicht und bilden mit Luft explosionsfähige Gemische, besonders in schlecht belüfteten Räumen.\nAugenkontakt verursacht starke Reizung mit Schmerzen und Rötung.\nDas Einatmen hoher Konzentrationen oder Verschlucken führt zu Kopfschmerzen, Schwindel und Rauschzuständen; der Bitterstoff macht das Produkt ungenießbar.',
      firstAid:
        'Einatmen: Betroffenen an die frische Luft bringen; bei Beschwerden Arzt aufsuchen.\nHautkontakt: Verunreinigte Kleidung ausziehen und Haut mit Wasser abspülen.\nAugenkontakt: Mindestens 10 Minuten behutsam mit Wasser spülen, Kontaktlinsen nach Möglichkeit entfernen; bei anhaltender Reizung Arzt aufsuchen.\nVerschlucken: Mund ausspülen, Wasser trinken lassen, kein Erbrechen herbeiführen und Arzt konsultieren; bei Kindern immer ärztlichen Rat einholen.\nErsthelfer: Brandgefahr beachten, kein offenes Feuer in der Nähe.',
      fireFighting:
        'Geeignete Löschmittel: alkoholbeständiger Schaum, Kohlendioxid, Löschpulver, Wassersprühstrahl.\nUngeeignet: Wasservollstrahl.\nDie Flamme ist bei Tageslicht kaum sichtbar; Dämpfe sind schwerer als Luft und können zurückschlagen. Gefährdete Behälter mit Wasser kühlen.\nFeuerwehr: umluftunabhängiges Atemschutzgerät und Schutzkleidung.',
      spillCleanup:
        'Zündquellen entfernen und gut lüften.\nAugenkontakt vermeiden; Schutzbrille und Handschuhe tragen.\nNicht in die Kanalisation gelangen lassen.\nKleine Mengen mit nicht brennbarem Bindemittel (Sand, Universalbinder) aufnehmen; große Mengen eindämmen und mit explosionsgeschützten Geräten abpumpen; in geschlossenen Behältern entsorgen.',
      hygiene:
        'Bei der Arbeit nicht essen, trinken oder rauchen. Nach der Arbeit Hände waschen. Mit Produkt getränkte Kleidung sofort ausziehen (Brandgefahr).',
      personalProtection:
        'Augen: Schutzbrille mit Seitenschutz oder Korbbrille (EN 166).\nHände: Handschuhe aus Butylkautschuk (0,7 mm, Durchbruchzeit > 480 min); Nitrilkautschuk (≥ 0,4 mm) nur bei Spritzkontakt, nach Verunreinigung wechseln.\nKörper: antistatische Arbeitskleidung.\nAtemschutz: bei unzureichender Lüftung Maske mit Filter Typ A (braun).',
      storageAndAdr:
        'Dicht verschlossen an einem kühlen, gut belüfteten Ort in einem Lager für entzündbare Flüssigkeiten aufbewahren, für Kinder unzugänglich. Getrennt halten von starken Oxidationsmitteln (Salpetersäure, Peroxide, Hypochlorit) und Alkalimetallen.\nTransport: UN 1170 ETHANOL (ETHYLALKOHOL), Klasse 3, Verpackungsgruppe II, Tunnelbeschränkungscode (D/E).',
      usage:
        'Zum Reinigen, Entfetten und als Lösemittel. In gut belüfteten Bereichen und fern von Zündquellen verwenden; Behälter beim Umfüllen erden. Spiritusbrenner nie nachfüllen, solange sie brennen oder noch warm sind.',
      wasteManagement:
        'Als gefährlichen Abfall über einen zugelassenen Entsorgungsfachbetrieb entsorgen; nicht in die Kanalisation gelangen lassen. Abfallschlüssel 14 06 03* oder 07 01 04*, je nach Herkunft. Leere Behälter fern von Zündquellen ausdunsten lassen.',
    },
    'fr-FR': {
      name: 'Éthanol 96 % dénaturé',
      contains:
        'Éthanol, CAS 64-17-5 : 88–94 % ; propan-2-ol (isopropanol), CAS 67-63-0 : 1–3 % ; butanone (méthyléthylcétone), CAS 78-93-3 : 1–3 % ; benzoate de dénatonium (agent amérisant) : < 0,01 %.',
      remarks:
        'Totalement dénaturé : impropre à la consommation, à l’usage alimentaire ou cosmétique. Brûle à la lumière du jour avec une flamme bleue presque invisible.',
      hazards:
        'Point d’éclair env. 13 °C : les vapeurs s’enflamment facilement et forment avec l’air des mélanges explosifs, surtout dans les locaux mal ventilés.\nLe contact avec les yeux provoque une forte irritation avec douleur et rougeur.\nL’inhalation de fortes concentrations ou l’ingestion provoque maux de tête, vertiges et signes d’ivresse ; l’agent amérisant rend le produit imbuvable.',
      firstAid:
        'Inhalation : transporter la personne à l’air frais ; consulter un médecin en cas de symptômes.\nContact cutané : retirer les vêtements contaminés et rincer la peau à l’eau.\nContact oculaire : rincer avec précaution à l’eau pendant au moins 10 minutes, enlever les lentilles de contact si possible ; consulter un médecin si l’irritation persiste.\nIngestion : rincer la bouche, faire boire de l’eau, ne pas faire vomir et consulter un médecin ; pour un enfant, toujours demander un avis médical.\nSecouriste : attention au risque d’incendie, pas de flamme nue à proximité.',
      fireFighting:
        'Moyens d’extinction appropriés : mousse résistant aux alcools, dioxyde de carbone, poudre, eau pulvérisée.\nInapproprié : jet d’eau bâton.\nLa flamme est à peine visible à la lumière du jour ; les vapeurs sont plus lourdes que l’air et peuvent provoquer un retour de flamme. Refroidir à l’eau les récipients exposés.\nPompiers : appareil respiratoire autonome et vêtements de protection.',
      spillCleanup:
        'Supprimer les sources d’inflammation et bien ventiler.\nÉviter le contact avec les yeux ; porter des lunettes de protection et des gants.\nNe pas laisser pénétrer dans les égouts.\nAbsorber les petites quantités avec un matériau incombustible (sable, absorbant universel) ; endiguer les grandes quantités et les pomper avec du matériel antidéflagrant ; recueillir dans des récipients fermés pour élimination.',
      hygiene:
        'Ne pas manger, boire ni fumer pendant le travail. Se laver les mains après le travail. Retirer immédiatement les vêtements imbibés de produit (risque d’incendie).',
      personalProtection:
        'Yeux : lunettes de sécurité à protections latérales ou lunettes-masque (EN 166).\nMains : gants en caoutchouc butyle (0,7 mm, temps de perméation > 480 min) ; caoutchouc nitrile (≥ 0,4 mm) uniquement en cas d’éclaboussures, à remplacer après contamination.\nCorps : vêtements de travail antistatiques.\nVoies respiratoires : en cas de ventilation insuffisante, masque avec filtre de type A (marron).',
      storageAndAdr:
        'Conserver le récipient bien fermé dans un endroit frais et bien ventilé, dans un local pour liquides inflammables, hors de portée des enfants. Tenir à l’écart des oxydants forts (acide nitrique, peroxydes, hypochlorite) et des métaux alcalins.\nTransport : UN 1170 ÉTHANOL (ALCOOL ÉTHYLIQUE), classe 3, groupe d’emballage II, code de restriction en tunnels (D/E).',
      usage:
        'Pour le nettoyage, le dégraissage et comme solvant. Utiliser dans des zones bien ventilées, loin des sources d’inflammation ; mettre les récipients à la terre lors des transvasements. Ne jamais remplir un réchaud à alcool allumé ou encore chaud.',
      wasteManagement:
        'Éliminer comme déchet dangereux par un collecteur agréé ; ne pas rejeter à l’égout. Code déchet 14 06 03* ou 07 01 04*, selon l’origine. Laisser s’aérer les emballages vides loin de toute source d’inflammation.',
    },
  },
};
