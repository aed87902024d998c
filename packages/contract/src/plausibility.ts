import { z } from 'zod';
import { PackingGroup, Pictogram, StorageClass, UnNumber } from './product-values.ts';

// The plausibility check's findings (docs/product/imports.md#plausibility-check): a product's
// data that does not fit together under CLP Annex I, ADR Table A, the CAS check digit or the
// flash point limits of the flammable liquid statements. Each finding names the field a key user
// confirms, and its parameters; the web turns it into one translated sentence.

const HazardCode = z.string().max(16);
/** A flash point as the sheet gives it, in its unit, with °C beside °F (`> 93 °C`, `78 °F (25.6 °C)`). */
const FlashPointText = z.string().max(64);
const AdrClassText = z.string().max(64);

const finding = <Code extends string, Field extends string, Params extends z.ZodRawShape>(
  code: Code,
  field: Field,
  params: Params,
) => z.object({ code: z.literal(code), field: z.literal(field), params: z.object(params) });

/**
 * One contradiction, with a stable code (never renamed: clients translate it), the product
 * field it asks a key user to confirm, and what the sentence needs.
 */
export const PlausibilityFinding = z.discriminatedUnion('code', [
  /** A hazard statement calls for a pictogram (CLP Annex I, Article 26) that is missing. */
  finding('pictogram-missing', 'pictograms', { hCode: HazardCode, pictogram: Pictogram }),
  /** A pictogram no hazard statement of the product calls for. */
  finding('pictogram-unexplained', 'pictograms', { pictogram: Pictogram }),
  /** A hazard statement calls for a signal word, and there is none. */
  finding('signal-word-missing', 'signalWord', {
    hCode: HazardCode,
    signalWord: z.enum(['Danger', 'Warning']),
  }),
  /** A hazard statement calls for `Danger`; the product says `Warning`. */
  finding('signal-word-weaker', 'signalWord', {
    hCode: HazardCode,
    signalWord: z.literal('Danger'),
  }),
  /** `Danger` where the hazard statements call for `Warning` at most. */
  finding('signal-word-stronger', 'signalWord', { signalWord: z.literal('Danger') }),
  /** A signal word no hazard statement calls for. */
  finding('signal-word-unexplained', 'signalWord', {
    signalWord: z.enum(['Danger', 'Warning']),
  }),
  /** A UN number that is not in ADR 2025 Table A. */
  finding('un-number-unknown', 'unNumber', { unNumber: UnNumber }),
  /** A transport class that no Table A row of the UN number has. */
  finding('adr-class-mismatch', 'adrClass', {
    unNumber: UnNumber,
    adrClass: AdrClassText,
    expected: z.array(z.string()),
  }),
  /** A packing group that no Table A row of the UN number (and class) has. */
  finding('packing-group-mismatch', 'packingGroup', {
    unNumber: UnNumber,
    packingGroup: PackingGroup,
    expected: z.array(PackingGroup),
  }),
  /** A packing group for goods that have none in Table A (gases, articles). */
  finding('packing-group-not-applicable', 'packingGroup', {
    unNumber: UnNumber,
    packingGroup: PackingGroup,
  }),
  /** No packing group, where every Table A row of the UN number has one. */
  finding('packing-group-missing', 'packingGroup', {
    unNumber: UnNumber,
    expected: z.array(PackingGroup),
  }),
  /** The sheet prints a CAS number whose check digit is wrong; the product leaves it out. */
  finding('cas-check-digit', 'casNumbers', { casNumber: z.string().max(32) }),
  /** The flash point does not fit a flammable liquid statement the product carries. */
  finding('flash-point-mismatch', 'hStatements', {
    flashPoint: FlashPointText,
    hCode: HazardCode,
    expected: z.string().max(32),
  }),
  /** The flash point makes the product a flammable liquid, but no statement says so. */
  finding('flash-point-unclassified', 'hStatements', {
    flashPoint: FlashPointText,
    expected: z.array(HazardCode),
  }),
  /** No storage class, where the TRGS 510 assignment scheme suggests one from the data. */
  finding('storage-class-suggested', 'storageClass', {
    suggested: z.array(StorageClass).min(1).max(2),
    basis: z.array(z.string().max(16)).min(1).max(16),
  }),
  /** A storage class the scheme puts after the one the hazard statements call for. */
  finding('storage-class-contradicts', 'storageClass', {
    storageClass: StorageClass,
    suggested: z.array(StorageClass).min(1).max(2),
    basis: z.array(z.string().max(16)).min(1).max(16),
  }),
]);
export type PlausibilityFinding = z.infer<typeof PlausibilityFinding>;
export type PlausibilityFindingCode = PlausibilityFinding['code'];
