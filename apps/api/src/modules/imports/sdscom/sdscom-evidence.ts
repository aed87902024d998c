import { hasValidCasCheckDigit } from '@sds/contract';
import type { FlashPoint, PlausibilityEvidence } from '../../products/index.ts';
import { at, descendantsNamed, singleLine, type XmlElement } from './sdscom-tree.ts';

const SHOWN_SYMBOL: Record<string, string> = { gt: '> ', ge: '≥ ', lt: '< ', le: '≤ ', ca: '≈ ' };

const numberIn = (element: XmlElement | undefined) => {
  const value = Number.parseFloat(singleLine(element?.text ?? ''));
  return Number.isFinite(value) ? value : null;
};

/**
 * The flash point of section 9 (`PhysicalChemicalProperties/…/FlashPoint/Value/UnitValue`, v4
 * and v5 alike): an exact value (`ExactValue`, perhaps `ca`), or a range whose ends may be open
 * (`LowerValueSymbol` `gt` 100: above 100), in `°C`, `°F` or `K`. Null when the sheet gives
 * none (`ReasonForWaiving`, or no value).
 */
export function readFlashPoint(datasheet: XmlElement | undefined): FlashPoint | null {
  const value = descendantsNamed(at(datasheet, 'PhysicalChemicalProperties'), 'FlashPoint')
    .map((flashPoint) => descendantsNamed(flashPoint, 'UnitValue')[0])
    .find(Boolean);
  const unit = singleLine(at(value, 'Unit')?.text ?? '');
  if (!value || !['°C', '°F', 'K'].includes(unit)) return null;
  const toCelsius = (degrees: number) => {
    if (unit === 'K') return Math.round((degrees - 273.15) * 10) / 10;
    return unit === '°F' ? Math.round((((degrees - 32) * 5) / 9) * 10) / 10 : degrees;
  };
  const shown = (symbol: XmlElement | undefined, degrees: number) => {
    const celsius = toCelsius(degrees);
    const printed = `${SHOWN_SYMBOL[singleLine(symbol?.text ?? '')] ?? ''}${degrees} ${unit}`;
    return unit === '°C' ? printed : `${printed} (${celsius} °C)`;
  };
  const exact = numberIn(at(value, 'ExactValue'));
  if (exact !== null) {
    const celsius = toCelsius(exact);
    return {
      minCelsius: celsius,
      maxCelsius: celsius,
      text: shown(at(value, 'ExactValueSymbol'), exact),
    };
  }
  const lower = numberIn(at(value, 'LowerValue'));
  const upper = numberIn(at(value, 'UpperValue'));
  if (lower === null && upper === null) return null;
  const text = [
    lower === null ? null : shown(at(value, 'LowerValueSymbol'), lower),
    upper === null ? null : shown(at(value, 'UpperValueSymbol'), upper),
  ]
    .filter(Boolean)
    .join(', ');
  return {
    minCelsius: lower === null ? null : toCelsius(lower),
    maxCelsius: upper === null ? null : toCelsius(upper),
    text,
  };
}

/**
 * What the plausibility check weighs besides the product's fields, from an SDScom datasheet:
 * the flash point, and the components' CAS numbers whose check digit is wrong (the composition
 * reader leaves them out).
 */
export function readSdscomEvidence(datasheet: XmlElement): PlausibilityEvidence {
  const casNumbers = descendantsNamed(at(datasheet, 'Composition'), 'CasNo')
    .map((element) => singleLine(element.text))
    .filter((cas) => /^\d{2,7}-\d{2}-\d$/.test(cas) && !hasValidCasCheckDigit(cas));
  // SDScom is the European exchange format: its sheets label under CLP.
  return {
    regulation: 'eu-clp',
    flashPoint: readFlashPoint(datasheet),
    casNumbers: [...new Set(casNumbers)],
  };
}
