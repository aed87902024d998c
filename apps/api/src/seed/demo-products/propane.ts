import type { DemoProduct } from './demo-product.ts';

/** Commercial propane in an 11 kg cylinder: extremely flammable liquefied gas (ADR 2F, no PG). */
export const propane: DemoProduct = {
  masterCode: 'AI-PROPANE-11',
  company: 'acme',
  reviewStatus: 'Approved',
  articleNumbers: {
    'nl-NL': 'AI-5006',
    'en-US': 'AI-5006',
    'de-DE': 'AI-5006',
    'fr-FR': 'AI-5006',
  },
  supplier: 'Cobalt Ridge Gases Ltd',
  revisionDate: '2024-08-26',
  version: '3.0',
  signalWord: 'Danger',
  pictograms: ['GHS02', 'GHS04'],
  unNumber: '1978',
  adrClass: '2.1',
  packingGroup: null,
  casNumbers: ['74-98-6', '115-07-1', '106-97-8'],
  emergencyPhone: '+44 1632 960 109 (24 h)',
  storageClass: '2A',
  hStatements: ['H220', 'H280'],
  pStatements: ['P210', 'P377', 'P381', 'P410+P403'],
  texts: {
    'nl-NL': {
      name: 'Propaan – gasfles 11 kg',
      contains:
        'Propaan, CAS 74-98-6: ≥ 90 %; propeen, CAS 115-07-1: ≤ 10 %; butanen, CAS 106-97-8: ≤ 2,5 %; 1,3-butadieen < 0,1 %. Geodoriseerd met ethylmercaptaan.',
      remarks:
        'Het gas is zwaarder dan lucht en heeft een geurstof: bij gaslucht de fleskraan sluiten, geen schakelaars bedienen en ventileren.',
      hazards:
        'Ontsteekt zeer gemakkelijk, al bij lage concentraties in lucht (explosiegrenzen circa 1,7–10,9 vol.%). Het gas is ongeveer 1,5 keer zo zwaar als lucht en hoopt zich op in kelders, putten en riolen.\nHoge concentraties verdringen de zuurstof: verstikking, vaak zonder waarschuwing; daarnaast verdovend effect.\nVloeibaar propaan verdampt bij -42 °C en veroorzaakt bevriezingsletsel aan huid en ogen.\nFlessen kunnen bij brand heftig openscheuren.',
      firstAid:
        'Inademing: slachtoffer (met onafhankelijke ademlucht voor de redder) in de frisse lucht brengen, warm houden en laten rusten; zuurstof laten toedienen; bij ademstilstand beademen; arts waarschuwen.\nHuid (bevriezing): met lauw water spoelen, niet wrijven, vastgevroren kleding niet lostrekken; steriel afdekken en een arts raadplegen.\nOgen: minstens 15 minuten met lauw water spoelen; direct naar een oogarts.\nInslikken: geen waarschijnlijke blootstellingsroute.',
      fireFighting:
        'Gastoevoer afsluiten als dat veilig kan. Een brandend lek niet blussen zolang het lek niet kan worden gestopt: gevaar voor herontsteking en explosie.\nBlootgestelde flessen vanuit een beschermde positie met watersproeistraal koelen; omgeving ontruimen, want flessen kunnen openscheuren.\nKleine branden: bluspoeder of koolstofdioxide.\nBrandweer: onafhankelijke ademlucht en beschermende kleding.',
      spillCleanup:
        'Gebied ontruimen en alle ontstekingsbronnen uitschakelen; geen elektrische schakelaars bedienen.\nFleskraan sluiten als dat veilig kan; een lekkende fles naar buiten brengen.\nGoed ventileren en voorkomen dat gas in kelders, putten of riolen terechtkomt; met een gasdetector controleren voordat de ruimte weer wordt betreden.',
      hygiene:
        'Niet roken bij gasflessen. Aansluitingen controleren op lekkage met lekzoekspray of zeepsop, nooit met een vlam.',
      personalProtection:
        'Ogen: veiligheidsbril (EN 166).\nHanden: leren werkhandschoenen bij het hanteren van flessen; koude-isolerende handschoenen (EN 511) bij mogelijk contact met vloeibaar gas.\nVoeten: veiligheidsschoenen.\nAdemhaling: bij lekkage in besloten ruimten onafhankelijke ademlucht; filtermaskers beschermen niet tegen zuurstoftekort.',
      storageAndAdr:
        'Flessen rechtop en tegen omvallen geborgd bewaren, buiten of in een goed geventileerde ruimte, niet onder maaiveldniveau en niet bij kelderopeningen of afvoerputten. Beschermen tegen zonlicht en temperaturen boven 50 °C; kraan gesloten met beschermkap. Gescheiden houden van zuurstof en andere oxiderende gassen.\nVervoer: UN 1978 PROPAAN, klasse 2 (2F, etiket 2.1), tunnelbeperkingscode (B/D). Flessen rechtop en vastgezet in een geventileerde laadruimte vervoeren.',
      usage:
        'Alleen gebruiken met een passende drukregelaar en goedgekeurde slang; slangen regelmatig controleren. Flessen wisselen buiten of ver van ontstekingsbronnen. Toestellen binnen alleen gebruiken met voldoende ventilatie (koolmonoxidegevaar bij onvolledige verbranding).',
      wasteManagement:
        'Lege en gedeeltelijk gevulde flessen terugbrengen naar de leverancier; nooit leeg laten blazen of bij het afval doen. Euralcode 16 05 04* (gassen in drukhouders die gevaarlijke stoffen bevatten).',
    },
    'en-US': {
      name: 'Propane – 11 kg gas cylinder',
      contains:
        'Propane, CAS 74-98-6: ≥ 90 %; propene, CAS 115-07-1: ≤ 10 %; butanes, CAS 106-97-8: ≤ 2.5 %; 1,3-butadiene < 0.1 %. Odorised with ethyl mercaptan.',
      remarks:
        'The gas is heavier than air and odorised: if you smell gas, close the cylinder valve, do not operate switches and ventilate.',
      hazards:
        'Ignites very easily, even at low concentrations in air (explosion limits approx. 1.7–10.9 vol %). The gas is about 1.5 times as heavy as air and collects in cellars, pits and drains.\nHigh concentrations displace oxygen: asphyxiation, often without warning; also a narcotic effect.\nLiquid propane evaporates at -42 °C and causes frostbite to skin and eyes.\nCylinders can rupture violently in a fire.',
      firstAid:
        'Inhalation: move the person to fresh air (the rescuer wearing self-contained breathing apparatus), keep warm and at rest; have oxygen given; if breathing stops, give rescue breaths; call a doctor.\nSkin (frostbite): rinse with lukewarm water, do not rub, do not pull off clothing frozen to the skin; cover with a sterile dressing and see a doctor.\nEyes: rinse with lukewarm water for at least 15 minutes; go to an eye specialist at once.\nIngestion: not a likely route of exposure.',
      fireFighting:
        'Shut off the gas supply if it is safe to do so. Do not extinguish a burning leak unless the leak can be stopped: risk of re-ignition and explosion.\nCool exposed cylinders with water spray from a protected position; evacuate the surroundings, as cylinders can rupture.\nSmall fires: dry powder or carbon dioxide.\nFirefighters: self-contained breathing apparatus and protective clothing.',
      spillCleanup:
        'Evacuate the area and eliminate all ignition sources; do not operate electrical switches.\nClose the cylinder valve if safe to do so; move a leaking cylinder outdoors.\nVentilate well and prevent gas from entering cellars, pits or drains; check with a gas detector before re-entering the area.',
      hygiene:
        'Do not smoke near gas cylinders. Check connections for leaks with leak-detection spray or soapy water, never with a flame.',
      personalProtection:
        'Eyes: safety glasses (EN 166).\nHands: leather work gloves when handling cylinders; cold-insulating gloves (EN 511) where contact with liquid gas is possible.\nFeet: safety shoes.\nRespiratory: for leaks in enclosed spaces, self-contained breathing apparatus; filter masks do not protect against oxygen deficiency.',
      storageAndAdr:
        'Store cylinders upright and secured against falling, outdoors or in a well-ventilated room, not below ground level and not near cellar openings or drains. Protect from sunlight and temperatures above 50 °C; valve closed with protective cap. Keep apart from oxygen and other oxidising gases.\nTransport: UN 1978 PROPANE, class 2 (2F, label 2.1), tunnel restriction code (B/D). Carry cylinders upright and secured in a ventilated load space.',
      usage:
        'Use only with a suitable pressure regulator and approved hose; inspect hoses regularly. Change cylinders outdoors or well away from ignition sources. Use appliances indoors only with sufficient ventilation (carbon monoxide risk from incomplete combustion).',
      wasteManagement:
        'Return empty and partly filled cylinders to the supplier; never vent them or put them in the waste. EWC code 16 05 04* (gases in pressure containers containing hazardous substances).',
    },
    'de-DE': {
      name: 'Propan – Gasflasche 11 kg',
      contains:
        'Propan, CAS 74-98-6: ≥ 90 %; Propen, CAS 115-07-1: ≤ 10 %; Butane, CAS 106-97-8: ≤ 2,5 %; 1,3-Butadien < 0,1 %. Odoriert mit Ethylmercaptan.',
      remarks:
        'Das Gas ist schwerer als Luft und odoriert: Bei Gasgeruch Flaschenventil schließen, keine Schalter betätigen und lüften.',
      hazards:
        'Entzündet sich sehr leicht, schon bei geringen Konzentrationen in Luft (Explosionsgrenzen ca. 1,7–10,9 Vol.-%). Das Gas ist etwa 1,5-mal so schwer wie Luft und sammelt sich in Kellern, Gruben und Kanälen.\nHohe Konzentrationen verdrängen den Sauerstoff: Erstickung, oft ohne Vorwarnung; zudem narkotische Wirkung.\nFlüssiges Propan verdampft bei -42 °C und verursacht Erfrierungen an Haut und Augen.\nFlaschen können im Brandfall heftig zerknallen.',
      firstAid:
        'Einatmen: Betroffenen (Retter mit umluftunabhängigem Atemschutz) an die frische Luft bringen, warm und ruhig lagern; Sauerstoff geben lassen; bei Atemstillstand beatmen; Arzt rufen.\nHautkontakt (Erfrierung): mit lauwarmem Wasser spülen, nicht reiben, angefrorene Kleidung nicht abreißen; steril abdecken und Arzt aufsuchen.\nAugenkontakt: Mindestens 15 Minuten mit lauwarmem Wasser spülen; umgehend zum Augenarzt.\nVerschlucken: kein wahrscheinlicher Expositionsweg.',
      fireFighting:
        'Gaszufuhr absperren, wenn dies gefahrlos möglich ist. Ein brennendes Leck nicht löschen, solange es nicht gestoppt werden kann: Gefahr der Rückzündung und Explosion.\nGefährdete Flaschen aus geschützter Position mit Wassersprühstrahl kühlen; Umgebung räumen, da Flaschen zerknallen können.\nKleine Brände: Löschpulver oder Kohlendioxid.\nFeuerwehr: umluftunabhängiges Atemschutzgerät und Schutzkleidung.',
      spillCleanup:
        'Bereich räumen und alle Zündquellen beseitigen; keine elektrischen Schalter betätigen.\nFlaschenventil schließen, wenn gefahrlos möglich; undichte Flasche ins Freie bringen.\nGut lüften und verhindern, dass Gas in Keller, Gruben oder Kanäle gelangt; vor dem Wiederbetreten mit einem Gaswarngerät prüfen.',
      hygiene:
        'In der Nähe von Gasflaschen nicht rauchen. Anschlüsse mit Lecksuchspray oder Seifenlösung auf Dichtheit prüfen, niemals mit einer Flamme.',
      personalProtection:
        'Augen: Schutzbrille (EN 166).\nHände: Lederarbeitshandschuhe beim Umgang mit Flaschen; kälteisolierende Handschuhe (EN 511) bei möglichem Kontakt mit Flüssiggas.\nFüße: Sicherheitsschuhe.\nAtemschutz: bei Leckagen in geschlossenen Räumen umluftunabhängiges Atemschutzgerät; Filtermasken schützen nicht vor Sauerstoffmangel.',
      storageAndAdr:
        'Flaschen stehend und gegen Umfallen gesichert im Freien oder in einem gut belüfteten Raum lagern, nicht unter Erdgleiche und nicht in der Nähe von Kelleröffnungen oder Abläufen. Vor Sonne und Temperaturen über 50 °C schützen; Ventil geschlossen mit Schutzkappe. Getrennt halten von Sauerstoff und anderen oxidierenden Gasen.\nTransport: UN 1978 PROPAN, Klasse 2 (2F, Gefahrzettel 2.1), Tunnelbeschränkungscode (B/D). Flaschen stehend und gesichert in einem belüfteten Laderaum befördern.',
      usage:
        'Nur mit geeignetem Druckregler und zugelassenem Schlauch verwenden; Schläuche regelmäßig prüfen. Flaschen im Freien oder weit entfernt von Zündquellen wechseln. Geräte in Innenräumen nur bei ausreichender Lüftung betreiben (Kohlenmonoxidgefahr bei unvollständiger Verbrennung).',
      wasteManagement:
        'Leere und teilgefüllte Flaschen an den Lieferanten zurückgeben; nie abblasen oder in den Abfall geben. Abfallschlüssel 16 05 04* (gefährliche Stoffe enthaltende Gase in Druckbehältern).',
    },
    'fr-FR': {
      name: 'Propane – bouteille de 11 kg',
      contains:
        'Propane, CAS 74-98-6 : ≥ 90 % ; propène, CAS 115-07-1 : ≤ 10 % ; butanes, CAS 106-97-8 : ≤ 2,5 % ; 1,3-butadiène < 0,1 %. Odorisé à l’éthylmercaptan.',
      remarks:
        'Le gaz est plus lourd que l’air et odorisé : en cas d’odeur de gaz, fermer le robinet de la bouteille, ne pas actionner d’interrupteurs et aérer.',
      hazards:
        'S’enflamme très facilement, même à faible concentration dans l’air (limites d’explosivité env. 1,7–10,9 % vol.). Le gaz est environ 1,5 fois plus lourd que l’air et s’accumule dans les caves, fosses et égouts.\nÀ forte concentration, il chasse l’oxygène : asphyxie, souvent sans signe avant-coureur ; effet narcotique en outre.\nLe propane liquide s’évapore à -42 °C et provoque des gelures de la peau et des yeux.\nLes bouteilles peuvent éclater violemment dans un incendie.',
      firstAid:
        'Inhalation : transporter la personne à l’air frais (le sauveteur portant un appareil respiratoire autonome), la garder au chaud et au repos ; faire administrer de l’oxygène ; en cas d’arrêt respiratoire, pratiquer le bouche-à-bouche ; appeler un médecin.\nContact cutané (gelure) : rincer à l’eau tiède, ne pas frotter, ne pas arracher les vêtements collés par le gel ; couvrir d’un pansement stérile et consulter un médecin.\nContact oculaire : rincer à l’eau tiède pendant au moins 15 minutes ; consulter sans délai un ophtalmologiste.\nIngestion : voie d’exposition peu probable.',
      fireFighting:
        'Couper l’arrivée de gaz si cela peut se faire sans danger. Ne pas éteindre une fuite enflammée tant que la fuite ne peut pas être arrêtée : risque de réinflammation et d’explosion.\nRefroidir les bouteilles exposées à l’eau pulvérisée depuis un endroit protégé ; évacuer les alentours, les bouteilles pouvant éclater.\nPetits feux : poudre ou dioxyde de carbone.\nPompiers : appareil respiratoire autonome et vêtements de protection.',
      spillCleanup:
        'Évacuer la zone et supprimer toute source d’inflammation ; ne pas actionner d’interrupteurs électriques.\nFermer le robinet de la bouteille si cela peut se faire sans danger ; sortir à l’extérieur une bouteille qui fuit.\nBien aérer et empêcher le gaz de pénétrer dans les caves, fosses ou égouts ; contrôler avec un détecteur de gaz avant de retourner dans la zone.',
      hygiene:
        'Ne pas fumer à proximité des bouteilles de gaz. Vérifier l’étanchéité des raccords avec un spray détecteur de fuites ou de l’eau savonneuse, jamais avec une flamme.',
      personalProtection:
        'Yeux : lunettes de sécurité (EN 166).\nMains : gants de travail en cuir pour manipuler les bouteilles ; gants isolants contre le froid (EN 511) en cas de contact possible avec le gaz liquéfié.\nPieds : chaussures de sécurité.\nVoies respiratoires : en cas de fuite en espace clos, appareil respiratoire autonome ; les masques filtrants ne protègent pas contre le manque d’oxygène.',
      storageAndAdr:
        'Stocker les bouteilles debout et arrimées contre les chutes, à l’extérieur ou dans un local bien ventilé, jamais en sous-sol ni près de soupiraux ou de regards d’égout. Protéger du soleil et des températures supérieures à 50 °C ; robinet fermé avec chapeau de protection. Tenir à l’écart de l’oxygène et des autres gaz comburants.\nTransport : UN 1978 PROPANE, classe 2 (2F, étiquette 2.1), code de restriction en tunnels (B/D). Transporter les bouteilles debout et arrimées dans un espace de chargement ventilé.',
      usage:
        'Utiliser uniquement avec un détendeur adapté et un tuyau homologué ; contrôler régulièrement les tuyaux. Changer les bouteilles à l’extérieur ou loin de toute source d’inflammation. N’utiliser les appareils à l’intérieur qu’avec une ventilation suffisante (risque de monoxyde de carbone en cas de combustion incomplète).',
      wasteManagement:
        'Rapporter les bouteilles vides ou partiellement remplies au fournisseur ; ne jamais les vidanger à l’air libre ni les jeter avec les déchets. Code déchet 16 05 04* (gaz en récipients à pression contenant des substances dangereuses).',
    },
  },
};
