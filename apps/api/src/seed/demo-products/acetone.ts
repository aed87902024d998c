import type { DemoProduct } from './demo-product.ts';

/** Acetone, technical grade: a highly flammable, volatile solvent (CLP Annex VI). */
export const acetone: DemoProduct = {
  masterCode: 'DC-ACETONE',
  company: 'demo',
  reviewStatus: 'Approved',
  articleNumbers: {
    'nl-NL': 'DC-1001-NL',
    'en-US': 'DC-1001-EN',
    'de-DE': 'DC-1001-DE',
    'fr-FR': 'DC-1001-FR',
  },
  supplier: 'Lindenhaven Solvents B.V.',
  revisionDate: '2025-03-14',
  version: '4.2',
  signalWord: 'Danger',
  pictograms: ['GHS02', 'GHS07'],
  unNumber: '1090',
  adrClass: '3',
  packingGroup: 'II',
  casNumbers: ['67-64-1'],
  emergencyPhone: '+44 1632 960 102 (24 h)',
  storageClass: '3',
  hStatements: ['H225', 'H319', 'H336', 'EUH066'],
  pStatements: ['P210', 'P233', 'P240', 'P241', 'P242', 'P305+P351+P338', 'P403+P235'],
  texts: {
    'nl-NL': {
      name: 'Aceton technisch 99,5 %',
      contains: 'Aceton (propaan-2-on), CAS 67-64-1, EG 200-662-2: ≥ 99,5 %.',
      remarks:
        'Zeer vluchtig oplosmiddel. De dampen zijn zwaarder dan lucht en kunnen zich over de vloer naar verder gelegen ontstekingsbronnen verplaatsen.',
      hazards:
        'Vlampunt circa -20 °C: de dampen ontsteken zeer gemakkelijk en vormen met lucht explosieve mengsels (circa 2,5–13 vol.%).\nSpatten in de ogen geven sterke irritatie met roodheid en tranen.\nInademen van hoge dampconcentraties leidt tot hoofdpijn, duizeligheid en sufheid.\nHerhaald huidcontact ontvet de huid, met uitdroging en kloven als gevolg.',
      firstAid:
        'Inademing: slachtoffer in de frisse lucht brengen en laten rusten; bij aanhoudende klachten een arts raadplegen.\nHuid: verontreinigde kleding uittrekken, huid wassen met water en zeep.\nOgen: minstens 15 minuten voorzichtig spoelen met water, contactlenzen indien mogelijk verwijderen; bij aanhoudende irritatie een oogarts raadplegen.\nInslikken: mond spoelen, geen braken opwekken, arts raadplegen.\nEerstehulpverlener: ontstekingsbronnen vermijden en zich beschermen tegen de dampen.',
      fireFighting:
        'Geschikte blusmiddelen: alcoholbestendig schuim, koolstofdioxide, bluspoeder, watersproeistraal.\nOngeschikt: volle waterstraal, die de brandende vloeistof verspreidt.\nDampen kunnen via de vloer naar een ontstekingsbron kruipen en terugslaan; gesloten verpakkingen kunnen bij verhitting openbarsten en moeten met water gekoeld worden.\nBij verbranding ontstaan koolmonoxide en koolstofdioxide. Brandweer: onafhankelijke ademlucht en volledige beschermende kleding.',
      spillCleanup:
        'Alle ontstekingsbronnen verwijderen, ruimte ventileren en onbeschermde personen op afstand houden.\nVeiligheidsbril en geschikte handschoenen dragen; bij hoge dampconcentraties ademhalingsbescherming met filter type A.\nNiet in riool of oppervlaktewater laten komen (explosiegevaar).\nOpnemen met onbrandbaar absorptiemiddel (zand, diatomeeënaarde, universeel bindmiddel) met vonkvrij gereedschap en in gesloten vaten afvoeren.',
      hygiene:
        'Niet eten, drinken of roken tijdens het werk. Handen wassen voor pauzes en na het werk. Verontreinigde kleding uittrekken en wassen voor hergebruik. Na het werk een vette huidverzorgingscrème gebruiken tegen uitdroging van de huid.',
      personalProtection:
        'Ogen: goed aansluitende veiligheidsbril (EN 166).\nHanden: handschoenen van butylrubber (0,7 mm, doorbraaktijd > 480 min, EN ISO 374); nitril is ongeschikt voor langdurig contact.\nLichaam: vlamvertragende, antistatische werkkleding.\nAdemhaling: bij onvoldoende ventilatie een masker met filter type A (bruin, EN 14387).',
      storageAndAdr:
        'Koel, droog en goed geventileerd bewaren in goed gesloten verpakking, in een opslagruimte voor brandbare vloeistoffen, uit de buurt van hitte, vonken en direct zonlicht.\nGescheiden houden van sterke oxidatiemiddelen (bijv. waterstofperoxide, salpeterzuur) en van mengsels van chloroform met sterke basen.\nVervoer: UN 1090 ACETON, klasse 3, verpakkingsgroep II, tunnelbeperkingscode (D/E).',
      usage:
        'Alleen gebruiken in goed geventileerde ruimten of met plaatselijke afzuiging. Uitsluitend explosieveilige elektrische apparatuur en vonkvrij gereedschap gebruiken; vaten bij het overtappen aarden. Maatregelen nemen tegen elektrostatische ontlading. Verpakking gesloten houden wanneer het product niet wordt gebruikt.',
      wasteManagement:
        'Afvoeren als gevaarlijk afval via een erkende afvalverwerker; niet in de riolering lozen. Euralcode 14 06 03* (andere oplosmiddelen en oplosmiddelmengsels) of 07 01 04*, afhankelijk van de herkomst. Lege verpakkingen kunnen explosieve dampen bevatten: niet snijden, slijpen of lassen.',
    },
    'en-US': {
      name: 'Acetone technical 99.5 %',
      contains: 'Acetone (propan-2-one), CAS 67-64-1, EC 200-662-2: ≥ 99.5 %.',
      remarks:
        'Highly volatile solvent. The vapours are heavier than air and can travel along the floor to distant ignition sources.',
      hazards:
        'Flash point approx. -20 °C: the vapours ignite very easily and form explosive mixtures with air (approx. 2.5–13 vol %).\nSplashes in the eyes cause marked irritation with redness and watering.\nBreathing high vapour concentrations leads to headache, dizziness and drowsiness.\nRepeated skin contact removes the natural skin fats, causing dryness and cracking.',
      firstAid:
        'Inhalation: move the person to fresh air and keep at rest; seek medical advice if symptoms persist.\nSkin: remove contaminated clothing, wash the skin with soap and water.\nEyes: rinse cautiously with water for at least 15 minutes, removing contact lenses if easy to do; see an eye specialist if irritation persists.\nIngestion: rinse mouth, do not induce vomiting, seek medical advice.\nFirst aider: avoid ignition sources and protect yourself against the vapours.',
      fireFighting:
        'Suitable extinguishing media: alcohol-resistant foam, carbon dioxide, dry powder, water spray.\nUnsuitable: full water jet, which spreads the burning liquid.\nVapours can creep along the floor to an ignition source and flash back; closed containers may burst when heated and must be cooled with water.\nCombustion produces carbon monoxide and carbon dioxide. Firefighters: self-contained breathing apparatus and full protective clothing.',
      spillCleanup:
        'Remove all ignition sources, ventilate the area and keep unprotected persons away.\nWear safety goggles and suitable gloves; with high vapour concentrations use respiratory protection with a type A filter.\nDo not let the product enter drains or surface water (explosion risk).\nTake up with non-combustible absorbent (sand, diatomaceous earth, universal binder) using non-sparking tools and collect in closed containers for disposal.',
      hygiene:
        'Do not eat, drink or smoke while working. Wash hands before breaks and after work. Remove contaminated clothing and wash it before reuse. Use a greasy skin care cream after work to prevent the skin from drying out.',
      personalProtection:
        'Eyes: tightly fitting safety goggles (EN 166).\nHands: butyl rubber gloves (0.7 mm, breakthrough time > 480 min, EN ISO 374); nitrile is unsuitable for prolonged contact.\nBody: flame-retardant, antistatic work clothing.\nRespiratory: with insufficient ventilation, a mask with filter type A (brown, EN 14387).',
      storageAndAdr:
        'Store cool, dry and well ventilated in tightly closed containers, in a storage area for flammable liquids, away from heat, sparks and direct sunlight.\nKeep apart from strong oxidising agents (e.g. hydrogen peroxide, nitric acid) and from mixtures of chloroform with strong bases.\nTransport: UN 1090 ACETONE, class 3, packing group II, tunnel restriction code (D/E).',
      usage:
        'Use only in well-ventilated areas or with local exhaust ventilation. Use explosion-proof electrical equipment and non-sparking tools only; earth containers when decanting. Take measures against electrostatic discharge. Keep containers closed when not in use.',
      wasteManagement:
        'Dispose of as hazardous waste through a licensed waste contractor; do not discharge into drains. EWC code 14 06 03* (other solvents and solvent mixtures) or 07 01 04*, depending on origin. Empty containers may hold explosive vapours: do not cut, grind or weld.',
    },
    'de-DE': {
      name: 'Aceton technisch 99,5 %',
      contains: 'Aceton (Propan-2-on), CAS 67-64-1, EG 200-662-2: ≥ 99,5 %.',
      remarks:
        'Sehr leicht flüchtiges Lösemittel. Die Dämpfe sind schwerer als Luft und können sich am Boden bis zu entfernten Zündquellen ausbreiten.',
      hazards:
        'Flammpunkt ca. -20 °C: Die Dämpfe entzünden sich sehr leicht und bilden mit Luft explosionsfähige Gemische (ca. 2,5–13 Vol.-%).\nSpritzer ins Auge führen zu starker Reizung mit Rötung und Tränenfluss.\nDas Einatmen hoher Dampfkonzentrationen verursacht Kopfschmerzen, Schwindel und Benommenheit.\nWiederholter Hautkontakt entfettet die Haut und führt zu Austrocknung und Rissen.',
      firstAid:
        'Einatmen: Betroffenen an die frische Luft bringen und ruhig lagern; bei anhaltenden Beschwerden Arzt aufsuchen.\nHautkontakt: Verunreinigte Kleidung ausziehen, Haut mit Wasser und Seife waschen.\nAugenkontakt: Mindestens 15 Minuten behutsam mit Wasser spülen, Kontaktlinsen nach Möglichkeit entfernen; bei anhaltender Reizung Augenarzt aufsuchen.\nVerschlucken: Mund ausspülen, kein Erbrechen herbeiführen, Arzt konsultieren.\nErsthelfer: Zündquellen vermeiden und sich selbst vor den Dämpfen schützen.',
      fireFighting:
        'Geeignete Löschmittel: alkoholbeständiger Schaum, Kohlendioxid, Löschpulver, Wassersprühstrahl.\nUngeeignet: Wasservollstrahl, der die brennende Flüssigkeit verteilt.\nDämpfe können am Boden zu einer Zündquelle kriechen und zurückschlagen; geschlossene Behälter können bei Erwärmung bersten und sind mit Wasser zu kühlen.\nBei der Verbrennung entstehen Kohlenmonoxid und Kohlendioxid. Feuerwehr: umluftunabhängiges Atemschutzgerät und vollständige Schutzkleidung.',
      spillCleanup:
        'Alle Zündquellen entfernen, Bereich lüften und ungeschützte Personen fernhalten.\nSchutzbrille und geeignete Handschuhe tragen; bei hohen Dampfkonzentrationen Atemschutz mit Filter Typ A.\nNicht in Kanalisation oder Oberflächenwasser gelangen lassen (Explosionsgefahr).\nMit nicht brennbarem Bindemittel (Sand, Kieselgur, Universalbinder) und funkenfreiem Werkzeug aufnehmen und in geschlossenen Behältern entsorgen.',
      hygiene:
        'Bei der Arbeit nicht essen, trinken oder rauchen. Vor Pausen und nach der Arbeit Hände waschen. Verunreinigte Kleidung ausziehen und vor erneutem Tragen waschen. Nach der Arbeit rückfettende Hautpflegecreme verwenden.',
      personalProtection:
        'Augen: dicht schließende Schutzbrille (EN 166).\nHände: Handschuhe aus Butylkautschuk (0,7 mm, Durchbruchzeit > 480 min, EN ISO 374); Nitril ist für längeren Kontakt ungeeignet.\nKörper: flammhemmende, antistatische Arbeitskleidung.\nAtemschutz: bei unzureichender Lüftung Maske mit Filter Typ A (braun, EN 14387).',
      storageAndAdr:
        'Kühl, trocken und gut belüftet in dicht verschlossenen Behältern lagern, in einem Lager für entzündbare Flüssigkeiten, fern von Hitze, Funken und direkter Sonneneinstrahlung.\nGetrennt halten von starken Oxidationsmitteln (z. B. Wasserstoffperoxid, Salpetersäure) und von Gemischen aus Chloroform und starken Basen.\nTransport: UN 1090 ACETON, Klasse 3, Verpackungsgruppe II, Tunnelbeschränkungscode (D/E).',
      usage:
        'Nur in gut belüfteten Bereichen oder mit örtlicher Absaugung verwenden. Ausschließlich explosionsgeschützte Elektrogeräte und funkenfreies Werkzeug verwenden; Behälter beim Umfüllen erden. Maßnahmen gegen elektrostatische Aufladung treffen. Behälter bei Nichtgebrauch geschlossen halten.',
      wasteManagement:
        'Als gefährlichen Abfall über einen zugelassenen Entsorgungsfachbetrieb entsorgen; nicht in die Kanalisation gelangen lassen. Abfallschlüssel 14 06 03* (andere Lösemittel und Lösemittelgemische) oder 07 01 04*, je nach Herkunft. Leere Behälter können explosionsfähige Dämpfe enthalten: nicht schneiden, schleifen oder schweißen.',
    },
    'fr-FR': {
      name: 'Acétone technique 99,5 %',
      contains: 'Acétone (propan-2-one), CAS 67-64-1, CE 200-662-2 : ≥ 99,5 %.',
      remarks:
        'Solvant très volatil. Les vapeurs sont plus lourdes que l’air et peuvent se propager au ras du sol jusqu’à des sources d’inflammation éloignées.',
      hazards:
        'Point d’éclair env. -20 °C : les vapeurs s’enflamment très facilement et forment avec l’air des mélanges explosifs (env. 2,5–13 % vol.).\nLes projections dans les yeux provoquent une forte irritation avec rougeur et larmoiement.\nL’inhalation de fortes concentrations de vapeurs entraîne maux de tête, vertiges et somnolence.\nDes contacts cutanés répétés dégraissent la peau et provoquent dessèchement et gerçures.',
      firstAid:
        'Inhalation : transporter la personne à l’air frais et la laisser au repos ; consulter un médecin si les symptômes persistent.\nContact cutané : retirer les vêtements contaminés, laver la peau à l’eau et au savon.\nContact oculaire : rincer avec précaution à l’eau pendant au moins 15 minutes, enlever les lentilles de contact si possible ; consulter un ophtalmologiste si l’irritation persiste.\nIngestion : rincer la bouche, ne pas faire vomir, consulter un médecin.\nSecouriste : éviter toute source d’inflammation et se protéger des vapeurs.',
      fireFighting:
        'Moyens d’extinction appropriés : mousse résistant aux alcools, dioxyde de carbone, poudre, eau pulvérisée.\nInappropriés : jet d’eau bâton, qui disperse le liquide en feu.\nLes vapeurs peuvent ramper au sol jusqu’à une source d’inflammation et provoquer un retour de flamme ; les récipients fermés peuvent éclater sous l’effet de la chaleur et doivent être refroidis à l’eau.\nLa combustion dégage du monoxyde et du dioxyde de carbone. Pompiers : appareil respiratoire autonome et tenue de protection complète.',
      spillCleanup:
        'Supprimer toute source d’inflammation, ventiler la zone et éloigner les personnes non protégées.\nPorter des lunettes de protection et des gants appropriés ; en cas de fortes concentrations de vapeurs, protection respiratoire avec filtre de type A.\nNe pas laisser pénétrer dans les égouts ou les eaux de surface (risque d’explosion).\nAbsorber avec un matériau incombustible (sable, terre de diatomées, absorbant universel) à l’aide d’outils anti-étincelles et recueillir dans des récipients fermés pour élimination.',
      hygiene:
        'Ne pas manger, boire ni fumer pendant le travail. Se laver les mains avant les pauses et après le travail. Retirer les vêtements contaminés et les laver avant réutilisation. Appliquer une crème relipidante après le travail.',
      personalProtection:
        'Yeux : lunettes de protection étanches (EN 166).\nMains : gants en caoutchouc butyle (0,7 mm, temps de perméation > 480 min, EN ISO 374) ; le nitrile ne convient pas pour un contact prolongé.\nCorps : vêtements de travail ignifugés et antistatiques.\nVoies respiratoires : en cas de ventilation insuffisante, masque avec filtre de type A (marron, EN 14387).',
      storageAndAdr:
        'Stocker au frais, au sec et dans un endroit bien ventilé, en récipients bien fermés, dans un local pour liquides inflammables, à l’abri de la chaleur, des étincelles et du rayonnement solaire direct.\nTenir à l’écart des oxydants forts (p. ex. peroxyde d’hydrogène, acide nitrique) et des mélanges de chloroforme et de bases fortes.\nTransport : UN 1090 ACÉTONE, classe 3, groupe d’emballage II, code de restriction en tunnels (D/E).',
      usage:
        'Utiliser uniquement dans des zones bien ventilées ou avec une aspiration locale. Utiliser exclusivement du matériel électrique antidéflagrant et des outils anti-étincelles ; mettre les récipients à la terre lors des transvasements. Prendre des mesures contre les décharges électrostatiques. Garder les récipients fermés en dehors de l’utilisation.',
      wasteManagement:
        'Éliminer comme déchet dangereux par un collecteur agréé ; ne pas rejeter à l’égout. Code déchet 14 06 03* (autres solvants et mélanges de solvants) ou 07 01 04*, selon l’origine. Les emballages vides peuvent contenir des vapeurs explosives : ne pas découper, meuler ni souder.',
    },
  },
};
