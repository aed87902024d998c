import type { DemoProduct } from './demo-product.ts';

/**
 * Hydrogen peroxide 35 %: classified from the Annex VI specific concentration limits (no CLP
 * oxidiser class below 50 %), but ADR class 5.1 with subsidiary hazard 8.
 */
export const hydrogenPeroxide35: DemoProduct = {
  masterCode: 'DC-H2O2-35',
  company: 'demo',
  reviewStatus: 'Rejected',
  rejectReason:
    'The supplier has issued version 5.0 of this SDS (2025); please upload the current version before approval.',
  articleNumbers: {
    'nl-NL': 'DC-2004-NL',
    'en-US': 'DC-2004-EN',
    'de-DE': 'DC-2004-DE',
    'fr-FR': 'DC-2004-FR',
  },
  supplier: 'Perlmoor Oxidants GmbH',
  revisionDate: '2024-05-13',
  version: '4.1',
  signalWord: 'Danger',
  pictograms: ['GHS05', 'GHS07'],
  unNumber: '2014',
  adrClass: '5.1',
  packingGroup: 'II',
  casNumbers: ['7722-84-1'],
  emergencyPhone: '+44 1632 960 108 (24 h)',
  storageClass: '5.1B',
  hStatements: ['H302', 'H315', 'H318', 'H335'],
  pStatements: ['P261', 'P264', 'P280', 'P301+P312', 'P302+P352', 'P305+P351+P338', 'P310'],
  texts: {
    'nl-NL': {
      name: 'Waterstofperoxide 35 %',
      contains: 'Waterstofperoxide, CAS 7722-84-1, EG 231-765-0: 35 %; rest water; gestabiliseerd.',
      remarks:
        'Verpakkingen hebben een ontluchtingsdop: altijd rechtop bewaren. Niet gebruikt product nooit terug in de oorspronkelijke verpakking gieten.',
      hazards:
        'Oxiderende vloeistof: bevordert de verbranding van brandbare materialen; met product doordrenkt hout, papier of textiel kan na opdrogen spontaan ontbranden.\nOntleedt bij verwarming of verontreiniging (metalen, roest, stof, logen) onder vorming van zuurstof en warmte; gesloten verpakkingen kunnen openbarsten.\nSpatten in de ogen kunnen het hoornvlies blijvend beschadigen; op de huid ontstaan irritatie en tijdelijke witverkleuring.\nInslikken is schadelijk en kan door gasvorming in de maag ernstige complicaties geven. Nevels irriteren de luchtwegen.',
      firstAid:
        'Inademing: slachtoffer in de frisse lucht brengen; bij klachten een arts raadplegen.\nHuid: verontreinigde kleding uittrekken en met water doordrenken (brandgevaar), huid minstens 15 minuten spoelen met water.\nOgen: direct minstens 15 minuten spoelen met water bij wijd geopende oogleden, contactlenzen verwijderen; direct naar een oogarts.\nInslikken: mond spoelen, water laten drinken, geen braken opwekken; direct een arts waarschuwen.\nEerstehulpverlener: zelf handschoenen en veiligheidsbril dragen.',
      fireFighting:
        'Het product brandt niet, maar levert zuurstof en kan een brand sterk aanwakkeren.\nBlussen met veel water (sproeistraal); water verdunt het product en neemt het oxiderende effect weg.\nVerpakkingen kunnen door ontleding openbarsten: van veilige afstand met water koelen.\nBrandweer: onafhankelijke ademlucht en chemicaliënbestendige beschermende kleding.',
      spillCleanup:
        'Brandbare materialen uit de buurt houden; beschermingsmiddelen dragen.\nLek stoppen indien veilig mogelijk; gemorst product verdunnen met veel water.\nNooit opnemen met zaagsel, papier of doeken (brandgevaar); zo nodig indammen met zand of vermiculiet. Onverdund product niet in de riolering laten komen.',
      hygiene:
        'Oogdouche binnen handbereik. Niet eten, drinken of roken tijdens het werk. Verontreinigde kleding direct grondig met water uitspoelen voordat die opdroogt. Handen wassen na het werk.',
      personalProtection:
        'Ogen: goed aansluitende veiligheidsbril, bij overtappen een gelaatsscherm (EN 166).\nHanden: handschoenen van nitrilrubber (≥ 0,4 mm) of butylrubber (0,7 mm), doorbraaktijd > 480 min.\nLichaam: schort en laarzen van PVC of rubber; met peroxide doordrenkte katoenen kleding kan vlam vatten.\nAdemhaling: bij nevelvorming een volgelaatsmasker met filter NO-P3; in besloten ruimten onafhankelijke ademlucht.',
      storageAndAdr:
        'Koel (onder 30 °C), donker en rechtop bewaren in de oorspronkelijke verpakking met ontluchting, in een schone opvangbak van geschikt materiaal. Gescheiden houden van brandbare stoffen, reductiemiddelen, metalen en metaalzouten (ijzer, koper, messing), logen, aceton en andere organische oplosmiddelen.\nVervoer: UN 2014 WATERSTOFPEROXIDE, WATERIGE OPLOSSING, klasse 5.1 (8), verpakkingsgroep II, tunnelbeperkingscode (E).',
      usage:
        'Alleen schone, speciaal daarvoor bestemde apparatuur gebruiken van geschikte materialen (PE, PTFE, glas, roestvast staal 316). Nooit mengen met andere chemicaliën; met aceton kunnen explosieve peroxiden ontstaan. Alleen de benodigde hoeveelheid aftappen.',
      wasteManagement:
        'Afvoeren als gevaarlijk afval via een erkende afvalverwerker; niet mengen met ander afval. Euralcode 16 09 03* (peroxiden, bijvoorbeeld waterstofperoxide). Lege verpakkingen met water naspoelen voordat ze worden afgevoerd.',
    },
    'en-US': {
      name: 'Hydrogen peroxide 35 %',
      contains:
        'Hydrogen peroxide, CAS 7722-84-1, EC 231-765-0: 35 %; remainder water; stabilised.',
      remarks:
        'Containers have a vented cap: always store upright. Never pour unused product back into the original container.',
      hazards:
        'Oxidising liquid: promotes the burning of combustible materials; wood, paper or textiles soaked with product can ignite spontaneously once dry.\nDecomposes on heating or contamination (metals, rust, dust, alkalis), releasing oxygen and heat; closed containers can burst.\nSplashes in the eyes can damage the cornea permanently; on the skin they cause irritation and temporary white discoloration.\nSwallowing is harmful and gas formation in the stomach can cause serious complications. Mists irritate the airways.',
      firstAid:
        'Inhalation: move the person to fresh air; seek medical advice if symptoms occur.\nSkin: remove contaminated clothing and soak it with water (fire risk), rinse the skin with water for at least 15 minutes.\nEyes: rinse immediately with water for at least 15 minutes with eyelids held wide open, remove contact lenses; go to an eye specialist at once.\nIngestion: rinse mouth, give water to drink, do not induce vomiting; call a doctor immediately.\nFirst aider: wear gloves and safety goggles yourself.',
      fireFighting:
        'The product does not burn, but supplies oxygen and can intensify a fire strongly.\nExtinguish with plenty of water (spray); water dilutes the product and removes its oxidising effect.\nContainers may burst from decomposition: cool them with water from a safe distance.\nFirefighters: self-contained breathing apparatus and chemical-resistant protective clothing.',
      spillCleanup:
        'Keep combustible materials away; wear protective equipment.\nStop the leak if safe to do so; dilute spilled product with plenty of water.\nNever take up with sawdust, paper or cloths (fire risk); if needed, dam with sand or vermiculite. Do not let undiluted product enter drains.',
      hygiene:
        'Eyewash within reach. Do not eat, drink or smoke while working. Rinse contaminated clothing thoroughly with water at once, before it dries. Wash hands after work.',
      personalProtection:
        'Eyes: tightly fitting safety goggles, face shield when decanting (EN 166).\nHands: nitrile rubber (≥ 0.4 mm) or butyl rubber (0.7 mm) gloves, breakthrough time > 480 min.\nBody: PVC or rubber apron and boots; cotton clothing soaked with peroxide can catch fire.\nRespiratory: where mist forms, a full-face mask with filter NO-P3; in confined spaces self-contained breathing apparatus.',
      storageAndAdr:
        'Store cool (below 30 °C), dark and upright in the original vented container, in a clean drip tray of a compatible material. Keep apart from combustible materials, reducing agents, metals and metal salts (iron, copper, brass), alkalis, acetone and other organic solvents.\nTransport: UN 2014 HYDROGEN PEROXIDE, AQUEOUS SOLUTION, class 5.1 (8), packing group II, tunnel restriction code (E).',
      usage:
        'Use only clean, dedicated equipment made of compatible materials (PE, PTFE, glass, stainless steel 316). Never mix with other chemicals; with acetone, explosive peroxides can form. Draw off only the amount needed.',
      wasteManagement:
        'Dispose of as hazardous waste through a licensed waste contractor; do not mix with other waste. EWC code 16 09 03* (peroxides, for example hydrogen peroxide). Rinse empty containers with water before disposal.',
    },
    'de-DE': {
      name: 'Wasserstoffperoxid 35 %',
      contains: 'Wasserstoffperoxid, CAS 7722-84-1, EG 231-765-0: 35 %; Rest Wasser; stabilisiert.',
      remarks:
        'Gebinde haben einen Entgasungsverschluss: stets aufrecht lagern. Nicht verbrauchtes Produkt nie in das Originalgebinde zurückgießen.',
      hazards:
        'Oxidierende Flüssigkeit: fördert die Verbrennung brennbarer Materialien; mit Produkt getränktes Holz, Papier oder Textil kann sich nach dem Trocknen selbst entzünden.\nZersetzt sich bei Erwärmung oder Verunreinigung (Metalle, Rost, Staub, Laugen) unter Bildung von Sauerstoff und Wärme; geschlossene Behälter können bersten.\nSpritzer ins Auge können die Hornhaut bleibend schädigen; auf der Haut entstehen Reizung und vorübergehende Weißfärbung.\nVerschlucken ist gesundheitsschädlich, die Gasbildung im Magen kann zu schweren Komplikationen führen. Nebel reizen die Atemwege.',
      firstAid:
        'Einatmen: Betroffenen an die frische Luft bringen; bei Beschwerden Arzt aufsuchen.\nHautkontakt: Verunreinigte Kleidung ausziehen und mit Wasser tränken (Brandgefahr), Haut mindestens 15 Minuten mit Wasser spülen.\nAugenkontakt: Sofort mindestens 15 Minuten bei weit geöffneten Lidern mit Wasser spülen, Kontaktlinsen entfernen; umgehend zum Augenarzt.\nVerschlucken: Mund ausspülen, Wasser trinken lassen, kein Erbrechen herbeiführen; sofort Arzt rufen.\nErsthelfer: selbst Handschuhe und Schutzbrille tragen.',
      fireFighting:
        'Das Produkt brennt nicht, liefert aber Sauerstoff und kann einen Brand stark fördern.\nMit viel Wasser (Sprühstrahl) löschen; Wasser verdünnt das Produkt und hebt die oxidierende Wirkung auf.\nBehälter können durch Zersetzung bersten: aus sicherer Entfernung mit Wasser kühlen.\nFeuerwehr: umluftunabhängiges Atemschutzgerät und chemikalienbeständige Schutzkleidung.',
      spillCleanup:
        'Brennbare Materialien fernhalten; Schutzausrüstung tragen.\nLeck stoppen, wenn gefahrlos möglich; ausgelaufenes Produkt mit viel Wasser verdünnen.\nNie mit Sägemehl, Papier oder Tüchern aufnehmen (Brandgefahr); bei Bedarf mit Sand oder Vermiculit eindämmen. Unverdünntes Produkt nicht in die Kanalisation gelangen lassen.',
      hygiene:
        'Augendusche in Reichweite. Bei der Arbeit nicht essen, trinken oder rauchen. Verunreinigte Kleidung sofort gründlich mit Wasser ausspülen, bevor sie trocknet. Nach der Arbeit Hände waschen.',
      personalProtection:
        'Augen: dicht schließende Schutzbrille, beim Umfüllen Gesichtsschutzschild (EN 166).\nHände: Handschuhe aus Nitrilkautschuk (≥ 0,4 mm) oder Butylkautschuk (0,7 mm), Durchbruchzeit > 480 min.\nKörper: Schürze und Stiefel aus PVC oder Gummi; mit Peroxid getränkte Baumwollkleidung kann Feuer fangen.\nAtemschutz: bei Nebelbildung Vollmaske mit Filter NO-P3; in engen Räumen umluftunabhängiges Atemschutzgerät.',
      storageAndAdr:
        'Kühl (unter 30 °C), dunkel und aufrecht im Originalgebinde mit Entgasung lagern, in einer sauberen Auffangwanne aus geeignetem Material. Getrennt halten von brennbaren Stoffen, Reduktionsmitteln, Metallen und Metallsalzen (Eisen, Kupfer, Messing), Laugen, Aceton und anderen organischen Lösemitteln.\nTransport: UN 2014 WASSERSTOFFPEROXID, WÄSSERIGE LÖSUNG, Klasse 5.1 (8), Verpackungsgruppe II, Tunnelbeschränkungscode (E).',
      usage:
        'Nur saubere, eigens dafür bestimmte Geräte aus geeigneten Werkstoffen (PE, PTFE, Glas, Edelstahl 316) verwenden. Nie mit anderen Chemikalien mischen; mit Aceton können explosive Peroxide entstehen. Nur die benötigte Menge entnehmen.',
      wasteManagement:
        'Als gefährlichen Abfall über einen zugelassenen Entsorgungsfachbetrieb entsorgen; nicht mit anderen Abfällen mischen. Abfallschlüssel 16 09 03* (Peroxide, z. B. Wasserstoffperoxid). Leere Gebinde vor der Entsorgung mit Wasser ausspülen.',
    },
    'fr-FR': {
      name: 'Peroxyde d’hydrogène 35 %',
      contains: 'Peroxyde d’hydrogène, CAS 7722-84-1, CE 231-765-0 : 35 % ; reste eau ; stabilisé.',
      remarks:
        'Les emballages ont un bouchon à dégazage : toujours les stocker debout. Ne jamais reverser le produit non utilisé dans l’emballage d’origine.',
      hazards:
        'Liquide comburant : favorise la combustion des matières combustibles ; le bois, le papier ou les textiles imbibés de produit peuvent s’enflammer spontanément en séchant.\nSe décompose sous l’effet de la chaleur ou d’une contamination (métaux, rouille, poussière, bases) en libérant de l’oxygène et de la chaleur ; les récipients fermés peuvent éclater.\nLes projections dans les yeux peuvent endommager durablement la cornée ; sur la peau, elles provoquent irritation et blanchiment temporaire.\nL’ingestion est nocive et le dégagement de gaz dans l’estomac peut entraîner des complications graves. Les brouillards irritent les voies respiratoires.',
      firstAid:
        'Inhalation : transporter la personne à l’air frais ; consulter un médecin en cas de symptômes.\nContact cutané : retirer les vêtements contaminés et les imbiber d’eau (risque d’incendie), rincer la peau à l’eau pendant au moins 15 minutes.\nContact oculaire : rincer immédiatement à l’eau pendant au moins 15 minutes en maintenant les paupières bien ouvertes, retirer les lentilles ; consulter sans délai un ophtalmologiste.\nIngestion : rincer la bouche, faire boire de l’eau, ne pas faire vomir ; appeler immédiatement un médecin.\nSecouriste : porter soi-même des gants et des lunettes de protection.',
      fireFighting:
        'Le produit ne brûle pas, mais libère de l’oxygène et peut fortement activer un incendie.\nÉteindre avec beaucoup d’eau (pulvérisée) ; l’eau dilue le produit et supprime son effet comburant.\nLes récipients peuvent éclater par décomposition : les refroidir à l’eau à distance de sécurité.\nPompiers : appareil respiratoire autonome et vêtements de protection chimique.',
      spillCleanup:
        'Éloigner les matières combustibles ; porter un équipement de protection.\nArrêter la fuite si cela peut se faire sans danger ; diluer le produit répandu avec beaucoup d’eau.\nNe jamais absorber avec de la sciure, du papier ou des chiffons (risque d’incendie) ; si nécessaire, endiguer avec du sable ou de la vermiculite. Ne pas laisser le produit non dilué pénétrer dans les égouts.',
      hygiene:
        'Douche oculaire à portée de main. Ne pas manger, boire ni fumer pendant le travail. Rincer immédiatement et abondamment à l’eau les vêtements contaminés, avant qu’ils ne sèchent. Se laver les mains après le travail.',
      personalProtection:
        'Yeux : lunettes de protection étanches, écran facial lors des transvasements (EN 166).\nMains : gants en caoutchouc nitrile (≥ 0,4 mm) ou butyle (0,7 mm), temps de perméation > 480 min.\nCorps : tablier et bottes en PVC ou caoutchouc ; des vêtements en coton imbibés de peroxyde peuvent prendre feu.\nVoies respiratoires : en cas de brouillard, masque complet avec filtre NO-P3 ; en espace confiné, appareil respiratoire autonome.',
      storageAndAdr:
        'Stocker au frais (moins de 30 °C), à l’abri de la lumière et debout, dans l’emballage d’origine à dégazage, sur un bac de rétention propre en matériau compatible. Tenir à l’écart des matières combustibles, des réducteurs, des métaux et sels métalliques (fer, cuivre, laiton), des bases, de l’acétone et des autres solvants organiques.\nTransport : UN 2014 PEROXYDE D’HYDROGÈNE EN SOLUTION AQUEUSE, classe 5.1 (8), groupe d’emballage II, code de restriction en tunnels (E).',
      usage:
        'Utiliser uniquement du matériel propre et dédié, en matériaux compatibles (PE, PTFE, verre, acier inoxydable 316). Ne jamais mélanger avec d’autres produits chimiques ; avec l’acétone, des peroxydes explosifs peuvent se former. Ne prélever que la quantité nécessaire.',
      wasteManagement:
        'Éliminer comme déchet dangereux par un collecteur agréé ; ne pas mélanger avec d’autres déchets. Code déchet 16 09 03* (peroxydes, par exemple peroxyde d’hydrogène). Rincer les emballages vides à l’eau avant leur élimination.',
    },
  },
};
