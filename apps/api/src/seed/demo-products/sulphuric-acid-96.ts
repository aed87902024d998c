import type { DemoProduct } from './demo-product.ts';

/** Sulphuric acid 96 %: corrosive, strongly dehydrating, reacts violently with water. */
export const sulphuricAcid96: DemoProduct = {
  masterCode: 'DC-H2SO4-96',
  company: 'demo',
  reviewStatus: 'InReview',
  articleNumbers: {
    'nl-NL': 'DC-2002-NL',
    'en-US': 'DC-2002-EN',
    'de-DE': 'DC-2002-DE',
    'fr-FR': 'DC-2002-FR',
  },
  supplier: 'Kesselbrunn Säurechemie GmbH',
  revisionDate: '2026-02-09',
  version: '6.0',
  signalWord: 'Danger',
  pictograms: ['GHS05'],
  unNumber: '1830',
  adrClass: '8',
  packingGroup: 'II',
  casNumbers: ['7664-93-9'],
  emergencyPhone: '+44 1632 960 110 (24 h)',
  storageClass: '8B',
  hStatements: ['H290', 'H314'],
  pStatements: [
    'P234',
    'P260',
    'P280',
    'P301+P330+P331',
    'P303+P361+P353',
    'P305+P351+P338',
    'P310',
  ],
  texts: {
    'nl-NL': {
      name: 'Zwavelzuur 96 %',
      contains: 'Zwavelzuur, CAS 7664-93-9, EG 231-639-5: 95–97 %; rest water.',
      remarks:
        'Bij verdunnen altijd eerst het water, dan het zuur: zuur langzaam in het water gieten, nooit andersom.',
      hazards:
        'Zeer sterk, wateronttrekkend zuur dat huid, ogen en slijmvliezen diep verbrandt; oogcontact kan tot blindheid leiden.\nReageert heftig met water onder sterke warmteontwikkeling en wegspatten van zuur.\nVerkoolt hout, papier, textiel en andere organische stoffen.\nMet veel metalen ontstaat (vooral na verdunning) ontvlambaar waterstofgas. Zuurnevels tasten de luchtwegen aan.',
      firstAid:
        'Inademing van nevel: slachtoffer in de frisse lucht brengen, laten rusten en een arts raadplegen.\nHuid: verontreinigde kleding direct uittrekken, huid minstens 15 minuten spoelen met veel water; arts raadplegen.\nOgen: direct minstens 15 minuten spoelen met water bij wijd geopende oogleden, contactlenzen verwijderen; doorspoelen tijdens vervoer naar het ziekenhuis.\nInslikken: mond spoelen, bij bewustzijn een paar slokken water laten drinken; geen braken opwekken; direct een arts waarschuwen.\nEerstehulpverlener: zelfbescherming met handschoenen en gelaatsscherm.',
      fireFighting:
        'Het product is niet brandbaar; blussen met koolstofdioxide, bluspoeder of zand, afgestemd op de omgeving.\nGeen water op het zuur zelf richten: heftige reactie en wegspatten. Verpakkingen alleen van grote afstand met watersproeistraal koelen, zonder water in de verpakking te laten komen.\nBij brand kunnen zwaveloxiden vrijkomen; in metalen tanks kan waterstof ontstaan.\nBrandweer: gasdicht chemicaliënpak en onafhankelijke ademlucht.',
      spillCleanup:
        'Gebied afzetten, beschermingsmiddelen dragen (gelaatsscherm, zuurbestendige handschoenen, laarzen, pak).\nIndammen; niet in riolering of oppervlaktewater laten komen.\nOpnemen met zand of zuurbindmiddel, nooit met zaagsel of ander organisch materiaal. Restanten voorzichtig neutraliseren met kalk of natriumcarbonaat (warmte- en CO2-ontwikkeling) en naspoelen met veel water.',
      hygiene:
        'Oogdouche en nooddouche in de directe omgeving van de werkplek. Niet eten, drinken of roken tijdens het werk. Verontreinigde kleding direct uittrekken; handen wassen na het werk.',
      personalProtection:
        'Ogen: goed aansluitende veiligheidsbril plus gelaatsscherm (EN 166).\nHanden: handschoenen van butylrubber of fluorrubber (FKM), 0,7 mm, doorbraaktijd > 480 min (EN ISO 374).\nLichaam: zuurbestendig pak of schort en laarzen.\nAdemhaling: bij nevelvorming een masker met combinatiefilter E-P2.',
      storageAndAdr:
        'In de oorspronkelijke, goed gesloten verpakking bewaren in een zuurbestendige opvangbak, op een droge, goed geventileerde plaats; het zuur trekt vocht aan. Gescheiden houden van water, logen, metaalpoeders, organische stoffen, chloraten, permanganaten, cyaniden en sulfiden (giftige gassen).\nVervoer: UN 1830 ZWAVELZUUR met meer dan 51 % zuur, klasse 8, verpakkingsgroep II, tunnelbeperkingscode (E).',
      usage:
        'Alleen werken met zuurbestendige doseerapparatuur. Voor verdunnen het zuur langzaam en onder roeren in het water brengen; nooit water in zuur gieten en nooit in een gesloten vat verdunnen. Contact met organische materialen vermijden.',
      wasteManagement:
        'Afvoeren als gevaarlijk afval via een erkende afvalverwerker; niet in de riolering lozen. Euralcode 06 01 01* (zwavelzuur en zwaveligzuur). Niet mengen met ander afval, vooral niet met logen of organisch afval.',
    },
    'en-US': {
      name: 'Sulphuric acid 96 %',
      contains: 'Sulphuric acid, CAS 7664-93-9, EC 231-639-5: 95–97 %; remainder water.',
      remarks:
        'When diluting, always water first, then acid: pour the acid slowly into the water, never the other way round.',
      hazards:
        'Very strong, dehydrating acid that burns skin, eyes and mucous membranes deeply; eye contact can lead to blindness.\nReacts violently with water, generating intense heat and spattering acid.\nChars wood, paper, textiles and other organic materials.\nWith many metals (especially after dilution) flammable hydrogen gas is formed. Acid mists attack the respiratory tract.',
      firstAid:
        'Inhalation of mist: move the person to fresh air, keep at rest and seek medical advice.\nSkin: remove contaminated clothing immediately, rinse skin with plenty of water for at least 15 minutes; see a doctor.\nEyes: rinse immediately with water for at least 15 minutes with eyelids held wide open, remove contact lenses; keep rinsing on the way to hospital.\nIngestion: rinse mouth, if conscious give a few sips of water; do not induce vomiting; call a doctor immediately.\nFirst aider: protect yourself with gloves and a face shield.',
      fireFighting:
        'The product does not burn; extinguish with carbon dioxide, dry powder or sand as suits the surroundings.\nDo not direct water onto the acid itself: violent reaction and spattering. Cool containers with water spray from a safe distance only, without letting water into them.\nFires can release sulphur oxides; hydrogen may form in metal tanks.\nFirefighters: gas-tight chemical suit and self-contained breathing apparatus.',
      spillCleanup:
        'Cordon off the area, wear protective equipment (face shield, acid-resistant gloves, boots, suit).\nDam the spill; do not let it enter drains or surface water.\nTake up with sand or acid binder, never with sawdust or other organic material. Carefully neutralise residues with lime or sodium carbonate (heat and CO2 are released) and rinse with plenty of water.',
      hygiene:
        'Eyewash and emergency shower close to the workplace. Do not eat, drink or smoke while working. Remove contaminated clothing immediately; wash hands after work.',
      personalProtection:
        'Eyes: tightly fitting safety goggles plus face shield (EN 166).\nHands: butyl rubber or fluoroelastomer (FKM) gloves, 0.7 mm, breakthrough time > 480 min (EN ISO 374).\nBody: acid-resistant suit or apron and boots.\nRespiratory: where mist forms, a mask with combination filter E-P2.',
      storageAndAdr:
        'Store in the original, tightly closed container in an acid-resistant drip tray, in a dry, well-ventilated place; the acid absorbs moisture. Keep apart from water, alkalis, metal powders, organic materials, chlorates, permanganates, cyanides and sulphides (toxic gases).\nTransport: UN 1830 SULPHURIC ACID with more than 51 % acid, class 8, packing group II, tunnel restriction code (E).',
      usage:
        'Work only with acid-resistant dosing equipment. To dilute, add the acid slowly to the water while stirring; never pour water into acid and never dilute in a closed vessel. Avoid contact with organic materials.',
      wasteManagement:
        'Dispose of as hazardous waste through a licensed waste contractor; do not discharge into drains. EWC code 06 01 01* (sulphuric acid and sulphurous acid). Do not mix with other waste, especially not with alkalis or organic waste.',
    },
    'de-DE': {
      name: 'Schwefelsäure 96 %',
      contains: 'Schwefelsäure, CAS 7664-93-9, EG 231-639-5: 95–97 %; Rest Wasser.',
      remarks:
        'Beim Verdünnen gilt: erst das Wasser, dann die Säure. Säure langsam ins Wasser gießen, niemals umgekehrt.',
      hazards:
        'Sehr starke, wasserentziehende Säure, die Haut, Augen und Schleimhäute tief verätzt; Augenkontakt kann zur Erblindung führen.\nReagiert heftig mit Wasser unter starker Wärmeentwicklung und Verspritzen von Säure.\nVerkohlt Holz, Papier, Textilien und andere organische Stoffe.\nMit vielen Metallen entsteht (vor allem nach Verdünnung) entzündbarer Wasserstoff. Säurenebel greifen die Atemwege an.',
      firstAid:
        'Einatmen von Nebel: Betroffenen an die frische Luft bringen, ruhig lagern und Arzt aufsuchen.\nHautkontakt: Verunreinigte Kleidung sofort ausziehen, Haut mindestens 15 Minuten mit viel Wasser spülen; Arzt aufsuchen.\nAugenkontakt: Sofort mindestens 15 Minuten bei weit geöffneten Lidern mit Wasser spülen, Kontaktlinsen entfernen; auf dem Weg ins Krankenhaus weiterspülen.\nVerschlucken: Mund ausspülen, bei Bewusstsein einige Schlucke Wasser trinken lassen; kein Erbrechen herbeiführen; sofort Arzt rufen.\nErsthelfer: Selbstschutz mit Handschuhen und Gesichtsschutz.',
      fireFighting:
        'Das Produkt ist nicht brennbar; mit Kohlendioxid, Löschpulver oder Sand löschen, abgestimmt auf die Umgebung.\nKein Wasser auf die Säure selbst richten: heftige Reaktion und Verspritzen. Behälter nur aus sicherer Entfernung mit Wassersprühstrahl kühlen, ohne dass Wasser hineingelangt.\nIm Brandfall können Schwefeloxide entstehen; in Metalltanks kann sich Wasserstoff bilden.\nFeuerwehr: gasdichter Chemikalienschutzanzug und umluftunabhängiges Atemschutzgerät.',
      spillCleanup:
        'Bereich absperren, Schutzausrüstung tragen (Gesichtsschutz, säurebeständige Handschuhe, Stiefel, Anzug).\nEindämmen; nicht in Kanalisation oder Oberflächenwasser gelangen lassen.\nMit Sand oder Säurebinder aufnehmen, niemals mit Sägemehl oder anderem organischem Material. Reste vorsichtig mit Kalk oder Natriumcarbonat neutralisieren (Wärme- und CO2-Entwicklung) und mit viel Wasser nachspülen.',
      hygiene:
        'Augendusche und Notdusche in unmittelbarer Nähe des Arbeitsplatzes. Bei der Arbeit nicht essen, trinken oder rauchen. Verunreinigte Kleidung sofort ausziehen; nach der Arbeit Hände waschen.',
      personalProtection:
        'Augen: dicht schließende Schutzbrille und Gesichtsschutzschild (EN 166).\nHände: Handschuhe aus Butylkautschuk oder Fluorkautschuk (FKM), 0,7 mm, Durchbruchzeit > 480 min (EN ISO 374).\nKörper: säurebeständiger Anzug oder Schürze und Stiefel.\nAtemschutz: bei Nebelbildung Maske mit Kombinationsfilter E-P2.',
      storageAndAdr:
        'Im dicht verschlossenen Originalbehälter in einer säurebeständigen Auffangwanne an einem trockenen, gut belüfteten Ort lagern; die Säure ist hygroskopisch. Getrennt halten von Wasser, Laugen, Metallpulvern, organischen Stoffen, Chloraten, Permanganaten, Cyaniden und Sulfiden (giftige Gase).\nTransport: UN 1830 SCHWEFELSÄURE mit mehr als 51 % Säure, Klasse 8, Verpackungsgruppe II, Tunnelbeschränkungscode (E).',
      usage:
        'Nur mit säurebeständigen Dosiereinrichtungen arbeiten. Zum Verdünnen die Säure langsam unter Rühren ins Wasser geben; nie Wasser in Säure gießen und nie in einem geschlossenen Gefäß verdünnen. Kontakt mit organischen Materialien vermeiden.',
      wasteManagement:
        'Als gefährlichen Abfall über einen zugelassenen Entsorgungsfachbetrieb entsorgen; nicht in die Kanalisation gelangen lassen. Abfallschlüssel 06 01 01* (Schwefelsäure und schweflige Säure). Nicht mit anderen Abfällen mischen, insbesondere nicht mit Laugen oder organischen Abfällen.',
    },
    'fr-FR': {
      name: 'Acide sulfurique 96 %',
      contains: 'Acide sulfurique, CAS 7664-93-9, CE 231-639-5 : 95–97 % ; reste eau.',
      remarks:
        'Pour diluer, toujours verser lentement l’acide dans l’eau, jamais l’eau dans l’acide.',
      hazards:
        'Acide très fort et déshydratant qui brûle profondément la peau, les yeux et les muqueuses ; un contact oculaire peut entraîner la cécité.\nRéagit violemment avec l’eau avec un fort dégagement de chaleur et des projections d’acide.\nCarbonise le bois, le papier, les textiles et les autres matières organiques.\nAvec de nombreux métaux (surtout après dilution), il se forme de l’hydrogène inflammable. Les brouillards d’acide attaquent les voies respiratoires.',
      firstAid:
        'Inhalation de brouillard : transporter la personne à l’air frais, la laisser au repos et consulter un médecin.\nContact cutané : retirer immédiatement les vêtements contaminés, rincer la peau abondamment à l’eau pendant au moins 15 minutes ; consulter un médecin.\nContact oculaire : rincer immédiatement à l’eau pendant au moins 15 minutes en maintenant les paupières bien ouvertes, retirer les lentilles ; continuer à rincer pendant le transport vers l’hôpital.\nIngestion : rincer la bouche, si la personne est consciente lui faire boire quelques gorgées d’eau ; ne pas faire vomir ; appeler immédiatement un médecin.\nSecouriste : se protéger avec des gants et un écran facial.',
      fireFighting:
        'Le produit est ininflammable ; éteindre au dioxyde de carbone, à la poudre ou au sable selon l’environnement.\nNe pas diriger d’eau sur l’acide lui-même : réaction violente et projections. Refroidir les récipients à l’eau pulvérisée uniquement à distance de sécurité, sans que l’eau y pénètre.\nUn incendie peut dégager des oxydes de soufre ; de l’hydrogène peut se former dans les cuves métalliques.\nPompiers : combinaison étanche aux gaz et appareil respiratoire autonome.',
      spillCleanup:
        'Baliser la zone, porter un équipement de protection (écran facial, gants résistant aux acides, bottes, combinaison).\nEndiguer ; ne pas laisser pénétrer dans les égouts ou les eaux de surface.\nAbsorber avec du sable ou un absorbant pour acides, jamais avec de la sciure ou une autre matière organique. Neutraliser prudemment les résidus avec de la chaux ou du carbonate de sodium (dégagement de chaleur et de CO2) et rincer abondamment à l’eau.',
      hygiene:
        'Douche oculaire et douche de sécurité à proximité immédiate du poste de travail. Ne pas manger, boire ni fumer pendant le travail. Retirer immédiatement les vêtements contaminés ; se laver les mains après le travail.',
      personalProtection:
        'Yeux : lunettes de protection étanches et écran facial (EN 166).\nMains : gants en caoutchouc butyle ou en fluoroélastomère (FKM), 0,7 mm, temps de perméation > 480 min (EN ISO 374).\nCorps : combinaison ou tablier résistant aux acides et bottes.\nVoies respiratoires : en cas de formation de brouillard, masque avec filtre combiné E-P2.',
      storageAndAdr:
        'Stocker dans l’emballage d’origine bien fermé, sur un bac de rétention résistant aux acides, dans un endroit sec et bien ventilé ; l’acide est hygroscopique. Tenir à l’écart de l’eau, des bases, des poudres métalliques, des matières organiques, des chlorates, des permanganates, des cyanures et des sulfures (gaz toxiques).\nTransport : UN 1830 ACIDE SULFURIQUE contenant plus de 51 % d’acide, classe 8, groupe d’emballage II, code de restriction en tunnels (E).',
      usage:
        'Travailler uniquement avec du matériel de dosage résistant aux acides. Pour diluer, verser l’acide lentement dans l’eau en remuant ; ne jamais verser d’eau dans l’acide ni diluer dans un récipient fermé. Éviter tout contact avec des matières organiques.',
      wasteManagement:
        'Éliminer comme déchet dangereux par un collecteur agréé ; ne pas rejeter à l’égout. Code déchet 06 01 01* (acide sulfurique et acide sulfureux). Ne pas mélanger avec d’autres déchets, en particulier des bases ou des déchets organiques.',
    },
  },
};
