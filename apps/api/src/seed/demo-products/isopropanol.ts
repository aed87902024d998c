import type { DemoProduct } from './demo-product.ts';

/** 2-Propanol (isopropanol), ≥ 99.8 %: highly flammable cleaning solvent (CLP Annex VI). */
export const isopropanol: DemoProduct = {
  masterCode: 'DC-IPA',
  company: 'demo',
  reviewStatus: 'Approved',
  articleNumbers: {
    'nl-NL': 'DC-1003-NL',
    'en-US': 'DC-1003-EN',
    'de-DE': 'DC-1003-DE',
    'fr-FR': 'DC-1003-FR',
  },
  supplier: 'Lindenhaven Solvents B.V.',
  revisionDate: '2024-11-20',
  version: '3.0',
  signalWord: 'Danger',
  pictograms: ['GHS02', 'GHS07'],
  unNumber: '1219',
  adrClass: '3',
  packingGroup: 'II',
  casNumbers: ['67-63-0'],
  emergencyPhone: '+44 1632 960 102 (24 h)',
  storageClass: '3',
  hStatements: ['H225', 'H319', 'H336'],
  pStatements: ['P210', 'P233', 'P240', 'P241', 'P261', 'P305+P351+P338', 'P403+P235'],
  texts: {
    'nl-NL': {
      name: 'Isopropanol (2-propanol) ≥ 99,8 %',
      contains: 'Propaan-2-ol (isopropanol, IPA), CAS 67-63-0, EG 200-661-7: ≥ 99,8 %.',
      remarks:
        'Veel gebruikt voor het reinigen van elektronica en optiek; verdampt snel en residuvrij. Apparatuur pas inschakelen als alle damp is verdwenen.',
      hazards:
        'Vlampunt circa 12 °C: de dampen ontsteken gemakkelijk en vormen met lucht explosieve mengsels (circa 2–12 vol.%).\nSpatten in de ogen geven sterke irritatie.\nInademen van hoge dampconcentraties leidt tot duizeligheid, hoofdpijn en slaperigheid; in kleine, slecht geventileerde ruimten kan dit snel optreden.\nLangdurig huidcontact ontvet en droogt de huid uit.',
      firstAid:
        'Inademing: slachtoffer in de frisse lucht brengen en warm en rustig houden; bij bewusteloosheid in stabiele zijligging leggen en een arts waarschuwen.\nHuid: verontreinigde kleding uittrekken, huid afspoelen met water.\nOgen: minstens 15 minuten voorzichtig spoelen met water, contactlenzen indien mogelijk verwijderen; bij aanhoudende irritatie een arts raadplegen.\nInslikken: mond spoelen, geen braken opwekken, direct een arts raadplegen.\nEerstehulpverlener: zelfbescherming tegen dampen en brandgevaar.',
      fireFighting:
        'Geschikte blusmiddelen: alcoholbestendig schuim, koolstofdioxide, bluspoeder, watersproeistraal.\nOngeschikt: volle waterstraal.\nDampen zijn zwaarder dan lucht en kunnen over grote afstand terugslaan; verhitte verpakkingen kunnen openbarsten. Verpakkingen met water koelen.\nBrandweer: onafhankelijke ademlucht.',
      spillCleanup:
        'Ontstekingsbronnen verwijderen, ruimte ventileren, damp niet inademen.\nVeiligheidsbril en nitrilhandschoenen dragen.\nNiet in riolering of oppervlaktewater laten komen.\nOpnemen met onbrandbaar absorptiemiddel (zand, universeel bindmiddel) met vonkvrij gereedschap; in gesloten vaten afvoeren.',
      hygiene:
        'Niet eten, drinken of roken tijdens het werk. Handen wassen voor pauzes en na het werk. Na het werk een huidverzorgingscrème gebruiken.',
      personalProtection:
        'Ogen: goed aansluitende veiligheidsbril (EN 166).\nHanden: handschoenen van nitrilrubber (≥ 0,4 mm, doorbraaktijd > 480 min, EN ISO 374).\nLichaam: antistatische werkkleding.\nAdemhaling: bij onvoldoende ventilatie een masker met filter type A (bruin).',
      storageAndAdr:
        'Goed gesloten bewaren op een koele, goed geventileerde plaats in een opslagruimte voor brandbare vloeistoffen, beschermd tegen zonlicht. Gescheiden houden van sterke oxidatiemiddelen, sterke zuren en alkalimetalen.\nVervoer: UN 1219 ISOPROPANOL (ISOPROPYLALCOHOL), klasse 3, verpakkingsgroep II, tunnelbeperkingscode (D/E).',
      usage:
        'Alleen gebruiken met goede ventilatie of plaatselijke afzuiging. Vonkvrij gereedschap en explosieveilige apparatuur gebruiken; vaten aarden bij het overtappen. Bij reinigen met doeken alleen de benodigde hoeveelheid gebruiken en gebruikte doeken in een gesloten afvalbak bewaren.',
      wasteManagement:
        'Afvoeren als gevaarlijk afval via een erkende afvalverwerker; niet in de riolering lozen. Euralcode 14 06 03* (andere oplosmiddelen en oplosmiddelmengsels) of 07 01 04*, afhankelijk van de herkomst. Met product verontreinigde doeken: 15 02 02*.',
    },
    'en-US': {
      name: 'Isopropanol (2-propanol) ≥ 99.8 %',
      contains: 'Propan-2-ol (isopropanol, IPA), CAS 67-63-0, EC 200-661-7: ≥ 99.8 %.',
      remarks:
        'Widely used to clean electronics and optics; evaporates quickly without residue. Switch equipment on only once all vapour has gone.',
      hazards:
        'Flash point approx. 12 °C: the vapours ignite easily and form explosive mixtures with air (approx. 2–12 vol %).\nSplashes in the eyes cause marked irritation.\nBreathing high vapour concentrations leads to dizziness, headache and drowsiness; in small, poorly ventilated rooms this can happen quickly.\nProlonged skin contact defats and dries the skin.',
      firstAid:
        'Inhalation: move the person to fresh air and keep warm and at rest; if unconscious, place in the recovery position and call a doctor.\nSkin: remove contaminated clothing, rinse the skin with water.\nEyes: rinse cautiously with water for at least 15 minutes, removing contact lenses if easy to do; seek medical advice if irritation persists.\nIngestion: rinse mouth, do not induce vomiting, consult a doctor immediately.\nFirst aider: protect yourself against vapours and fire.',
      fireFighting:
        'Suitable extinguishing media: alcohol-resistant foam, carbon dioxide, dry powder, water spray.\nUnsuitable: full water jet.\nVapours are heavier than air and can flash back over long distances; heated containers may burst. Cool containers with water.\nFirefighters: self-contained breathing apparatus.',
      spillCleanup:
        'Remove ignition sources, ventilate the area, do not breathe the vapour.\nWear safety goggles and nitrile gloves.\nDo not let the product enter drains or surface water.\nTake up with non-combustible absorbent (sand, universal binder) using non-sparking tools; collect in closed containers for disposal.',
      hygiene:
        'Do not eat, drink or smoke while working. Wash hands before breaks and after work. Use a skin care cream after work.',
      personalProtection:
        'Eyes: tightly fitting safety goggles (EN 166).\nHands: nitrile rubber gloves (≥ 0.4 mm, breakthrough time > 480 min, EN ISO 374).\nBody: antistatic work clothing.\nRespiratory: with insufficient ventilation, a mask with filter type A (brown).',
      storageAndAdr:
        'Keep tightly closed in a cool, well-ventilated place in a storage area for flammable liquids, protected from sunlight. Keep apart from strong oxidising agents, strong acids and alkali metals.\nTransport: UN 1219 ISOPROPANOL (ISOPROPYL ALCOHOL), class 3, packing group II, tunnel restriction code (D/E).',
      usage:
        'Use only with good ventilation or local exhaust ventilation. Use non-sparking tools and explosion-proof equipment; earth containers when decanting. When cleaning with cloths, use only the amount needed and keep used cloths in a closed waste bin.',
      wasteManagement:
        'Dispose of as hazardous waste through a licensed waste contractor; do not discharge into drains. EWC code 14 06 03* (other solvents and solvent mixtures) or 07 01 04*, depending on origin. Cloths contaminated with product: 15 02 02*.',
    },
    'de-DE': {
      name: 'Isopropanol (2-Propanol) ≥ 99,8 %',
      contains: 'Propan-2-ol (Isopropanol, IPA), CAS 67-63-0, EG 200-661-7: ≥ 99,8 %.',
      remarks:
        'Häufig zur Reinigung von Elektronik und Optik verwendet; verdunstet schnell und rückstandsfrei. Geräte erst einschalten, wenn alle Dämpfe abgezogen sind.',
      hazards:
        'Flammpunkt ca. 12 °C: Die Dämpfe entzünden sich leicht und bilden mit Luft explosionsfähige Gemische (ca. 2–12 Vol.-%).\nSpritzer ins Auge verursachen starke Reizung.\nDas Einatmen hoher Dampfkonzentrationen führt zu Schwindel, Kopfschmerzen und Schläfrigkeit; in kleinen, schlecht belüfteten Räumen kann dies schnell eintreten.\nLängerer Hautkontakt entfettet und trocknet die Haut aus.',
      firstAid:
        'Einatmen: Betroffenen an die frische Luft bringen, warm und ruhig lagern; bei Bewusstlosigkeit in stabile Seitenlage bringen und Arzt rufen.\nHautkontakt: Verunreinigte Kleidung ausziehen, Haut mit Wasser abspülen.\nAugenkontakt: Mindestens 15 Minuten behutsam mit Wasser spülen, Kontaktlinsen nach Möglichkeit entfernen; bei anhaltender Reizung Arzt aufsuchen.\nVerschlucken: Mund ausspülen, kein Erbrechen herbeiführen, sofort Arzt konsultieren.\nErsthelfer: Selbstschutz vor Dämpfen und Brandgefahr beachten.',
      fireFighting:
        'Geeignete Löschmittel: alkoholbeständiger Schaum, Kohlendioxid, Löschpulver, Wassersprühstrahl.\nUngeeignet: Wasservollstrahl.\nDämpfe sind schwerer als Luft und können über weite Strecken zurückschlagen; erhitzte Behälter können bersten. Behälter mit Wasser kühlen.\nFeuerwehr: umluftunabhängiges Atemschutzgerät.',
      spillCleanup:
        'Zündquellen entfernen, Bereich lüften, Dämpfe nicht einatmen.\nSchutzbrille und Nitrilhandschuhe tragen.\nNicht in Kanalisation oder Oberflächenwasser gelangen lassen.\nMit nicht brennbarem Bindemittel (Sand, Universalbinder) und funkenfreiem Werkzeug aufnehmen; in geschlossenen Behältern entsorgen.',
      hygiene:
        'Bei der Arbeit nicht essen, trinken oder rauchen. Vor Pausen und nach der Arbeit Hände waschen. Nach der Arbeit Hautpflegecreme verwenden.',
      personalProtection:
        'Augen: dicht schließende Schutzbrille (EN 166).\nHände: Handschuhe aus Nitrilkautschuk (≥ 0,4 mm, Durchbruchzeit > 480 min, EN ISO 374).\nKörper: antistatische Arbeitskleidung.\nAtemschutz: bei unzureichender Lüftung Maske mit Filter Typ A (braun).',
      storageAndAdr:
        'Dicht verschlossen an einem kühlen, gut belüfteten Ort in einem Lager für entzündbare Flüssigkeiten aufbewahren, vor Sonnenlicht geschützt. Getrennt halten von starken Oxidationsmitteln, starken Säuren und Alkalimetallen.\nTransport: UN 1219 ISOPROPANOL (ISOPROPYLALKOHOL), Klasse 3, Verpackungsgruppe II, Tunnelbeschränkungscode (D/E).',
      usage:
        'Nur bei guter Lüftung oder mit örtlicher Absaugung verwenden. Funkenfreies Werkzeug und explosionsgeschützte Geräte verwenden; Behälter beim Umfüllen erden. Beim Reinigen mit Tüchern nur die nötige Menge verwenden und benutzte Tücher in einem geschlossenen Abfallbehälter sammeln.',
      wasteManagement:
        'Als gefährlichen Abfall über einen zugelassenen Entsorgungsfachbetrieb entsorgen; nicht in die Kanalisation gelangen lassen. Abfallschlüssel 14 06 03* (andere Lösemittel und Lösemittelgemische) oder 07 01 04*, je nach Herkunft. Mit Produkt verunreinigte Tücher: 15 02 02*.',
    },
    'fr-FR': {
      name: 'Isopropanol (propan-2-ol) ≥ 99,8 %',
      contains: 'Propan-2-ol (isopropanol, IPA), CAS 67-63-0, CE 200-661-7 : ≥ 99,8 %.',
      remarks:
        'Très utilisé pour nettoyer l’électronique et l’optique ; s’évapore rapidement sans laisser de résidu. Ne remettre les appareils sous tension qu’une fois toutes les vapeurs dissipées.',
      hazards:
        'Point d’éclair env. 12 °C : les vapeurs s’enflamment facilement et forment avec l’air des mélanges explosifs (env. 2–12 % vol.).\nLes projections dans les yeux provoquent une forte irritation.\nL’inhalation de fortes concentrations de vapeurs entraîne vertiges, maux de tête et somnolence ; dans un local petit et mal ventilé, cela peut survenir rapidement.\nUn contact cutané prolongé dégraisse et dessèche la peau.',
      firstAid:
        'Inhalation : transporter la personne à l’air frais, la garder au chaud et au repos ; en cas de perte de connaissance, la placer en position latérale de sécurité et appeler un médecin.\nContact cutané : retirer les vêtements contaminés, rincer la peau à l’eau.\nContact oculaire : rincer avec précaution à l’eau pendant au moins 15 minutes, enlever les lentilles de contact si possible ; consulter un médecin si l’irritation persiste.\nIngestion : rincer la bouche, ne pas faire vomir, consulter immédiatement un médecin.\nSecouriste : se protéger des vapeurs et du risque d’incendie.',
      fireFighting:
        'Moyens d’extinction appropriés : mousse résistant aux alcools, dioxyde de carbone, poudre, eau pulvérisée.\nInapproprié : jet d’eau bâton.\nLes vapeurs sont plus lourdes que l’air et peuvent provoquer un retour de flamme sur de longues distances ; les récipients chauffés peuvent éclater. Refroidir les récipients à l’eau.\nPompiers : appareil respiratoire autonome.',
      spillCleanup:
        'Supprimer les sources d’inflammation, ventiler la zone, ne pas respirer les vapeurs.\nPorter des lunettes de protection et des gants en nitrile.\nNe pas laisser pénétrer dans les égouts ou les eaux de surface.\nAbsorber avec un matériau incombustible (sable, absorbant universel) à l’aide d’outils anti-étincelles ; recueillir dans des récipients fermés pour élimination.',
      hygiene:
        'Ne pas manger, boire ni fumer pendant le travail. Se laver les mains avant les pauses et après le travail. Appliquer une crème de soin après le travail.',
      personalProtection:
        'Yeux : lunettes de protection étanches (EN 166).\nMains : gants en caoutchouc nitrile (≥ 0,4 mm, temps de perméation > 480 min, EN ISO 374).\nCorps : vêtements de travail antistatiques.\nVoies respiratoires : en cas de ventilation insuffisante, masque avec filtre de type A (marron).',
      storageAndAdr:
        'Conserver le récipient bien fermé dans un endroit frais et bien ventilé, dans un local pour liquides inflammables, à l’abri du soleil. Tenir à l’écart des oxydants forts, des acides forts et des métaux alcalins.\nTransport : UN 1219 ISOPROPANOL (ALCOOL ISOPROPYLIQUE), classe 3, groupe d’emballage II, code de restriction en tunnels (D/E).',
      usage:
        'Utiliser uniquement avec une bonne ventilation ou une aspiration locale. Utiliser des outils anti-étincelles et du matériel antidéflagrant ; mettre les récipients à la terre lors des transvasements. Pour le nettoyage au chiffon, n’utiliser que la quantité nécessaire et jeter les chiffons usagés dans une poubelle fermée.',
      wasteManagement:
        'Éliminer comme déchet dangereux par un collecteur agréé ; ne pas rejeter à l’égout. Code déchet 14 06 03* (autres solvants et mélanges de solvants) ou 07 01 04*, selon l’origine. Chiffons souillés de produit : 15 02 02*.',
    },
  },
};
