import { readFileSync } from 'node:fs';
import type { Pictogram, SignalWord } from '@sds/contract';
import { describe, expect, it } from 'vitest';
import type { DemoLocale, DemoProductTexts } from './index.ts';
import { demoProducts } from './index.ts';

/** The official phrases the API ships (apps/api/reference-data). */
const phrasesFile = new URL(
  '../../../reference-data/clp-phrases/hpstatements-en-latest.json',
  import.meta.url,
);

/** Every code in force in the official CLP phrase list ('H225', 'P305+P351+P338', 'EUH066'). */
function officialCodes(): Set<string> {
  const { statements } = JSON.parse(readFileSync(phrasesFile, 'utf8')) as {
    statements: Record<string, string>;
  };
  return new Set(Object.keys(statements).map((key) => key.replace(/^latest\/en\//, '')));
}

const locales: DemoLocale[] = ['nl-NL', 'en-US', 'de-DE', 'fr-FR'];
const requiredTexts: (keyof DemoProductTexts)[] = [
  'name', 'contains', 'hazards', 'firstAid', 'fireFighting', 'spillCleanup', 'hygiene',
  'personalProtection', 'storageAndAdr', 'usage', 'wasteManagement',
]; // prettier-ignore

/**
 * Pictogram and signal word per hazard statement (CLP Annex I) for the codes the demo data uses.
 * `null`: the statement carries no pictogram (H412, EUH codes).
 */
const labelElements: Record<string, { pictogram: Pictogram | null; signalWord: SignalWord }> = {
  H220: { pictogram: 'GHS02', signalWord: 'Danger' },
  H225: { pictogram: 'GHS02', signalWord: 'Danger' },
  H226: { pictogram: 'GHS02', signalWord: 'Warning' },
  H280: { pictogram: 'GHS04', signalWord: 'Warning' },
  H290: { pictogram: 'GHS05', signalWord: 'Warning' },
  H302: { pictogram: 'GHS07', signalWord: 'Warning' },
  H304: { pictogram: 'GHS08', signalWord: 'Danger' },
  H314: { pictogram: 'GHS05', signalWord: 'Danger' },
  H315: { pictogram: 'GHS07', signalWord: 'Warning' },
  H317: { pictogram: 'GHS07', signalWord: 'Warning' },
  H318: { pictogram: 'GHS05', signalWord: 'Danger' },
  H319: { pictogram: 'GHS07', signalWord: 'Warning' },
  H332: { pictogram: 'GHS07', signalWord: 'Warning' },
  H335: { pictogram: 'GHS07', signalWord: 'Warning' },
  H336: { pictogram: 'GHS07', signalWord: 'Warning' },
  H351: { pictogram: 'GHS08', signalWord: 'Warning' },
  H361d: { pictogram: 'GHS08', signalWord: 'Warning' },
  H372: { pictogram: 'GHS08', signalWord: 'Danger' },
  H373: { pictogram: 'GHS08', signalWord: 'Warning' },
  H400: { pictogram: 'GHS09', signalWord: 'Warning' },
  H410: { pictogram: 'GHS09', signalWord: 'Warning' },
  H411: { pictogram: 'GHS09', signalWord: 'None' },
  H412: { pictogram: null, signalWord: 'None' },
  EUH031: { pictogram: null, signalWord: 'None' },
  EUH066: { pictogram: null, signalWord: 'None' },
};

/** The label's pictograms, with the precedence rules of CLP Article 26 applied. */
function expectedPictograms(hStatements: string[]): Pictogram[] {
  const pictograms = new Set<Pictogram>();
  for (const code of hStatements) {
    const pictogram = labelElements[code]?.pictogram;
    if (!pictogram) continue;
    const isIrritation = code === 'H315' || code === 'H319';
    if (pictogram === 'GHS07' && isIrritation && hStatements.some(isCorrosive)) continue;
    pictograms.add(pictogram);
  }
  if (pictograms.has('GHS06')) pictograms.delete('GHS07');
  return [...pictograms].sort();
}

function isCorrosive(code: string): boolean {
  return labelElements[code]?.pictogram === 'GHS05';
}

function expectedSignalWord(hStatements: string[]): SignalWord {
  const words = hStatements.map((code) => labelElements[code]?.signalWord);
  if (words.includes('Danger')) return 'Danger';
  return words.includes('Warning') ? 'Warning' : 'None';
}

describe('demo products', () => {
  it('has at least 16 products with unique master codes', () => {
    expect(demoProducts.length).toBeGreaterThanOrEqual(16);
    const masterCodes = demoProducts.map((product) => product.masterCode);
    expect(new Set(masterCodes).size).toBe(masterCodes.length);
  });

  it('writes every text of every locale, only remarks may be empty', () => {
    for (const product of demoProducts) {
      expect(Object.keys(product.texts).sort(), product.masterCode).toEqual([...locales].sort());
      for (const locale of locales) {
        for (const field of requiredTexts) {
          const where = `${product.masterCode} ${locale} ${field}`;
          expect(product.texts[locale][field].trim(), where).not.toBe('');
        }
        expect(product.articleNumbers[locale].trim()).not.toBe('');
      }
    }
  });

  it('uses only H, EUH and P codes of the official CLP list', () => {
    const codes = officialCodes();
    for (const product of demoProducts) {
      for (const code of [...product.hStatements, ...product.pStatements]) {
        expect(codes.has(code), `${product.masterCode}: ${code}`).toBe(true);
      }
      expect(product.hStatements.every((code) => /^(H|EUH)\d/.test(code))).toBe(true);
      expect(product.pStatements.every((code) => code.startsWith('P'))).toBe(true);
    }
  });

  it('derives pictograms and signal word from the hazard statements', () => {
    for (const product of demoProducts) {
      const unknown = product.hStatements.filter((code) => !(code in labelElements));
      expect(unknown, `${product.masterCode}: add these codes to labelElements`).toEqual([]);
      expect([...product.pictograms].sort(), product.masterCode).toEqual(
        expectedPictograms(product.hStatements),
      );
      expect(product.signalWord, product.masterCode).toBe(expectedSignalWord(product.hStatements));
      if (product.signalWord === 'None') expect(product.pictograms).toEqual([]);
    }
  });

  it('gives transport data as a four-digit UN number with class, or none at all', () => {
    for (const product of demoProducts) {
      if (product.unNumber === null) {
        expect(product.adrClass, product.masterCode).toBeNull();
        expect(product.packingGroup, product.masterCode).toBeNull();
      } else {
        expect(product.unNumber, product.masterCode).toMatch(/^\d{4}$/);
        expect(product.adrClass, product.masterCode).toMatch(/^[1-9](\.[1-6])?$/);
      }
    }
  });

  it('writes CAS numbers and revision dates in their formats', () => {
    for (const product of demoProducts) {
      for (const cas of product.casNumbers) expect(cas).toMatch(/^\d{2,7}-\d{2}-\d$/);
      expect(product.revisionDate).toMatch(/^202[4-6]-\d{2}-\d{2}$/);
      expect(Number.isNaN(Date.parse(product.revisionDate ?? ''))).toBe(false);
    }
  });

  it('includes a product that is not classified and not dangerous goods', () => {
    const harmless = demoProducts.filter(
      (product) =>
        product.signalWord === 'None' && product.pictograms.length === 0 && !product.unNumber,
    );
    expect(harmless.length).toBeGreaterThanOrEqual(1);
  });

  it('splits the products over both companies with every review state at Demo Chemicals', () => {
    const demo = demoProducts.filter((product) => product.company === 'demo');
    const acme = demoProducts.filter((product) => product.company === 'acme');
    expect(Math.abs(demo.length - acme.length)).toBeLessThanOrEqual(demoProducts.length / 2);
    expect(acme.length).toBeGreaterThanOrEqual(5);
    for (const masterCode of ['DC-ACETONE', 'DC-ETHANOL96', 'DC-IPA']) {
      const product = demoProducts.find((candidate) => candidate.masterCode === masterCode);
      expect(product?.company, masterCode).toBe('demo');
      expect(product?.reviewStatus, masterCode).toBe('Approved');
    }
    const count = (status: string) => demo.filter((p) => p.reviewStatus === status).length;
    expect(count('InReview')).toBeGreaterThanOrEqual(2);
    expect(count('Draft')).toBeGreaterThanOrEqual(1);
    expect(count('Rejected')).toBeGreaterThanOrEqual(1);
    expect(acme.every((product) => product.reviewStatus === 'Approved')).toBe(true);
    for (const product of demoProducts) {
      const isRejected = product.reviewStatus === 'Rejected';
      expect(Boolean(product.rejectReason?.trim()), product.masterCode).toBe(isRejected);
    }
  });

  it('keeps article number and locale unique within a company', () => {
    const keys = demoProducts.flatMap((product) =>
      locales.map((locale) => `${product.company} ${product.articleNumbers[locale]} ${locale}`),
    );
    expect(new Set(keys).size).toBe(keys.length);
  });
});
