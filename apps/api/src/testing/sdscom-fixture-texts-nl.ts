import type { SdscomFixtureTexts } from './sdscom-fixture-texts.ts';

/** The test SDS's words in Dutch (sdscom-fixture-texts.ts says how they are used). */
export const nlTexts: SdscomFixtureTexts = {
  country: 'NL',
  signalWords: { DGR: 'Gevaar', WNG: 'Waarschuwing' },
  statements: {
    H225: 'Licht ontvlambare vloeistof en damp.',
    H319: 'Veroorzaakt ernstige oogirritatie.',
    EUH066: 'Herhaalde blootstelling kan een droge of een gebarsten huid veroorzaken.',
    P210: 'Verwijderd houden van warmte, hete oppervlakken, vonken, open vuur en andere ontstekingsbronnen. Niet roken.',
    'P305+P351+P338':
      'BIJ CONTACT MET DE OGEN: voorzichtig afspoelen met water gedurende een aantal minuten; contactlenzen verwijderen, indien mogelijk; blijven spoelen.',
  },
  extinguishWith: {
    fullText: 'In geval van brand: blussen met …',
    mergeText: 'alcoholbestendig schuim, koolstofdioxide of bluspoeder',
  },
  components: { acetone: 'Aceton', ethanol: 'Ethanol' },
  shippingName: 'ACETON',
  identifiedUse: 'Reinigings- en ontvettingsmiddel voor professioneel gebruik.',
  emergencyPhoneHours:
    '24 uur per dag (Nationaal Vergiftigingen Informatie Centrum, alleen voor artsen)',
  useAdvisedAgainst: 'Niet geschikt voor particulier gebruik.',
  otherHazards: 'Dampen kunnen met lucht een explosief mengsel vormen. Het product ontvet de huid.',
  firstAid: {
    general:
      'Verontreinigde kleding onmiddellijk uittrekken. Bij aanhoudende klachten een arts raadplegen.',
    inhalation: 'Na inademing: slachtoffer in de frisse lucht brengen en laten rusten.',
    skin: 'Na contact met de huid: huid met veel water en zeep wassen.',
    eyes: 'Na contact met de ogen: bij geopende oogleden minstens 10 minuten met stromend water spoelen.',
    ingestion:
      'Na inslikken: mond spoelen met water. Geen braken opwekken. Onmiddellijk een arts raadplegen.',
  },
  fireFighting: {
    suitableMedia:
      'Geschikte blusmiddelen: alcoholbestendig schuim, koolstofdioxide, bluspoeder, watersproeistraal.',
    unsuitableMedia: 'Ongeschikte blusmiddelen: volle waterstraal.',
    combustionProducts: 'Bij brand kunnen koolmonoxide en koolstofdioxide ontstaan.',
    advice:
      'Onafhankelijk van de omgevingslucht werkend ademhalingsapparaat dragen. Bedreigde verpakkingen met water koelen.',
  },
  spill: {
    personal:
      'Ontstekingsbronnen verwijderen. Zorgen voor voldoende ventilatie. Contact met huid en ogen vermijden.',
    environment: 'Niet in de riolering of het oppervlaktewater laten terechtkomen.',
    cleanUp:
      'Opnemen met vloeistofbindend materiaal (zand, kiezelgoer, universeel bindmiddel) en afvoeren volgens rubriek 13.',
  },
  handling: {
    precautions: 'Alleen gebruiken in goed geventileerde ruimten. Vorming van dampen vermijden.',
    fire: 'Maatregelen treffen om ontlading van statische elektriciteit te voorkomen. Explosieveilig gereedschap gebruiken.',
    hygiene:
      'Niet eten, drinken of roken tijdens het werk. Handen wassen voor pauzes en na het werk.',
  },
  storage: {
    conditions: 'In goed gesloten verpakking bewaren op een koele, goed geventileerde plaats.',
    incompatible: 'Gescheiden houden van oxiderende stoffen.',
  },
  protection: {
    engineering: 'Zorgen voor goede ventilatie en afzuiging op de werkplek.',
    eyes: 'Nauwsluitende veiligheidsbril (EN 166).',
    hands:
      'Beschermende handschoenen van butylrubber, 0,5 mm, doorbraaktijd > 480 min (EN ISO 374).',
    body: 'Antistatische werkkleding.',
    respiratory: 'Bij onvoldoende ventilatie: ademhalingsbescherming met filter type A (EN 14387).',
  },
  disposal: {
    product: 'Afvoeren als gevaarlijk afval via een erkende afvalverwerker. Euralcode 14 06 03*.',
    packaging: 'Niet-gereinigde verpakkingen afvoeren zoals het product.',
  },
  transportPrecautions: 'Vervoer in gesloten, rechtop staande en veilig geplaatste verpakkingen.',
};
