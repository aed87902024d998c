import type { DemoProduct } from './demo-product.ts';

/** Sodium hydroxide solution 25 %: corrosive lye (CLP Annex VI: Skin Corr. 1A from 5 %). */
export const sodiumHydroxide25: DemoProduct = {
  masterCode: 'DC-NAOH25',
  company: 'demo',
  reviewStatus: 'Approved',
  articleNumbers: {
    'nl-NL': 'DC-2001-NL',
    'en-US': 'DC-2001-EN',
    'de-DE': 'DC-2001-DE',
    'fr-FR': 'DC-2001-FR',
  },
  supplier: 'Brightwater Process Chemicals Ltd',
  revisionDate: '2025-01-28',
  version: '5.1',
  signalWord: 'Danger',
  pictograms: ['GHS05'],
  unNumber: '1824',
  adrClass: '8',
  packingGroup: 'II',
  casNumbers: ['1310-73-2'],
  emergencyPhone: '+44 1632 960 107 (24 h)',
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
      name: 'Natriumhydroxide-oplossing 25 %',
      contains: 'Natriumhydroxide, CAS 1310-73-2, EG 215-185-5: 25 %; rest water.',
      remarks:
        'Gemorste loog maakt vloeren zeer glad. Tast aluminium, zink en tin aan, waarbij waterstof vrijkomt.',
      hazards:
        'Sterk alkalische oplossing (pH > 14) die huid en ogen diep wegvreet; oogcontact kan blijvende schade tot blindheid veroorzaken. Loogbrandwonden doen in het begin vaak weinig pijn en worden daardoor onderschat.\nNevels tasten de luchtwegen aan.\nMet aluminium, zink en tin ontstaat ontvlambaar waterstofgas.\nSchadelijk voor waterorganismen door de sterke pH-verhoging.',
      firstAid:
        'Inademing van nevel: slachtoffer in de frisse lucht brengen; bij klachten een arts raadplegen.\nHuid: verontreinigde kleding direct uittrekken, huid minstens 15 minuten spoelen met veel water; arts raadplegen.\nOgen: direct minstens 15 minuten spoelen met water bij wijd geopende oogleden, contactlenzen verwijderen; doorspoelen tijdens vervoer naar een oogarts of ziekenhuis.\nInslikken: mond spoelen, bij bewustzijn een paar slokken water laten drinken; geen braken opwekken (gevaar voor perforatie), geen neutralisatiepogingen; direct een arts waarschuwen.\nEerstehulpverlener: zelf handschoenen en veiligheidsbril dragen.',
      fireFighting:
        'Het product is niet brandbaar; blusmiddelen afstemmen op de omgeving.\nBij contact met lichte metalen ontstaat waterstof: explosiegevaar in afgesloten ruimten.\nBedreigde verpakkingen met watersproeistraal koelen; contact met het product vermijden.\nBrandweer: chemicaliënbestendige beschermende kleding en onafhankelijke ademlucht.',
      spillCleanup:
        'Persoonlijke beschermingsmiddelen dragen (gelaatsscherm, handschoenen, laarzen); onbeschermde personen weghouden.\nNiet in riolering, bodem of oppervlaktewater laten komen.\nIndammen en opnemen met inert absorptiemiddel (zand, bindmiddel voor logen); restanten voorzichtig neutraliseren met verdund zuur (bijv. citroenzuur) en naspoelen met veel water.',
      hygiene:
        'Oogdouche en nooddouche in de directe omgeving van de werkplek. Niet eten, drinken of roken tijdens het werk. Handen wassen na het werk; verontreinigde kleding uittrekken en reinigen voor hergebruik.',
      personalProtection:
        'Ogen: goed aansluitende veiligheidsbril, bij overtappen aangevuld met een gelaatsscherm (EN 166).\nHanden: handschoenen van nitrilrubber of butylrubber (≥ 0,4 mm, doorbraaktijd > 480 min, EN ISO 374).\nLichaam: loogbestendig schort of chemicaliënpak en laarzen.\nAdemhaling: bij nevelvorming een masker met deeltjesfilter P2.',
      storageAndAdr:
        'Bewaren in de oorspronkelijke, goed gesloten verpakking (PE of staal) in een opvangbak; niet in aluminium, zink, tin of messing. Gescheiden houden van zuren, ammoniumzouten (vrijkomen van ammoniak), lichte metalen en organische halogeenverbindingen.\nVervoer: UN 1824 NATRIUMHYDROXIDE-OPLOSSING, klasse 8, verpakkingsgroep II, tunnelbeperkingscode (E).',
      usage:
        'Bij verdunnen altijd de loog langzaam aan het water toevoegen, onder roeren: er komt warmte vrij. Bij voorkeur doseren met een pomp of kraan in plaats van schenken. Nooit mengen met zuren of andere reinigingsmiddelen.',
      wasteManagement:
        'Afvoeren als gevaarlijk afval via een erkende afvalverwerker; neutralisatie alleen in een daarvoor geschikte installatie. Euralcode 06 02 04* (natrium- en kaliumhydroxide). Lege verpakkingen met water naspoelen; spoelwater als afval behandelen.',
    },
    'en-US': {
      name: 'Sodium hydroxide solution 25 %',
      contains: 'Sodium hydroxide, CAS 1310-73-2, EC 215-185-5: 25 %; remainder water.',
      remarks:
        'Spilled lye makes floors very slippery. Attacks aluminium, zinc and tin, releasing hydrogen.',
      hazards:
        'Strongly alkaline solution (pH > 14) that destroys skin and eye tissue deeply; eye contact can cause permanent damage up to blindness. Alkali burns often hurt little at first and are therefore underestimated.\nMists attack the respiratory tract.\nWith aluminium, zinc and tin, flammable hydrogen gas is formed.\nHarmful to aquatic life because of the strong rise in pH.',
      firstAid:
        'Inhalation of mist: move the person to fresh air; seek medical advice if symptoms occur.\nSkin: remove contaminated clothing immediately, rinse skin with plenty of water for at least 15 minutes; see a doctor.\nEyes: rinse immediately with water for at least 15 minutes with eyelids held wide open, remove contact lenses; keep rinsing on the way to an eye specialist or hospital.\nIngestion: rinse mouth, if conscious give a few sips of water; do not induce vomiting (risk of perforation), do not try to neutralise; call a doctor immediately.\nFirst aider: wear gloves and safety goggles yourself.',
      fireFighting:
        'The product does not burn; choose extinguishing media to suit the surroundings.\nContact with light metals releases hydrogen: explosion risk in enclosed spaces.\nCool endangered containers with water spray; avoid contact with the product.\nFirefighters: chemical-resistant protective clothing and self-contained breathing apparatus.',
      spillCleanup:
        'Wear personal protective equipment (face shield, gloves, boots); keep unprotected persons away.\nDo not let the product enter drains, soil or surface water.\nDam and take up with inert absorbent (sand, binder for alkalis); carefully neutralise residues with dilute acid (e.g. citric acid) and rinse with plenty of water.',
      hygiene:
        'Eyewash and emergency shower close to the workplace. Do not eat, drink or smoke while working. Wash hands after work; remove contaminated clothing and clean it before reuse.',
      personalProtection:
        'Eyes: tightly fitting safety goggles, plus a face shield when decanting (EN 166).\nHands: nitrile rubber or butyl rubber gloves (≥ 0.4 mm, breakthrough time > 480 min, EN ISO 374).\nBody: alkali-resistant apron or chemical suit and boots.\nRespiratory: where mist forms, a mask with particle filter P2.',
      storageAndAdr:
        'Store in the original, tightly closed container (PE or steel) in a drip tray; not in aluminium, zinc, tin or brass. Keep apart from acids, ammonium salts (ammonia release), light metals and organic halogen compounds.\nTransport: UN 1824 SODIUM HYDROXIDE SOLUTION, class 8, packing group II, tunnel restriction code (E).',
      usage:
        'When diluting, always add the lye slowly to the water while stirring: heat is released. Preferably dose with a pump or tap rather than pouring. Never mix with acids or other cleaning agents.',
      wasteManagement:
        'Dispose of as hazardous waste through a licensed waste contractor; neutralise only in a suitable installation. EWC code 06 02 04* (sodium and potassium hydroxide). Rinse empty containers with water and treat the rinse water as waste.',
    },
    'de-DE': {
      name: 'Natronlauge 25 %',
      contains: 'Natriumhydroxid, CAS 1310-73-2, EG 215-185-5: 25 %; Rest Wasser.',
      remarks:
        'Verschüttete Lauge macht Böden sehr rutschig. Greift Aluminium, Zink und Zinn unter Bildung von Wasserstoff an.',
      hazards:
        'Stark alkalische Lösung (pH > 14), die Haut- und Augengewebe tiefgreifend zerstört; Augenkontakt kann bleibende Schäden bis zur Erblindung verursachen. Laugenverätzungen schmerzen anfangs oft wenig und werden deshalb unterschätzt.\nNebel greifen die Atemwege an.\nMit Aluminium, Zink und Zinn entsteht entzündbarer Wasserstoff.\nSchädlich für Wasserorganismen durch die starke pH-Erhöhung.',
      firstAid:
        'Einatmen von Nebel: Betroffenen an die frische Luft bringen; bei Beschwerden Arzt aufsuchen.\nHautkontakt: Verunreinigte Kleidung sofort ausziehen, Haut mindestens 15 Minuten mit viel Wasser spülen; Arzt aufsuchen.\nAugenkontakt: Sofort mindestens 15 Minuten bei weit geöffneten Lidern mit Wasser spülen, Kontaktlinsen entfernen; auf dem Weg zum Augenarzt oder Krankenhaus weiterspülen.\nVerschlucken: Mund ausspülen, bei Bewusstsein einige Schlucke Wasser trinken lassen; kein Erbrechen herbeiführen (Perforationsgefahr), keine Neutralisationsversuche; sofort Arzt rufen.\nErsthelfer: selbst Handschuhe und Schutzbrille tragen.',
      fireFighting:
        'Das Produkt ist nicht brennbar; Löschmittel auf die Umgebung abstimmen.\nBei Kontakt mit Leichtmetallen entsteht Wasserstoff: Explosionsgefahr in geschlossenen Räumen.\nGefährdete Behälter mit Wassersprühstrahl kühlen; Kontakt mit dem Produkt vermeiden.\nFeuerwehr: Chemikalienschutzkleidung und umluftunabhängiges Atemschutzgerät.',
      spillCleanup:
        'Persönliche Schutzausrüstung tragen (Gesichtsschutz, Handschuhe, Stiefel); ungeschützte Personen fernhalten.\nNicht in Kanalisation, Boden oder Oberflächenwasser gelangen lassen.\nEindämmen und mit inertem Bindemittel (Sand, Laugenbinder) aufnehmen; Reste vorsichtig mit verdünnter Säure (z. B. Zitronensäure) neutralisieren und mit viel Wasser nachspülen.',
      hygiene:
        'Augendusche und Notdusche in unmittelbarer Nähe des Arbeitsplatzes. Bei der Arbeit nicht essen, trinken oder rauchen. Nach der Arbeit Hände waschen; verunreinigte Kleidung ausziehen und vor erneutem Tragen reinigen.',
      personalProtection:
        'Augen: dicht schließende Schutzbrille, beim Umfüllen zusätzlich Gesichtsschutzschild (EN 166).\nHände: Handschuhe aus Nitrilkautschuk oder Butylkautschuk (≥ 0,4 mm, Durchbruchzeit > 480 min, EN ISO 374).\nKörper: laugenbeständige Schürze oder Chemikalienschutzanzug und Stiefel.\nAtemschutz: bei Nebelbildung Maske mit Partikelfilter P2.',
      storageAndAdr:
        'Im dicht verschlossenen Originalbehälter (PE oder Stahl) in einer Auffangwanne lagern; nicht in Aluminium, Zink, Zinn oder Messing. Getrennt halten von Säuren, Ammoniumsalzen (Freisetzung von Ammoniak), Leichtmetallen und organischen Halogenverbindungen.\nTransport: UN 1824 NATRIUMHYDROXIDLÖSUNG, Klasse 8, Verpackungsgruppe II, Tunnelbeschränkungscode (E).',
      usage:
        'Beim Verdünnen stets die Lauge langsam unter Rühren in das Wasser geben: Es wird Wärme frei. Möglichst mit Pumpe oder Zapfhahn dosieren statt zu gießen. Nie mit Säuren oder anderen Reinigungsmitteln mischen.',
      wasteManagement:
        'Als gefährlichen Abfall über einen zugelassenen Entsorgungsfachbetrieb entsorgen; Neutralisation nur in einer geeigneten Anlage. Abfallschlüssel 06 02 04* (Natrium- und Kaliumhydroxid). Leere Behälter mit Wasser ausspülen; Spülwasser als Abfall behandeln.',
    },
    'fr-FR': {
      name: 'Solution d’hydroxyde de sodium 25 %',
      contains: 'Hydroxyde de sodium, CAS 1310-73-2, CE 215-185-5 : 25 % ; reste eau.',
      remarks:
        'La lessive de soude répandue rend les sols très glissants. Attaque l’aluminium, le zinc et l’étain avec dégagement d’hydrogène.',
      hazards:
        'Solution fortement alcaline (pH > 14) qui détruit en profondeur les tissus de la peau et des yeux ; un contact oculaire peut entraîner des lésions permanentes allant jusqu’à la cécité. Les brûlures alcalines sont souvent peu douloureuses au début et donc sous-estimées.\nLes brouillards attaquent les voies respiratoires.\nAvec l’aluminium, le zinc et l’étain, il se forme de l’hydrogène inflammable.\nNocif pour les organismes aquatiques en raison de la forte hausse du pH.',
      firstAid:
        'Inhalation de brouillard : transporter la personne à l’air frais ; consulter un médecin en cas de symptômes.\nContact cutané : retirer immédiatement les vêtements contaminés, rincer la peau abondamment à l’eau pendant au moins 15 minutes ; consulter un médecin.\nContact oculaire : rincer immédiatement à l’eau pendant au moins 15 minutes en maintenant les paupières bien ouvertes, retirer les lentilles ; continuer à rincer pendant le transport vers un ophtalmologiste ou l’hôpital.\nIngestion : rincer la bouche, si la personne est consciente lui faire boire quelques gorgées d’eau ; ne pas faire vomir (risque de perforation), ne pas tenter de neutraliser ; appeler immédiatement un médecin.\nSecouriste : porter soi-même des gants et des lunettes de protection.',
      fireFighting:
        'Le produit est ininflammable ; choisir les moyens d’extinction en fonction de l’environnement.\nAu contact des métaux légers, il se dégage de l’hydrogène : risque d’explosion en espace clos.\nRefroidir les récipients exposés à l’eau pulvérisée ; éviter le contact avec le produit.\nPompiers : vêtements de protection chimique et appareil respiratoire autonome.',
      spillCleanup:
        'Porter un équipement de protection individuelle (écran facial, gants, bottes) ; éloigner les personnes non protégées.\nNe pas laisser pénétrer dans les égouts, le sol ou les eaux de surface.\nEndiguer et absorber avec un matériau inerte (sable, absorbant pour bases) ; neutraliser prudemment les résidus avec un acide dilué (p. ex. acide citrique) et rincer abondamment à l’eau.',
      hygiene:
        'Douche oculaire et douche de sécurité à proximité immédiate du poste de travail. Ne pas manger, boire ni fumer pendant le travail. Se laver les mains après le travail ; retirer les vêtements contaminés et les nettoyer avant réutilisation.',
      personalProtection:
        'Yeux : lunettes de protection étanches, complétées par un écran facial lors des transvasements (EN 166).\nMains : gants en caoutchouc nitrile ou butyle (≥ 0,4 mm, temps de perméation > 480 min, EN ISO 374).\nCorps : tablier résistant aux bases ou combinaison de protection chimique et bottes.\nVoies respiratoires : en cas de formation de brouillard, masque avec filtre à particules P2.',
      storageAndAdr:
        'Stocker dans l’emballage d’origine bien fermé (PE ou acier) sur un bac de rétention ; jamais en aluminium, zinc, étain ou laiton. Tenir à l’écart des acides, des sels d’ammonium (dégagement d’ammoniac), des métaux légers et des composés organiques halogénés.\nTransport : UN 1824 HYDROXYDE DE SODIUM EN SOLUTION, classe 8, groupe d’emballage II, code de restriction en tunnels (E).',
      usage:
        'Pour diluer, toujours verser lentement la soude dans l’eau en remuant : la dilution dégage de la chaleur. Doser de préférence avec une pompe ou un robinet plutôt que de verser. Ne jamais mélanger avec des acides ou d’autres produits de nettoyage.',
      wasteManagement:
        'Éliminer comme déchet dangereux par un collecteur agréé ; neutralisation uniquement dans une installation adaptée. Code déchet 06 02 04* (hydroxyde de sodium et de potassium). Rincer les emballages vides à l’eau et traiter l’eau de rinçage comme un déchet.',
    },
  },
};
