import {
  formatFixtureDate,
  parseSections,
  statementLines,
  type SdsFixtureProduct,
  type SheetContent,
} from './sheet-content.ts';

/** A Dutch SDS: headings as `RUBRIEK 4: Eerstehulpmaatregelen`, dates as `12-03-2024`. */
export function dutchSheet(product: SdsFixtureProduct): SheetContent {
  return {
    language: 'nl-NL',
    title: 'VEILIGHEIDSINFORMATIEBLAD',
    regulation: 'volgens Verordening (EG) nr. 1907/2006 (REACH), bijlage II',
    titleFields: [
      { label: 'Afdrukdatum:', value: '02-04-2024' },
      { label: 'Herzieningsdatum:', value: formatFixtureDate(product.revisionDate, '-') },
      { label: 'Versie:', value: product.version },
    ],
    pageNumber: (page, pages) => `Pagina ${page} van ${pages}`,
    sections: parseSections(`
# RUBRIEK 1: Identificatie van de stof of het mengsel en van de onderneming
## 1.1 Productidentificatie
Handelsnaam: | ${product.name}
Artikelnummer: | ${product.articleNumber}
UFI: | Q1W2-E3R4-T5Y6-U7I8
## 1.2 Relevant geïdentificeerd gebruik van de stof of het mengsel en ontraden gebruik
Reinigingsmiddel voor professioneel gebruik: ontvetten van metalen onderdelen en gereedschap.
Ontraden gebruik: geen bekend.
## 1.3 Details betreffende de leverancier van het veiligheidsinformatieblad
Leverancier: | ${product.supplier}
Industrieweg 12, 3044 AS Rotterdam, Nederland
Telefoon: | +31 10 123 45 67
E-mail: | sds@voorbeeldchemie.nl
## 1.4 Telefoonnummer voor noodgevallen
Nationaal Vergiftigingen Informatie Centrum (NVIC): +31 30 274 88 88 (alleen voor artsen).

# RUBRIEK 2: Identificatie van de gevaren
## 2.1 Indeling van de stof of het mengsel
Indeling volgens Verordening (EG) nr. 1272/2008 [CLP]: Flam. Liq. 2; Eye Irrit. 2; STOT SE 3.
## 2.2 Etiketteringselementen
Gevarenpictogrammen: | GHS02, GHS07
Signaalwoord: | Gevaar
Gevarenaanduidingen
${statementLines('nl', ['H225', 'H319', 'H336'])}
Aanvullende gevareninformatie
${statementLines('nl', ['EUH066'])}
Voorzorgsmaatregelen
${statementLines('nl', ['P210', 'P305+P351+P338', 'P403+P233'])}
## 2.3 Andere gevaren
Dampen kunnen met lucht een explosief mengsel vormen. Het mengsel bevat geen stoffen die als PBT of zPzB zijn beoordeeld.

# RUBRIEK 3: Samenstelling en informatie over de bestanddelen
## 3.2 Mengsels
| Stofnaam | CAS-nr. | EG-nr. | Gew.-% | Indeling (EG) nr. 1272/2008 |
| aceton | 67-64-1 | 200-662-2 | 50 – 100 | Flam. Liq. 2, H225; Eye Irrit. 2, H319; STOT SE 3, H336; EUH066 |
| ethanol | 64-17-5 | 200-578-6 | 10 – 25 | Flam. Liq. 2, H225; Eye Irrit. 2, H319 |
| parfum (bevat d-limoneen) | 5989-27-6 | 227-813-5 | < 0,1 | Skin Sens. 1, H317 |
De volledige tekst van de H-zinnen staat in rubriek 16.

# RUBRIEK 4: Eerstehulpmaatregelen
## 4.1 Beschrijving van de eerstehulpmaatregelen
Na inademing: slachtoffer in de frisse lucht brengen en laten rusten. Bij aanhoudende klachten een arts raadplegen.
Na contact met de huid: verontreinigde kleding uittrekken en de huid wassen met water en zeep.
Na contact met de ogen: onmiddellijk spoelen met veel water, ook onder de oogleden, gedurende minstens 15 minuten.
Na inslikken: mond spoelen met water. Geen braken opwekken.
## 4.2 Belangrijkste acute en uitgestelde symptomen en effecten
Hoofdpijn, duizeligheid, slaperigheid. Oogirritatie.
## 4.3 Vermelding van de vereiste onmiddellijke medische verzorging en speciale behandeling
Symptomatisch behandelen.

# RUBRIEK 5: Brandbestrijdingsmaatregelen
## 5.1 Blusmiddelen
Alcoholbestendig schuim, kooldioxide, bluspoeder, waternevel. Ongeschikt: volle waterstraal.
## 5.2 Speciale gevaren die door de stof of het mengsel worden veroorzaakt
Dampen zijn zwaarder dan lucht en verspreiden zich over de vloer. Bij verbranding ontstaan koolmonoxide en kooldioxide.
## 5.3 Advies voor brandweerlieden
Onafhankelijk ademhalingsapparaat en beschermende kleding dragen.

# RUBRIEK 6: Maatregelen bij accidenteel vrijkomen van de stof of het mengsel
## 6.1 Persoonlijke voorzorgsmaatregelen, beschermende uitrusting en noodprocedures
Ontstekingsbronnen verwijderen. Voor voldoende ventilatie zorgen. Contact met ogen en huid vermijden.
## 6.2 Milieuvoorzorgsmaatregelen
Niet in de riolering of het oppervlaktewater laten terechtkomen.
## 6.3 Insluitings- en reinigingsmethoden en -materiaal
Opnemen met onbrandbaar absorberend materiaal (zand, diatomeeënaarde) en afvoeren volgens rubriek 13.

# RUBRIEK 7: Hantering en opslag
## 7.1 Voorzorgsmaatregelen voor het veilig hanteren van de stof of het mengsel
Alleen gebruiken in goed geventileerde ruimten. Maatregelen treffen tegen ontladingen van statische elektriciteit. Niet eten, drinken of roken tijdens het gebruik.
## 7.2 Voorwaarden voor een veilige opslag, met inbegrip van incompatibele producten
In goed gesloten verpakking bewaren op een koele, goed geventileerde plaats. Verwijderd houden van oxiderende stoffen.
## 7.3 Specifiek eindgebruik
Zie rubriek 1.2.

# RUBRIEK 8: Maatregelen ter beheersing van blootstelling/persoonlijke bescherming
## 8.1 Controleparameters
Aceton: grenswaarde 1210 mg/m³ (8 uur TGG).
## 8.2 Maatregelen ter beheersing van blootstelling
Oogbescherming: | nauwsluitende veiligheidsbril.
Handbescherming: | handschoenen van butylrubber (doorbraaktijd > 480 min).
Ademhaling: | bij onvoldoende ventilatie een gasfilter type A.

# RUBRIEK 9: Fysische en chemische eigenschappen
Aggregatietoestand: | vloeibaar, kleurloos
Vlampunt: | < 0 °C
Dichtheid: | 0,79 g/cm³ bij 20 °C

# RUBRIEK 10: Stabiliteit en reactiviteit
Stabiel onder normale omstandigheden. Te vermijden: hitte, vonken, open vuur. Reageert met sterke oxidatiemiddelen.

# RUBRIEK 11: Toxicologische informatie
Aceton: LD50 oraal, rat: 5800 mg/kg. Dampen kunnen slaperigheid en duizeligheid veroorzaken.

# RUBRIEK 12: Ecologische informatie
Het product is gemakkelijk biologisch afbreekbaar. Niet in het milieu laten terechtkomen.

# RUBRIEK 13: Instructies voor verwijdering
## 13.1 Afvalverwerkingsmethoden
Afvoeren als gevaarlijk afval via een erkende verwerker. Euralcode 07 06 04*. Lege verpakking niet doorboren of verbranden.

# RUBRIEK 14: Informatie met betrekking tot het vervoer
14.1 VN-nummer: | UN 1090
14.2 Juiste ladingnaam: | ACETON, OPLOSSING
14.3 Transportgevarenklasse(n): | 3
14.4 Verpakkingsgroep: | II
14.5 Milieugevaren: | nee
14.6 Bijzondere voorzorgen voor de gebruiker: | Tunnelbeperkingscode (D/E).

# RUBRIEK 15: Regelgeving
Richtlijn 2012/18/EU (Seveso III): ontvlambare vloeistoffen. Een chemischeveiligheidsbeoordeling is niet uitgevoerd.

# RUBRIEK 16: Overige informatie
Volledige tekst van de H-zinnen uit rubriek 3:
${statementLines('nl', ['H225', 'H317', 'H319', 'H336'])}
Wijzigingen ten opzichte van de vorige versie: rubriek 2 en 8 bijgewerkt.
`),
  };
}
