import type { DemoProduct } from './demo-product.ts';

/** Toluene ≥ 99.5 %: highly flammable; aspiration, reproductive and repeated-exposure hazard. */
export const toluene: DemoProduct = {
  masterCode: 'AI-TOLUENE',
  company: 'acme',
  reviewStatus: 'Approved',
  articleNumbers: {
    'nl-NL': 'AI-5003',
    'en-US': 'AI-5003',
    'de-DE': 'AI-5003',
    'fr-FR': 'AI-5003',
  },
  supplier: 'Mardale Solvents Ltd',
  revisionDate: '2024-12-03',
  version: '7.0',
  signalWord: 'Danger',
  pictograms: ['GHS02', 'GHS07', 'GHS08'],
  unNumber: '1294',
  adrClass: '3',
  packingGroup: 'II',
  casNumbers: ['108-88-3'],
  emergencyPhone: '+44 1632 960 111 (24 h)',
  storageClass: '3',
  hStatements: ['H225', 'H304', 'H315', 'H336', 'H361d', 'H373'],
  pStatements: ['P202', 'P210', 'P280', 'P301+P310', 'P308+P313', 'P331', 'P403+P235'],
  texts: {
    'nl-NL': {
      name: 'Tolueen ≥ 99,5 %',
      contains: 'Tolueen, CAS 108-88-3, EG 203-625-9: ≥ 99,5 %.',
      remarks:
        'Uitsluitend voor professioneel en industrieel gebruik. REACH bijlage XVII, punt 48: niet toegestaan in lijmen en spuitverven voor het grote publiek (≥ 0,1 %).',
      hazards:
        'Vlampunt circa 4 °C: de dampen ontsteken zeer gemakkelijk en vormen met lucht explosieve mengsels (circa 1,1–7,1 vol.%). Tolueen laadt zich bij stromen elektrostatisch op.\nBij inslikken of braken kan de vloeistof in de longen komen (chemische longontsteking).\nDampen veroorzaken hoofdpijn, duizeligheid en sufheid; herhaalde blootstelling kan het zenuwstelsel en het gehoor beschadigen, vooral in combinatie met lawaai.\nEr zijn aanwijzingen dat tolueen het ongeboren kind kan schaden: zwangere werknemers niet blootstellen. Irriteert en ontvet de huid.',
      firstAid:
        'Inademing: slachtoffer in de frisse lucht brengen en laten rusten; bij klachten een arts raadplegen.\nHuid: verontreinigde kleding uittrekken, huid wassen met water en zeep.\nOgen: minstens 10 minuten spoelen met water, contactlenzen indien mogelijk verwijderen.\nInslikken: GEEN braken opwekken (gevaar voor longschade); direct een arts waarschuwen.\nEerstehulpverlener: zelfbescherming tegen dampen, ontstekingsbronnen vermijden.',
      fireFighting:
        'Geschikte blusmiddelen: schuim, koolstofdioxide, bluspoeder, watersproeistraal.\nOngeschikt: volle waterstraal.\nDampen zijn zwaarder dan lucht en kunnen over grote afstand terugslaan; verhitte verpakkingen kunnen openbarsten. Verpakkingen met water koelen. Bij verbranding ontstaan roet en koolmonoxide.\nBrandweer: onafhankelijke ademlucht.',
      spillCleanup:
        'Alle ontstekingsbronnen verwijderen, ventileren en de ruimte ontruimen; ademhalingsbescherming (filter type A) en handschoenen van fluorrubber dragen.\nNiet in riolering of oppervlaktewater laten komen (explosiegevaar).\nOpnemen met onbrandbaar absorptiemiddel met vonkvrij gereedschap en in gesloten vaten afvoeren.',
      hygiene:
        'Niet eten, drinken of roken tijdens het werk. Handen wassen voor pauzes en na het werk. Verontreinigde kleding uittrekken en wassen voor hergebruik. Huid nooit met tolueen reinigen.',
      personalProtection:
        'Ogen: goed aansluitende veiligheidsbril (EN 166).\nHanden: handschoenen van fluorrubber (FKM, 0,7 mm, doorbraaktijd > 480 min); nitrilhandschoenen alleen voor kortstondig spatcontact.\nLichaam: vlamvertragende, antistatische werkkleding.\nAdemhaling: bij overschrijding van de grenswaarde een masker met filter type A (bruin).',
      storageAndAdr:
        'Goed gesloten bewaren op een koele, goed geventileerde plaats in een opslagruimte voor brandbare vloeistoffen. Gescheiden houden van sterke oxidatiemiddelen (salpeterzuur, peroxiden) en sterke zuren.\nVervoer: UN 1294 TOLUEEN, klasse 3, verpakkingsgroep II, tunnelbeperkingscode (D/E).',
      usage:
        'Werken in een gesloten systeem of met plaatselijke afzuiging; blootstelling onder de grenswaarde houden (EU: 50 ppm / 192 mg/m³ over 8 uur, 100 ppm / 384 mg/m³ over 15 minuten). Vaten aarden en vullen met lage stroomsnelheid. Alleen explosieveilige apparatuur gebruiken.',
      wasteManagement:
        'Afvoeren als gevaarlijk afval via een erkende afvalverwerker; niet in de riolering lozen. Euralcode 07 01 04* of 14 06 03*, afhankelijk van de herkomst. Lege verpakkingen kunnen explosieve dampen bevatten.',
    },
    'en-US': {
      name: 'Toluene ≥ 99.5 %',
      contains: 'Toluene, CAS 108-88-3, EC 203-625-9: ≥ 99.5 %.',
      remarks:
        'For professional and industrial use only. REACH Annex XVII, entry 48: not permitted in adhesives and spray paints for the general public (≥ 0.1 %).',
      hazards:
        'Flash point approx. 4 °C: the vapours ignite very easily and form explosive mixtures with air (approx. 1.1–7.1 vol %). Toluene builds up static charge when it flows.\nIf swallowed or vomited, the liquid can enter the lungs (chemical pneumonia).\nVapours cause headache, dizziness and drowsiness; repeated exposure can damage the nervous system and hearing, especially combined with noise.\nThere is concern that toluene can harm the unborn child: pregnant workers must not be exposed. Irritates and defats the skin.',
      firstAid:
        'Inhalation: move the person to fresh air and keep at rest; seek medical advice if symptoms occur.\nSkin: remove contaminated clothing, wash skin with soap and water.\nEyes: rinse with water for at least 10 minutes, removing contact lenses if easy to do.\nIngestion: do NOT induce vomiting (risk of lung damage); call a doctor immediately.\nFirst aider: protect yourself against vapours, avoid ignition sources.',
      fireFighting:
        'Suitable extinguishing media: foam, carbon dioxide, dry powder, water spray.\nUnsuitable: full water jet.\nVapours are heavier than air and can flash back over long distances; heated containers may burst. Cool containers with water. Combustion produces soot and carbon monoxide.\nFirefighters: self-contained breathing apparatus.',
      spillCleanup:
        'Remove all ignition sources, ventilate and evacuate the area; wear respiratory protection (filter type A) and fluoroelastomer gloves.\nDo not let the product enter drains or surface water (explosion risk).\nTake up with non-combustible absorbent using non-sparking tools and collect in closed containers for disposal.',
      hygiene:
        'Do not eat, drink or smoke while working. Wash hands before breaks and after work. Remove contaminated clothing and wash it before reuse. Never clean skin with toluene.',
      personalProtection:
        'Eyes: tightly fitting safety goggles (EN 166).\nHands: fluoroelastomer gloves (FKM, 0.7 mm, breakthrough time > 480 min); nitrile gloves only for brief splash contact.\nBody: flame-retardant, antistatic work clothing.\nRespiratory: if the exposure limit is exceeded, a mask with filter type A (brown).',
      storageAndAdr:
        'Keep tightly closed in a cool, well-ventilated place in a storage area for flammable liquids. Keep apart from strong oxidising agents (nitric acid, peroxides) and strong acids.\nTransport: UN 1294 TOLUENE, class 3, packing group II, tunnel restriction code (D/E).',
      usage:
        'Work in a closed system or with local exhaust ventilation; keep exposure below the limit value (EU: 50 ppm / 192 mg/m³ over 8 hours, 100 ppm / 384 mg/m³ over 15 minutes). Earth containers and fill at low flow rates. Use explosion-proof equipment only.',
      wasteManagement:
        'Dispose of as hazardous waste through a licensed waste contractor; do not discharge into drains. EWC code 07 01 04* or 14 06 03*, depending on origin. Empty containers may hold explosive vapours.',
    },
    'de-DE': {
      name: 'Toluol ≥ 99,5 %',
      contains: 'Toluol, CAS 108-88-3, EG 203-625-9: ≥ 99,5 %.',
      remarks:
        'Nur für gewerbliche und industrielle Verwendung. REACH Anhang XVII, Eintrag 48: nicht zulässig in Klebstoffen und Sprühfarben für die breite Öffentlichkeit (≥ 0,1 %).',
      hazards:
        'Flammpunkt ca. 4 °C: Die Dämpfe entzünden sich sehr leicht und bilden mit Luft explosionsfähige Gemische (ca. 1,1–7,1 Vol.-%). Toluol lädt sich beim Strömen elektrostatisch auf.\nBeim Verschlucken oder Erbrechen kann die Flüssigkeit in die Lunge gelangen (chemische Lungenentzündung).\nDämpfe verursachen Kopfschmerzen, Schwindel und Benommenheit; wiederholte Exposition kann Nervensystem und Gehör schädigen, besonders in Verbindung mit Lärm.\nEs besteht der Verdacht einer Schädigung des ungeborenen Kindes: Schwangere nicht exponieren. Reizt und entfettet die Haut.',
      firstAid:
        'Einatmen: Betroffenen an die frische Luft bringen und ruhig lagern; bei Beschwerden Arzt aufsuchen.\nHautkontakt: Verunreinigte Kleidung ausziehen, Haut mit Wasser und Seife waschen.\nAugenkontakt: Mindestens 10 Minuten mit Wasser spülen, Kontaktlinsen nach Möglichkeit entfernen.\nVerschlucken: KEIN Erbrechen herbeiführen (Gefahr von Lungenschäden); sofort Arzt rufen.\nErsthelfer: Selbstschutz vor Dämpfen, Zündquellen vermeiden.',
      fireFighting:
        'Geeignete Löschmittel: Schaum, Kohlendioxid, Löschpulver, Wassersprühstrahl.\nUngeeignet: Wasservollstrahl.\nDämpfe sind schwerer als Luft und können über weite Strecken zurückschlagen; erhitzte Behälter können bersten. Behälter mit Wasser kühlen. Bei der Verbrennung entstehen Ruß und Kohlenmonoxid.\nFeuerwehr: umluftunabhängiges Atemschutzgerät.',
      spillCleanup:
        'Alle Zündquellen entfernen, lüften und den Bereich räumen; Atemschutz (Filter Typ A) und Handschuhe aus Fluorkautschuk tragen.\nNicht in Kanalisation oder Oberflächenwasser gelangen lassen (Explosionsgefahr).\nMit nicht brennbarem Bindemittel und funkenfreiem Werkzeug aufnehmen und in geschlossenen Behältern entsorgen.',
      hygiene:
        'Bei der Arbeit nicht essen, trinken oder rauchen. Vor Pausen und nach der Arbeit Hände waschen. Verunreinigte Kleidung ausziehen und vor erneutem Tragen waschen. Haut nie mit Toluol reinigen.',
      personalProtection:
        'Augen: dicht schließende Schutzbrille (EN 166).\nHände: Handschuhe aus Fluorkautschuk (FKM, 0,7 mm, Durchbruchzeit > 480 min); Nitrilhandschuhe nur für kurzen Spritzkontakt.\nKörper: flammhemmende, antistatische Arbeitskleidung.\nAtemschutz: bei Überschreitung des Grenzwerts Maske mit Filter Typ A (braun).',
      storageAndAdr:
        'Dicht verschlossen an einem kühlen, gut belüfteten Ort in einem Lager für entzündbare Flüssigkeiten aufbewahren. Getrennt halten von starken Oxidationsmitteln (Salpetersäure, Peroxide) und starken Säuren.\nTransport: UN 1294 TOLUEN, Klasse 3, Verpackungsgruppe II, Tunnelbeschränkungscode (D/E).',
      usage:
        'Im geschlossenen System oder mit örtlicher Absaugung arbeiten; Exposition unter dem Grenzwert halten (EU: 50 ppm / 192 mg/m³ über 8 Stunden, 100 ppm / 384 mg/m³ über 15 Minuten). Behälter erden und mit geringer Strömungsgeschwindigkeit befüllen. Nur explosionsgeschützte Geräte verwenden.',
      wasteManagement:
        'Als gefährlichen Abfall über einen zugelassenen Entsorgungsfachbetrieb entsorgen; nicht in die Kanalisation gelangen lassen. Abfallschlüssel 07 01 04* oder 14 06 03*, je nach Herkunft. Leere Behälter können explosionsfähige Dämpfe enthalten.',
    },
    'fr-FR': {
      name: 'Toluène ≥ 99,5 %',
      contains: 'Toluène, CAS 108-88-3, CE 203-625-9 : ≥ 99,5 %.',
      remarks:
        'Réservé aux utilisateurs professionnels et industriels. REACH annexe XVII, entrée 48 : interdit dans les adhésifs et peintures en aérosol destinés au grand public (≥ 0,1 %).',
      hazards:
        'Point d’éclair env. 4 °C : les vapeurs s’enflamment très facilement et forment avec l’air des mélanges explosifs (env. 1,1–7,1 % vol.). Le toluène se charge d’électricité statique en s’écoulant.\nEn cas d’ingestion ou de vomissement, le liquide peut pénétrer dans les poumons (pneumopathie chimique).\nLes vapeurs provoquent maux de tête, vertiges et somnolence ; une exposition répétée peut léser le système nerveux et l’audition, surtout en association avec le bruit.\nDes effets néfastes sur l’enfant à naître sont suspectés : ne pas exposer les travailleuses enceintes. Irrite et dégraisse la peau.',
      firstAid:
        'Inhalation : transporter la personne à l’air frais et la laisser au repos ; consulter un médecin en cas de symptômes.\nContact cutané : retirer les vêtements contaminés, laver la peau à l’eau et au savon.\nContact oculaire : rincer à l’eau pendant au moins 10 minutes, enlever les lentilles de contact si possible.\nIngestion : NE PAS faire vomir (risque de lésions pulmonaires) ; appeler immédiatement un médecin.\nSecouriste : se protéger des vapeurs, éviter toute source d’inflammation.',
      fireFighting:
        'Moyens d’extinction appropriés : mousse, dioxyde de carbone, poudre, eau pulvérisée.\nInapproprié : jet d’eau bâton.\nLes vapeurs sont plus lourdes que l’air et peuvent provoquer un retour de flamme sur de longues distances ; les récipients chauffés peuvent éclater. Refroidir les récipients à l’eau. La combustion dégage de la suie et du monoxyde de carbone.\nPompiers : appareil respiratoire autonome.',
      spillCleanup:
        'Supprimer toute source d’inflammation, ventiler et évacuer la zone ; porter une protection respiratoire (filtre de type A) et des gants en fluoroélastomère.\nNe pas laisser pénétrer dans les égouts ou les eaux de surface (risque d’explosion).\nAbsorber avec un matériau incombustible à l’aide d’outils anti-étincelles et recueillir dans des récipients fermés pour élimination.',
      hygiene:
        'Ne pas manger, boire ni fumer pendant le travail. Se laver les mains avant les pauses et après le travail. Retirer les vêtements contaminés et les laver avant réutilisation. Ne jamais se nettoyer la peau au toluène.',
      personalProtection:
        'Yeux : lunettes de protection étanches (EN 166).\nMains : gants en fluoroélastomère (FKM, 0,7 mm, temps de perméation > 480 min) ; gants nitrile uniquement pour de brèves éclaboussures.\nCorps : vêtements de travail ignifugés et antistatiques.\nVoies respiratoires : en cas de dépassement de la valeur limite, masque avec filtre de type A (marron).',
      storageAndAdr:
        'Conserver le récipient bien fermé dans un endroit frais et bien ventilé, dans un local pour liquides inflammables. Tenir à l’écart des oxydants forts (acide nitrique, peroxydes) et des acides forts.\nTransport : UN 1294 TOLUÈNE, classe 3, groupe d’emballage II, code de restriction en tunnels (D/E).',
      usage:
        'Travailler en système clos ou avec une aspiration locale ; maintenir l’exposition sous la valeur limite (UE : 50 ppm / 192 mg/m³ sur 8 heures, 100 ppm / 384 mg/m³ sur 15 minutes). Mettre les récipients à la terre et remplir à faible débit. Utiliser exclusivement du matériel antidéflagrant.',
      wasteManagement:
        'Éliminer comme déchet dangereux par un collecteur agréé ; ne pas rejeter à l’égout. Code déchet 07 01 04* ou 14 06 03*, selon l’origine. Les emballages vides peuvent contenir des vapeurs explosives.',
    },
  },
};
