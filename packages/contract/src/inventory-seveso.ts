import { z } from 'zod';

/**
 * Seveso III per site (issue 26 must-have 5, decision 0077): the dangerous substances present at
 * a site summed by the categories of Directive 2012/18/EU Annex I Part 1 and by the named
 * substances of Part 2, with the summation rule of note 4, and the tier that follows.
 */

/** Which requirements a site falls under: none, lower tier or upper tier. */
export const SevesoTier = z.enum(['none', 'lower', 'upper']);
export type SevesoTier = z.infer<typeof SevesoTier>;

/** The groups of Part 1: health (H), physical (P), environmental (E) and other (O) hazards. */
export const SevesoGroup = z.enum(['H', 'P', 'E', 'O']);
export type SevesoGroup = z.infer<typeof SevesoGroup>;

/**
 * What the assessment had to assume, each a stable code with an English detail:
 * `assumed-density` (litres counted as 1 kg/L, the product has no density),
 * `acute-toxic-category-1` (H300/H310/H330 are Category 1 or 2; H1 taken),
 * `oral-toxic-note-7` (H301 without a dermal or inhalation classification counted in H2),
 * `aerosol-composition-unknown` (a flammable aerosol counted in P3a),
 * `flammable-liquid-storage-conditions` (H225/H226 counted in P5c, stored below boiling point),
 * `named-substance-whole-product` (the whole product counted as the named substance it contains).
 */
export const SevesoAssumptionCode = z.enum([
  'assumed-density',
  'acute-toxic-category-1',
  'oral-toxic-note-7',
  'aerosol-composition-unknown',
  'flammable-liquid-storage-conditions',
  'named-substance-whole-product',
]);
export type SevesoAssumptionCode = z.infer<typeof SevesoAssumptionCode>;

export const SevesoAssumption = z.object({ code: SevesoAssumptionCode, detail: z.string() });
export type SevesoAssumption = z.infer<typeof SevesoAssumption>;

/** A product present at the site, its quantity in tonnes and what was assumed about it. */
export const SevesoProduct = z.object({
  productId: z.uuid(),
  name: z.string(),
  tonnes: z.number(),
  categories: z.array(z.string()),
  namedEntries: z.array(z.number().int()),
  assumptions: z.array(SevesoAssumption),
});
export type SevesoProduct = z.infer<typeof SevesoProduct>;

/** A quantity held against the two qualifying quantities of an entry, as ratios. */
const Thresholds = {
  tonnes: z.number(),
  lowerTier: z.number(),
  upperTier: z.number(),
  lowerRatio: z.number(),
  upperRatio: z.number(),
  /** Whether the entry's quantities were checked against a source (reference data). */
  verified: z.boolean(),
  productIds: z.array(z.uuid()),
};

/** A Part 1 category with the site's quantity in it (named substances excluded, as Part 2 says). */
export const SevesoCategoryResult = z.object({
  id: z.string(),
  group: SevesoGroup,
  title: z.string(),
  ...Thresholds,
});
export type SevesoCategoryResult = z.infer<typeof SevesoCategoryResult>;

/** A Part 2 named substance with the site's quantity of it. */
export const SevesoNamedResult = z.object({
  entry: z.number().int(),
  name: z.string(),
  ...Thresholds,
});
export type SevesoNamedResult = z.infer<typeof SevesoNamedResult>;

/** One product's share of a group sum: its quantity over the lowest qualifying quantity it meets. */
export const SevesoContribution = z.object({
  productId: z.uuid(),
  entry: z.string(),
  tonnes: z.number(),
  lowerTier: z.number(),
  upperTier: z.number(),
  lowerRatio: z.number(),
  upperRatio: z.number(),
});
export type SevesoContribution = z.infer<typeof SevesoContribution>;

/** The summation rule (note 4) for one group: Σ q/Q against the lower and upper tier. */
export const SevesoGroupSum = z.object({
  group: SevesoGroup.exclude(['O']),
  lowerSum: z.number(),
  upperSum: z.number(),
  contributions: z.array(SevesoContribution),
});
export type SevesoGroupSum = z.infer<typeof SevesoGroupSum>;

/** What put the site in its tier: a category, a named substance or a group sum reaching 1. */
export const SevesoReason = z.object({
  basis: z.enum(['category', 'named-substance', 'summation']),
  ref: z.string(),
  tier: SevesoTier.exclude(['none']),
  ratio: z.number(),
});
export type SevesoReason = z.infer<typeof SevesoReason>;

/** `GET /api/sites/{id}/seveso`. */
export const SevesoReport = z.object({
  siteId: z.uuid(),
  siteName: z.string(),
  tier: SevesoTier,
  reasons: z.array(SevesoReason),
  categories: z.array(SevesoCategoryResult),
  namedSubstances: z.array(SevesoNamedResult),
  sums: z.array(SevesoGroupSum),
  products: z.array(SevesoProduct),
  usesUnverifiedData: z.boolean(),
  source: z.string(),
});
export type SevesoReport = z.infer<typeof SevesoReport>;
