import type { DemoProduct } from './demo-product.ts';

/** Diesel fuel EN 590 (B7): flammable (flash point > 55 °C), aspiration, Carc. 2, aquatic hazard. */
export const dieselFuel: DemoProduct = {
  masterCode: 'AI-DIESEL-B7',
  company: 'acme',
  reviewStatus: 'Approved',
  articleNumbers: {
    'nl-NL': 'AI-5004',
    'en-US': 'AI-5004',
    'de-DE': 'AI-5004',
    'fr-FR': 'AI-5004',
  },
  supplier: 'Fenwick Bay Fuels Ltd',
  revisionDate: '2025-07-21',
  version: '4.3',
  signalWord: 'Danger',
  pictograms: ['GHS02', 'GHS07', 'GHS08', 'GHS09'],
  unNumber: '1202',
  adrClass: '3',
  packingGroup: 'III',
  casNumbers: ['68334-30-5'],
  emergencyPhone: '+44 1632 960 103 (24 h)',
  storageClass: '3',
  hStatements: ['H226', 'H304', 'H315', 'H332', 'H351', 'H373', 'H411'],
  pStatements: ['P202', 'P210', 'P273', 'P280', 'P301+P310', 'P331', 'P501'],
  texts: {
    'nl-NL': {
      name: 'Dieselolie EN 590 (B7)',
      contains:
        'Brandstoffen, diesel, CAS 68334-30-5, EG 269-822-7: > 90 %; vetzuurmethylesters (FAME, biodiesel), CAS 67762-38-3: ≤ 7 %; prestatieverhogende additieven < 0,1 %.',
      remarks:
        'Door het FAME-gehalte kan bij lange opslag microbiële groei („dieselpest”) ontstaan: water regelmatig uit de tankbodem aftappen.',
      hazards:
        'Ontvlambare vloeistof (vlampunt > 55 °C); boven het vlampunt verwarmd of als nevel goed ontsteekbaar. Laadt zich bij tanken en overpompen elektrostatisch op.\nBij inslikken of braken kan de vloeistof in de longen komen (chemische longontsteking).\nIrriteert de huid; langdurig of herhaald huidcontact kan eczeem en olieacne veroorzaken. Mogelijk kankerverwekkend bij langdurig huidcontact.\nInademen van nevel of damp is schadelijk; herhaalde blootstelling kan lever, thymus en bloedvormende organen aantasten.\nGiftig voor waterorganismen; vormt een film op het water.',
      firstAid:
        'Inademing: slachtoffer in de frisse lucht brengen; bij klachten een arts raadplegen.\nHuid: verontreinigde kleding uittrekken, huid wassen met water en zeep. Bij injectie onder hoge druk (bijv. door verstuivers) direct naar het ziekenhuis, ook als de wond klein lijkt.\nOgen: minstens 10 minuten spoelen met water.\nInslikken: GEEN braken opwekken (gevaar voor longschade); direct een arts waarschuwen.\nEerstehulpverlener: ontstekingsbronnen vermijden.',
      fireFighting:
        'Geschikte blusmiddelen: schuim, bluspoeder, koolstofdioxide; watersproeistraal alleen om te koelen.\nOngeschikt: volle waterstraal (verspreidt de brand).\nBij verbranding ontstaan dichte rook, koolmonoxide en zwaveloxiden. Verpakkingen en tanks met water koelen.\nBrandweer: onafhankelijke ademlucht; bluswater opvangen.',
      spillCleanup:
        'Ontstekingsbronnen verwijderen; handschoenen en veiligheidsbril dragen.\nVerspreiding in riolering, bodem en oppervlaktewater voorkomen; bij lozing de autoriteiten waarschuwen.\nOpnemen met olieabsorberende korrels of doeken; verontreinigde grond afgraven en als gevaarlijk afval afvoeren.',
      hygiene:
        'Huidcontact vermijden en de huid nooit met diesel reinigen. Met olie doordrenkte kleding direct uittrekken; vervuilde poetsdoeken niet in de broekzak bewaren. Handen wassen na het werk en de huid daarna verzorgen.',
      personalProtection:
        'Ogen: veiligheidsbril bij kans op spatten (EN 166).\nHanden: handschoenen van nitrilrubber (≥ 0,4 mm, doorbraaktijd > 480 min, EN ISO 374).\nLichaam: werkkleding met lange mouwen; bij kans op doordrenking een ondoorlaatbaar schort.\nAdemhaling: bij nevelvorming in besloten ruimten een masker met combinatiefilter A-P2.',
      storageAndAdr:
        'Bewaren in goedgekeurde tanks of verpakkingen met lekbak of dubbelwandige uitvoering, op een koele, goed geventileerde plaats. Gescheiden houden van sterke oxidatiemiddelen.\nVervoer: UN 1202 DIESELOLIE, klasse 3, verpakkingsgroep III, milieugevaarlijk, tunnelbeperkingscode (D/E).',
      usage:
        'Tanken en overpompen alleen met geaarde, daarvoor bestemde apparatuur; motor uit en niet roken. Nevelvorming vermijden. Morsingen direct opruimen.',
      wasteManagement:
        'Afvoeren als gevaarlijk afval via een erkende afvalverwerker; niet in riolering of bodem laten komen. Euralcode 13 07 01* (stookolie en diesel); verontreinigde absorptiemiddelen en doeken 15 02 02*.',
    },
    'en-US': {
      name: 'Diesel fuel EN 590 (B7)',
      contains:
        'Fuels, diesel, CAS 68334-30-5, EC 269-822-7: > 90 %; fatty acid methyl esters (FAME, biodiesel), CAS 67762-38-3: ≤ 7 %; performance additives < 0.1 %.',
      remarks:
        'Because of the FAME content, long storage can lead to microbial growth (“diesel bug”): drain water from the tank bottom regularly.',
      hazards:
        'Flammable liquid (flash point > 55 °C); easily ignited when heated above the flash point or as a mist. Builds up static charge during filling and pumping.\nIf swallowed or vomited, the liquid can enter the lungs (chemical pneumonia).\nIrritates the skin; prolonged or repeated skin contact can cause dermatitis and oil acne. Possible carcinogen on prolonged skin contact.\nBreathing mist or vapour is harmful; repeated exposure can affect the liver, thymus and blood-forming organs.\nToxic to aquatic organisms; forms a film on water.',
      firstAid:
        'Inhalation: move the person to fresh air; seek medical advice if symptoms occur.\nSkin: remove contaminated clothing, wash skin with soap and water. For high-pressure injection (e.g. from injectors), go to hospital immediately, even if the wound looks small.\nEyes: rinse with water for at least 10 minutes.\nIngestion: do NOT induce vomiting (risk of lung damage); call a doctor immediately.\nFirst aider: avoid ignition sources.',
      fireFighting:
        'Suitable extinguishing media: foam, dry powder, carbon dioxide; water spray for cooling only.\nUnsuitable: full water jet (spreads the fire).\nCombustion produces dense smoke, carbon monoxide and sulphur oxides. Cool containers and tanks with water.\nFirefighters: self-contained breathing apparatus; contain fire-fighting water.',
      spillCleanup:
        'Remove ignition sources; wear gloves and safety glasses.\nPrevent spreading into drains, soil and surface water; report any release to the authorities.\nTake up with oil-absorbing granules or pads; dig up contaminated soil and dispose of it as hazardous waste.',
      hygiene:
        'Avoid skin contact and never clean skin with diesel. Remove oil-soaked clothing immediately; do not keep dirty cleaning rags in trouser pockets. Wash hands after work and care for the skin afterwards.',
      personalProtection:
        'Eyes: safety glasses where splashes are possible (EN 166).\nHands: nitrile rubber gloves (≥ 0.4 mm, breakthrough time > 480 min, EN ISO 374).\nBody: long-sleeved work clothing; an impervious apron where soaking is possible.\nRespiratory: where mist forms in enclosed spaces, a mask with combination filter A-P2.',
      storageAndAdr:
        'Store in approved tanks or containers with a drip tray or double wall, in a cool, well-ventilated place. Keep apart from strong oxidising agents.\nTransport: UN 1202 DIESEL FUEL, class 3, packing group III, environmentally hazardous, tunnel restriction code (D/E).',
      usage:
        'Refuel and pump only with earthed, dedicated equipment; engine off and no smoking. Avoid mist formation. Clean up spills immediately.',
      wasteManagement:
        'Dispose of as hazardous waste through a licensed waste contractor; keep out of drains and soil. EWC code 13 07 01* (fuel oil and diesel); contaminated absorbents and rags 15 02 02*.',
    },
    'de-DE': {
      name: 'Dieselkraftstoff EN 590 (B7)',
      contains:
        'Brennstoffe, Diesel, CAS 68334-30-5, EG 269-822-7: > 90 %; Fettsäuremethylester (FAME, Biodiesel), CAS 67762-38-3: ≤ 7 %; Additive < 0,1 %.',
      remarks:
        'Wegen des FAME-Anteils kann bei langer Lagerung mikrobieller Befall („Dieselpest“) entstehen: Wasser regelmäßig aus dem Tanksumpf ablassen.',
      hazards:
        'Entzündbare Flüssigkeit (Flammpunkt > 55 °C); über den Flammpunkt erwärmt oder als Nebel leicht entzündbar. Lädt sich beim Betanken und Umpumpen elektrostatisch auf.\nBeim Verschlucken oder Erbrechen kann die Flüssigkeit in die Lunge gelangen (chemische Lungenentzündung).\nReizt die Haut; längerer oder wiederholter Hautkontakt kann Ekzeme und Ölakne verursachen. Bei längerem Hautkontakt möglicherweise krebserzeugend.\nDas Einatmen von Nebel oder Dampf ist gesundheitsschädlich; wiederholte Exposition kann Leber, Thymus und blutbildende Organe beeinträchtigen.\nGiftig für Wasserorganismen; bildet einen Film auf dem Wasser.',
      firstAid:
        'Einatmen: Betroffenen an die frische Luft bringen; bei Beschwerden Arzt aufsuchen.\nHautkontakt: Verunreinigte Kleidung ausziehen, Haut mit Wasser und Seife waschen. Bei Hochdruckinjektion (z. B. durch Einspritzdüsen) sofort ins Krankenhaus, auch wenn die Wunde klein erscheint.\nAugenkontakt: Mindestens 10 Minuten mit Wasser spülen.\nVerschlucken: KEIN Erbrechen herbeiführen (Gefahr von Lungenschäden); sofort Arzt rufen.\nErsthelfer: Zündquellen vermeiden.',
      fireFighting:
        'Geeignete Löschmittel: Schaum, Löschpulver, Kohlendioxid; Wassersprühstrahl nur zum Kühlen.\nUngeeignet: Wasservollstrahl (verteilt den Brand).\nBei der Verbrennung entstehen dichter Rauch, Kohlenmonoxid und Schwefeloxide. Behälter und Tanks mit Wasser kühlen.\nFeuerwehr: umluftunabhängiges Atemschutzgerät; Löschwasser zurückhalten.',
      spillCleanup:
        'Zündquellen entfernen; Handschuhe und Schutzbrille tragen.\nAusbreitung in Kanalisation, Boden und Oberflächenwasser verhindern; Austritte den Behörden melden.\nMit Ölbindemittel oder Bindevlies aufnehmen; verunreinigten Boden ausheben und als gefährlichen Abfall entsorgen.',
      hygiene:
        'Hautkontakt vermeiden und die Haut nie mit Diesel reinigen. Ölgetränkte Kleidung sofort ausziehen; verschmutzte Putzlappen nicht in der Hosentasche aufbewahren. Nach der Arbeit Hände waschen und die Haut pflegen.',
      personalProtection:
        'Augen: Schutzbrille bei Spritzgefahr (EN 166).\nHände: Handschuhe aus Nitrilkautschuk (≥ 0,4 mm, Durchbruchzeit > 480 min, EN ISO 374).\nKörper: Arbeitskleidung mit langen Ärmeln; bei Gefahr der Durchtränkung undurchlässige Schürze.\nAtemschutz: bei Nebelbildung in geschlossenen Räumen Maske mit Kombinationsfilter A-P2.',
      storageAndAdr:
        'In zugelassenen Tanks oder Behältern mit Auffangwanne oder doppelwandiger Ausführung an einem kühlen, gut belüfteten Ort lagern. Getrennt halten von starken Oxidationsmitteln.\nTransport: UN 1202 DIESELKRAFTSTOFF, Klasse 3, Verpackungsgruppe III, umweltgefährdend, Tunnelbeschränkungscode (D/E).',
      usage:
        'Betanken und Umpumpen nur mit geerdeten, dafür vorgesehenen Einrichtungen; Motor aus, nicht rauchen. Nebelbildung vermeiden. Verschüttetes sofort beseitigen.',
      wasteManagement:
        'Als gefährlichen Abfall über einen zugelassenen Entsorgungsfachbetrieb entsorgen; nicht in Kanalisation oder Boden gelangen lassen. Abfallschlüssel 13 07 01* (Heizöl und Diesel); verunreinigte Bindemittel und Lappen 15 02 02*.',
    },
    'fr-FR': {
      name: 'Gazole EN 590 (B7)',
      contains:
        'Carburants diesel, CAS 68334-30-5, CE 269-822-7 : > 90 % ; esters méthyliques d’acides gras (EMAG, biodiesel), CAS 67762-38-3 : ≤ 7 % ; additifs < 0,1 %.',
      remarks:
        'En raison de la teneur en EMAG, un stockage prolongé peut favoriser une prolifération microbienne : purger régulièrement l’eau au fond des cuves.',
      hazards:
        'Liquide inflammable (point d’éclair > 55 °C) ; facilement inflammable lorsqu’il est chauffé au-delà du point d’éclair ou sous forme de brouillard. Se charge d’électricité statique lors du remplissage et du pompage.\nEn cas d’ingestion ou de vomissement, le liquide peut pénétrer dans les poumons (pneumopathie chimique).\nIrrite la peau ; un contact cutané prolongé ou répété peut provoquer eczéma et boutons d’huile. Cancérogène possible en cas de contact cutané prolongé.\nL’inhalation de brouillard ou de vapeurs est nocive ; une exposition répétée peut atteindre le foie, le thymus et les organes hématopoïétiques.\nToxique pour les organismes aquatiques ; forme un film à la surface de l’eau.',
      firstAid:
        'Inhalation : transporter la personne à l’air frais ; consulter un médecin en cas de symptômes.\nContact cutané : retirer les vêtements contaminés, laver la peau à l’eau et au savon. En cas d’injection sous haute pression (p. ex. par un injecteur), aller immédiatement à l’hôpital, même si la plaie semble minime.\nContact oculaire : rincer à l’eau pendant au moins 10 minutes.\nIngestion : NE PAS faire vomir (risque de lésions pulmonaires) ; appeler immédiatement un médecin.\nSecouriste : éviter toute source d’inflammation.',
      fireFighting:
        'Moyens d’extinction appropriés : mousse, poudre, dioxyde de carbone ; eau pulvérisée uniquement pour refroidir.\nInapproprié : jet d’eau bâton (propage l’incendie).\nLa combustion dégage une fumée dense, du monoxyde de carbone et des oxydes de soufre. Refroidir les récipients et cuves à l’eau.\nPompiers : appareil respiratoire autonome ; retenir les eaux d’extinction.',
      spillCleanup:
        'Supprimer les sources d’inflammation ; porter des gants et des lunettes de sécurité.\nEmpêcher la propagation vers les égouts, le sol et les eaux de surface ; signaler tout rejet aux autorités.\nAbsorber avec des granulés ou des feuilles absorbant les hydrocarbures ; excaver la terre souillée et l’éliminer comme déchet dangereux.',
      hygiene:
        'Éviter le contact avec la peau et ne jamais se nettoyer la peau au gazole. Retirer immédiatement les vêtements imbibés d’huile ; ne pas garder de chiffons souillés dans les poches. Se laver les mains après le travail et soigner la peau ensuite.',
      personalProtection:
        'Yeux : lunettes de sécurité en cas de risque d’éclaboussures (EN 166).\nMains : gants en caoutchouc nitrile (≥ 0,4 mm, temps de perméation > 480 min, EN ISO 374).\nCorps : vêtements de travail à manches longues ; tablier imperméable en cas de risque d’imprégnation.\nVoies respiratoires : en cas de brouillard en espace clos, masque avec filtre combiné A-P2.',
      storageAndAdr:
        'Stocker dans des cuves ou récipients homologués, sur rétention ou à double paroi, dans un endroit frais et bien ventilé. Tenir à l’écart des oxydants forts.\nTransport : UN 1202 CARBURANT DIESEL, classe 3, groupe d’emballage III, dangereux pour l’environnement, code de restriction en tunnels (D/E).',
      usage:
        'Faire le plein et pomper uniquement avec du matériel dédié et mis à la terre ; moteur arrêté, ne pas fumer. Éviter la formation de brouillard. Nettoyer immédiatement les égouttures.',
      wasteManagement:
        'Éliminer comme déchet dangereux par un collecteur agréé ; ne pas laisser pénétrer dans les égouts ni le sol. Code déchet 13 07 01* (fioul et gazole) ; absorbants et chiffons souillés 15 02 02*.',
    },
  },
};
