import type { DemoProduct } from './demo-product.ts';

/** A hand-cleaning paste: not classified, no pictograms, not dangerous goods (the "None" case). */
export const handCleaningPaste: DemoProduct = {
  masterCode: 'DC-HANDPASTE',
  company: 'demo',
  reviewStatus: 'Approved',
  articleNumbers: {
    'nl-NL': 'DC-4001-NL',
    'en-US': 'DC-4001-EN',
    'de-DE': 'DC-4001-DE',
    'fr-FR': 'DC-4001-FR',
  },
  supplier: 'Sandmere Hygiene Products Ltd',
  revisionDate: '2025-09-01',
  version: '2.0',
  signalWord: 'None',
  pictograms: [],
  unNumber: null,
  adrClass: null,
  packingGroup: null,
  casNumbers: [],
  emergencyPhone: '+44 1632 960 106 (24 h)',
  storageClass: '10-13',
  hStatements: [],
  pStatements: [],
  texts: {
    'nl-NL': {
      name: 'Handreinigingspasta met natuurlijk schuurmiddel',
      contains:
        'Geen gevaarlijke componenten boven de classificatiegrenzen. Bevat water, milde oppervlakteactieve stoffen, houtmeel (schuurmiddel) en glycerine.',
      remarks:
        'Cosmetisch product volgens Verordening (EG) nr. 1223/2009; dit informatieblad wordt vrijwillig verstrekt.',
      hazards:
        'Niet ingedeeld als gevaarlijk volgens CLP. Bij normaal gebruik zijn geen relevante gevaren bekend. Schuurdeeltjes in het oog kunnen mechanische irritatie geven.',
      firstAid:
        'Inademing: geen maatregelen nodig.\nHuid: geen maatregelen nodig; bij aanhoudende huidreactie het gebruik staken en een arts raadplegen.\nOgen: enkele minuten spoelen met water en deeltjes verwijderen; bij aanhoudende irritatie een arts raadplegen.\nInslikken: mond spoelen en water drinken; bij onwel voelen een arts raadplegen.',
      fireFighting:
        'Het product is op waterbasis en brandt niet. Blusmiddelen afstemmen op de omgeving. Bij brand kunnen ingedroogde resten koolmonoxide en koolstofdioxide vormen.',
      spillCleanup:
        'Gemorste pasta maakt vloeren glad. Opscheppen, in een bak verzamelen en de plek nanemen met water. Geen bijzondere beschermingsmaatregelen nodig.',
      hygiene:
        'De gebruikelijke hygiënemaatregelen op het werk volgen. Na het reinigen de handen goed naspoelen en bij een droge huid een handcrème gebruiken.',
      personalProtection:
        'Bij normaal gebruik zijn geen persoonlijke beschermingsmiddelen nodig. Contact met de ogen vermijden.',
      storageAndAdr:
        'Vorstvrij bewaren tussen 5 en 30 °C in de gesloten originele verpakking, beschermd tegen direct zonlicht. Geen bekende onverenigbaarheden.\nVervoer: geen gevaarlijke stof volgens ADR/RID, IMDG en IATA.',
      usage:
        'Een kleine hoeveelheid op de droge handen aanbrengen, goed inwrijven, een beetje water toevoegen en afspoelen. Geschikt voor olie, vet, grafiet en lichte verfvervuiling. Niet gebruiken op een beschadigde huid.',
      wasteManagement:
        'Productresten kunnen met het gewone bedrijfsafval worden afgevoerd; kleine hoeveelheden mogen met veel water worden weggespoeld. Lege verpakking inleveren als kunststofverpakking (euralcode 15 01 02).',
    },
    'en-US': {
      name: 'Hand cleaning paste with natural scrubbing agent',
      contains:
        'No hazardous components above the classification limits. Contains water, mild surfactants, wood flour (scrubbing agent) and glycerine.',
      remarks:
        'Cosmetic product under Regulation (EC) No 1223/2009; this information sheet is supplied voluntarily.',
      hazards:
        'Not classified as hazardous under CLP. No relevant hazards are known under normal use. Scrubbing particles in the eye can cause mechanical irritation.',
      firstAid:
        'Inhalation: no measures needed.\nSkin: no measures needed; if a skin reaction persists, stop using the product and see a doctor.\nEyes: rinse with water for several minutes and remove particles; see a doctor if irritation persists.\nIngestion: rinse mouth and drink water; see a doctor if you feel unwell.',
      fireFighting:
        'The product is water-based and does not burn. Choose extinguishing media to suit the surroundings. In a fire, dried residues can form carbon monoxide and carbon dioxide.',
      spillCleanup:
        'Spilled paste makes floors slippery. Scoop up, collect in a container and wipe the area with water. No special protective measures needed.',
      hygiene:
        'Follow the usual hygiene rules at work. After cleaning, rinse hands well and use a hand cream if the skin is dry.',
      personalProtection:
        'No personal protective equipment is needed under normal use. Avoid contact with the eyes.',
      storageAndAdr:
        'Store frost-free between 5 and 30 °C in the closed original container, protected from direct sunlight. No known incompatibilities.\nTransport: not dangerous goods under ADR/RID, IMDG and IATA.',
      usage:
        'Apply a small amount to dry hands, rub in well, add a little water and rinse off. Suitable for oil, grease, graphite and light paint soiling. Do not use on broken skin.',
      wasteManagement:
        'Product residues can be disposed of with normal commercial waste; small amounts may be rinsed away with plenty of water. Recycle the empty container as plastic packaging (EWC code 15 01 02).',
    },
    'de-DE': {
      name: 'Handwaschpaste mit natürlichem Reibemittel',
      contains:
        'Keine gefährlichen Bestandteile oberhalb der Einstufungsgrenzen. Enthält Wasser, milde Tenside, Holzmehl (Reibemittel) und Glycerin.',
      remarks:
        'Kosmetisches Mittel gemäß Verordnung (EG) Nr. 1223/2009; dieses Informationsblatt wird freiwillig bereitgestellt.',
      hazards:
        'Nicht als gefährlich nach CLP eingestuft. Bei bestimmungsgemäßer Verwendung sind keine relevanten Gefahren bekannt. Reibekörper im Auge können mechanische Reizungen verursachen.',
      firstAid:
        'Einatmen: keine Maßnahmen erforderlich.\nHautkontakt: keine Maßnahmen erforderlich; bei anhaltender Hautreaktion Anwendung beenden und Arzt aufsuchen.\nAugenkontakt: einige Minuten mit Wasser spülen und Partikel entfernen; bei anhaltender Reizung Arzt aufsuchen.\nVerschlucken: Mund ausspülen und Wasser trinken; bei Unwohlsein Arzt aufsuchen.',
      fireFighting:
        'Das Produkt ist wasserbasiert und brennt nicht. Löschmittel auf die Umgebung abstimmen. Im Brandfall können eingetrocknete Reste Kohlenmonoxid und Kohlendioxid bilden.',
      spillCleanup:
        'Verschüttete Paste macht Böden rutschig. Aufnehmen, in einem Behälter sammeln und die Stelle mit Wasser nachwischen. Keine besonderen Schutzmaßnahmen erforderlich.',
      hygiene:
        'Die üblichen Hygieneregeln am Arbeitsplatz beachten. Nach dem Reinigen die Hände gut abspülen und bei trockener Haut eine Handcreme verwenden.',
      personalProtection:
        'Bei bestimmungsgemäßer Verwendung ist keine persönliche Schutzausrüstung erforderlich. Kontakt mit den Augen vermeiden.',
      storageAndAdr:
        'Frostfrei zwischen 5 und 30 °C im geschlossenen Originalgebinde lagern, vor direkter Sonneneinstrahlung geschützt. Keine Unverträglichkeiten bekannt.\nTransport: kein Gefahrgut nach ADR/RID, IMDG und IATA.',
      usage:
        'Eine kleine Menge auf die trockenen Hände geben, gut verreiben, etwas Wasser zugeben und abspülen. Geeignet für Öl, Fett, Graphit und leichte Farbverschmutzungen. Nicht auf verletzter Haut anwenden.',
      wasteManagement:
        'Produktreste können mit dem gewöhnlichen Gewerbeabfall entsorgt werden; kleine Mengen dürfen mit viel Wasser weggespült werden. Leere Verpackung als Kunststoffverpackung verwerten (Abfallschlüssel 15 01 02).',
    },
    'fr-FR': {
      name: 'Pâte nettoyante pour les mains avec agent abrasif naturel',
      contains:
        'Aucun composant dangereux au-dessus des limites de classification. Contient de l’eau, des tensioactifs doux, de la farine de bois (agent abrasif) et de la glycérine.',
      remarks:
        'Produit cosmétique au sens du règlement (CE) n° 1223/2009 ; cette fiche d’information est fournie à titre volontaire.',
      hazards:
        'Non classé comme dangereux selon le CLP. Aucun danger notable connu dans les conditions normales d’utilisation. Les particules abrasives dans l’œil peuvent provoquer une irritation mécanique.',
      firstAid:
        'Inhalation : aucune mesure nécessaire.\nContact cutané : aucune mesure nécessaire ; en cas de réaction cutanée persistante, cesser l’utilisation et consulter un médecin.\nContact oculaire : rincer à l’eau pendant quelques minutes et retirer les particules ; consulter un médecin si l’irritation persiste.\nIngestion : rincer la bouche et boire de l’eau ; consulter un médecin en cas de malaise.',
      fireFighting:
        'Le produit est à base d’eau et ne brûle pas. Choisir les moyens d’extinction en fonction de l’environnement. En cas d’incendie, les résidus séchés peuvent former du monoxyde et du dioxyde de carbone.',
      spillCleanup:
        'La pâte répandue rend les sols glissants. Ramasser, recueillir dans un récipient et essuyer la zone à l’eau. Aucune mesure de protection particulière n’est nécessaire.',
      hygiene:
        'Respecter les règles d’hygiène habituelles au travail. Après le nettoyage, bien rincer les mains et appliquer une crème pour les mains si la peau est sèche.',
      personalProtection:
        'Aucun équipement de protection individuelle n’est nécessaire dans les conditions normales d’utilisation. Éviter le contact avec les yeux.',
      storageAndAdr:
        'Stocker à l’abri du gel entre 5 et 30 °C dans l’emballage d’origine fermé, à l’abri du rayonnement solaire direct. Aucune incompatibilité connue.\nTransport : non soumis à l’ADR/RID, à l’IMDG ni à l’IATA.',
      usage:
        'Appliquer une petite quantité sur les mains sèches, bien frotter, ajouter un peu d’eau et rincer. Convient pour l’huile, la graisse, le graphite et les salissures légères de peinture. Ne pas utiliser sur une peau lésée.',
      wasteManagement:
        'Les résidus de produit peuvent être éliminés avec les déchets ordinaires ; de petites quantités peuvent être rincées avec beaucoup d’eau. Recycler l’emballage vide comme emballage plastique (code déchet 15 01 02).',
    },
  },
};
