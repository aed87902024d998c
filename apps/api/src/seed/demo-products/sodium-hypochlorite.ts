import type { DemoProduct } from './demo-product.ts';

/**
 * Sodium hypochlorite solution, 12.5 % active chlorine. Annex VI: M = 10 (acute), M = 1
 * (chronic), so at ~13 % NaOCl the mixture is Aquatic Acute 1 and Chronic 2; EUH031 from 5 %.
 */
export const sodiumHypochlorite: DemoProduct = {
  masterCode: 'AI-NAOCL-125',
  company: 'acme',
  reviewStatus: 'Approved',
  articleNumbers: {
    'nl-NL': 'AI-5005',
    'en-US': 'AI-5005',
    'de-DE': 'AI-5005',
    'fr-FR': 'AI-5005',
  },
  supplier: 'Thornbury Chemical Supplies Ltd',
  revisionDate: '2025-02-18',
  version: '5.2',
  signalWord: 'Danger',
  pictograms: ['GHS05', 'GHS09'],
  unNumber: '1791',
  adrClass: '8',
  packingGroup: 'III',
  casNumbers: ['7681-52-9', '1310-73-2'],
  emergencyPhone: '+44 1632 960 101 (24 h)',
  storageClass: '8B',
  hStatements: ['H290', 'H314', 'H400', 'H411', 'EUH031'],
  pStatements: [
    'P260',
    'P273',
    'P280',
    'P301+P330+P331',
    'P303+P361+P353',
    'P305+P351+P338',
    'P310',
  ],
  texts: {
    'nl-NL': {
      name: 'Natriumhypochlorietoplossing 12,5 % actief chloor',
      contains:
        'Natriumhypochloriet, CAS 7681-52-9, EG 231-668-3: 12,5 % actief chloor (circa 150 g/l, overeenkomend met circa 13 % NaOCl); natriumhydroxide, CAS 1310-73-2, EG 215-185-5: < 1 %.',
      remarks:
        'Verliest in de loop van de tijd werkzaamheid, sneller bij warmte en licht: koel en donker bewaren en binnen enkele maanden opgebruiken.',
      hazards:
        'Sterk alkalische, oxiderende oplossing die huid en ogen wegvreet; oogcontact kan blijvend letsel geven.\nMet zuren (ook ontkalkers en toiletreinigers) komt giftig chloorgas vrij, met ammoniak of ammoniumverbindingen giftige chlooraminen.\nOntleedt bij warmte, licht of contact met metalen onder vorming van zuurstof; in gesloten verpakkingen kan overdruk ontstaan.\nAl in lage concentraties zeer giftig voor vissen en andere waterorganismen.',
      firstAid:
        'Inademing (nevel of vrijgekomen chloor): slachtoffer in de frisse lucht brengen, halfzittend laten rusten en een arts raadplegen; longklachten kunnen later optreden.\nHuid: verontreinigde kleding direct uittrekken, minstens 15 minuten spoelen met veel water; arts raadplegen.\nOgen: direct minstens 15 minuten spoelen met water bij wijd geopende oogleden, contactlenzen verwijderen; direct naar een oogarts.\nInslikken: mond spoelen, een paar slokken water laten drinken, geen braken opwekken; direct een arts waarschuwen.\nEerstehulpverlener: zelfbescherming tegen chloordampen.',
      fireFighting:
        'Het product brandt niet, maar kan door zuurstofafgifte de verbranding van brandbare stoffen bevorderen.\nBij verhitting komen chloor en zuurstof vrij. Verpakkingen met watersproeistraal koelen; blusmiddelen afstemmen op de omgeving.\nBluswater opvangen: niet in riolering of oppervlaktewater laten komen.\nBrandweer: gasdicht chemicaliënpak en onafhankelijke ademlucht.',
      spillCleanup:
        'Beschermingsmiddelen dragen; nooit in contact laten komen met zuren of ammoniak.\nIndammen en niet in riolering of oppervlaktewater laten komen.\nOpnemen met zand of inert bindmiddel, nooit met zaagsel of ander organisch materiaal. Restanten onschadelijk maken met natriumthiosulfaatoplossing en naspoelen met veel water.',
      hygiene:
        'Oogdouche en nooddouche binnen handbereik. Niet eten, drinken of roken tijdens het werk. Verontreinigde kleding direct uittrekken en uitspoelen; handen wassen na het werk.',
      personalProtection:
        'Ogen: goed aansluitende veiligheidsbril, bij overtappen een gelaatsscherm (EN 166).\nHanden: handschoenen van nitrilrubber (≥ 0,4 mm) of chloropreenrubber, doorbraaktijd > 480 min.\nLichaam: schort en laarzen van PVC of rubber.\nAdemhaling: bij nevel of chloorontwikkeling een masker met combinatiefilter B-P2 (grijs).',
      storageAndAdr:
        'Koel (onder 25 °C) en donker bewaren in de oorspronkelijke verpakking met ontluchtingsdop, in een opvangbak. Gescheiden houden van zuren, ammoniak en ammoniumverbindingen, reductiemiddelen, metalen (koper, nikkel, ijzer) en organische stoffen.\nVervoer: UN 1791 HYPOCHLORIETOPLOSSING, klasse 8, verpakkingsgroep III, milieugevaarlijk, tunnelbeperkingscode (E).',
      usage:
        'Voor waterbehandeling en bleken. Doseren met een pomp in plaats van schenken. Nooit mengen met andere reinigingsmiddelen, zuren of ontkalkers; doseerleidingen na gebruik spoelen met water.',
      wasteManagement:
        'Afvoeren als gevaarlijk afval via een erkende afvalverwerker; niet in de riolering of het oppervlaktewater lozen. Euralcode afhankelijk van de herkomst, bijvoorbeeld 16 09 04* (oxiderende stoffen, niet elders genoemd). Niet mengen met zuur afval.',
    },
    'en-US': {
      name: 'Sodium hypochlorite solution 12.5 % active chlorine',
      contains:
        'Sodium hypochlorite, CAS 7681-52-9, EC 231-668-3: 12.5 % active chlorine (approx. 150 g/l, corresponding to approx. 13 % NaOCl); sodium hydroxide, CAS 1310-73-2, EC 215-185-5: < 1 %.',
      remarks:
        'Loses strength over time, faster with heat and light: store cool and dark and use up within a few months.',
      hazards:
        'Strongly alkaline, oxidising solution that destroys skin and eye tissue; eye contact can cause lasting injury.\nWith acids (including descalers and toilet cleaners) toxic chlorine gas is released, with ammonia or ammonium compounds toxic chloramines.\nDecomposes with heat, light or contact with metals, releasing oxygen; closed containers can build up pressure.\nHighly toxic to fish and other aquatic organisms, even at low concentrations.',
      firstAid:
        'Inhalation (mist or released chlorine): move the person to fresh air, let them rest half-sitting and seek medical advice; lung symptoms can be delayed.\nSkin: remove contaminated clothing immediately, rinse with plenty of water for at least 15 minutes; see a doctor.\nEyes: rinse immediately with water for at least 15 minutes with eyelids held wide open, remove contact lenses; go to an eye specialist at once.\nIngestion: rinse mouth, give a few sips of water, do not induce vomiting; call a doctor immediately.\nFirst aider: protect yourself against chlorine fumes.',
      fireFighting:
        'The product does not burn, but by releasing oxygen it can promote the burning of combustible materials.\nWhen heated, chlorine and oxygen are released. Cool containers with water spray; choose extinguishing media to suit the surroundings.\nContain fire-fighting water: do not let it enter drains or surface water.\nFirefighters: gas-tight chemical suit and self-contained breathing apparatus.',
      spillCleanup:
        'Wear protective equipment; never let the product come into contact with acids or ammonia.\nDam the spill and keep it out of drains and surface water.\nTake up with sand or inert binder, never with sawdust or other organic material. Render residues harmless with sodium thiosulphate solution and rinse with plenty of water.',
      hygiene:
        'Eyewash and emergency shower within reach. Do not eat, drink or smoke while working. Remove contaminated clothing immediately and rinse it; wash hands after work.',
      personalProtection:
        'Eyes: tightly fitting safety goggles, face shield when decanting (EN 166).\nHands: nitrile rubber (≥ 0.4 mm) or chloroprene rubber gloves, breakthrough time > 480 min.\nBody: PVC or rubber apron and boots.\nRespiratory: where mist or chlorine forms, a mask with combination filter B-P2 (grey).',
      storageAndAdr:
        'Store cool (below 25 °C) and dark in the original container with vented cap, in a drip tray. Keep apart from acids, ammonia and ammonium compounds, reducing agents, metals (copper, nickel, iron) and organic materials.\nTransport: UN 1791 HYPOCHLORITE SOLUTION, class 8, packing group III, environmentally hazardous, tunnel restriction code (E).',
      usage:
        'For water treatment and bleaching. Dose with a pump rather than pouring. Never mix with other cleaning agents, acids or descalers; flush dosing lines with water after use.',
      wasteManagement:
        'Dispose of as hazardous waste through a licensed waste contractor; do not discharge into drains or surface water. EWC code depending on origin, for example 16 09 04* (oxidising substances, not otherwise specified). Do not mix with acidic waste.',
    },
    'de-DE': {
      name: 'Natriumhypochloritlösung 12,5 % Aktivchlor',
      contains:
        'Natriumhypochlorit, CAS 7681-52-9, EG 231-668-3: 12,5 % Aktivchlor (ca. 150 g/l, entsprechend ca. 13 % NaOCl); Natriumhydroxid, CAS 1310-73-2, EG 215-185-5: < 1 %.',
      remarks:
        'Verliert mit der Zeit an Wirksamkeit, schneller bei Wärme und Licht: kühl und dunkel lagern und innerhalb weniger Monate aufbrauchen.',
      hazards:
        'Stark alkalische, oxidierende Lösung, die Haut- und Augengewebe zerstört; Augenkontakt kann bleibende Schäden verursachen.\nMit Säuren (auch Entkalkern und WC-Reinigern) wird giftiges Chlorgas frei, mit Ammoniak oder Ammoniumverbindungen giftige Chloramine.\nZersetzt sich bei Wärme, Licht oder Kontakt mit Metallen unter Bildung von Sauerstoff; in geschlossenen Behältern kann Überdruck entstehen.\nSchon in geringer Konzentration hochgiftig für Fische und andere Wasserorganismen.',
      firstAid:
        'Einatmen (Nebel oder freigesetztes Chlor): Betroffenen an die frische Luft bringen, halbsitzend lagern und Arzt aufsuchen; Lungenbeschwerden können verzögert auftreten.\nHautkontakt: Verunreinigte Kleidung sofort ausziehen, mindestens 15 Minuten mit viel Wasser spülen; Arzt aufsuchen.\nAugenkontakt: Sofort mindestens 15 Minuten bei weit geöffneten Lidern mit Wasser spülen, Kontaktlinsen entfernen; umgehend zum Augenarzt.\nVerschlucken: Mund ausspülen, einige Schlucke Wasser trinken lassen, kein Erbrechen herbeiführen; sofort Arzt rufen.\nErsthelfer: Selbstschutz vor Chlordämpfen.',
      fireFighting:
        'Das Produkt brennt nicht, kann aber durch Sauerstoffabgabe die Verbrennung brennbarer Stoffe fördern.\nBeim Erhitzen werden Chlor und Sauerstoff frei. Behälter mit Wassersprühstrahl kühlen; Löschmittel auf die Umgebung abstimmen.\nLöschwasser zurückhalten: nicht in Kanalisation oder Oberflächenwasser gelangen lassen.\nFeuerwehr: gasdichter Chemikalienschutzanzug und umluftunabhängiges Atemschutzgerät.',
      spillCleanup:
        'Schutzausrüstung tragen; niemals mit Säuren oder Ammoniak in Kontakt bringen.\nEindämmen und von Kanalisation und Oberflächenwasser fernhalten.\nMit Sand oder inertem Bindemittel aufnehmen, niemals mit Sägemehl oder anderem organischem Material. Reste mit Natriumthiosulfatlösung unschädlich machen und mit viel Wasser nachspülen.',
      hygiene:
        'Augendusche und Notdusche in Reichweite. Bei der Arbeit nicht essen, trinken oder rauchen. Verunreinigte Kleidung sofort ausziehen und ausspülen; nach der Arbeit Hände waschen.',
      personalProtection:
        'Augen: dicht schließende Schutzbrille, beim Umfüllen Gesichtsschutzschild (EN 166).\nHände: Handschuhe aus Nitrilkautschuk (≥ 0,4 mm) oder Chloroprenkautschuk, Durchbruchzeit > 480 min.\nKörper: Schürze und Stiefel aus PVC oder Gummi.\nAtemschutz: bei Nebel- oder Chlorbildung Maske mit Kombinationsfilter B-P2 (grau).',
      storageAndAdr:
        'Kühl (unter 25 °C) und dunkel im Originalgebinde mit Entgasungsverschluss in einer Auffangwanne lagern. Getrennt halten von Säuren, Ammoniak und Ammoniumverbindungen, Reduktionsmitteln, Metallen (Kupfer, Nickel, Eisen) und organischen Stoffen.\nTransport: UN 1791 HYPOCHLORITLÖSUNG, Klasse 8, Verpackungsgruppe III, umweltgefährdend, Tunnelbeschränkungscode (E).',
      usage:
        'Für die Wasseraufbereitung und zum Bleichen. Mit einer Pumpe dosieren statt zu gießen. Nie mit anderen Reinigungsmitteln, Säuren oder Entkalkern mischen; Dosierleitungen nach Gebrauch mit Wasser spülen.',
      wasteManagement:
        'Als gefährlichen Abfall über einen zugelassenen Entsorgungsfachbetrieb entsorgen; nicht in Kanalisation oder Oberflächenwasser gelangen lassen. Abfallschlüssel je nach Herkunft, z. B. 16 09 04* (oxidierende Stoffe, a. n. g.). Nicht mit sauren Abfällen mischen.',
    },
    'fr-FR': {
      name: 'Solution d’hypochlorite de sodium 12,5 % de chlore actif',
      contains:
        'Hypochlorite de sodium, CAS 7681-52-9, CE 231-668-3 : 12,5 % de chlore actif (env. 150 g/l, soit env. 13 % de NaOCl) ; hydroxyde de sodium, CAS 1310-73-2, CE 215-185-5 : < 1 %.',
      remarks:
        'Perd de son efficacité avec le temps, plus vite à la chaleur et à la lumière : stocker au frais et à l’abri de la lumière et utiliser en quelques mois.',
      hazards:
        'Solution fortement alcaline et oxydante qui détruit les tissus de la peau et des yeux ; un contact oculaire peut laisser des lésions durables.\nAvec les acides (y compris détartrants et nettoyants WC), il se dégage du chlore toxique ; avec l’ammoniac ou les composés d’ammonium, des chloramines toxiques.\nSe décompose à la chaleur, à la lumière ou au contact des métaux en libérant de l’oxygène ; une surpression peut apparaître dans les récipients fermés.\nHautement toxique pour les poissons et les autres organismes aquatiques, même à faible concentration.',
      firstAid:
        'Inhalation (brouillard ou chlore dégagé) : transporter la personne à l’air frais, la laisser au repos en position demi-assise et consulter un médecin ; les troubles pulmonaires peuvent être retardés.\nContact cutané : retirer immédiatement les vêtements contaminés, rincer abondamment à l’eau pendant au moins 15 minutes ; consulter un médecin.\nContact oculaire : rincer immédiatement à l’eau pendant au moins 15 minutes en maintenant les paupières bien ouvertes, retirer les lentilles ; consulter sans délai un ophtalmologiste.\nIngestion : rincer la bouche, faire boire quelques gorgées d’eau, ne pas faire vomir ; appeler immédiatement un médecin.\nSecouriste : se protéger des vapeurs de chlore.',
      fireFighting:
        'Le produit ne brûle pas, mais en libérant de l’oxygène il peut favoriser la combustion des matières combustibles.\nSous l’effet de la chaleur, il se dégage du chlore et de l’oxygène. Refroidir les récipients à l’eau pulvérisée ; choisir les moyens d’extinction en fonction de l’environnement.\nRetenir les eaux d’extinction : ne pas les laisser pénétrer dans les égouts ou les eaux de surface.\nPompiers : combinaison étanche aux gaz et appareil respiratoire autonome.',
      spillCleanup:
        'Porter un équipement de protection ; ne jamais mettre le produit en contact avec des acides ou de l’ammoniac.\nEndiguer et tenir à l’écart des égouts et des eaux de surface.\nAbsorber avec du sable ou un absorbant inerte, jamais avec de la sciure ou une autre matière organique. Neutraliser les résidus avec une solution de thiosulfate de sodium et rincer abondamment à l’eau.',
      hygiene:
        'Douche oculaire et douche de sécurité à portée de main. Ne pas manger, boire ni fumer pendant le travail. Retirer immédiatement les vêtements contaminés et les rincer ; se laver les mains après le travail.',
      personalProtection:
        'Yeux : lunettes de protection étanches, écran facial lors des transvasements (EN 166).\nMains : gants en caoutchouc nitrile (≥ 0,4 mm) ou chloroprène, temps de perméation > 480 min.\nCorps : tablier et bottes en PVC ou caoutchouc.\nVoies respiratoires : en cas de brouillard ou de dégagement de chlore, masque avec filtre combiné B-P2 (gris).',
      storageAndAdr:
        'Stocker au frais (moins de 25 °C) et à l’abri de la lumière dans l’emballage d’origine muni d’un bouchon à dégazage, sur un bac de rétention. Tenir à l’écart des acides, de l’ammoniac et des composés d’ammonium, des réducteurs, des métaux (cuivre, nickel, fer) et des matières organiques.\nTransport : UN 1791 HYPOCHLORITE EN SOLUTION, classe 8, groupe d’emballage III, dangereux pour l’environnement, code de restriction en tunnels (E).',
      usage:
        'Pour le traitement de l’eau et le blanchiment. Doser avec une pompe plutôt que de verser. Ne jamais mélanger avec d’autres produits de nettoyage, des acides ou des détartrants ; rincer à l’eau les conduites de dosage après usage.',
      wasteManagement:
        'Éliminer comme déchet dangereux par un collecteur agréé ; ne pas rejeter à l’égout ni dans les eaux de surface. Code déchet selon l’origine, par exemple 16 09 04* (substances oxydantes non spécifiées ailleurs). Ne pas mélanger avec des déchets acides.',
    },
  },
};
