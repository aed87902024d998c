import { describe, expect, it } from 'vitest';
import { assessSeveso, type SevesoStock } from './assess-seveso.ts';
import { classifyForSeveso } from './seveso-categories.ts';
import { kilogramsOf } from './seveso.queries.ts';

/**
 * The Seveso III assessment (decision 0077) on worked examples in the manner of the
 * Commission's guidance on the summation rule (Annex I note 4): sums of q/Q per group H, P and
 * E, each against the lower- and upper-tier quantities, numbers computed by hand in comments.
 */
let ids = 0;
function stock(name: string, tonnes: number, hazardCodes: string[], casNumbers: string[] = []) {
  ids += 1;
  const productId = `00000000-0000-4000-8000-${String(ids).padStart(12, '0')}`;
  return {
    productId,
    name,
    tonnes,
    hazardCodes,
    casNumbers,
    assumptions: [],
  } satisfies SevesoStock;
}

describe('assessSeveso', () => {
  it('puts a site below every single threshold in the lower tier when the H sum reaches 1', () => {
    // H1: 3 t / 5 t = 0.6; H2: 25 t / 50 t = 0.5 → lower sum 1.1 ≥ 1.
    // Upper: 3 / 20 = 0.15; 25 / 200 = 0.125 → 0.275 < 1.
    const result = assessSeveso([
      stock('Very toxic', 3, ['H300']),
      stock('Toxic by inhalation', 25, ['H331']),
    ]);
    expect(result.categories.map((row) => [row.id, row.lowerRatio])).toEqual([
      ['H1', 0.6],
      ['H2', 0.5],
    ]);
    const health = result.sums.find((sum) => sum.group === 'H');
    expect(health?.lowerSum).toBeCloseTo(1.1, 10);
    expect(health?.upperSum).toBeCloseTo(0.275, 10);
    expect(result.tier).toBe('lower');
    expect(result.reasons).toEqual([
      { basis: 'summation', ref: 'group H', tier: 'lower', ratio: health?.lowerSum },
    ]);
    expect(result.products[0]?.assumptions.map((assumption) => assumption.code)).toEqual([
      'acute-toxic-category-1',
    ]);
  });

  it('counts a named substance by its Part 2 quantities, alone and in its groups', () => {
    // Chlorine (Part 2 entry 10: 10 t / 25 t): 12 t → 1.2 lower, 0.48 upper.
    // Its H331 puts it in group H, H270 in P, H400 in E, each over the named 10 t and 25 t.
    const result = assessSeveso([
      stock('Chlorine', 12, ['H270', 'H331', 'H315', 'H400'], ['7782-50-5']),
    ]);
    expect(result.namedSubstances).toMatchObject([
      { entry: 10, tonnes: 12, lowerTier: 10, upperTier: 25, lowerRatio: 1.2, upperRatio: 0.48 },
    ]);
    expect(result.categories).toEqual([]);
    expect(result.sums.map((sum) => [sum.group, sum.lowerSum, sum.upperSum])).toEqual([
      ['H', 1.2, 0.48],
      ['P', 1.2, 0.48],
      ['E', 1.2, 0.48],
    ]);
    expect(result.tier).toBe('lower');
    expect(result.reasons[0]).toEqual({
      basis: 'named-substance',
      ref: 'Part 2 entry 10',
      tier: 'lower',
      ratio: 1.2,
    });
  });

  it('sums H and P hazards apart: neither group reaches 1 though the two together would', () => {
    // H2: 30 t / 50 t = 0.6. P5c: 2,000 t / 5,000 t = 0.4; P2: 3 t / 10 t = 0.3 → P 0.7.
    const result = assessSeveso([
      stock('Toxic gas', 30, ['H331']),
      stock('Solvent', 2000, ['H225']),
      stock('Propellant', 3, ['H220']),
    ]);
    expect(result.sums.find((sum) => sum.group === 'H')?.lowerSum).toBeCloseTo(0.6, 10);
    expect(result.sums.find((sum) => sum.group === 'P')?.lowerSum).toBeCloseTo(0.7, 10);
    expect(result.tier).toBe('none');
    expect(result.reasons).toEqual([]);
  });

  it('reaches the upper tier by the P sum when more is stored', () => {
    // Upper: P5c 40,000 / 50,000 = 0.8; P2 12 / 50 = 0.24 → 1.04. P2 alone: 12 / 10 = 1.2 lower.
    const result = assessSeveso([stock('Solvent', 40_000, ['H225']), stock('Gas', 12, ['H220'])]);
    const physical = result.sums.find((sum) => sum.group === 'P');
    expect(physical?.upperSum).toBeCloseTo(1.04, 10);
    expect(result.tier).toBe('upper');
    expect(result.reasons.map((reason) => [reason.basis, reason.ref, reason.tier])).toEqual([
      ['category', 'P2', 'lower'],
      ['category', 'P5c', 'lower'],
      ['summation', 'group P', 'upper'],
    ]);
  });

  it('counts a product once per group, over the lowest quantity of its categories there', () => {
    // H300 + H331: H1 (5 t) and H2 (50 t) → 4 t / 5 t = 0.8 in H, not 0.8 + 0.08.
    // H410: E1 → 4 t / 100 t = 0.04.
    const result = assessSeveso([stock('Pesticide', 4, ['H300', 'H331', 'H410'])]);
    expect(result.sums.map((sum) => [sum.group, sum.lowerSum])).toEqual([
      ['H', 0.8],
      ['E', 0.04],
    ]);
    expect(result.sums[0]?.contributions[0]).toMatchObject({ entry: 'H1', lowerTier: 5 });
    expect(result.tier).toBe('none');
  });

  it('says when it used rows not yet verified against a source', () => {
    expect(assessSeveso([stock('Toxic', 1, ['H331'])]).usesUnverifiedData).toBe(false);
    expect(assessSeveso([stock('Solvent', 1, ['H225'])]).usesUnverifiedData).toBe(true);
  });
});

