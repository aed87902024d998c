import type { DemoProduct } from './demo-product.ts';

/** Hydrochloric acid 30–33 %: corrosive, fuming (CLP Annex VI: STOT SE 3 from 10 %). */
export const hydrochloricAcid33: DemoProduct = {
  masterCode: 'DC-HCL33',
  company: 'demo',
  reviewStatus: 'Approved',
  articleNumbers: {
    'nl-NL': 'DC-2003-NL',
    'en-US': 'DC-2003-EN',
    'de-DE': 'DC-2003-DE',
    'fr-FR': 'DC-2003-FR',
  },
  supplier: 'Brightwater Process Chemicals Ltd',
  revisionDate: '2024-09-16',
  version: '4.0',
  signalWord: 'Danger',
  pictograms: ['GHS05', 'GHS07'],
  unNumber: '1789',
  adrClass: '8',
  packingGroup: 'II',
  casNumbers: ['7647-01-0'],
  emergencyPhone: '+44 1632 960 107 (24 h)',
  storageClass: '8B',
  hStatements: ['H290', 'H314', 'H335'],
  pStatements: ['P234', 'P260', 'P280', 'P303+P361+P353', 'P304+P340', 'P305+P351+P338', 'P310'],
  texts: {
    'nl-NL': {
      name: 'Zoutzuur 30–33 %',
      contains:
        'Zoutzuur (chloorwaterstof in water), CAS 7647-01-0, EG 231-595-7: 30–33 % HCl; rest water.',
      remarks:
        'Geeft prikkelende chloorwaterstofdampen af. Nooit mengen met bleekmiddel (hypochloriet): daarbij ontstaat giftig chloorgas.',
      hazards:
        'Veroorzaakt diepe brandwonden aan huid en ogen; oogcontact kan blijvend letsel geven.\nDe stekende dampen irriteren neus, keel en luchtwegen (hoesten, benauwdheid); bij hoge concentraties kan uren later longoedeem optreden.\nTast de meeste metalen aan, waarbij ontvlambaar waterstofgas ontstaat; ook de dampen laten metalen in de omgeving corroderen.\nMet hypochloriet, permanganaat of chloraten komt chloorgas vrij.',
      firstAid:
        'Inademing: slachtoffer in de frisse lucht brengen, halfzittend laten rusten en een arts raadplegen; klachten kunnen later optreden, daarom medisch laten controleren.\nHuid: verontreinigde kleding direct uittrekken, minstens 15 minuten spoelen met veel water; arts raadplegen.\nOgen: direct minstens 15 minuten spoelen met water bij wijd geopende oogleden, contactlenzen verwijderen; doorspoelen tijdens vervoer naar een oogarts.\nInslikken: mond spoelen, bij bewustzijn een paar slokken water laten drinken, geen braken opwekken; direct een arts waarschuwen.\nEerstehulpverlener: niet zonder bescherming de dampwolk in gaan.',
      fireFighting:
        'Het product is niet brandbaar; blusmiddelen afstemmen op de omgeving.\nBij verhitting komt chloorwaterstofgas vrij; met metalen kan waterstof ontstaan (explosiegevaar).\nDampen neerslaan met een watersproeistraal en bluswater opvangen; niet in riolering of oppervlaktewater laten komen.\nBrandweer: gasdicht chemicaliënpak en onafhankelijke ademlucht.',
      spillCleanup:
        'Gebied ontruimen en ventileren; ademhalingsbescherming (filter type E) en zuurbestendige beschermingsmiddelen dragen.\nIndammen en niet in riolering laten lopen.\nOpnemen met zand of zuurbindmiddel; restanten voorzichtig neutraliseren met kalk of natriumcarbonaat en naspoelen met veel water.',
      hygiene:
        'Oogdouche en nooddouche binnen handbereik. Niet eten, drinken of roken tijdens het werk. Verontreinigde kleding direct uittrekken; handen wassen na het werk.',
      personalProtection:
        'Ogen: goed aansluitende veiligheidsbril plus gelaatsscherm (EN 166).\nHanden: handschoenen van butylrubber (0,7 mm) of chloropreenrubber (≥ 0,5 mm), doorbraaktijd > 480 min; dunne nitrilhandschoenen alleen als spatbescherming.\nLichaam: zuurbestendig schort of pak en laarzen.\nAdemhaling: bij dampvorming een masker met filter type E (geel), bij nevel E-P2.',
      storageAndAdr:
        'Bewaren in goed gesloten kunststof verpakking (PE) in een zuurbestendige opvangbak, in een goed geventileerde zuurkast of -ruimte. Gescheiden houden van logen, metalen, oxidatiemiddelen (hypochloriet, permanganaat, chloraten), sulfiden en cyaniden.\nVervoer: UN 1789 ZOUTZUUR, klasse 8, verpakkingsgroep II, tunnelbeperkingscode (E).',
      usage:
        'Werken met plaatselijke afzuiging en zuurbestendige doseerapparatuur. Bij ontkalken of beitsen van metalen ontstaat waterstof: goed ventileren en geen open vuur. Voor verdunnen het zuur in het water brengen.',
      wasteManagement:
        'Afvoeren als gevaarlijk afval via een erkende afvalverwerker; niet in de riolering lozen. Euralcode 06 01 02* (zoutzuur). Niet mengen met hypochloriethoudend of alkalisch afval.',
    },
    'en-US': {
      name: 'Hydrochloric acid 30–33 %',
      contains:
        'Hydrochloric acid (hydrogen chloride in water), CAS 7647-01-0, EC 231-595-7: 30–33 % HCl; remainder water.',
      remarks:
        'Gives off pungent hydrogen chloride fumes. Never mix with bleach (hypochlorite): toxic chlorine gas is released.',
      hazards:
        'Causes deep burns to skin and eyes; eye contact can cause lasting injury.\nThe pungent fumes irritate nose, throat and airways (coughing, shortness of breath); at high concentrations pulmonary oedema can develop hours later.\nAttacks most metals, forming flammable hydrogen gas; the fumes also corrode metal parts nearby.\nWith hypochlorite, permanganate or chlorates, chlorine gas is released.',
      firstAid:
        'Inhalation: move the person to fresh air, let them rest half-sitting and seek medical advice; symptoms can be delayed, so arrange medical observation.\nSkin: remove contaminated clothing immediately, rinse with plenty of water for at least 15 minutes; see a doctor.\nEyes: rinse immediately with water for at least 15 minutes with eyelids held wide open, remove contact lenses; keep rinsing on the way to an eye specialist.\nIngestion: rinse mouth, if conscious give a few sips of water, do not induce vomiting; call a doctor immediately.\nFirst aider: do not enter the vapour cloud without protection.',
      fireFighting:
        'The product does not burn; choose extinguishing media to suit the surroundings.\nWhen heated, hydrogen chloride gas is released; with metals hydrogen can form (explosion risk).\nKnock down vapours with water spray and contain the run-off; do not let it enter drains or surface water.\nFirefighters: gas-tight chemical suit and self-contained breathing apparatus.',
      spillCleanup:
        'Evacuate and ventilate the area; wear respiratory protection (filter type E) and acid-resistant protective equipment.\nDam the spill and keep it out of drains.\nTake up with sand or acid binder; carefully neutralise residues with lime or sodium carbonate and rinse with plenty of water.',
      hygiene:
        'Eyewash and emergency shower within reach. Do not eat, drink or smoke while working. Remove contaminated clothing immediately; wash hands after work.',
      personalProtection:
        'Eyes: tightly fitting safety goggles plus face shield (EN 166).\nHands: butyl rubber (0.7 mm) or chloroprene rubber (≥ 0.5 mm) gloves, breakthrough time > 480 min; thin nitrile gloves as splash protection only.\nBody: acid-resistant apron or suit and boots.\nRespiratory: where fumes form, a mask with filter type E (yellow), for mists E-P2.',
      storageAndAdr:
        'Store in tightly closed plastic (PE) containers in an acid-resistant drip tray, in a well-ventilated acid cabinet or room. Keep apart from alkalis, metals, oxidising agents (hypochlorite, permanganate, chlorates), sulphides and cyanides.\nTransport: UN 1789 HYDROCHLORIC ACID, class 8, packing group II, tunnel restriction code (E).',
      usage:
        'Work with local exhaust ventilation and acid-resistant dosing equipment. Descaling or pickling metals produces hydrogen: ventilate well and keep open flames away. To dilute, add the acid to the water.',
      wasteManagement:
        'Dispose of as hazardous waste through a licensed waste contractor; do not discharge into drains. EWC code 06 01 02* (hydrochloric acid). Do not mix with hypochlorite-containing or alkaline waste.',
    },
    'de-DE': {
      name: 'Salzsäure 30–33 %',
      contains:
        'Salzsäure (Chlorwasserstoff in Wasser), CAS 7647-01-0, EG 231-595-7: 30–33 % HCl; Rest Wasser.',
      remarks:
        'Gibt stechende Chlorwasserstoffdämpfe ab. Nie mit Bleichmitteln (Hypochlorit) mischen: Es entsteht giftiges Chlorgas.',
      hazards:
        'Verursacht tiefe Verätzungen an Haut und Augen; Augenkontakt kann bleibende Schäden hinterlassen.\nDie stechenden Dämpfe reizen Nase, Rachen und Atemwege (Husten, Atemnot); bei hohen Konzentrationen kann Stunden später ein Lungenödem auftreten.\nGreift die meisten Metalle unter Bildung von entzündbarem Wasserstoff an; auch die Dämpfe lassen Metallteile in der Umgebung korrodieren.\nMit Hypochlorit, Permanganat oder Chloraten wird Chlor freigesetzt.',
      firstAid:
        'Einatmen: Betroffenen an die frische Luft bringen, halbsitzend ruhig lagern und Arzt aufsuchen; Beschwerden können verzögert auftreten, daher ärztlich überwachen lassen.\nHautkontakt: Verunreinigte Kleidung sofort ausziehen, mindestens 15 Minuten mit viel Wasser spülen; Arzt aufsuchen.\nAugenkontakt: Sofort mindestens 15 Minuten bei weit geöffneten Lidern mit Wasser spülen, Kontaktlinsen entfernen; auf dem Weg zum Augenarzt weiterspülen.\nVerschlucken: Mund ausspülen, bei Bewusstsein einige Schlucke Wasser trinken lassen, kein Erbrechen herbeiführen; sofort Arzt rufen.\nErsthelfer: die Dampfwolke nicht ohne Schutz betreten.',
      fireFighting:
        'Das Produkt ist nicht brennbar; Löschmittel auf die Umgebung abstimmen.\nBeim Erhitzen wird Chlorwasserstoff frei; mit Metallen kann Wasserstoff entstehen (Explosionsgefahr).\nDämpfe mit Wassersprühstrahl niederschlagen und Löschwasser zurückhalten; nicht in Kanalisation oder Oberflächenwasser gelangen lassen.\nFeuerwehr: gasdichter Chemikalienschutzanzug und umluftunabhängiges Atemschutzgerät.',
      spillCleanup:
        'Bereich räumen und lüften; Atemschutz (Filter Typ E) und säurebeständige Schutzausrüstung tragen.\nEindämmen und nicht in die Kanalisation gelangen lassen.\nMit Sand oder Säurebinder aufnehmen; Reste vorsichtig mit Kalk oder Natriumcarbonat neutralisieren und mit viel Wasser nachspülen.',
      hygiene:
        'Augendusche und Notdusche in Reichweite. Bei der Arbeit nicht essen, trinken oder rauchen. Verunreinigte Kleidung sofort ausziehen; nach der Arbeit Hände waschen.',
      personalProtection:
        'Augen: dicht schließende Schutzbrille und Gesichtsschutzschild (EN 166).\nHände: Handschuhe aus Butylkautschuk (0,7 mm) oder Chloroprenkautschuk (≥ 0,5 mm), Durchbruchzeit > 480 min; dünne Nitrilhandschuhe nur als Spritzschutz.\nKörper: säurebeständige Schürze oder Anzug und Stiefel.\nAtemschutz: bei Dampfbildung Maske mit Filter Typ E (gelb), bei Nebel E-P2.',
      storageAndAdr:
        'In dicht verschlossenen Kunststoffbehältern (PE) in einer säurebeständigen Auffangwanne lagern, in einem gut belüfteten Säureschrank oder -raum. Getrennt halten von Laugen, Metallen, Oxidationsmitteln (Hypochlorit, Permanganat, Chlorate), Sulfiden und Cyaniden.\nTransport: UN 1789 CHLORWASSERSTOFFSÄURE, Klasse 8, Verpackungsgruppe II, Tunnelbeschränkungscode (E).',
      usage:
        'Mit örtlicher Absaugung und säurebeständigen Dosiereinrichtungen arbeiten. Beim Entkalken oder Beizen von Metallen entsteht Wasserstoff: gut lüften und offene Flammen fernhalten. Zum Verdünnen die Säure ins Wasser geben.',
      wasteManagement:
        'Als gefährlichen Abfall über einen zugelassenen Entsorgungsfachbetrieb entsorgen; nicht in die Kanalisation gelangen lassen. Abfallschlüssel 06 01 02* (Salzsäure). Nicht mit hypochlorithaltigen oder alkalischen Abfällen mischen.',
    },
    'fr-FR': {
      name: 'Acide chlorhydrique 30–33 %',
      contains:
        'Acide chlorhydrique (chlorure d’hydrogène en solution aqueuse), CAS 7647-01-0, CE 231-595-7 : 30–33 % HCl ; reste eau.',
      remarks:
        'Dégage des vapeurs piquantes de chlorure d’hydrogène. Ne jamais mélanger avec de l’eau de Javel (hypochlorite) : dégagement de chlore toxique.',
      hazards:
        'Provoque des brûlures profondes de la peau et des yeux ; un contact oculaire peut laisser des lésions durables.\nLes vapeurs piquantes irritent le nez, la gorge et les voies respiratoires (toux, essoufflement) ; à forte concentration, un œdème pulmonaire peut apparaître plusieurs heures plus tard.\nAttaque la plupart des métaux avec formation d’hydrogène inflammable ; les vapeurs corrodent aussi les pièces métalliques voisines.\nAvec l’hypochlorite, le permanganate ou les chlorates, il se dégage du chlore.',
      firstAid:
        'Inhalation : transporter la personne à l’air frais, la laisser au repos en position demi-assise et consulter un médecin ; les symptômes peuvent être retardés, prévoir une surveillance médicale.\nContact cutané : retirer immédiatement les vêtements contaminés, rincer abondamment à l’eau pendant au moins 15 minutes ; consulter un médecin.\nContact oculaire : rincer immédiatement à l’eau pendant au moins 15 minutes en maintenant les paupières bien ouvertes, retirer les lentilles ; continuer à rincer pendant le transport vers un ophtalmologiste.\nIngestion : rincer la bouche, si la personne est consciente lui faire boire quelques gorgées d’eau, ne pas faire vomir ; appeler immédiatement un médecin.\nSecouriste : ne pas pénétrer dans le nuage de vapeurs sans protection.',
      fireFighting:
        'Le produit est ininflammable ; choisir les moyens d’extinction en fonction de l’environnement.\nSous l’effet de la chaleur, il se dégage du chlorure d’hydrogène ; avec les métaux, de l’hydrogène peut se former (risque d’explosion).\nRabattre les vapeurs à l’eau pulvérisée et retenir les eaux d’extinction ; ne pas les laisser pénétrer dans les égouts ou les eaux de surface.\nPompiers : combinaison étanche aux gaz et appareil respiratoire autonome.',
      spillCleanup:
        'Évacuer et ventiler la zone ; porter une protection respiratoire (filtre de type E) et un équipement résistant aux acides.\nEndiguer et empêcher l’écoulement vers les égouts.\nAbsorber avec du sable ou un absorbant pour acides ; neutraliser prudemment les résidus avec de la chaux ou du carbonate de sodium et rincer abondamment à l’eau.',
      hygiene:
        'Douche oculaire et douche de sécurité à portée de main. Ne pas manger, boire ni fumer pendant le travail. Retirer immédiatement les vêtements contaminés ; se laver les mains après le travail.',
      personalProtection:
        'Yeux : lunettes de protection étanches et écran facial (EN 166).\nMains : gants en caoutchouc butyle (0,7 mm) ou chloroprène (≥ 0,5 mm), temps de perméation > 480 min ; gants nitrile fins uniquement contre les éclaboussures.\nCorps : tablier ou combinaison résistant aux acides et bottes.\nVoies respiratoires : en présence de vapeurs, masque avec filtre de type E (jaune), en présence de brouillard E-P2.',
      storageAndAdr:
        'Stocker dans des récipients en plastique (PE) bien fermés, sur un bac de rétention résistant aux acides, dans une armoire ou un local pour acides bien ventilé. Tenir à l’écart des bases, des métaux, des oxydants (hypochlorite, permanganate, chlorates), des sulfures et des cyanures.\nTransport : UN 1789 ACIDE CHLORHYDRIQUE, classe 8, groupe d’emballage II, code de restriction en tunnels (E).',
      usage:
        'Travailler avec une aspiration locale et du matériel de dosage résistant aux acides. Le détartrage ou le décapage de métaux produit de l’hydrogène : bien ventiler et tenir les flammes nues à distance. Pour diluer, verser l’acide dans l’eau.',
      wasteManagement:
        'Éliminer comme déchet dangereux par un collecteur agréé ; ne pas rejeter à l’égout. Code déchet 06 01 02* (acide chlorhydrique). Ne pas mélanger avec des déchets contenant de l’hypochlorite ou des déchets alcalins.',
    },
  },
};
