// Rows of the substance synonym table (substance-synonym-table.ts, whose header says the sources
// and the rules): mineral and organic acids, bases, bleach, peroxide, salts, industrial gases.
import type { SubstanceSynonyms } from './substance-synonym-table.ts';

/** Acids, bases, bleach, peroxide and salts. */
export const ACIDS_AND_BASES: readonly SubstanceSynonyms[] = [
  // Mineral and organic acids.
  {
    cas: '7647-01-0',
    source: 'CLP 017-002-00-2',
    formulas: ['HCl'],
    names: {
      en: ['hydrochloric acid', 'hydrogen chloride', 'muriatic acid'],
      de: ['Salzsäure', 'Chlorwasserstoff', 'Chlorwasserstoffsäure'],
      nl: ['zoutzuur', 'waterstofchloride'],
      fr: ['acide chlorhydrique', 'chlorure d’hydrogène'],
    },
  },
  {
    cas: '7664-93-9',
    source: 'CLP 016-020-00-8',
    formulas: ['H2SO4'],
    names: {
      en: ['sulfuric acid', 'sulphuric acid'],
      de: ['Schwefelsäure'],
      nl: ['zwavelzuur'],
      fr: ['acide sulfurique'],
    },
  },
  {
    cas: '7697-37-2',
    source: 'CLP 007-004-00-1',
    formulas: ['HNO3'],
    names: {
      en: ['nitric acid'],
      de: ['Salpetersäure'],
      nl: ['salpeterzuur'],
      fr: ['acide nitrique'],
    },
  },
  {
    cas: '7664-38-2',
    source: 'CLP 015-011-00-6',
    formulas: ['H3PO4'],
    names: {
      en: ['phosphoric acid', 'orthophosphoric acid'],
      de: ['Phosphorsäure', 'Orthophosphorsäure'],
      nl: ['fosforzuur', 'orthofosforzuur'],
      fr: ['acide phosphorique', 'acide orthophosphorique'],
    },
  },
  {
    cas: '7664-39-3',
    source: 'CLP 009-003-00-1',
    formulas: ['HF'],
    names: {
      en: ['hydrofluoric acid', 'hydrogen fluoride'],
      de: ['Flusssäure', 'Fluorwasserstoff', 'Fluorwasserstoffsäure'],
      nl: ['fluorwaterstofzuur', 'waterstoffluoride'],
      fr: ['acide fluorhydrique', 'fluorure d’hydrogène'],
    },
  },
  {
    cas: '5329-14-6',
    source: 'CLP 016-026-00-0',
    formulas: ['H3NSO3', 'NH2SO3H'],
    names: {
      en: ['sulfamic acid', 'sulphamic acid', 'amidosulfonic acid'],
      de: ['Amidosulfonsäure', 'Sulfaminsäure'],
      nl: ['amidosulfonzuur', 'sulfaminezuur'],
      fr: ['acide sulfamique'],
    },
  },
  {
    cas: '64-19-7',
    source: 'CLP 607-002-00-6',
    formulas: ['CH3COOH', 'AcOH'],
    names: {
      en: ['acetic acid', 'ethanoic acid'],
      de: ['Essigsäure', 'Eisessig'],
      nl: ['azijnzuur', 'ijsazijn'],
      fr: ['acide acétique'],
    },
  },
  {
    cas: '64-18-6',
    source: 'CLP 607-001-00-0',
    formulas: ['HCOOH'],
    names: {
      en: ['formic acid', 'methanoic acid'],
      de: ['Ameisensäure'],
      nl: ['mierenzuur'],
      fr: ['acide formique'],
    },
  },
  {
    cas: '77-92-9',
    source: 'CLP 607-750-00-3',
    formulas: ['C6H8O7'],
    names: {
      en: ['citric acid'],
      de: ['Zitronensäure', 'Citronensäure'],
      nl: ['citroenzuur'],
      fr: ['acide citrique'],
    },
  },
  {
    cas: '79-21-0',
    source: 'CLP 607-094-00-8',
    formulas: ['PAA', 'CH3CO3H'],
    names: {
      en: ['peracetic acid', 'peroxyacetic acid'],
      de: ['Peressigsäure'],
      nl: ['perazijnzuur'],
      fr: ['acide peracétique'],
    },
  },
  // Bases, bleach, peroxide, salts.
  {
    cas: '1310-73-2',
    source: 'CLP 011-002-00-6',
    formulas: ['NaOH'],
    names: {
      en: ['sodium hydroxide', 'caustic soda'],
      de: ['Natriumhydroxid', 'Natronlauge', 'Ätznatron'],
      nl: ['natriumhydroxide', 'natronloog', 'bijtende soda'],
      fr: ['hydroxyde de sodium', 'soude caustique', 'lessive de soude'],
    },
  },
  {
    cas: '1310-58-3',
    source: 'CLP 019-002-00-8',
    formulas: ['KOH'],
    names: {
      en: ['potassium hydroxide', 'caustic potash'],
      de: ['Kaliumhydroxid', 'Kalilauge', 'Ätzkali'],
      nl: ['kaliumhydroxide', 'kaliloog'],
      fr: ['hydroxyde de potassium', 'potasse caustique'],
    },
  },
  {
    cas: '7664-41-7',
    source: 'CLP 007-001-00-5',
    formulas: ['NH3'],
    names: {
      en: ['ammonia', 'anhydrous ammonia'],
      de: ['Ammoniak'],
      nl: ['ammoniak'],
      fr: ['ammoniac'],
    },
  },
  {
    cas: '1336-21-6',
    source: 'CLP 007-001-01-2',
    formulas: ['NH3', 'NH4OH'],
    names: {
      en: ['ammonia', 'ammonia solution', 'aqueous ammonia', 'ammonium hydroxide'],
      de: ['Ammoniak', 'Ammoniaklösung', 'Ammoniakwasser', 'Salmiakgeist'],
      nl: ['ammoniak', 'ammonia', 'ammoniakoplossing', 'ammoniumhydroxide'],
      fr: ['ammoniaque', 'solution d’ammoniaque', 'hydroxyde d’ammonium'],
    },
  },
  {
    cas: '7681-52-9',
    source: 'CLP 017-011-00-1',
    formulas: ['NaOCl', 'NaClO'],
    names: {
      en: ['sodium hypochlorite'],
      de: ['Natriumhypochlorit', 'Chlorbleichlauge', 'Javelwasser'],
      nl: ['natriumhypochloriet', 'bleekwater', 'chloorbleekloog'],
      fr: ['hypochlorite de sodium', 'eau de Javel', 'javel'],
    },
  },
  {
    cas: '7722-84-1',
    source: 'CLP 008-003-00-9',
    formulas: ['H2O2'],
    names: {
      en: ['hydrogen peroxide'],
      de: ['Wasserstoffperoxid'],
      nl: ['waterstofperoxide'],
      fr: ['peroxyde d’hydrogène', 'eau oxygénée'],
    },
  },
  {
    cas: '497-19-8',
    source: 'CLP 011-005-00-2',
    formulas: ['Na2CO3'],
    names: {
      en: ['sodium carbonate', 'soda ash', 'washing soda'],
      de: ['Natriumcarbonat', 'Waschsoda'],
      nl: ['natriumcarbonaat'],
      fr: ['carbonate de sodium'],
    },
  },
];

