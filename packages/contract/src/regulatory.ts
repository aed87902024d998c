import { z } from 'zod';
import { CasNumber } from './product-values.ts';

/**
 * The lists a product's composition is screened against (decision 0057): the ECHA Candidate List
 * of substances of very high concern, the carcinogenic, mutagenic and reprotoxic category 1A/1B
 * classifications of CLP Annex VI, REACH Annex XIV (authorisation) and Annex XVII (restriction).
 */
export const RegulatoryFlagKind = z.enum(['svhc', 'cmr', 'authorisation', 'restriction']);
export type RegulatoryFlagKind = z.infer<typeof RegulatoryFlagKind>;

/** The CMR hazard classes and categories of CLP Annex VI that raise a flag. */
export const CmrCategory = z.enum([
  'Carc. 1A',
  'Carc. 1B',
  'Muta. 1A',
  'Muta. 1B',
  'Repr. 1A',
  'Repr. 1B',
]);
export type CmrCategory = z.infer<typeof CmrCategory>;

/**
 * One hit of a product's CAS number on a list. `detail` depends on the kind: the Article 57
 * reasons of a Candidate List entry (`57a; 57c`), the CMR category (`Carc. 1B`), the Annex XIV
 * sunset date (ISO date, empty when the list gives none), the Annex XVII entry number (`63`).
 * `listVersion` is the date of the list that raised it.
 */
export const RegulatoryFlag = z
  .object({
    kind: RegulatoryFlagKind,
    cas: CasNumber,
    substance: z.string(),
    detail: z.string(),
    listVersion: z.iso.date(),
  })
  .meta({ id: 'RegulatoryFlag' });
export type RegulatoryFlag = z.infer<typeof RegulatoryFlag>;
