// Rows of the substance synonym table (substance-synonym-table.ts, whose header says the sources
// and the rules): alcohols, ketones, esters, hydrocarbons, chlorinated solvents, ethers, glycols,
// glycol ethers, amines, aldehydes.
import type { SubstanceSynonyms } from './substance-synonym-table.ts';

const WHITE_SPIRIT_NAMES = {
  en: ['white spirit', 'mineral spirits', 'Stoddard solvent'],
  de: ['Testbenzin', 'Lackbenzin', 'White Spirit'],
  nl: ['white spirit'],
  fr: ['white spirit', 'white-spirit'],
};

/** The table, one row per CAS number (docs/decisions/0074-search-formulas-and-substance-names.md). */

/** Solvents and other organic substances. */
export const SOLVENTS_AND_ORGANICS: readonly SubstanceSynonyms[] = [
  // Alcohols.
  {
    cas: '64-17-5',
    source: 'CLP 603-002-00-5',
    formulas: ['C2H5OH', 'EtOH'],
    names: {
      en: ['ethanol', 'ethyl alcohol'],
      de: ['Ethanol', 'Ethylalkohol'],
      nl: ['ethanol', 'ethylalcohol'],
      fr: ['éthanol', 'alcool éthylique'],
    },
  },
  {
    cas: '67-56-1',
    source: 'CLP 603-001-00-X',
    formulas: ['CH3OH', 'MeOH'],
    names: {
      en: ['methanol', 'methyl alcohol'],
      de: ['Methanol', 'Methylalkohol'],
      nl: ['methanol', 'methylalcohol'],
      fr: ['méthanol', 'alcool méthylique'],
    },
  },
  {
    cas: '67-63-0',
    source: 'CLP 603-117-00-0',
    formulas: ['IPA'],
    names: {
      en: ['isopropanol', 'isopropyl alcohol', 'propan-2-ol', '2-propanol'],
      de: ['Isopropanol', 'Isopropylalkohol', '2-Propanol'],
      nl: ['isopropanol', 'isopropylalcohol', '2-propanol'],
      fr: ['isopropanol', 'alcool isopropylique', 'propan-2-ol'],
    },
  },
  {
    cas: '71-23-8',
    source: 'CLP 603-003-00-0',
    formulas: [],
    names: {
      en: ['n-propanol', 'propan-1-ol', '1-propanol', 'n-propyl alcohol'],
      de: ['n-Propanol', '1-Propanol'],
      nl: ['n-propanol', '1-propanol'],
      fr: ['n-propanol', 'propan-1-ol', 'alcool propylique'],
    },
  },
  {
    cas: '71-36-3',
    source: 'CLP 603-004-00-6',
    formulas: [],
    names: {
      en: ['n-butanol', 'butan-1-ol', '1-butanol', 'n-butyl alcohol'],
      de: ['n-Butanol', '1-Butanol'],
      nl: ['n-butanol', '1-butanol'],
      fr: ['n-butanol', 'butan-1-ol', 'alcool butylique'],
    },
  },
  // Ketones, esters, hydrocarbons, chlorinated solvents, ethers.
  {
    cas: '67-64-1',
    source: 'CLP 606-001-00-8',
    formulas: ['CH3COCH3'],
    names: {
      en: ['acetone', 'propanone', 'propan-2-one', 'dimethyl ketone'],
      de: ['Aceton', 'Dimethylketon'],
      nl: ['aceton'],
      fr: ['acétone'],
    },
  },
  {
    cas: '78-93-3',
    source: 'CLP 606-002-00-3',
    formulas: ['MEK'],
    names: {
      en: ['methyl ethyl ketone', 'ethyl methyl ketone', 'butanone', '2-butanone', 'butan-2-one'],
      de: ['Methylethylketon', 'Ethylmethylketon', 'Butanon', '2-Butanon'],
      nl: ['methylethylketon', 'butanon'],
      fr: ['méthyléthylcétone', 'méthyl éthyl cétone', 'butanone'],
    },
  },
  {
    cas: '141-78-6',
    source: 'CLP 607-022-00-5',
    formulas: ['EtOAc'],
    names: {
      en: ['ethyl acetate', 'ethyl ethanoate'],
      de: ['Ethylacetat', 'Essigsäureethylester', 'Essigester'],
      nl: ['ethylacetaat'],
      fr: ['acétate d’éthyle'],
    },
  },
  {
    cas: '123-86-4',
    source: 'CLP 607-025-00-1',
    formulas: [],
    names: {
      en: ['n-butyl acetate', 'butyl acetate'],
      de: ['n-Butylacetat', 'Butylacetat', 'Essigsäurebutylester'],
      nl: ['butylacetaat', 'n-butylacetaat'],
      fr: ['acétate de butyle', 'acétate de n-butyle'],
    },
  },
  {
    cas: '108-88-3',
    source: 'CLP 601-021-00-3',
    formulas: [],
    names: {
      en: ['toluene', 'methylbenzene'],
      de: ['Toluol', 'Methylbenzol'],
      nl: ['tolueen'],
      fr: ['toluène'],
    },
  },
  {
    cas: '1330-20-7',
    source: 'CLP 601-022-00-9',
    formulas: [],
    names: {
      en: ['xylene', 'xylenes', 'dimethylbenzene'],
      de: ['Xylol', 'Dimethylbenzol'],
      nl: ['xyleen'],
      fr: ['xylène'],
    },
  },
  {
    cas: '100-41-4',
    source: 'CLP 601-023-00-4',
    formulas: [],
    names: {
      en: ['ethylbenzene'],
      de: ['Ethylbenzol'],
      nl: ['ethylbenzeen'],
      fr: ['éthylbenzène'],
    },
  },
  {
    cas: '110-54-3',
    source: 'CLP 601-037-00-0',
    formulas: [],
    names: {
      en: ['n-hexane', 'hexane'],
      de: ['n-Hexan', 'Hexan'],
      nl: ['n-hexaan', 'hexaan'],
      fr: ['n-hexane', 'hexane'],
    },
  },
  {
    cas: '110-82-7',
    source: 'CLP 601-017-00-1',
    formulas: [],
    names: {
      en: ['cyclohexane'],
      de: ['Cyclohexan'],
      nl: ['cyclohexaan'],
      fr: ['cyclohexane'],
    },
  },
  // White spirit is a trade name for several petroleum fractions: the three CAS numbers its
  // sheets give most (Stoddard solvent, hydrodesulphurised heavy naphtha, medium aliphatic
  // solvent naphtha) all answer to its names.
  { cas: '8052-41-3', source: 'CLP 649-345-00-4', formulas: [], names: WHITE_SPIRIT_NAMES },
  { cas: '64742-82-1', source: 'CLP 649-330-00-2', formulas: [], names: WHITE_SPIRIT_NAMES },
  { cas: '64742-88-7', source: 'CLP 649-405-00-X', formulas: [], names: WHITE_SPIRIT_NAMES },
  {
    cas: '75-09-2',
    source: 'CLP 602-004-00-3',
    formulas: ['DCM', 'CH2Cl2'],
    names: {
      en: ['dichloromethane', 'methylene chloride'],
      de: ['Dichlormethan', 'Methylenchlorid'],
      nl: ['dichloormethaan', 'methyleenchloride'],
      fr: ['dichlorométhane', 'chlorure de méthylène'],
    },
  },
  {
    cas: '109-99-9',
    source: 'CLP 603-025-00-0',
    formulas: ['THF'],
    names: {
      en: ['tetrahydrofuran'],
      de: ['Tetrahydrofuran'],
      nl: ['tetrahydrofuraan'],
      fr: ['tétrahydrofurane'],
    },
  },
  // Glycols, glycol ethers, amines, aldehydes.
  {
    cas: '107-21-1',
    source: 'CLP 603-027-00-1',
    formulas: ['MEG'],
    names: {
      en: ['ethylene glycol', 'monoethylene glycol', 'ethanediol', 'ethane-1,2-diol'],
      de: ['Ethylenglykol', 'Monoethylenglykol', 'Ethandiol'],
      nl: ['ethyleenglycol', 'monoethyleenglycol'],
      fr: ['éthylène glycol', 'éthylèneglycol', 'éthane-1,2-diol'],
    },
  },
  {
    cas: '111-46-6',
    source: 'CLP 603-140-00-6',
    formulas: ['DEG'],
    names: {
      en: ['diethylene glycol'],
      de: ['Diethylenglykol'],
      nl: ['diethyleenglycol'],
      fr: ['diéthylène glycol', 'diéthylèneglycol'],
    },
  },
  {
    cas: '57-55-6',
    source: 'SDS Givaudan (propane-1,2-diol, section 3)',
    formulas: ['MPG'],
    names: {
      en: ['propylene glycol', 'monopropylene glycol', 'propane-1,2-diol', '1,2-propanediol'],
      de: ['Propylenglykol', 'Monopropylenglykol', '1,2-Propandiol'],
      nl: ['propyleenglycol', 'monopropyleenglycol'],
      fr: ['propylène glycol', 'propylèneglycol'],
    },
  },
  {
    cas: '111-76-2',
    source: 'CLP 603-014-00-0',
    formulas: ['EGBE'],
    names: {
      en: ['2-butoxyethanol', 'butoxyethanol', 'butyl glycol', 'ethylene glycol monobutyl ether'],
      de: ['2-Butoxyethanol', 'Butylglykol', 'Ethylenglykolmonobutylether'],
      nl: ['2-butoxyethanol', 'butylglycol'],
      fr: ['2-butoxyéthanol', 'butylglycol'],
    },
  },
  {
    cas: '107-98-2',
    source: 'CLP 603-064-00-3',
    formulas: ['PGME'],
    names: {
      en: ['1-methoxy-2-propanol', 'methoxypropanol', 'propylene glycol methyl ether'],
      de: ['1-Methoxy-2-propanol', 'Methoxypropanol'],
      nl: ['1-methoxy-2-propanol', 'methoxypropanol'],
      fr: ['1-méthoxy-2-propanol', 'méthoxypropanol'],
    },
  },
  {
    cas: '141-43-5',
    source: 'CLP 603-030-00-8',
    formulas: [],
    names: {
      en: ['ethanolamine', 'monoethanolamine', '2-aminoethanol'],
      de: ['Ethanolamin', 'Monoethanolamin', '2-Aminoethanol'],
      nl: ['ethanolamine', 'monoethanolamine'],
      fr: ['éthanolamine', 'monoéthanolamine'],
    },
  },
  {
    cas: '50-00-0',
    source: 'CLP 605-001-00-5',
    formulas: ['HCHO', 'CH2O'],
    names: {
      en: ['formaldehyde', 'formalin', 'methanal'],
      de: ['Formaldehyd', 'Formalin'],
      nl: ['formaldehyde', 'formaline', 'formol'],
      fr: ['formaldéhyde', 'formol', 'formaline'],
    },
  },
];
