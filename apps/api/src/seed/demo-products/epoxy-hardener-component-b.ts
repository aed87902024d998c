import type { DemoProduct } from './demo-product.ts';

/** Two-part epoxy system EP 210, component B: corrosive polyamine hardener (isophorone diamine). */
export const epoxyHardenerComponentB: DemoProduct = {
  masterCode: 'DC-EP210-B',
  company: 'demo',
  reviewStatus: 'Draft',
  articleNumbers: {
    'nl-NL': 'DC-3002-NL',
    'en-US': 'DC-3002-EN',
    'de-DE': 'DC-3002-DE',
    'fr-FR': 'DC-3002-FR',
  },
  supplier: 'Harzwerk Quellental GmbH',
  revisionDate: '2026-03-30',
  version: '1.2',
  signalWord: 'Danger',
  pictograms: ['GHS05', 'GHS07'],
  unNumber: '2735',
  adrClass: '8',
  packingGroup: 'III',
  casNumbers: ['2855-13-2', '100-51-6', '90-72-2'],
  emergencyPhone: '+44 1632 960 104 (24 h)',
  storageClass: '8A',
  hStatements: ['H302', 'H314', 'H317', 'H412'],
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
      name: 'Epoxyhars EP 210 – component B (verharder)',
      contains:
        '3-Aminomethyl-3,5,5-trimethylcyclohexylamine (isoforondiamine), CAS 2855-13-2, EG 220-666-8: 25–50 %; benzylalcohol, CAS 100-51-6, EG 202-859-9: 25–50 %; 2,4,6-tris(dimethylaminomethyl)fenol, CAS 90-72-2, EG 202-013-9: 1–5 %.',
      remarks:
        'Neemt koolstofdioxide en vocht uit de lucht op (witte korst, slechtere uitharding): verpakking direct na gebruik sluiten.',
      hazards:
        'Sterk alkalische amineverharder die huid en ogen wegvreet; oogcontact kan blijvend letsel geven.\nKan een blijvende huidallergie veroorzaken, ook na eerdere klachtenvrije contacten.\nInslikken veroorzaakt brandwonden in mond en slokdarm en vergiftigingsverschijnselen.\nAminedampen van verwarmd product irriteren de luchtwegen. Op lange termijn schadelijk voor waterorganismen.\nHet mengen met component A verloopt exotherm.',
      firstAid:
        'Inademing: slachtoffer in de frisse lucht brengen; bij klachten een arts raadplegen.\nHuid: verontreinigde kleding direct uittrekken, huid minstens 15 minuten spoelen met veel water; arts raadplegen.\nOgen: direct minstens 15 minuten spoelen met water bij wijd geopende oogleden, contactlenzen verwijderen; direct naar een oogarts.\nInslikken: mond spoelen, een paar slokken water laten drinken, geen braken opwekken; direct een arts waarschuwen.\nEerstehulpverlener: handschoenen en veiligheidsbril dragen.',
      fireFighting:
        'Geschikte blusmiddelen: alcoholbestendig schuim, koolstofdioxide, bluspoeder, watersproeistraal.\nOngeschikt: volle waterstraal.\nBij brand ontstaan stikstofoxiden, ammoniak, koolmonoxide en andere giftige gassen.\nBrandweer: onafhankelijke ademlucht en chemicaliënbestendige kleding; bluswater opvangen.',
      spillCleanup:
        'Beschermingsmiddelen dragen (veiligheidsbril met gelaatsscherm, butylhandschoenen); ruimte ventileren.\nNiet in riolering of oppervlaktewater laten komen.\nOpnemen met zand of universeel bindmiddel (geen zaagsel) en in gesloten, geëtiketteerde vaten verzamelen; resten nareinigen met water.',
      hygiene:
        'Oogdouche binnen handbereik. Elk huidcontact vermijden; handschoenen tijdig vervangen. Niet eten, drinken of roken tijdens het werk. Verontreinigde kleding uittrekken en reinigen voor hergebruik; handen wassen na het werk.',
      personalProtection:
        'Ogen: goed aansluitende veiligheidsbril, bij overgieten een gelaatsscherm (EN 166).\nHanden: handschoenen van butylrubber (≥ 0,5 mm, doorbraaktijd > 480 min); dunne nitrilhandschoenen alleen als spatbescherming en na contact direct vervangen.\nLichaam: chemicaliënbestendig schort en lange mouwen.\nAdemhaling: bij verwarmen of onvoldoende ventilatie een masker met combinatiefilter ABEK-P2.',
      storageAndAdr:
        'Goed gesloten bewaren tussen 5 en 30 °C op een droge, goed geventileerde plaats, in een opvangbak. Gescheiden houden van zuren, oxidatiemiddelen en (buiten het mengen om) epoxyharsen.\nVervoer: UN 2735 AMINEN, VLOEIBAAR, BIJTEND, N.E.G. (isoforondiamine), klasse 8, verpakkingsgroep III, tunnelbeperkingscode (E).',
      usage:
        'Alleen mengen met component A in de voorgeschreven verhouding; niet meer aanmaken dan binnen de verwerkingstijd wordt gebruikt. Werken in goed geventileerde ruimten en spatten vermijden, bijvoorbeeld door met een pomp of tapkraan te doseren.',
      wasteManagement:
        'Niet-uitgeharde resten afvoeren als gevaarlijk afval via een erkende afvalverwerker: euralcode 08 04 09*. Kleine resten samen met component A laten uitharden; volledig uitgehard materiaal kan als ongevaarlijk afval worden afgevoerd (08 04 10).',
    },
    'en-US': {
      name: 'Epoxy resin EP 210 – component B (hardener)',
      contains:
        '3-Aminomethyl-3,5,5-trimethylcyclohexylamine (isophorone diamine), CAS 2855-13-2, EC 220-666-8: 25–50 %; benzyl alcohol, CAS 100-51-6, EC 202-859-9: 25–50 %; 2,4,6-tris(dimethylaminomethyl)phenol, CAS 90-72-2, EC 202-013-9: 1–5 %.',
      remarks:
        'Absorbs carbon dioxide and moisture from the air (white crust, poorer cure): close the container immediately after use.',
      hazards:
        'Strongly alkaline amine hardener that destroys skin and eye tissue; eye contact can cause lasting injury.\nCan cause a permanent skin allergy, even after earlier contacts without symptoms.\nSwallowing causes burns of the mouth and oesophagus and signs of poisoning.\nAmine vapours from heated product irritate the airways. Harmful to aquatic organisms in the long term.\nMixing with component A is exothermic.',
      firstAid:
        'Inhalation: move the person to fresh air; seek medical advice if symptoms occur.\nSkin: remove contaminated clothing immediately, rinse skin with plenty of water for at least 15 minutes; see a doctor.\nEyes: rinse immediately with water for at least 15 minutes with eyelids held wide open, remove contact lenses; go to an eye specialist at once.\nIngestion: rinse mouth, give a few sips of water, do not induce vomiting; call a doctor immediately.\nFirst aider: wear gloves and safety goggles.',
      fireFighting:
        'Suitable extinguishing media: alcohol-resistant foam, carbon dioxide, dry powder, water spray.\nUnsuitable: full water jet.\nFire produces nitrogen oxides, ammonia, carbon monoxide and other toxic gases.\nFirefighters: self-contained breathing apparatus and chemical-resistant clothing; contain fire-fighting water.',
      spillCleanup:
        'Wear protective equipment (goggles with face shield, butyl gloves); ventilate the area.\nDo not let the product enter drains or surface water.\nTake up with sand or universal binder (no sawdust) and collect in closed, labelled containers; clean remaining traces with water.',
      hygiene:
        'Eyewash within reach. Avoid all skin contact; change gloves in good time. Do not eat, drink or smoke while working. Remove contaminated clothing and clean it before reuse; wash hands after work.',
      personalProtection:
        'Eyes: tightly fitting safety goggles, face shield when decanting (EN 166).\nHands: butyl rubber gloves (≥ 0.5 mm, breakthrough time > 480 min); thin nitrile gloves as splash protection only, replace immediately after contact.\nBody: chemical-resistant apron and long sleeves.\nRespiratory: when heating or with insufficient ventilation, a mask with combination filter ABEK-P2.',
      storageAndAdr:
        'Keep tightly closed between 5 and 30 °C in a dry, well-ventilated place, in a drip tray. Keep apart from acids, oxidising agents and (other than when mixing) epoxy resins.\nTransport: UN 2735 AMINES, LIQUID, CORROSIVE, N.O.S. (isophoronediamine), class 8, packing group III, tunnel restriction code (E).',
      usage:
        'Mix only with component A in the specified ratio; do not prepare more than can be used within the pot life. Work in well-ventilated areas and avoid splashes, for example by dosing with a pump or tap.',
      wasteManagement:
        'Dispose of uncured residues as hazardous waste through a licensed waste contractor: EWC code 08 04 09*. Let small residues cure together with component A; fully cured material can be disposed of as non-hazardous waste (08 04 10).',
    },
    'de-DE': {
      name: 'Epoxidharz EP 210 – Komponente B (Härter)',
      contains:
        '3-Aminomethyl-3,5,5-trimethylcyclohexylamin (Isophorondiamin), CAS 2855-13-2, EG 220-666-8: 25–50 %; Benzylalkohol, CAS 100-51-6, EG 202-859-9: 25–50 %; 2,4,6-Tris(dimethylaminomethyl)phenol, CAS 90-72-2, EG 202-013-9: 1–5 %.',
      remarks:
        'Nimmt Kohlendioxid und Feuchtigkeit aus der Luft auf (weiße Kruste, schlechtere Aushärtung): Gebinde sofort nach Gebrauch verschließen.',
      hazards:
        'Stark alkalischer Aminhärter, der Haut- und Augengewebe zerstört; Augenkontakt kann bleibende Schäden verursachen.\nKann eine bleibende Hautallergie auslösen, auch nach früheren beschwerdefreien Kontakten.\nVerschlucken führt zu Verätzungen von Mund und Speiseröhre und zu Vergiftungserscheinungen.\nAmindämpfe aus erwärmtem Produkt reizen die Atemwege. Langfristig schädlich für Wasserorganismen.\nDas Mischen mit Komponente A verläuft exotherm.',
      firstAid:
        'Einatmen: Betroffenen an die frische Luft bringen; bei Beschwerden Arzt aufsuchen.\nHautkontakt: Verunreinigte Kleidung sofort ausziehen, Haut mindestens 15 Minuten mit viel Wasser spülen; Arzt aufsuchen.\nAugenkontakt: Sofort mindestens 15 Minuten bei weit geöffneten Lidern mit Wasser spülen, Kontaktlinsen entfernen; umgehend zum Augenarzt.\nVerschlucken: Mund ausspülen, einige Schlucke Wasser trinken lassen, kein Erbrechen herbeiführen; sofort Arzt rufen.\nErsthelfer: Handschuhe und Schutzbrille tragen.',
      fireFighting:
        'Geeignete Löschmittel: alkoholbeständiger Schaum, Kohlendioxid, Löschpulver, Wassersprühstrahl.\nUngeeignet: Wasservollstrahl.\nIm Brandfall entstehen Stickoxide, Ammoniak, Kohlenmonoxid und andere giftige Gase.\nFeuerwehr: umluftunabhängiges Atemschutzgerät und Chemikalienschutzkleidung; Löschwasser zurückhalten.',
      spillCleanup:
        'Schutzausrüstung tragen (Schutzbrille mit Gesichtsschutz, Butylhandschuhe); Bereich lüften.\nNicht in Kanalisation oder Oberflächenwasser gelangen lassen.\nMit Sand oder Universalbinder (kein Sägemehl) aufnehmen und in geschlossenen, gekennzeichneten Behältern sammeln; Reste mit Wasser nachreinigen.',
      hygiene:
        'Augendusche in Reichweite. Jeden Hautkontakt vermeiden; Handschuhe rechtzeitig wechseln. Bei der Arbeit nicht essen, trinken oder rauchen. Verunreinigte Kleidung ausziehen und vor erneutem Tragen reinigen; nach der Arbeit Hände waschen.',
      personalProtection:
        'Augen: dicht schließende Schutzbrille, beim Umfüllen Gesichtsschutzschild (EN 166).\nHände: Handschuhe aus Butylkautschuk (≥ 0,5 mm, Durchbruchzeit > 480 min); dünne Nitrilhandschuhe nur als Spritzschutz und nach Kontakt sofort wechseln.\nKörper: chemikalienbeständige Schürze und lange Ärmel.\nAtemschutz: beim Erwärmen oder bei unzureichender Lüftung Maske mit Kombinationsfilter ABEK-P2.',
      storageAndAdr:
        'Dicht verschlossen zwischen 5 und 30 °C an einem trockenen, gut belüfteten Ort in einer Auffangwanne lagern. Getrennt halten von Säuren, Oxidationsmitteln und (außer beim Mischen) Epoxidharzen.\nTransport: UN 2735 AMINE, FLÜSSIG, ÄTZEND, N.A.G. (Isophorondiamin), Klasse 8, Verpackungsgruppe III, Tunnelbeschränkungscode (E).',
      usage:
        'Nur mit Komponente A im vorgeschriebenen Verhältnis mischen; nicht mehr anmischen, als innerhalb der Topfzeit verarbeitet wird. In gut belüfteten Bereichen arbeiten und Spritzer vermeiden, z. B. durch Dosieren mit Pumpe oder Zapfhahn.',
      wasteManagement:
        'Nicht ausgehärtete Reste als gefährlichen Abfall über einen zugelassenen Entsorgungsfachbetrieb entsorgen: Abfallschlüssel 08 04 09*. Kleine Reste zusammen mit Komponente A aushärten lassen; vollständig ausgehärtetes Material kann als nicht gefährlicher Abfall entsorgt werden (08 04 10).',
    },
    'fr-FR': {
      name: 'Résine époxy EP 210 – composant B (durcisseur)',
      contains:
        '3-Aminométhyl-3,5,5-triméthylcyclohexylamine (isophorone diamine), CAS 2855-13-2, CE 220-666-8 : 25–50 % ; alcool benzylique, CAS 100-51-6, CE 202-859-9 : 25–50 % ; 2,4,6-tris(diméthylaminométhyl)phénol, CAS 90-72-2, CE 202-013-9 : 1–5 %.',
      remarks:
        'Absorbe le dioxyde de carbone et l’humidité de l’air (croûte blanche, durcissement moins bon) : refermer l’emballage aussitôt après usage.',
      hazards:
        'Durcisseur aminé fortement alcalin qui détruit les tissus de la peau et des yeux ; un contact oculaire peut laisser des lésions durables.\nPeut déclencher une allergie cutanée définitive, même après des contacts antérieurs sans symptômes.\nL’ingestion provoque des brûlures de la bouche et de l’œsophage et des signes d’intoxication.\nLes vapeurs d’amines du produit chauffé irritent les voies respiratoires. Nuisible à long terme pour les organismes aquatiques.\nLe mélange avec le composant A est exothermique.',
      firstAid:
        'Inhalation : transporter la personne à l’air frais ; consulter un médecin en cas de symptômes.\nContact cutané : retirer immédiatement les vêtements contaminés, rincer la peau abondamment à l’eau pendant au moins 15 minutes ; consulter un médecin.\nContact oculaire : rincer immédiatement à l’eau pendant au moins 15 minutes en maintenant les paupières bien ouvertes, retirer les lentilles ; consulter sans délai un ophtalmologiste.\nIngestion : rincer la bouche, faire boire quelques gorgées d’eau, ne pas faire vomir ; appeler immédiatement un médecin.\nSecouriste : porter des gants et des lunettes de protection.',
      fireFighting:
        'Moyens d’extinction appropriés : mousse résistant aux alcools, dioxyde de carbone, poudre, eau pulvérisée.\nInapproprié : jet d’eau bâton.\nLa combustion dégage des oxydes d’azote, de l’ammoniac, du monoxyde de carbone et d’autres gaz toxiques.\nPompiers : appareil respiratoire autonome et vêtements de protection chimique ; retenir les eaux d’extinction.',
      spillCleanup:
        'Porter un équipement de protection (lunettes et écran facial, gants en butyle) ; ventiler la zone.\nNe pas laisser pénétrer dans les égouts ou les eaux de surface.\nAbsorber avec du sable ou un absorbant universel (pas de sciure) et recueillir dans des récipients fermés et étiquetés ; nettoyer les traces restantes à l’eau.',
      hygiene:
        'Douche oculaire à portée de main. Éviter tout contact avec la peau ; changer les gants à temps. Ne pas manger, boire ni fumer pendant le travail. Retirer les vêtements contaminés et les nettoyer avant réutilisation ; se laver les mains après le travail.',
      personalProtection:
        'Yeux : lunettes de protection étanches, écran facial lors des transvasements (EN 166).\nMains : gants en caoutchouc butyle (≥ 0,5 mm, temps de perméation > 480 min) ; gants nitrile fins uniquement contre les éclaboussures, à remplacer immédiatement après contact.\nCorps : tablier résistant aux produits chimiques et manches longues.\nVoies respiratoires : en cas de chauffage ou de ventilation insuffisante, masque avec filtre combiné ABEK-P2.',
      storageAndAdr:
        'Conserver bien fermé entre 5 et 30 °C dans un endroit sec et bien ventilé, sur un bac de rétention. Tenir à l’écart des acides, des oxydants et (hors mélange) des résines époxy.\nTransport : UN 2735 AMINES LIQUIDES CORROSIVES, N.S.A. (isophorone diamine), classe 8, groupe d’emballage III, code de restriction en tunnels (E).',
      usage:
        'Mélanger uniquement avec le composant A dans le rapport prescrit ; ne pas préparer plus que ce qui peut être utilisé pendant la durée pratique d’utilisation. Travailler dans des locaux bien ventilés et éviter les éclaboussures, par exemple en dosant avec une pompe ou un robinet.',
      wasteManagement:
        'Éliminer les résidus non durcis comme déchets dangereux par un collecteur agréé : code déchet 08 04 09*. Laisser durcir les petits restes avec le composant A ; le produit entièrement durci peut être éliminé comme déchet non dangereux (08 04 10).',
    },
  },
};
