import type {
  SevesoAssumption,
  SevesoCategoryResult,
  SevesoContribution,
  SevesoGroupSum,
  SevesoNamedResult,
  SevesoProduct,
  SevesoReason,
  SevesoTier,
} from '@sds/contract';
import {
  namedSubstancesOf,
  sevesoAnnex,
  sevesoCategory,
  type SevesoAnnex,
} from './seveso-annex.ts';
import { classifyForSeveso } from './seveso-categories.ts';

/** A product present at a site: its quantity in tonnes and its classification data. */
export interface SevesoStock {
  productId: string;
  name: string;
  tonnes: number;
  hazardCodes: string[];
  casNumbers: string[];
  assumptions: SevesoAssumption[];
}

/** What the assessment answers, apart from the site it is about. */
export type SevesoAssessment = {
  tier: SevesoTier;
  reasons: SevesoReason[];
  categories: SevesoCategoryResult[];
  namedSubstances: SevesoNamedResult[];
  sums: SevesoGroupSum[];
  products: SevesoProduct[];
  usesUnverifiedData: boolean;
};

const SUMMED_GROUPS = ['H', 'P', 'E'] as const;

interface Entry {
  ref: string;
  group: string | null;
  lowerTier: number;
  upperTier: number;
}

const ratio = (tonnes: number, threshold: number) => tonnes / threshold;

/** The entries a product counts in: its named substances, else its Part 1 categories. */
function entriesOf(product: SevesoProduct, annex: SevesoAnnex): Entry[] {
  if (product.namedEntries.length > 0) {
    return annex.part2
      .filter((named) => product.namedEntries.includes(named.entry))
      .map((named) => ({ ref: `Part 2 entry ${named.entry}`, group: null, ...named }));
  }
  return product.categories.map((id) => ({ ref: id, ...sevesoCategory(id, annex) }));
}

/**
 * The summation rule of Annex I note 4 for one group: each product once, over the lowest
 * qualifying quantity among the entries it falls in within the group (a named substance
 * counts in the groups its hazard categories belong to).
 */
function groupSum(group: 'H' | 'P' | 'E', products: SevesoProduct[], annex: SevesoAnnex) {
  const contributions: SevesoContribution[] = [];
  for (const product of products) {
    const inGroup = product.categories.some((id) => sevesoCategory(id, annex).group === group);
    if (!inGroup || product.tonnes === 0) continue;
    const entries = entriesOf(product, annex).filter(
      (entry) => entry.group === null || entry.group === group,
    );
    const lowest = entries.reduce((a, b) => (b.lowerTier < a.lowerTier ? b : a));
    const lowestUpper = Math.min(...entries.map((entry) => entry.upperTier));
    contributions.push({
      productId: product.productId,
      entry: lowest.ref,
      tonnes: product.tonnes,
      lowerTier: lowest.lowerTier,
      upperTier: lowestUpper,
      lowerRatio: ratio(product.tonnes, lowest.lowerTier),
      upperRatio: ratio(product.tonnes, lowestUpper),
    });
  }
  const sum = (key: 'lowerRatio' | 'upperRatio') =>
    contributions.reduce((total, contribution) => total + contribution[key], 0);
  return { group, lowerSum: sum('lowerRatio'), upperSum: sum('upperRatio'), contributions };
}

function totalsOf(products: SevesoProduct[], counts: (product: SevesoProduct) => boolean) {
  const counted = products.filter(counts);
  return {
    tonnes: counted.reduce((total, product) => total + product.tonnes, 0),
    productIds: counted.map((product) => product.productId),
  };
}

/** A tier from ratios against the lower and upper qualifying quantities. */
const tierOf = (lowerRatio: number, upperRatio: number): SevesoTier =>
  upperRatio >= 1 ? 'upper' : lowerRatio >= 1 ? 'lower' : 'none';

/**
 * Which Seveso III tier a site's stock puts it in, and why (decision 0077): every category and
 * named substance with its quantity and ratios, the sums of note 4 for the groups H, P and E,
 * and the reasons that decided the tier — a single entry or a sum reaching 1.
 */
export function assessSeveso(stock: SevesoStock[], annex = sevesoAnnex()): SevesoAssessment {
  const products: SevesoProduct[] = stock.map((item) => {
    const { categories, assumptions } = classifyForSeveso(item.hazardCodes);
    const named = namedSubstancesOf(item.casNumbers, annex);
    const namedAssumptions: SevesoAssumption[] = named.map((entry) => ({
      code: 'named-substance-whole-product',
      detail: `The composition names ${entry.name} (Part 2 entry ${entry.entry}); its concentration is not known, so the whole product counts as it.`,
    }));
    return {
      productId: item.productId,
      name: item.name,
      tonnes: item.tonnes,
      categories,
      namedEntries: named.map((entry) => entry.entry),
      assumptions: [...item.assumptions, ...assumptions, ...namedAssumptions],
    };
  });
  const withRatios = <T extends { lowerTier: number; upperTier: number }>(
    entry: T,
    tonnes: number,
  ) => ({
    lowerRatio: ratio(tonnes, entry.lowerTier),
    upperRatio: ratio(tonnes, entry.upperTier),
  });
  const categories = annex.part1.flatMap((category) => {
    const totals = totalsOf(
      products,
      (product) => product.namedEntries.length === 0 && product.categories.includes(category.id),
    );
    if (totals.productIds.length === 0) return [];
    const { id, group, title, lowerTier, upperTier, verified } = category;
    return [
      {
        id,
        group,
        title,
        lowerTier,
        upperTier,
        verified,
        ...totals,
        ...withRatios(category, totals.tonnes),
      },
    ];
  });
  const namedSubstances = annex.part2.flatMap((named) => {
    const totals = totalsOf(products, (product) => product.namedEntries.includes(named.entry));
    if (totals.productIds.length === 0) return [];
    const { entry, name, lowerTier, upperTier, verified } = named;
    return [
      {
        entry,
        name,
        lowerTier,
        upperTier,
        verified,
        ...totals,
        ...withRatios(named, totals.tonnes),
      },
    ];
  });
  const sums = SUMMED_GROUPS.map((group) => groupSum(group, products, annex)).filter(
    (sum) => sum.contributions.length > 0,
  );
  const reasons: SevesoReason[] = [
    ...categories.map((row) => ({ basis: 'category' as const, ref: row.id, row })),
    ...namedSubstances.map((row) => ({
      basis: 'named-substance' as const,
      ref: `Part 2 entry ${row.entry}`,
      row,
    })),
    ...sums.map((sum) => ({
      basis: 'summation' as const,
      ref: `group ${sum.group}`,
      row: { lowerRatio: sum.lowerSum, upperRatio: sum.upperSum },
    })),
  ].flatMap(({ basis, ref, row }) => {
    const tier = tierOf(row.lowerRatio, row.upperRatio);
    if (tier === 'none') return [];
    return [{ basis, ref, tier, ratio: tier === 'upper' ? row.upperRatio : row.lowerRatio }];
  });
  const tier: SevesoTier = reasons.some((reason) => reason.tier === 'upper')
    ? 'upper'
    : reasons.length > 0
      ? 'lower'
      : 'none';
  const usesUnverifiedData = [...categories, ...namedSubstances].some((row) => !row.verified);
  return { tier, reasons, categories, namedSubstances, sums, products, usesUnverifiedData };
}
