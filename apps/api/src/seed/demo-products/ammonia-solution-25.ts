import type { DemoProduct } from './demo-product.ts';

/** Ammonia solution 25 %: corrosive, releases ammonia gas, very toxic to aquatic life (Annex VI). */
export const ammoniaSolution25: DemoProduct = {
  masterCode: 'AI-NH3-25',
  company: 'acme',
  reviewStatus: 'Approved',
  articleNumbers: {
    'nl-NL': 'AI-5001',
    'en-US': 'AI-5001',
    'de-DE': 'AI-5001',
    'fr-FR': 'AI-5001',
  },
  supplier: 'Thornbury Chemical Supplies Ltd',
  revisionDate: '2025-04-07',
  version: '3.4',
  signalWord: 'Danger',
  pictograms: ['GHS05', 'GHS07', 'GHS09'],
  unNumber: '2672',
  adrClass: '8',
  packingGroup: 'III',
  casNumbers: ['1336-21-6'],
  emergencyPhone: '+44 1632 960 101 (24 h)',
  storageClass: '8B',
  hStatements: ['H290', 'H314', 'H335', 'H400'],
  pStatements: ['P260', 'P273', 'P280', 'P303+P361+P353', 'P304+P340', 'P305+P351+P338', 'P310'],
  texts: {
    'nl-NL': {
      name: 'Ammoniakoplossing 25 %',
      contains:
        'Ammoniak, waterige oplossing (ammoniumhydroxide), CAS 1336-21-6, EG 215-647-6: 25 % NH3; rest water.',
      remarks:
        'Bij warmte ontstaat overdruk in de verpakking: langzaam openen, van het gezicht af gericht. Nooit mengen met bleekmiddel (hypochloriet).',
      hazards:
        'Geeft prikkelend ammoniakgas af, vooral bij verwarming. Veroorzaakt diepe brandwonden aan huid en ogen; ammoniak dringt snel in het oog door.\nDe dampen irriteren ogen en luchtwegen; hoge concentraties kunnen keel- of longoedeem veroorzaken, soms pas na uren.\nAl kleine hoeveelheden zijn zeer giftig voor vissen.\nReageert heftig met zuren; met hypochloriet ontstaan giftige chlooraminen, met zilver- en kwikverbindingen explosieve verbindingen. Tast koper, zink en messing aan.',
      firstAid:
        'Inademing: slachtoffer in de frisse lucht brengen, halfzittend laten rusten; zuurstof laten toedienen door getrainde hulpverleners; arts waarschuwen, klachten kunnen later optreden.\nHuid: verontreinigde kleding direct uittrekken, minstens 15 minuten spoelen met veel water; arts raadplegen.\nOgen: direct minstens 15 minuten spoelen met water bij wijd geopende oogleden, contactlenzen verwijderen; doorspoelen tijdens vervoer naar een oogarts.\nInslikken: mond spoelen, een paar slokken water laten drinken, geen braken opwekken; direct een arts waarschuwen.\nEerstehulpverlener: niet zonder ademhalingsbescherming de dampwolk in gaan.',
      fireFighting:
        'Het product brandt niet; blusmiddelen afstemmen op de omgeving.\nBij verhitting komt ammoniakgas vrij, dat in besloten ruimten een ontvlambaar mengsel met lucht kan vormen.\nDampen neerslaan met watersproeistraal; verpakkingen koelen; bluswater opvangen (giftig voor waterorganismen).\nBrandweer: gasdicht chemicaliënpak en onafhankelijke ademlucht.',
      spillCleanup:
        'Gebied ontruimen, bovenwinds blijven; ademhalingsbescherming (filter type K) en beschermende kleding dragen.\nNiet in riolering, bodem of oppervlaktewater laten komen; zo nodig de autoriteiten waarschuwen.\nIndammen, opnemen met inert absorptiemiddel (zand, universeel bindmiddel); restanten voorzichtig neutraliseren met verdund zuur en naspoelen met water.',
      hygiene:
        'Oogdouche en nooddouche binnen handbereik. Niet eten, drinken of roken tijdens het werk. Verontreinigde kleding direct uittrekken; handen wassen na het werk.',
      personalProtection:
        'Ogen: gasdichte veiligheidsbril plus gelaatsscherm (EN 166).\nHanden: handschoenen van butylrubber (0,7 mm, doorbraaktijd > 480 min); nitrilrubber alleen als spatbescherming.\nLichaam: chemicaliënbestendig schort of pak en laarzen.\nAdemhaling: bij dampvorming een volgelaatsmasker met filter type K (groen).',
      storageAndAdr:
        'Koel (onder 25 °C) en goed geventileerd bewaren in goed gesloten verpakking (PE of staal) in een opvangbak. Gescheiden houden van zuren, halogenen, hypochloriet, oxidatiemiddelen, koper, zink, messing en zilver- en kwikverbindingen.\nVervoer: UN 2672 AMMONIAKOPLOSSING, klasse 8, verpakkingsgroep III, milieugevaarlijk, tunnelbeperkingscode (E).',
      usage:
        'Alleen gebruiken met goede ventilatie of plaatselijke afzuiging. Verpakkingen voorzichtig openen en na gebruik direct sluiten. Nooit mengen met zuren, bleekmiddelen of andere reinigingsmiddelen.',
      wasteManagement:
        'Afvoeren als gevaarlijk afval via een erkende afvalverwerker; niet in de riolering of het oppervlaktewater lozen. Euralcode 06 02 03* (ammoniumhydroxide). Lege verpakkingen met water naspoelen; spoelwater als afval behandelen.',
    },
    'en-US': {
      name: 'Ammonia solution 25 %',
      contains:
        'Ammonia, aqueous solution (ammonium hydroxide), CAS 1336-21-6, EC 215-647-6: 25 % NH3; remainder water.',
      remarks:
        'Warmth builds up pressure in the container: open slowly, pointing away from the face. Never mix with bleach (hypochlorite).',
      hazards:
        'Gives off pungent ammonia gas, especially when warm. Causes deep burns to skin and eyes; ammonia penetrates the eye quickly.\nThe vapours irritate eyes and airways; high concentrations can cause swelling of the throat or pulmonary oedema, sometimes only after hours.\nEven small amounts are highly toxic to fish.\nReacts violently with acids; with hypochlorite toxic chloramines form, with silver and mercury compounds explosive compounds. Attacks copper, zinc and brass.',
      firstAid:
        'Inhalation: move the person to fresh air, let them rest half-sitting; have oxygen given by trained responders; call a doctor, symptoms can be delayed.\nSkin: remove contaminated clothing immediately, rinse with plenty of water for at least 15 minutes; see a doctor.\nEyes: rinse immediately with water for at least 15 minutes with eyelids held wide open, remove contact lenses; keep rinsing on the way to an eye specialist.\nIngestion: rinse mouth, give a few sips of water, do not induce vomiting; call a doctor immediately.\nFirst aider: do not enter the vapour cloud without respiratory protection.',
      fireFighting:
        'The product does not burn; choose extinguishing media to suit the surroundings.\nWhen heated, ammonia gas is released, which can form a flammable mixture with air in enclosed spaces.\nKnock down vapours with water spray; cool containers; contain fire-fighting water (toxic to aquatic life).\nFirefighters: gas-tight chemical suit and self-contained breathing apparatus.',
      spillCleanup:
        'Evacuate the area and stay upwind; wear respiratory protection (filter type K) and protective clothing.\nDo not let the product enter drains, soil or surface water; alert the authorities if necessary.\nDam, take up with inert absorbent (sand, universal binder); carefully neutralise residues with dilute acid and rinse with water.',
      hygiene:
        'Eyewash and emergency shower within reach. Do not eat, drink or smoke while working. Remove contaminated clothing immediately; wash hands after work.',
      personalProtection:
        'Eyes: gas-tight safety goggles plus face shield (EN 166).\nHands: butyl rubber gloves (0.7 mm, breakthrough time > 480 min); nitrile rubber as splash protection only.\nBody: chemical-resistant apron or suit and boots.\nRespiratory: where vapour forms, a full-face mask with filter type K (green).',
      storageAndAdr:
        'Store cool (below 25 °C) and well ventilated in tightly closed containers (PE or steel) in a drip tray. Keep apart from acids, halogens, hypochlorite, oxidising agents, copper, zinc, brass and silver and mercury compounds.\nTransport: UN 2672 AMMONIA SOLUTION, class 8, packing group III, environmentally hazardous, tunnel restriction code (E).',
      usage:
        'Use only with good ventilation or local exhaust ventilation. Open containers carefully and close them immediately after use. Never mix with acids, bleach or other cleaning agents.',
      wasteManagement:
        'Dispose of as hazardous waste through a licensed waste contractor; do not discharge into drains or surface water. EWC code 06 02 03* (ammonium hydroxide). Rinse empty containers with water and treat the rinse water as waste.',
    },
    'de-DE': {
      name: 'Ammoniaklösung 25 %',
      contains:
        'Ammoniak, wässrige Lösung (Ammoniumhydroxid), CAS 1336-21-6, EG 215-647-6: 25 % NH3; Rest Wasser.',
      remarks:
        'Bei Wärme entsteht Überdruck im Gebinde: langsam und vom Gesicht abgewandt öffnen. Nie mit Bleichmitteln (Hypochlorit) mischen.',
      hazards:
        'Gibt stechendes Ammoniakgas ab, besonders bei Wärme. Verursacht tiefe Verätzungen an Haut und Augen; Ammoniak dringt schnell ins Auge ein.\nDie Dämpfe reizen Augen und Atemwege; hohe Konzentrationen können ein Kehlkopf- oder Lungenödem verursachen, teils erst nach Stunden.\nSchon kleine Mengen sind für Fische hochgiftig.\nReagiert heftig mit Säuren; mit Hypochlorit entstehen giftige Chloramine, mit Silber- und Quecksilberverbindungen explosive Verbindungen. Greift Kupfer, Zink und Messing an.',
      firstAid:
        'Einatmen: Betroffenen an die frische Luft bringen, halbsitzend lagern; Sauerstoff durch geschulte Helfer geben lassen; Arzt rufen, Beschwerden können verzögert auftreten.\nHautkontakt: Verunreinigte Kleidung sofort ausziehen, mindestens 15 Minuten mit viel Wasser spülen; Arzt aufsuchen.\nAugenkontakt: Sofort mindestens 15 Minuten bei weit geöffneten Lidern mit Wasser spülen, Kontaktlinsen entfernen; auf dem Weg zum Augenarzt weiterspülen.\nVerschlucken: Mund ausspülen, einige Schlucke Wasser trinken lassen, kein Erbrechen herbeiführen; sofort Arzt rufen.\nErsthelfer: die Dampfwolke nicht ohne Atemschutz betreten.',
      fireFighting:
        'Das Produkt brennt nicht; Löschmittel auf die Umgebung abstimmen.\nBeim Erhitzen wird Ammoniakgas frei, das in geschlossenen Räumen mit Luft ein entzündbares Gemisch bilden kann.\nDämpfe mit Wassersprühstrahl niederschlagen; Behälter kühlen; Löschwasser zurückhalten (giftig für Wasserorganismen).\nFeuerwehr: gasdichter Chemikalienschutzanzug und umluftunabhängiges Atemschutzgerät.',
      spillCleanup:
        'Bereich räumen, auf der windzugewandten Seite bleiben; Atemschutz (Filter Typ K) und Schutzkleidung tragen.\nNicht in Kanalisation, Boden oder Oberflächenwasser gelangen lassen; gegebenenfalls Behörden verständigen.\nEindämmen, mit inertem Bindemittel (Sand, Universalbinder) aufnehmen; Reste vorsichtig mit verdünnter Säure neutralisieren und mit Wasser nachspülen.',
      hygiene:
        'Augendusche und Notdusche in Reichweite. Bei der Arbeit nicht essen, trinken oder rauchen. Verunreinigte Kleidung sofort ausziehen; nach der Arbeit Hände waschen.',
      personalProtection:
        'Augen: gasdichte Schutzbrille und Gesichtsschutzschild (EN 166).\nHände: Handschuhe aus Butylkautschuk (0,7 mm, Durchbruchzeit > 480 min); Nitrilkautschuk nur als Spritzschutz.\nKörper: chemikalienbeständige Schürze oder Anzug und Stiefel.\nAtemschutz: bei Dampfbildung Vollmaske mit Filter Typ K (grün).',
      storageAndAdr:
        'Kühl (unter 25 °C) und gut belüftet in dicht verschlossenen Behältern (PE oder Stahl) in einer Auffangwanne lagern. Getrennt halten von Säuren, Halogenen, Hypochlorit, Oxidationsmitteln, Kupfer, Zink, Messing sowie Silber- und Quecksilberverbindungen.\nTransport: UN 2672 AMMONIAKLÖSUNG, Klasse 8, Verpackungsgruppe III, umweltgefährdend, Tunnelbeschränkungscode (E).',
      usage:
        'Nur bei guter Lüftung oder mit örtlicher Absaugung verwenden. Gebinde vorsichtig öffnen und nach Gebrauch sofort verschließen. Nie mit Säuren, Bleichmitteln oder anderen Reinigungsmitteln mischen.',
      wasteManagement:
        'Als gefährlichen Abfall über einen zugelassenen Entsorgungsfachbetrieb entsorgen; nicht in Kanalisation oder Oberflächenwasser gelangen lassen. Abfallschlüssel 06 02 03* (Ammoniumhydroxid). Leere Behälter mit Wasser ausspülen; Spülwasser als Abfall behandeln.',
    },
    'fr-FR': {
      name: 'Solution d’ammoniaque 25 %',
      contains:
        'Ammoniac en solution aqueuse (hydroxyde d’ammonium), CAS 1336-21-6, CE 215-647-6 : 25 % NH3 ; reste eau.',
      remarks:
        'La chaleur crée une surpression dans l’emballage : ouvrir lentement, en dirigeant l’ouverture loin du visage. Ne jamais mélanger avec de l’eau de Javel (hypochlorite).',
      hazards:
        'Dégage un gaz ammoniac piquant, surtout à chaud. Provoque des brûlures profondes de la peau et des yeux ; l’ammoniac pénètre rapidement dans l’œil.\nLes vapeurs irritent les yeux et les voies respiratoires ; de fortes concentrations peuvent provoquer un œdème laryngé ou pulmonaire, parfois seulement après plusieurs heures.\nMême de petites quantités sont hautement toxiques pour les poissons.\nRéagit violemment avec les acides ; avec l’hypochlorite se forment des chloramines toxiques, avec les composés d’argent et de mercure des composés explosifs. Attaque le cuivre, le zinc et le laiton.',
      firstAid:
        'Inhalation : transporter la personne à l’air frais, la laisser au repos en position demi-assise ; faire administrer de l’oxygène par des secouristes formés ; appeler un médecin, les symptômes peuvent être retardés.\nContact cutané : retirer immédiatement les vêtements contaminés, rincer abondamment à l’eau pendant au moins 15 minutes ; consulter un médecin.\nContact oculaire : rincer immédiatement à l’eau pendant au moins 15 minutes en maintenant les paupières bien ouvertes, retirer les lentilles ; continuer à rincer pendant le transport vers un ophtalmologiste.\nIngestion : rincer la bouche, faire boire quelques gorgées d’eau, ne pas faire vomir ; appeler immédiatement un médecin.\nSecouriste : ne pas pénétrer dans le nuage de vapeurs sans protection respiratoire.',
      fireFighting:
        'Le produit ne brûle pas ; choisir les moyens d’extinction en fonction de l’environnement.\nSous l’effet de la chaleur, il se dégage du gaz ammoniac, qui peut former un mélange inflammable avec l’air en espace clos.\nRabattre les vapeurs à l’eau pulvérisée ; refroidir les récipients ; retenir les eaux d’extinction (toxiques pour les organismes aquatiques).\nPompiers : combinaison étanche aux gaz et appareil respiratoire autonome.',
      spillCleanup:
        'Évacuer la zone et rester face au vent ; porter une protection respiratoire (filtre de type K) et des vêtements de protection.\nNe pas laisser pénétrer dans les égouts, le sol ou les eaux de surface ; prévenir les autorités si nécessaire.\nEndiguer, absorber avec un matériau inerte (sable, absorbant universel) ; neutraliser prudemment les résidus avec un acide dilué et rincer à l’eau.',
      hygiene:
        'Douche oculaire et douche de sécurité à portée de main. Ne pas manger, boire ni fumer pendant le travail. Retirer immédiatement les vêtements contaminés ; se laver les mains après le travail.',
      personalProtection:
        'Yeux : lunettes étanches aux gaz et écran facial (EN 166).\nMains : gants en caoutchouc butyle (0,7 mm, temps de perméation > 480 min) ; caoutchouc nitrile uniquement contre les éclaboussures.\nCorps : tablier ou combinaison résistant aux produits chimiques et bottes.\nVoies respiratoires : en présence de vapeurs, masque complet avec filtre de type K (vert).',
      storageAndAdr:
        'Stocker au frais (moins de 25 °C) et dans un endroit bien ventilé, en récipients bien fermés (PE ou acier) sur un bac de rétention. Tenir à l’écart des acides, des halogènes, de l’hypochlorite, des oxydants, du cuivre, du zinc, du laiton et des composés d’argent et de mercure.\nTransport : UN 2672 AMMONIAC EN SOLUTION, classe 8, groupe d’emballage III, dangereux pour l’environnement, code de restriction en tunnels (E).',
      usage:
        'Utiliser uniquement avec une bonne ventilation ou une aspiration locale. Ouvrir les emballages avec précaution et les refermer aussitôt après usage. Ne jamais mélanger avec des acides, de l’eau de Javel ou d’autres produits de nettoyage.',
      wasteManagement:
        'Éliminer comme déchet dangereux par un collecteur agréé ; ne pas rejeter à l’égout ni dans les eaux de surface. Code déchet 06 02 03* (hydroxyde d’ammonium). Rincer les emballages vides à l’eau et traiter l’eau de rinçage comme un déchet.',
    },
  },
};
