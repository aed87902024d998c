import type { DemoProduct } from './demo-product.ts';

/** White spirit (C9–C12 hydrocarbons, 2–25 % aromatics): flammable, aspiration and CNS hazard. */
export const whiteSpirit: DemoProduct = {
  masterCode: 'AI-WHITESPIRIT',
  company: 'acme',
  reviewStatus: 'Approved',
  articleNumbers: {
    'nl-NL': 'AI-5002',
    'en-US': 'AI-5002',
    'de-DE': 'AI-5002',
    'fr-FR': 'AI-5002',
  },
  supplier: 'Mardale Solvents Ltd',
  revisionDate: '2025-10-15',
  version: '2.1',
  signalWord: 'Danger',
  pictograms: ['GHS02', 'GHS07', 'GHS08', 'GHS09'],
  unNumber: '1300',
  adrClass: '3',
  packingGroup: 'III',
  casNumbers: ['64742-82-1'],
  emergencyPhone: '+44 1632 960 111 (24 h)',
  storageClass: '3',
  hStatements: ['H226', 'H304', 'H336', 'H372', 'H411', 'EUH066'],
  pStatements: ['P210', 'P260', 'P273', 'P280', 'P301+P310', 'P331', 'P501'],
  texts: {
    'nl-NL': {
      name: 'White spirit (terpentine)',
      contains:
        'Koolwaterstoffen, C9–C12, n-alkanen, isoalkanen, cyclisch, aromaten (2–25 %), EG 919-446-0 (bijbehorend CAS 64742-82-1): > 99 %; benzeengehalte < 0,1 %.',
      remarks:
        'Nooit overgieten in drinkflessen of andere verpakkingen voor levensmiddelen: kinderen kunnen het product aanzien voor drinken.',
      hazards:
        'Ontvlambare vloeistof (vlampunt circa 40 °C); bij verwarming ontstaan ontvlambare dampen.\nBij inslikken of braken kan de vloeistof in de longen komen en een ernstige, soms dodelijke chemische longontsteking veroorzaken.\nDampen veroorzaken hoofdpijn, duizeligheid en slaperigheid; langdurige of herhaalde blootstelling kan het centrale zenuwstelsel blijvend beschadigen (organisch psychosyndroom, „schildersziekte”).\nOntvet de huid. Giftig voor waterorganismen, met langdurige effecten.',
      firstAid:
        'Inademing: slachtoffer in de frisse lucht brengen en laten rusten; bij klachten een arts raadplegen.\nHuid: verontreinigde kleding uittrekken, huid wassen met water en zeep.\nOgen: minstens 10 minuten spoelen met water, contactlenzen indien mogelijk verwijderen.\nInslikken: GEEN braken opwekken; direct een arts of het Nationaal Vergiftigingen Informatie Centrum (via de huisarts) raadplegen. Bij spontaan braken het hoofd laag houden.\nEerstehulpverlener: ontstekingsbronnen vermijden.',
      fireFighting:
        'Geschikte blusmiddelen: schuim, koolstofdioxide, bluspoeder, watersproeistraal.\nOngeschikt: volle waterstraal.\nDampen zijn zwaarder dan lucht; verhitte verpakkingen kunnen openbarsten en moeten met water worden gekoeld. Bij verbranding ontstaan dichte rook en koolmonoxide.\nBrandweer: onafhankelijke ademlucht; bluswater niet in het oppervlaktewater laten komen.',
      spillCleanup:
        'Ontstekingsbronnen verwijderen en ventileren; handschoenen en veiligheidsbril dragen.\nNiet in riolering, bodem of oppervlaktewater laten komen; bij grote lekkages de autoriteiten waarschuwen.\nOpnemen met onbrandbaar absorptiemiddel (zand, universeel bindmiddel, olieabsorberende korrels) en in gesloten vaten afvoeren.',
      hygiene:
        'Niet eten, drinken of roken tijdens het werk. Huid nooit met white spirit reinigen; handen wassen met water en zeep of een handreinigingspasta. Verontreinigde kleding uittrekken en wassen voor hergebruik.',
      personalProtection:
        'Ogen: veiligheidsbril met zijkapjes (EN 166).\nHanden: handschoenen van nitrilrubber (≥ 0,4 mm, doorbraaktijd > 480 min, EN ISO 374).\nLichaam: werkkleding met lange mouwen.\nAdemhaling: bij onvoldoende ventilatie een masker met filter type A (bruin); bij verspuiten A2-P2.',
      storageAndAdr:
        'Koel en goed geventileerd bewaren in goed gesloten verpakking in een opslagruimte voor brandbare vloeistoffen, buiten bereik van kinderen. Gescheiden houden van sterke oxidatiemiddelen.\nVervoer: UN 1300 TERPENTIJNVERVANGER, klasse 3, verpakkingsgroep III, milieugevaarlijk, tunnelbeperkingscode (D/E).',
      usage:
        'Voor het verdunnen van alkydverf en het reinigen van kwasten en gereedschap. Alleen gebruiken in goed geventileerde ruimten, uit de buurt van open vuur. Kwasten uitspoelen in een gesloten pot en het vuile verdunningsmiddel niet door de gootsteen spoelen.',
      wasteManagement:
        'Afvoeren als gevaarlijk afval (klein chemisch afval) via een erkende afvalverwerker; niet in de riolering lozen. Euralcode 14 06 03* (andere oplosmiddelen); verdunningsmiddel met verfresten 08 01 11*.',
    },
    'en-US': {
      name: 'White spirit',
      contains:
        'Hydrocarbons, C9–C12, n-alkanes, isoalkanes, cyclics, aromatics (2–25 %), EC 919-446-0 (corresponding CAS 64742-82-1): > 99 %; benzene content < 0.1 %.',
      remarks:
        'Never decant into drink bottles or other food containers: children may mistake the product for a drink.',
      hazards:
        'Flammable liquid (flash point approx. 40 °C); when heated, flammable vapours form.\nIf swallowed or vomited, the liquid can enter the lungs and cause severe, sometimes fatal chemical pneumonia.\nVapours cause headache, dizziness and drowsiness; prolonged or repeated exposure can permanently damage the central nervous system (chronic solvent encephalopathy, “painter’s syndrome”).\nDefats the skin. Toxic to aquatic organisms, with lasting effects.',
      firstAid:
        'Inhalation: move the person to fresh air and keep at rest; seek medical advice if symptoms occur.\nSkin: remove contaminated clothing, wash skin with soap and water.\nEyes: rinse with water for at least 10 minutes, removing contact lenses if easy to do.\nIngestion: do NOT induce vomiting; contact a doctor or poison centre immediately. If vomiting occurs spontaneously, keep the head low.\nFirst aider: avoid ignition sources.',
      fireFighting:
        'Suitable extinguishing media: foam, carbon dioxide, dry powder, water spray.\nUnsuitable: full water jet.\nVapours are heavier than air; heated containers may burst and must be cooled with water. Combustion produces dense smoke and carbon monoxide.\nFirefighters: self-contained breathing apparatus; keep fire-fighting water out of surface water.',
      spillCleanup:
        'Remove ignition sources and ventilate; wear gloves and safety glasses.\nDo not let the product enter drains, soil or surface water; report large spills to the authorities.\nTake up with non-combustible absorbent (sand, universal binder, oil-absorbing granules) and collect in closed containers for disposal.',
      hygiene:
        'Do not eat, drink or smoke while working. Never clean skin with white spirit; wash hands with soap and water or a hand-cleaning paste. Remove contaminated clothing and wash it before reuse.',
      personalProtection:
        'Eyes: safety glasses with side shields (EN 166).\nHands: nitrile rubber gloves (≥ 0.4 mm, breakthrough time > 480 min, EN ISO 374).\nBody: long-sleeved work clothing.\nRespiratory: with insufficient ventilation, a mask with filter type A (brown); when spraying, A2-P2.',
      storageAndAdr:
        'Store cool and well ventilated in tightly closed containers in a storage area for flammable liquids, out of the reach of children. Keep apart from strong oxidising agents.\nTransport: UN 1300 TURPENTINE SUBSTITUTE, class 3, packing group III, environmentally hazardous, tunnel restriction code (D/E).',
      usage:
        'For thinning alkyd paints and cleaning brushes and tools. Use only in well-ventilated areas, away from open flames. Rinse brushes in a closed jar and do not pour used thinner down the sink.',
      wasteManagement:
        'Dispose of as hazardous waste through a licensed waste contractor; do not discharge into drains. EWC code 14 06 03* (other solvents); thinner containing paint residues 08 01 11*.',
    },
    'de-DE': {
      name: 'Testbenzin (White Spirit)',
      contains:
        'Kohlenwasserstoffe, C9–C12, n-Alkane, Isoalkane, Cycloalkane, Aromaten (2–25 %), EG 919-446-0 (zugehörige CAS 64742-82-1): > 99 %; Benzolgehalt < 0,1 %.',
      remarks:
        'Nie in Getränkeflaschen oder andere Lebensmittelbehälter umfüllen: Kinder könnten das Produkt für ein Getränk halten.',
      hazards:
        'Entzündbare Flüssigkeit (Flammpunkt ca. 40 °C); beim Erwärmen entstehen entzündbare Dämpfe.\nBeim Verschlucken oder Erbrechen kann die Flüssigkeit in die Lunge gelangen und eine schwere, teils tödliche chemische Lungenentzündung verursachen.\nDämpfe verursachen Kopfschmerzen, Schwindel und Schläfrigkeit; längere oder wiederholte Exposition kann das zentrale Nervensystem bleibend schädigen (Lösemittel-Enzephalopathie, „Malerkrankheit“).\nEntfettet die Haut. Giftig für Wasserorganismen, mit anhaltender Wirkung.',
      firstAid:
        'Einatmen: Betroffenen an die frische Luft bringen und ruhig lagern; bei Beschwerden Arzt aufsuchen.\nHautkontakt: Verunreinigte Kleidung ausziehen, Haut mit Wasser und Seife waschen.\nAugenkontakt: Mindestens 10 Minuten mit Wasser spülen, Kontaktlinsen nach Möglichkeit entfernen.\nVerschlucken: KEIN Erbrechen herbeiführen; sofort Arzt oder Giftinformationszentrum anrufen. Bei spontanem Erbrechen Kopf tief halten.\nErsthelfer: Zündquellen vermeiden.',
      fireFighting:
        'Geeignete Löschmittel: Schaum, Kohlendioxid, Löschpulver, Wassersprühstrahl.\nUngeeignet: Wasservollstrahl.\nDämpfe sind schwerer als Luft; erhitzte Behälter können bersten und sind mit Wasser zu kühlen. Bei der Verbrennung entstehen dichter Rauch und Kohlenmonoxid.\nFeuerwehr: umluftunabhängiges Atemschutzgerät; Löschwasser nicht in Gewässer gelangen lassen.',
      spillCleanup:
        'Zündquellen entfernen und lüften; Handschuhe und Schutzbrille tragen.\nNicht in Kanalisation, Boden oder Oberflächenwasser gelangen lassen; größere Mengen den Behörden melden.\nMit nicht brennbarem Bindemittel (Sand, Universalbinder, Ölbindemittel) aufnehmen und in geschlossenen Behältern entsorgen.',
      hygiene:
        'Bei der Arbeit nicht essen, trinken oder rauchen. Haut nie mit Testbenzin reinigen; Hände mit Wasser und Seife oder Handwaschpaste waschen. Verunreinigte Kleidung ausziehen und vor erneutem Tragen waschen.',
      personalProtection:
        'Augen: Schutzbrille mit Seitenschutz (EN 166).\nHände: Handschuhe aus Nitrilkautschuk (≥ 0,4 mm, Durchbruchzeit > 480 min, EN ISO 374).\nKörper: Arbeitskleidung mit langen Ärmeln.\nAtemschutz: bei unzureichender Lüftung Maske mit Filter Typ A (braun); beim Spritzen A2-P2.',
      storageAndAdr:
        'Kühl und gut belüftet in dicht verschlossenen Behältern in einem Lager für entzündbare Flüssigkeiten aufbewahren, für Kinder unzugänglich. Getrennt halten von starken Oxidationsmitteln.\nTransport: UN 1300 TERPENTINÖLERSATZ, Klasse 3, Verpackungsgruppe III, umweltgefährdend, Tunnelbeschränkungscode (D/E).',
      usage:
        'Zum Verdünnen von Alkydharzlacken und zum Reinigen von Pinseln und Werkzeug. Nur in gut belüfteten Bereichen und fern von offenem Feuer verwenden. Pinsel in einem geschlossenen Glas auswaschen und gebrauchte Verdünnung nicht in den Ausguss gießen.',
      wasteManagement:
        'Als gefährlichen Abfall über einen zugelassenen Entsorgungsfachbetrieb entsorgen; nicht in die Kanalisation gelangen lassen. Abfallschlüssel 14 06 03* (andere Lösemittel); Verdünnung mit Farbresten 08 01 11*.',
    },
    'fr-FR': {
      name: 'White-spirit',
      contains:
        'Hydrocarbures en C9–C12, n-alcanes, isoalcanes, cycliques, aromatiques (2–25 %), CE 919-446-0 (CAS correspondant 64742-82-1) : > 99 % ; teneur en benzène < 0,1 %.',
      remarks:
        'Ne jamais transvaser dans des bouteilles de boisson ou d’autres récipients alimentaires : un enfant pourrait confondre le produit avec une boisson.',
      hazards:
        'Liquide inflammable (point d’éclair env. 40 °C) ; à chaud, il se forme des vapeurs inflammables.\nEn cas d’ingestion ou de vomissement, le liquide peut pénétrer dans les poumons et provoquer une pneumopathie chimique grave, parfois mortelle.\nLes vapeurs provoquent maux de tête, vertiges et somnolence ; une exposition prolongée ou répétée peut léser durablement le système nerveux central (encéphalopathie aux solvants, « syndrome du peintre »).\nDégraisse la peau. Toxique pour les organismes aquatiques, avec des effets durables.',
      firstAid:
        'Inhalation : transporter la personne à l’air frais et la laisser au repos ; consulter un médecin en cas de symptômes.\nContact cutané : retirer les vêtements contaminés, laver la peau à l’eau et au savon.\nContact oculaire : rincer à l’eau pendant au moins 10 minutes, enlever les lentilles de contact si possible.\nIngestion : NE PAS faire vomir ; appeler immédiatement un médecin ou un centre antipoison. En cas de vomissement spontané, maintenir la tête basse.\nSecouriste : éviter toute source d’inflammation.',
      fireFighting:
        'Moyens d’extinction appropriés : mousse, dioxyde de carbone, poudre, eau pulvérisée.\nInapproprié : jet d’eau bâton.\nLes vapeurs sont plus lourdes que l’air ; les récipients chauffés peuvent éclater et doivent être refroidis à l’eau. La combustion dégage une fumée dense et du monoxyde de carbone.\nPompiers : appareil respiratoire autonome ; empêcher les eaux d’extinction d’atteindre les eaux de surface.',
      spillCleanup:
        'Supprimer les sources d’inflammation et ventiler ; porter des gants et des lunettes de sécurité.\nNe pas laisser pénétrer dans les égouts, le sol ou les eaux de surface ; signaler les déversements importants aux autorités.\nAbsorber avec un matériau incombustible (sable, absorbant universel, granulés absorbant les huiles) et recueillir dans des récipients fermés pour élimination.',
      hygiene:
        'Ne pas manger, boire ni fumer pendant le travail. Ne jamais se nettoyer la peau au white-spirit ; se laver les mains à l’eau et au savon ou avec une pâte nettoyante. Retirer les vêtements contaminés et les laver avant réutilisation.',
      personalProtection:
        'Yeux : lunettes de sécurité à protections latérales (EN 166).\nMains : gants en caoutchouc nitrile (≥ 0,4 mm, temps de perméation > 480 min, EN ISO 374).\nCorps : vêtements de travail à manches longues.\nVoies respiratoires : en cas de ventilation insuffisante, masque avec filtre de type A (marron) ; en cas de pulvérisation, A2-P2.',
      storageAndAdr:
        'Stocker au frais et dans un endroit bien ventilé, en récipients bien fermés, dans un local pour liquides inflammables, hors de portée des enfants. Tenir à l’écart des oxydants forts.\nTransport : UN 1300 SUCCÉDANÉ D’ESSENCE DE TÉRÉBENTHINE, classe 3, groupe d’emballage III, dangereux pour l’environnement, code de restriction en tunnels (D/E).',
      usage:
        'Pour diluer les peintures glycérophtaliques et nettoyer pinceaux et outils. Utiliser uniquement dans des locaux bien ventilés, loin de toute flamme nue. Rincer les pinceaux dans un bocal fermé et ne pas verser le diluant usagé dans l’évier.',
      wasteManagement:
        'Éliminer comme déchet dangereux par un collecteur agréé ; ne pas rejeter à l’égout. Code déchet 14 06 03* (autres solvants) ; diluant contenant des restes de peinture 08 01 11*.',
    },
  },
};
