import { CasNumber, PRODUCT_INPUT_LIMITS, hasValidCasCheckDigit } from '@sds/contract';
import { at, childrenNamed, preferredRegion, singleLine, type XmlElement } from './sdscom-tree.ts';

/** Section 3 as the product keeps it: the CAS numbers and a one-line composition. */
export interface SheetComposition {
  casNumbers: string[];
  contains: string | null;
}

/** A substance's names, most readable first: v4's `SubstanceName`, then v5's names. */
const NAME_ELEMENTS = [
  'SubstanceName',
  'GenericName',
  'OtherName',
  'IupacName',
  'CasInventoryName',
];

/**
 * Reads the components (v4 `Composition/Component`, v5 `Composition/RegionEU/Component`) or,
 * for a substance, the one `Substance`. Impurities and additives are left out: the product
 * lists what the mixture is made of. A CAS number with a wrong check digit is a typo that
 * would mislead, so it is left out of both the list and the text.
 */
export function readComposition(composition: XmlElement | undefined): SheetComposition {
  const scope = preferredRegion(composition) ?? composition;
  const components = childrenNamed(scope, 'Component');
  const substance = at(scope, 'Substance');
  const entries = components.length > 0 ? components : substance ? [substance] : [];
  const described = entries.map(describeComponent).filter((entry) => entry.text !== '');
  const casNumbers = [...new Set(described.flatMap(({ cas }) => (cas ? [cas] : [])))];
  const contains = described.map(({ text }) => text).join('; ');
  return {
    casNumbers: casNumbers.slice(0, PRODUCT_INPUT_LIMITS.casNumbers),
    contains: contains === '' ? null : contains.slice(0, PRODUCT_INPUT_LIMITS.contains).trim(),
  };
}

/** `Acetone (67-64-1) 50–100 %` for a component, or the substance itself. */
function describeComponent(entry: XmlElement): { cas: string | null; text: string } {
  const substance = at(entry, 'Substance') ?? entry;
  const name = NAME_ELEMENTS.map((element) => singleLine(at(substance, element)?.text ?? '')).find(
    (text) => text !== '',
  );
  const cas = validCas(at(substance, 'CasNo')?.text);
  const concentration = describeConcentration(at(entry, 'Concentration'));
  const identity = name && cas ? `${name} (${cas})` : (name ?? cas ?? '');
  return { cas, text: identity === '' ? '' : singleLine(`${identity} ${concentration}`) };
}

/** A CAS number in the contract's shape with a right check digit; `00-00-0` placeholders are not. */
function validCas(text: string | undefined): string | null {
  const cas = singleLine(text ?? '');
  const isPlaceholder = !/[1-9]/.test(cas);
  return CasNumber.safeParse(cas).success && hasValidCasCheckDigit(cas) && !isPlaceholder
    ? cas
    : null;
}

const LOWER_SIGNS: Record<string, string> = { gt: '>', ge: '≥' };
const UPPER_SIGNS: Record<string, string> = { lt: '<', le: '≤' };

/**
 * A concentration as an SDS prints it: `50–100 %`, `≥ 10 %`, `< 1 %`, `ca. 5 %`. The schema
 * gives either an exact value or a lower and an upper bound, each with its qualifier.
 */
function describeConcentration(concentration: XmlElement | undefined): string {
  if (!concentration) return '';
  const value = (name: string) => formatNumber(at(concentration, name)?.text);
  const symbol = (name: string) => singleLine(at(concentration, name)?.text ?? '');
  const unit = symbol('Unit') || '%';
  const exact = value('ExactValue');
  const lower = value('LowerValue');
  const upper = value('UpperValue');
  let amount = '';
  if (exact) amount = `${symbol('ExactValueSymbol') === 'ca' ? 'ca. ' : ''}${exact}`;
  else if (lower && upper) amount = `${lower}–${upper}`;
  else if (lower) amount = `${LOWER_SIGNS[symbol('LowerValueSymbol')] ?? '≥'} ${lower}`;
  else if (upper) amount = `${UPPER_SIGNS[symbol('UpperValueSymbol')] ?? '≤'} ${upper}`;
  return amount === '' ? '' : `${amount} ${unit}`;
}

/** `50` rather than `50.0`, and no float noise (`3.14159011…` → `3.14159`). */
function formatNumber(text: string | undefined): string {
  const trimmed = singleLine(text ?? '');
  const number = Number(trimmed);
  if (trimmed === '' || !Number.isFinite(number)) return trimmed;
  return String(Number(number.toPrecision(6)));
}