describe('classifyForSeveso', () => {
  it.each([
    [['H224'], ['P5a'], []],
    [['H225', 'H319'], ['P5c'], ['flammable-liquid-storage-conditions']],
    [['H222', 'H229'], ['P3a'], ['aerosol-composition-unknown']],
    [['H301'], ['H2'], ['oral-toxic-note-7']],
    [['H301', 'H311'], [], []],
    [['H204'], ['P1b'], []],
    [['H242'], ['P6b'], []],
    [['H271'], ['P8'], []],
    [['EUH014', 'H260', 'EUH029'], ['O1', 'O2', 'O3'], []],
    [['H411'], ['E2'], []],
    [['H315', 'H319'], [], []],
  ])('%j → %j', (codes, categories, assumptions) => {
    const result = classifyForSeveso(codes);
    expect(result.categories).toEqual(categories);
    expect(result.assumptions.map((assumption) => assumption.code)).toEqual(assumptions);
  });
});

describe('kilogramsOf', () => {
  it('counts kg as kg, litres at 1 kg/L and pieces by their container', () => {
    const row = { containerSize: null, containerUnit: null };
    expect(kilogramsOf({ quantity: 5, unit: 'kg', ...row })).toEqual({
      kilograms: 5,
      isVolume: false,
    });
    expect(kilogramsOf({ quantity: 5, unit: 'L', ...row })).toEqual({
      kilograms: 5,
      isVolume: true,
    });
    expect(
      kilogramsOf({ quantity: 4, unit: 'pieces', containerSize: 250, containerUnit: 'g' }),
    ).toEqual({ kilograms: 1, isVolume: false });
    expect(
      kilogramsOf({ quantity: 3, unit: 'pieces', containerSize: 500, containerUnit: 'mL' }),
    ).toEqual({ kilograms: 1.5, isVolume: true });
  });
});
