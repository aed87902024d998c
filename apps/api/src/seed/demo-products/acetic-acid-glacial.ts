import type { DemoProduct } from './demo-product.ts';

/** Glacial acetic acid ≥ 99.8 %: corrosive and flammable (Annex VI: Skin Corr. 1A from 90 %). */
export const aceticAcidGlacial: DemoProduct = {
  masterCode: 'AI-ACETIC-GLACIAL',
  company: 'acme',
  reviewStatus: 'Approved',
  articleNumbers: {
    'nl-NL': 'AI-5007',
    'en-US': 'AI-5007',
    'de-DE': 'AI-5007',
    'fr-FR': 'AI-5007',
  },
  supplier: 'Thornbury Chemical Supplies Ltd',
  revisionDate: '2026-01-12',
  version: '2.0',
  signalWord: 'Danger',
  pictograms: ['GHS02', 'GHS05'],
  unNumber: '2789',
  adrClass: '8',
  packingGroup: 'II',
  casNumbers: ['64-19-7'],
  emergencyPhone: '+44 1632 960 101 (24 h)',
  storageClass: '3',
  hStatements: ['H226', 'H314'],
  pStatements: ['P210', 'P280', 'P301+P330+P331', 'P303+P361+P353', 'P305+P351+P338', 'P310'],
  texts: {
    'nl-NL': {
      name: 'IJsazijn (azijnzuur ≥ 99,8 %)',
      contains: 'Azijnzuur, CAS 64-19-7, EG 200-580-7: ≥ 99,8 %.',
      remarks:
        'Stolt onder 16,6 °C (vandaar „ijsazijn”). Voorzichtig laten ontdooien in een warme ruimte, nooit met een open vlam.',
      hazards:
        'Ontvlambare vloeistof (vlampunt circa 40 °C); boven die temperatuur vormen de dampen met lucht explosieve mengsels.\nVeroorzaakt diepe brandwonden aan huid en ogen; oogcontact kan tot blindheid leiden.\nDe scherp naar azijn ruikende dampen irriteren ogen en luchtwegen sterk.\nReageert heftig met sterke oxidatiemiddelen (chroomzuur, salpeterzuur, peroxiden, permanganaat) en logen; tast veel metalen aan onder vorming van waterstof.',
      firstAid:
        'Inademing: slachtoffer in de frisse lucht brengen, laten rusten en een arts raadplegen.\nHuid: verontreinigde kleding direct uittrekken, minstens 15 minuten spoelen met veel water; arts raadplegen.\nOgen: direct minstens 15 minuten spoelen met water bij wijd geopende oogleden, contactlenzen verwijderen; doorspoelen tijdens vervoer naar een oogarts.\nInslikken: mond spoelen, een paar slokken water laten drinken, geen braken opwekken; direct een arts waarschuwen.\nEerstehulpverlener: handschoenen en veiligheidsbril dragen.',
      fireFighting:
        'Geschikte blusmiddelen: alcoholbestendig schuim, koolstofdioxide, bluspoeder, watersproeistraal.\nOngeschikt: volle waterstraal.\nDampen zijn zwaarder dan lucht en bijtend; verhitte verpakkingen kunnen openbarsten en moeten met water worden gekoeld.\nBrandweer: onafhankelijke ademlucht en chemicaliënbestendige kleding.',
      spillCleanup:
        'Ontstekingsbronnen verwijderen en ventileren; zuurbestendige beschermingsmiddelen dragen.\nNiet in riolering of oppervlaktewater laten komen.\nOpnemen met zand of zuurbindmiddel; restanten voorzichtig neutraliseren met natriumcarbonaat of kalk en naspoelen met veel water.',
      hygiene:
        'Oogdouche en nooddouche binnen handbereik. Niet eten, drinken of roken tijdens het werk. Verontreinigde kleding direct uittrekken; handen wassen na het werk.',
      personalProtection:
        'Ogen: goed aansluitende veiligheidsbril plus gelaatsscherm (EN 166).\nHanden: handschoenen van butylrubber (0,7 mm, doorbraaktijd > 480 min, EN ISO 374).\nLichaam: zuurbestendig schort of pak en laarzen, bij voorkeur antistatisch.\nAdemhaling: bij dampvorming een masker met combinatiefilter ABEK.',
      storageAndAdr:
        'Goed gesloten bewaren boven 17 °C (om stollen te voorkomen) op een goed geventileerde plaats, in een zuurbestendige opvangbak in een opslag voor brandbare en bijtende stoffen. Gescheiden houden van oxidatiemiddelen, logen en metalen.\nVervoer: UN 2789 AZIJNZUUR, IJSAZIJN, klasse 8 (bijkomend gevaar 3), verpakkingsgroep II, tunnelbeperkingscode (D/E).',
      usage:
        'Werken met plaatselijke afzuiging en uit de buurt van ontstekingsbronnen. Voor verdunnen het zuur langzaam in het water brengen. Alleen zuurbestendige doseerapparatuur gebruiken.',
      wasteManagement:
        'Afvoeren als gevaarlijk afval via een erkende afvalverwerker; niet in de riolering lozen. Euralcode afhankelijk van de herkomst, bijvoorbeeld 06 01 06* (andere zuren). Niet mengen met alkalisch of oxiderend afval.',
    },
    'en-US': {
      name: 'Glacial acetic acid (acetic acid ≥ 99.8 %)',
      contains: 'Acetic acid, CAS 64-19-7, EC 200-580-7: ≥ 99.8 %.',
      remarks:
        'Solidifies below 16.6 °C (hence “glacial”). Thaw gently in a warm room, never with an open flame.',
      hazards:
        'Flammable liquid (flash point approx. 40 °C); above that temperature the vapours form explosive mixtures with air.\nCauses deep burns to skin and eyes; eye contact can lead to blindness.\nThe pungent, vinegar-smelling vapours strongly irritate eyes and airways.\nReacts violently with strong oxidising agents (chromic acid, nitric acid, peroxides, permanganate) and alkalis; attacks many metals, forming hydrogen.',
      firstAid:
        'Inhalation: move the person to fresh air, keep at rest and seek medical advice.\nSkin: remove contaminated clothing immediately, rinse with plenty of water for at least 15 minutes; see a doctor.\nEyes: rinse immediately with water for at least 15 minutes with eyelids held wide open, remove contact lenses; keep rinsing on the way to an eye specialist.\nIngestion: rinse mouth, give a few sips of water, do not induce vomiting; call a doctor immediately.\nFirst aider: wear gloves and safety goggles.',
      fireFighting:
        'Suitable extinguishing media: alcohol-resistant foam, carbon dioxide, dry powder, water spray.\nUnsuitable: full water jet.\nVapours are heavier than air and corrosive; heated containers may burst and must be cooled with water.\nFirefighters: self-contained breathing apparatus and chemical-resistant clothing.',
      spillCleanup:
        'Remove ignition sources and ventilate; wear acid-resistant protective equipment.\nDo not let the product enter drains or surface water.\nTake up with sand or acid binder; carefully neutralise residues with sodium carbonate or lime and rinse with plenty of water.',
      hygiene:
        'Eyewash and emergency shower within reach. Do not eat, drink or smoke while working. Remove contaminated clothing immediately; wash hands after work.',
      personalProtection:
        'Eyes: tightly fitting safety goggles plus face shield (EN 166).\nHands: butyl rubber gloves (0.7 mm, breakthrough time > 480 min, EN ISO 374).\nBody: acid-resistant apron or suit and boots, preferably antistatic.\nRespiratory: where vapour forms, a mask with combination filter ABEK.',
      storageAndAdr:
        'Keep tightly closed above 17 °C (to prevent solidification) in a well-ventilated place, in an acid-resistant drip tray in a store for flammable and corrosive substances. Keep apart from oxidising agents, alkalis and metals.\nTransport: UN 2789 ACETIC ACID, GLACIAL, class 8 (subsidiary hazard 3), packing group II, tunnel restriction code (D/E).',
      usage:
        'Work with local exhaust ventilation and away from ignition sources. To dilute, add the acid slowly to the water. Use acid-resistant dosing equipment only.',
      wasteManagement:
        'Dispose of as hazardous waste through a licensed waste contractor; do not discharge into drains. EWC code depending on origin, for example 06 01 06* (other acids). Do not mix with alkaline or oxidising waste.',
    },
    'de-DE': {
      name: 'Eisessig (Essigsäure ≥ 99,8 %)',
      contains: 'Essigsäure, CAS 64-19-7, EG 200-580-7: ≥ 99,8 %.',
      remarks:
        'Erstarrt unter 16,6 °C (daher „Eisessig“). Behutsam in einem warmen Raum auftauen, niemals mit offener Flamme.',
      hazards:
        'Entzündbare Flüssigkeit (Flammpunkt ca. 40 °C); oberhalb dieser Temperatur bilden die Dämpfe mit Luft explosionsfähige Gemische.\nVerursacht tiefe Verätzungen an Haut und Augen; Augenkontakt kann zur Erblindung führen.\nDie stechend nach Essig riechenden Dämpfe reizen Augen und Atemwege stark.\nReagiert heftig mit starken Oxidationsmitteln (Chromsäure, Salpetersäure, Peroxide, Permanganat) und Laugen; greift viele Metalle unter Bildung von Wasserstoff an.',
      firstAid:
        'Einatmen: Betroffenen an die frische Luft bringen, ruhig lagern und Arzt aufsuchen.\nHautkontakt: Verunreinigte Kleidung sofort ausziehen, mindestens 15 Minuten mit viel Wasser spülen; Arzt aufsuchen.\nAugenkontakt: Sofort mindestens 15 Minuten bei weit geöffneten Lidern mit Wasser spülen, Kontaktlinsen entfernen; auf dem Weg zum Augenarzt weiterspülen.\nVerschlucken: Mund ausspülen, einige Schlucke Wasser trinken lassen, kein Erbrechen herbeiführen; sofort Arzt rufen.\nErsthelfer: Handschuhe und Schutzbrille tragen.',
      fireFighting:
        'Geeignete Löschmittel: alkoholbeständiger Schaum, Kohlendioxid, Löschpulver, Wassersprühstrahl.\nUngeeignet: Wasservollstrahl.\nDämpfe sind schwerer als Luft und ätzend; erhitzte Behälter können bersten und sind mit Wasser zu kühlen.\nFeuerwehr: umluftunabhängiges Atemschutzgerät und Chemikalienschutzkleidung.',
      spillCleanup:
        'Zündquellen entfernen und lüften; säurebeständige Schutzausrüstung tragen.\nNicht in Kanalisation oder Oberflächenwasser gelangen lassen.\nMit Sand oder Säurebinder aufnehmen; Reste vorsichtig mit Natriumcarbonat oder Kalk neutralisieren und mit viel Wasser nachspülen.',
      hygiene:
        'Augendusche und Notdusche in Reichweite. Bei der Arbeit nicht essen, trinken oder rauchen. Verunreinigte Kleidung sofort ausziehen; nach der Arbeit Hände waschen.',
      personalProtection:
        'Augen: dicht schließende Schutzbrille und Gesichtsschutzschild (EN 166).\nHände: Handschuhe aus Butylkautschuk (0,7 mm, Durchbruchzeit > 480 min, EN ISO 374).\nKörper: säurebeständige Schürze oder Anzug und Stiefel, möglichst antistatisch.\nAtemschutz: bei Dampfbildung Maske mit Kombinationsfilter ABEK.',
      storageAndAdr:
        'Dicht verschlossen oberhalb von 17 °C (gegen Erstarren) an einem gut belüfteten Ort in einer säurebeständigen Auffangwanne in einem Lager für entzündbare und ätzende Stoffe aufbewahren. Getrennt halten von Oxidationsmitteln, Laugen und Metallen.\nTransport: UN 2789 ESSIGSÄURE, EISESSIG, Klasse 8 (Nebengefahr 3), Verpackungsgruppe II, Tunnelbeschränkungscode (D/E).',
      usage:
        'Mit örtlicher Absaugung und fern von Zündquellen arbeiten. Zum Verdünnen die Säure langsam ins Wasser geben. Nur säurebeständige Dosiereinrichtungen verwenden.',
      wasteManagement:
        'Als gefährlichen Abfall über einen zugelassenen Entsorgungsfachbetrieb entsorgen; nicht in die Kanalisation gelangen lassen. Abfallschlüssel je nach Herkunft, z. B. 06 01 06* (andere Säuren). Nicht mit alkalischen oder oxidierenden Abfällen mischen.',
    },
    'fr-FR': {
      name: 'Acide acétique glacial (≥ 99,8 %)',
      contains: 'Acide acétique, CAS 64-19-7, CE 200-580-7 : ≥ 99,8 %.',
      remarks:
        'Se solidifie en dessous de 16,6 °C (d’où le nom « glacial »). Décongeler doucement dans un local chauffé, jamais à la flamme.',
      hazards:
        'Liquide inflammable (point d’éclair env. 40 °C) ; au-delà de cette température, les vapeurs forment avec l’air des mélanges explosifs.\nProvoque des brûlures profondes de la peau et des yeux ; un contact oculaire peut entraîner la cécité.\nLes vapeurs piquantes à odeur de vinaigre irritent fortement les yeux et les voies respiratoires.\nRéagit violemment avec les oxydants forts (acide chromique, acide nitrique, peroxydes, permanganate) et les bases ; attaque de nombreux métaux avec formation d’hydrogène.',
      firstAid:
        'Inhalation : transporter la personne à l’air frais, la laisser au repos et consulter un médecin.\nContact cutané : retirer immédiatement les vêtements contaminés, rincer abondamment à l’eau pendant au moins 15 minutes ; consulter un médecin.\nContact oculaire : rincer immédiatement à l’eau pendant au moins 15 minutes en maintenant les paupières bien ouvertes, retirer les lentilles ; continuer à rincer pendant le transport vers un ophtalmologiste.\nIngestion : rincer la bouche, faire boire quelques gorgées d’eau, ne pas faire vomir ; appeler immédiatement un médecin.\nSecouriste : porter des gants et des lunettes de protection.',
      fireFighting:
        'Moyens d’extinction appropriés : mousse résistant aux alcools, dioxyde de carbone, poudre, eau pulvérisée.\nInapproprié : jet d’eau bâton.\nLes vapeurs sont plus lourdes que l’air et corrosives ; les récipients chauffés peuvent éclater et doivent être refroidis à l’eau.\nPompiers : appareil respiratoire autonome et vêtements de protection chimique.',
      spillCleanup:
        'Supprimer les sources d’inflammation et ventiler ; porter un équipement de protection résistant aux acides.\nNe pas laisser pénétrer dans les égouts ou les eaux de surface.\nAbsorber avec du sable ou un absorbant pour acides ; neutraliser prudemment les résidus avec du carbonate de sodium ou de la chaux et rincer abondamment à l’eau.',
      hygiene:
        'Douche oculaire et douche de sécurité à portée de main. Ne pas manger, boire ni fumer pendant le travail. Retirer immédiatement les vêtements contaminés ; se laver les mains après le travail.',
      personalProtection:
        'Yeux : lunettes de protection étanches et écran facial (EN 166).\nMains : gants en caoutchouc butyle (0,7 mm, temps de perméation > 480 min, EN ISO 374).\nCorps : tablier ou combinaison résistant aux acides et bottes, de préférence antistatiques.\nVoies respiratoires : en présence de vapeurs, masque avec filtre combiné ABEK.',
      storageAndAdr:
        'Conserver bien fermé au-dessus de 17 °C (pour éviter la solidification) dans un endroit bien ventilé, sur un bac de rétention résistant aux acides, dans un local pour produits inflammables et corrosifs. Tenir à l’écart des oxydants, des bases et des métaux.\nTransport : UN 2789 ACIDE ACÉTIQUE GLACIAL, classe 8 (danger subsidiaire 3), groupe d’emballage II, code de restriction en tunnels (D/E).',
      usage:
        'Travailler avec une aspiration locale et loin des sources d’inflammation. Pour diluer, verser l’acide lentement dans l’eau. Utiliser uniquement du matériel de dosage résistant aux acides.',
      wasteManagement:
        'Éliminer comme déchet dangereux par un collecteur agréé ; ne pas rejeter à l’égout. Code déchet selon l’origine, par exemple 06 01 06* (autres acides). Ne pas mélanger avec des déchets alcalins ou oxydants.',
    },
  },
};
