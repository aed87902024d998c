import type { DemoProduct } from './demo-product.ts';

/** Two-part epoxy system EP 210, component A: bisphenol-A epoxy resin with a reactive diluent. */
export const epoxyResinComponentA: DemoProduct = {
  masterCode: 'DC-EP210-A',
  company: 'demo',
  reviewStatus: 'InReview',
  articleNumbers: {
    'nl-NL': 'DC-3001-NL',
    'en-US': 'DC-3001-EN',
    'de-DE': 'DC-3001-DE',
    'fr-FR': 'DC-3001-FR',
  },
  supplier: 'Harzwerk Quellental GmbH',
  revisionDate: '2026-03-30',
  version: '1.2',
  signalWord: 'Warning',
  pictograms: ['GHS07', 'GHS09'],
  unNumber: '3082',
  adrClass: '9',
  packingGroup: 'III',
  casNumbers: ['25068-38-6', '68609-97-2'],
  emergencyPhone: '+44 1632 960 104 (24 h)',
  storageClass: '10',
  hStatements: ['H315', 'H317', 'H319', 'H411'],
  pStatements: ['P261', 'P273', 'P280', 'P302+P352', 'P305+P351+P338', 'P333+P313', 'P501'],
  texts: {
    'nl-NL': {
      name: 'Epoxyhars EP 210 – component A (hars)',
      contains:
        'Reactieproduct bisfenol A-(epichloorhydrine), epoxyhars (gemiddeld molecuulgewicht ≤ 700), CAS 25068-38-6, EG 500-033-5: 60–80 %; oxiraan, mono[(C12–C14-alkyloxy)methyl]-derivaten, CAS 68609-97-2, EG 271-846-8: 10–20 %.',
      remarks:
        'Alleen te gebruiken met component B (verharder) in de mengverhouding van het technisch informatieblad. Bij lage temperatuur kan de hars kristalliseren; opwarmen tot circa 50 °C maakt haar weer helder.',
      hazards:
        'Epoxyverbindingen zijn sterk sensibiliserend: herhaald huidcontact, ook met kleine hoeveelheden, kan een contactallergie (eczeem) veroorzaken die blijvend is.\nIrriteert huid en ogen.\nGiftig voor vissen en andere waterorganismen; de effecten houden lang aan.\nNa menging met de verharder verloopt de uitharding exotherm: grote gemengde hoeveelheden worden heet en kunnen gaan roken.',
      firstAid:
        'Inademing: bij klachten door verwarmd product de frisse lucht opzoeken.\nHuid: verontreinigde kleding uittrekken, huid direct wassen met water en zeep; geen oplosmiddelen gebruiken. Bij huiduitslag een arts raadplegen.\nOgen: minstens 15 minuten spoelen met water, contactlenzen indien mogelijk verwijderen; bij aanhoudende irritatie een arts raadplegen.\nInslikken: mond spoelen, water laten drinken, arts raadplegen.\nEerstehulpverlener: huidcontact vermijden, handschoenen dragen.',
      fireFighting:
        'Geschikte blusmiddelen: schuim, koolstofdioxide, bluspoeder, watersproeistraal.\nOngeschikt: volle waterstraal.\nBij brand ontstaan dichte rook, koolmonoxide, koolstofdioxide en fenolische verbindingen.\nBrandweer: onafhankelijke ademlucht; bluswater opvangen.',
      spillCleanup:
        'Handschoenen en veiligheidsbril dragen; huidcontact vermijden.\nNiet in riolering, bodem of oppervlaktewater laten komen.\nOpnemen met zand of universeel bindmiddel en in gesloten, geëtiketteerde vaten verzamelen; de vloer nareinigen met water en reinigingsmiddel.',
      hygiene:
        'Elk huidcontact vermijden; handschoenen tijdig vervangen en nooit met vuile handschoenen het gezicht aanraken. Beschermende crème vervangt geen handschoenen. Huid nooit met oplosmiddelen reinigen. Handen wassen voor pauzes en na het werk.',
      personalProtection:
        'Ogen: veiligheidsbril met zijkapjes (EN 166).\nHanden: handschoenen van nitrilrubber (≥ 0,4 mm, doorbraaktijd > 480 min); dunne wegwerphandschoenen (0,1 mm) alleen kortdurend en na spatten direct vervangen.\nLichaam: lange mouwen of wegwerpoverall.\nAdemhaling: normaal niet nodig; bij verspuiten of verwarmen een masker met combinatiefilter A-P2.',
      storageAndAdr:
        'Bewaren tussen 5 en 30 °C in goed gesloten originele verpakking op een droge plaats. Gescheiden houden van aminen, sterke zuren, sterke logen en oxidatiemiddelen.\nVervoer: UN 3082 MILIEUGEVAARLIJKE STOF, VLOEIBAAR, N.E.G. (epoxyhars), klasse 9, verpakkingsgroep III. Verpakkingen tot 5 liter vallen onder bijzondere bepaling 375 niet onder het ADR.',
      usage:
        'Component A en B nauwkeurig in de voorgeschreven verhouding mengen en alleen de hoeveelheid aanmaken die binnen de verwerkingstijd wordt gebruikt. Werken in goed geventileerde ruimten bij een temperatuur boven 10 °C. Gemengd materiaal niet in grote hoeveelheden in de mengbeker laten staan (warmteontwikkeling).',
      wasteManagement:
        'Niet-uitgeharde resten afvoeren als gevaarlijk afval: euralcode 08 04 09* (afval van lijm en kit met gevaarlijke stoffen). Kleine resten A en B samen laten uitharden; volledig uitgehard materiaal kan als ongevaarlijk afval worden afgevoerd (08 04 10).',
    },
    'en-US': {
      name: 'Epoxy resin EP 210 – component A (resin)',
      contains:
        'Reaction product bisphenol-A-(epichlorhydrin), epoxy resin (number average molecular weight ≤ 700), CAS 25068-38-6, EC 500-033-5: 60–80 %; oxirane, mono[(C12–C14-alkyloxy)methyl] derivatives, CAS 68609-97-2, EC 271-846-8: 10–20 %.',
      remarks:
        'Use only with component B (hardener) in the mixing ratio of the technical data sheet. At low temperatures the resin can crystallise; warming to about 50 °C makes it clear again.',
      hazards:
        'Epoxy compounds are strong sensitisers: repeated skin contact, even with small amounts, can cause contact allergy (eczema) that is permanent.\nIrritates skin and eyes.\nToxic to fish and other aquatic organisms; the effects persist.\nAfter mixing with the hardener the cure is exothermic: large mixed quantities become hot and can start to smoke.',
      firstAid:
        'Inhalation: if symptoms arise from heated product, get fresh air.\nSkin: remove contaminated clothing, wash skin immediately with soap and water; do not use solvents. If a rash develops, see a doctor.\nEyes: rinse with water for at least 15 minutes, removing contact lenses if easy to do; seek medical advice if irritation persists.\nIngestion: rinse mouth, give water to drink, seek medical advice.\nFirst aider: avoid skin contact, wear gloves.',
      fireFighting:
        'Suitable extinguishing media: foam, carbon dioxide, dry powder, water spray.\nUnsuitable: full water jet.\nFire produces dense smoke, carbon monoxide, carbon dioxide and phenolic compounds.\nFirefighters: self-contained breathing apparatus; contain fire-fighting water.',
      spillCleanup:
        'Wear gloves and safety glasses; avoid skin contact.\nDo not let the product enter drains, soil or surface water.\nTake up with sand or universal binder and collect in closed, labelled containers; clean the floor afterwards with water and detergent.',
      hygiene:
        'Avoid all skin contact; change gloves in good time and never touch your face with dirty gloves. Barrier cream is no substitute for gloves. Never clean skin with solvents. Wash hands before breaks and after work.',
      personalProtection:
        'Eyes: safety glasses with side shields (EN 166).\nHands: nitrile rubber gloves (≥ 0.4 mm, breakthrough time > 480 min); thin disposable gloves (0.1 mm) only briefly, replace immediately after splashes.\nBody: long sleeves or disposable coverall.\nRespiratory: normally not needed; when spraying or heating, a mask with combination filter A-P2.',
      storageAndAdr:
        'Store between 5 and 30 °C in the tightly closed original container in a dry place. Keep apart from amines, strong acids, strong alkalis and oxidising agents.\nTransport: UN 3082 ENVIRONMENTALLY HAZARDOUS SUBSTANCE, LIQUID, N.O.S. (epoxy resin), class 9, packing group III. Under special provision 375, packages up to 5 litres are not subject to ADR.',
      usage:
        'Mix components A and B accurately in the specified ratio and prepare only as much as can be used within the pot life. Work in well-ventilated areas at temperatures above 10 °C. Do not leave large amounts of mixed material in the mixing cup (heat build-up).',
      wasteManagement:
        'Dispose of uncured residues as hazardous waste: EWC code 08 04 09* (waste adhesives and sealants containing dangerous substances). Let small residues of A and B cure together; fully cured material can be disposed of as non-hazardous waste (08 04 10).',
    },
    'de-DE': {
      name: 'Epoxidharz EP 210 – Komponente A (Harz)',
      contains:
        'Reaktionsprodukt Bisphenol-A-(Epichlorhydrin), Epoxidharz (mittleres Molekulargewicht ≤ 700), CAS 25068-38-6, EG 500-033-5: 60–80 %; Oxiran, Mono[(C12–C14-alkyloxy)methyl]-Derivate, CAS 68609-97-2, EG 271-846-8: 10–20 %.',
      remarks:
        'Nur mit Komponente B (Härter) im Mischungsverhältnis laut technischem Merkblatt verwenden. Bei niedrigen Temperaturen kann das Harz kristallisieren; Erwärmen auf ca. 50 °C macht es wieder klar.',
      hazards:
        'Epoxidverbindungen sind stark sensibilisierend: Wiederholter Hautkontakt, auch mit kleinen Mengen, kann eine bleibende Kontaktallergie (Ekzem) auslösen.\nReizt Haut und Augen.\nGiftig für Fische und andere Wasserorganismen; die Wirkung hält lange an.\nNach dem Mischen mit dem Härter verläuft die Aushärtung exotherm: Große angemischte Mengen werden heiß und können zu qualmen beginnen.',
      firstAid:
        'Einatmen: bei Beschwerden durch erwärmtes Produkt an die frische Luft gehen.\nHautkontakt: Verunreinigte Kleidung ausziehen, Haut sofort mit Wasser und Seife waschen; keine Lösemittel verwenden. Bei Hautausschlag Arzt aufsuchen.\nAugenkontakt: Mindestens 15 Minuten mit Wasser spülen, Kontaktlinsen nach Möglichkeit entfernen; bei anhaltender Reizung Arzt aufsuchen.\nVerschlucken: Mund ausspülen, Wasser trinken lassen, Arzt konsultieren.\nErsthelfer: Hautkontakt vermeiden, Handschuhe tragen.',
      fireFighting:
        'Geeignete Löschmittel: Schaum, Kohlendioxid, Löschpulver, Wassersprühstrahl.\nUngeeignet: Wasservollstrahl.\nIm Brandfall entstehen dichter Rauch, Kohlenmonoxid, Kohlendioxid und phenolische Verbindungen.\nFeuerwehr: umluftunabhängiges Atemschutzgerät; Löschwasser zurückhalten.',
      spillCleanup:
        'Handschuhe und Schutzbrille tragen; Hautkontakt vermeiden.\nNicht in Kanalisation, Boden oder Oberflächenwasser gelangen lassen.\nMit Sand oder Universalbinder aufnehmen und in geschlossenen, gekennzeichneten Behältern sammeln; Boden mit Wasser und Reinigungsmittel nachreinigen.',
      hygiene:
        'Jeden Hautkontakt vermeiden; Handschuhe rechtzeitig wechseln und nie mit verschmutzten Handschuhen ins Gesicht fassen. Hautschutzcreme ersetzt keine Handschuhe. Haut nie mit Lösemitteln reinigen. Vor Pausen und nach der Arbeit Hände waschen.',
      personalProtection:
        'Augen: Schutzbrille mit Seitenschutz (EN 166).\nHände: Handschuhe aus Nitrilkautschuk (≥ 0,4 mm, Durchbruchzeit > 480 min); dünne Einweghandschuhe (0,1 mm) nur kurzzeitig und nach Spritzern sofort wechseln.\nKörper: lange Ärmel oder Einwegoverall.\nAtemschutz: normalerweise nicht erforderlich; beim Spritzen oder Erwärmen Maske mit Kombinationsfilter A-P2.',
      storageAndAdr:
        'Zwischen 5 und 30 °C im dicht verschlossenen Originalgebinde an einem trockenen Ort lagern. Getrennt halten von Aminen, starken Säuren, starken Laugen und Oxidationsmitteln.\nTransport: UN 3082 UMWELTGEFÄHRDENDER STOFF, FLÜSSIG, N.A.G. (Epoxidharz), Klasse 9, Verpackungsgruppe III. Gebinde bis 5 Liter unterliegen nach Sondervorschrift 375 nicht dem ADR.',
      usage:
        'Komponenten A und B genau im vorgeschriebenen Verhältnis mischen und nur so viel anmischen, wie innerhalb der Topfzeit verarbeitet wird. In gut belüfteten Bereichen bei Temperaturen über 10 °C arbeiten. Große Mengen angemischten Materials nicht im Mischbecher stehen lassen (Wärmeentwicklung).',
      wasteManagement:
        'Nicht ausgehärtete Reste als gefährlichen Abfall entsorgen: Abfallschlüssel 08 04 09* (Klebstoff- und Dichtmassenabfälle, die gefährliche Stoffe enthalten). Kleine Reste von A und B zusammen aushärten lassen; vollständig ausgehärtetes Material kann als nicht gefährlicher Abfall entsorgt werden (08 04 10).',
    },
    'fr-FR': {
      name: 'Résine époxy EP 210 – composant A (résine)',
      contains:
        'Produit de réaction bisphénol A-(épichlorhydrine), résine époxy (masse moléculaire moyenne ≤ 700), CAS 25068-38-6, CE 500-033-5 : 60–80 % ; oxirane, dérivés mono[(alkyloxy en C12–C14)méthyl], CAS 68609-97-2, CE 271-846-8 : 10–20 %.',
      remarks:
        'À utiliser uniquement avec le composant B (durcisseur) dans le rapport de mélange de la fiche technique. À basse température, la résine peut cristalliser ; un réchauffage à environ 50 °C la rend de nouveau limpide.',
      hazards:
        'Les composés époxy sont de puissants sensibilisants : des contacts cutanés répétés, même avec de petites quantités, peuvent provoquer une allergie de contact (eczéma) définitive.\nIrrite la peau et les yeux.\nToxique pour les poissons et les autres organismes aquatiques ; les effets sont durables.\nAprès mélange avec le durcisseur, le durcissement est exothermique : de grandes quantités mélangées s’échauffent fortement et peuvent commencer à fumer.',
      firstAid:
        'Inhalation : en cas de symptômes dus au produit chauffé, sortir à l’air frais.\nContact cutané : retirer les vêtements contaminés, laver immédiatement la peau à l’eau et au savon ; ne pas utiliser de solvants. En cas d’éruption cutanée, consulter un médecin.\nContact oculaire : rincer à l’eau pendant au moins 15 minutes, enlever les lentilles de contact si possible ; consulter un médecin si l’irritation persiste.\nIngestion : rincer la bouche, faire boire de l’eau, consulter un médecin.\nSecouriste : éviter le contact avec la peau, porter des gants.',
      fireFighting:
        'Moyens d’extinction appropriés : mousse, dioxyde de carbone, poudre, eau pulvérisée.\nInapproprié : jet d’eau bâton.\nLa combustion dégage une fumée dense, du monoxyde et du dioxyde de carbone et des composés phénoliques.\nPompiers : appareil respiratoire autonome ; retenir les eaux d’extinction.',
      spillCleanup:
        'Porter des gants et des lunettes de sécurité ; éviter le contact avec la peau.\nNe pas laisser pénétrer dans les égouts, le sol ou les eaux de surface.\nAbsorber avec du sable ou un absorbant universel et recueillir dans des récipients fermés et étiquetés ; nettoyer ensuite le sol à l’eau et au détergent.',
      hygiene:
        'Éviter tout contact avec la peau ; changer les gants à temps et ne jamais se toucher le visage avec des gants souillés. Une crème protectrice ne remplace pas les gants. Ne jamais nettoyer la peau avec des solvants. Se laver les mains avant les pauses et après le travail.',
      personalProtection:
        'Yeux : lunettes de sécurité à protections latérales (EN 166).\nMains : gants en caoutchouc nitrile (≥ 0,4 mm, temps de perméation > 480 min) ; gants jetables fins (0,1 mm) seulement brièvement, à remplacer immédiatement après une éclaboussure.\nCorps : manches longues ou combinaison jetable.\nVoies respiratoires : normalement pas nécessaire ; en cas de pulvérisation ou de chauffage, masque avec filtre combiné A-P2.',
      storageAndAdr:
        'Stocker entre 5 et 30 °C dans l’emballage d’origine bien fermé, dans un endroit sec. Tenir à l’écart des amines, des acides forts, des bases fortes et des oxydants.\nTransport : UN 3082 MATIÈRE DANGEREUSE DU POINT DE VUE DE L’ENVIRONNEMENT, LIQUIDE, N.S.A. (résine époxy), classe 9, groupe d’emballage III. Selon la disposition spéciale 375, les colis jusqu’à 5 litres ne sont pas soumis à l’ADR.',
      usage:
        'Mélanger précisément les composants A et B dans le rapport prescrit et ne préparer que la quantité utilisable pendant la durée pratique d’utilisation. Travailler dans des locaux bien ventilés à une température supérieure à 10 °C. Ne pas laisser de grandes quantités de mélange dans le gobelet (échauffement).',
      wasteManagement:
        'Éliminer les résidus non durcis comme déchets dangereux : code déchet 08 04 09* (déchets de colles et mastics contenant des substances dangereuses). Laisser durcir ensemble les petits restes de A et B ; le produit entièrement durci peut être éliminé comme déchet non dangereux (08 04 10).',
    },
  },
};