/** Industrial gases. */
export const INDUSTRIAL_GASES: readonly SubstanceSynonyms[] = [
  // Industrial gases.
  {
    cas: '7782-44-7',
    source: 'CLP 008-001-00-8',
    formulas: ['O2'],
    names: { en: ['oxygen'], de: ['Sauerstoff'], nl: ['zuurstof'], fr: ['oxygène'] },
  },
  {
    cas: '1333-74-0',
    source: 'CLP 001-001-00-9',
    formulas: ['H2'],
    names: { en: ['hydrogen'], de: ['Wasserstoff'], nl: ['waterstof'], fr: ['hydrogène'] },
  },
  {
    cas: '7727-37-9',
    source: 'SDS Air Products 177451 (stikstof, section 3)',
    formulas: ['N2'],
    names: { en: ['nitrogen'], de: ['Stickstoff'], nl: ['stikstof'], fr: ['azote'] },
  },
  {
    cas: '7440-37-1',
    source: 'SDS Air Products 172415 (argon, section 3)',
    formulas: [],
    names: { en: ['argon'], de: ['Argon'], nl: ['argon'], fr: ['argon'] },
  },
  {
    cas: '124-38-9',
    source: 'SDS Air Products 175582 (Kohlenstoffdioxid, section 3)',
    formulas: ['CO2'],
    names: {
      en: ['carbon dioxide'],
      de: ['Kohlendioxid', 'Kohlenstoffdioxid'],
      nl: ['koolstofdioxide', 'koolzuurgas'],
      fr: ['dioxyde de carbone'],
    },
  },
  {
    cas: '74-98-6',
    source: 'CLP 601-003-00-5',
    formulas: ['C3H8'],
    names: { en: ['propane'], de: ['Propan'], nl: ['propaan'], fr: ['propane'] },
  },
  {
    cas: '74-86-2',
    source: 'CLP 601-015-00-0',
    formulas: ['C2H2'],
    names: {
      en: ['acetylene', 'ethyne'],
      de: ['Acetylen', 'Ethin'],
      nl: ['acetyleen'],
      fr: ['acétylène'],
    },
  },
];
