// Section coverage (decision 0040): which of the product's text sections an import should have
// filled, given the SDS sections the truth label lists, and which it did.
import type { ProductSection } from '@sds/contract';

/**
 * The product sections each SDS section feeds, as the importer maps them (decision 0022,
 * sds-product-sections.ts): usage ← 1, hazards ← 2, firstAid ← 4, fireFighting ← 5,
 * spillCleanup ← 6, hygiene and storageAndAdr ← 7, personalProtection ← 8, wasteManagement ← 13,
 * storageAndAdr ← 14. Sections 3, 9–12, 15 and 16 feed no text section.
 */
const PRODUCT_SECTIONS_OF: Partial<Record<number, ProductSection[]>> = {
  1: ['usage'],
  2: ['hazards'],
  4: ['firstAid'],
  5: ['fireFighting'],
  6: ['spillCleanup'],
  7: ['hygiene', 'storageAndAdr'],
  8: ['personalProtection'],
  13: ['wasteManagement'],
  14: ['storageAndAdr'],
};

export interface SectionCoverage {
  /** The product sections the sheet's SDS sections call for. */
  expected: ProductSection[];
  /** Of those, the ones the import filled. */
  covered: ProductSection[];
  /** Filled although the label lists no SDS section that feeds them. */
  unexpected: ProductSection[];
}

/** Compares the product sections an import filled with those the label's SDS sections call for. */
export function sectionCoverage(
  truthSections: readonly number[],
  filled: readonly ProductSection[],
): SectionCoverage {
  const expected = [
    ...new Set(truthSections.flatMap((number) => PRODUCT_SECTIONS_OF[number] ?? [])),
  ];
  return {
    expected,
    covered: expected.filter((section) => filled.includes(section)),
    unexpected: filled.filter((section) => !expected.includes(section)),
  };
}
