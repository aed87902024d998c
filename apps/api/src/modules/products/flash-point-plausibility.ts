import type { PlausibilityFinding } from '@sds/contract';
import { singleHazardCodes } from './clp-label-elements.ts';

/**
 * A flash point as a sheet states it: the range of °C its value allows (`> 93 °C` is 93 and
 * up, `< 23 °C` up to 23, `40–45 °C` both ends, `13.9 °C` one point), and the value as printed,
 * for the sentence a key user reads.
 */
export interface FlashPoint {
  minCelsius: number | null;
  maxCelsius: number | null;
  text: string;
}

/**
 * The flash points (°C) each flammable liquid statement stands for: CLP Annex I, Table 2.6.1
 * (H224 and H225 below 23 °C, H226 from 23 to 60 °C — up to 75 °C for gas oils, diesel and
 * light heating oils, note to 2.6.2) and the UN GHS category 4 that US and other sheets carry
 * (H227, above 60 up to 93 °C). `shown` is what the sentence says.
 */
const FLAMMABLE_LIQUIDS: Record<string, { below?: number; from?: number; shown: string }> = {
  H224: { below: 23, shown: '< 23 °C' },
  H225: { below: 23, shown: '< 23 °C' },
  H226: { from: 23, below: 75, shown: '23–60 °C' },
  H227: { from: 60, below: 93, shown: '60–93 °C' },
};

/**
 * Statements of fire hazards other than a flammable liquid's (gases, aerosols, solids,
 * self-reactive and pyrophoric substances, peroxides, chemicals under pressure): a flash point
 * may come with any of them, so none of them calls for H224–H226.
 */
const OTHER_FIRE_HAZARD = /^H(?:2[0-6]\d|28[23])$/;

/**
 * Below 35 °C a liquid is a flammable liquid under CLP whatever else is known; from 35 to
 * 60 °C it need not be when it does not sustain combustion (Annex I, 2.6.4.5), so no flash
 * point in that range calls for a statement.
 */
const ALWAYS_FLAMMABLE_BELOW = 35;

/**
 * The flash point of section 9 against the flammable liquid statements: a statement whose
 * flash points the stated value cannot meet (`> 100 °C` with H225), and a flash point below
 * 35 °C on a classified product with no fire hazard statement at all. A product with no hazard
 * statements is not judged (an old MSDS, or statements not read): there is nothing to weigh.
 */
export function flashPointFindings(
  hazardCodes: readonly string[],
  flashPoint: FlashPoint | null,
): PlausibilityFinding[] {
  if (!flashPoint) return [];
  const codes = singleHazardCodes(hazardCodes);
  const { minCelsius: min, maxCelsius: max, text } = flashPoint;
  const findings: PlausibilityFinding[] = [];
  for (const code of codes) {
    const limits = FLAMMABLE_LIQUIDS[code];
    if (!limits) continue;
    const isTooHigh = limits.below !== undefined && min !== null && min > limits.below;
    const isTooLow = limits.from !== undefined && max !== null && max < limits.from;
    if (!isTooHigh && !isTooLow) continue;
    findings.push({
      code: 'flash-point-mismatch',
      field: 'hStatements',
      params: { flashPoint: text, hCode: code, expected: limits.shown },
    });
  }
  const isClassified = codes.some((code) => code.startsWith('H'));
  const hasFireHazard = codes.some(
    (code) => code in FLAMMABLE_LIQUIDS || OTHER_FIRE_HAZARD.test(code),
  );
  if (isClassified && !hasFireHazard && max !== null && max < ALWAYS_FLAMMABLE_BELOW) {
    findings.push({
      code: 'flash-point-unclassified',
      field: 'hStatements',
      params: { flashPoint: text, expected: max < 23 ? ['H224', 'H225'] : ['H226'] },
    });
  }
  return findings;
}
