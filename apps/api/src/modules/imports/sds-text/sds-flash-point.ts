import type { FlashPoint } from '../../products/index.ts';

/** `Flash point`, `Flashpoint`, `Flash Pt.`, `Flammpunkt`, `Vlampunt`, `Point d'éclair`. */
const FLASH_POINT_LABEL =
  /(?<!\p{L})(?:flash\s?-?\s?point|flash\s+pt\.?|flammpunkt|vlampunt|point\s+d['’]\s?[ée]clair)(?!\p{L})/iu;

/**
 * A temperature: a qualifier (`>`, `≤`, `ca.`), a number (`-18`, `13,9`), perhaps the end of a
 * range (`40 - 45`), and its unit (`°C`, `ºF`, `Deg. C`, `Fahrenheit`, a bare `F`).
 */
const TEMPERATURE = new RegExp(
  String.raw`(?<qualifier>[<>≤≥≈~=]=?|ca\.?|approx\.?|circa|environ|etwa|ongeveer)?\s*` +
    String.raw`(?<![\d.,])(?<value>[-−]?\d{1,4}(?:[.,]\d+)?)` +
    String.raw`(?:\s?(?:-|–|to|bis|à|tot)\s?(?<upper>[-−]?\d{1,4}(?:[.,]\d+)?))?` +
    String.raw`\s?(?<unit>[°º]\s?[CF]|deg\.?\s?[CF]|celsius|centigrade|fahrenheit|[CF])(?!\p{L})`,
  'giu',
);

/**
 * Words that say the line has no flash point to give (`Not applicable`, `Nicht anwendbar`,
 * `Niet van toepassing`, `Non applicable`, `No data available`): a temperature after them
 * belongs to another property printed on the same line.
 */
const NO_VALUE =
  /(?<!\p{L})(?:not|no|none|nicht|keine?|niet|geen|non|pas|sans|unknown|onbekend|unbekannt|n\/a)(?!\p{L})/iu;

/** Method words that may stand between the label and its value, or alone on the label's line. */
const METHOD_ONLY =
  /^(?:[\s:=.,;()[\]-]|closed|open|cup|c\.?c\.?|o\.?c\.?|method|tag|pensky|martens|cleveland|liquid|gesloten|kroes|geschlossener|offener|tiegel|vase|clos|ouvert|coupelle|fermée?)*$/iu;

const number = (text: string) => Number(text.replace(',', '.').replace('−', '-'));
const celsiusOf = (value: number, unit: string) =>
  /f/i.test(unit.replace(/deg/i, '')) && !/celsius|centigrade/i.test(unit)
    ? Math.round((((value - 32) * 5) / 9) * 10) / 10
    : value;

interface Reading {
  qualifier: string;
  value: number;
  upper: number | null;
  isFahrenheit: boolean;
}

function readingOf(match: RegExpMatchArray): Reading {
  const { qualifier = '', value = '', upper, unit = '' } = match.groups ?? {};
  const isFahrenheit = /f(?:ahrenheit)?$/i.test(unit.trim());
  return {
    qualifier: qualifier.toLowerCase(),
    value: number(value),
    upper: upper === undefined ? null : number(upper),
    isFahrenheit,
  };
}

const SHOWN_QUALIFIER: Record<string, string> = {
  '>': '> ',
  '<': '< ',
  '>=': '≥ ',
  '<=': '≤ ',
  '≥': '≥ ',
  '≤': '≤ ',
};

/** The flash point a reading gives, in °C, with what the sentence shows. */
function flashPointOf(reading: Reading): FlashPoint {
  const unit = reading.isFahrenheit ? '°F' : '°C';
  const toCelsius = (value: number) => (reading.isFahrenheit ? celsiusOf(value, 'F') : value);
  const low = toCelsius(reading.value);
  const high = reading.upper === null ? low : toCelsius(reading.upper);
  const qualifier =
    SHOWN_QUALIFIER[reading.qualifier] ?? (/^[=]?$/.test(reading.qualifier) ? '' : '≈ ');
  const printed = `${qualifier}${reading.value}${reading.upper === null ? '' : `–${reading.upper}`} ${unit}`;
  const celsius = `${qualifier}${low}${reading.upper === null ? '' : `–${high}`} °C`;
  const text = reading.isFahrenheit ? `${printed} (${celsius})` : printed;
  const isAbove = /^[>≥]/.test(qualifier);
  const isBelow = /^[<≤]/.test(qualifier);
  return { minCelsius: isBelow ? null : low, maxCelsius: isAbove ? null : high, text };
}

/**
 * The temperature a label's line gives: after the label and any test method (`Closed cup:`,
 * `[Method]:`), before any word saying there is none; °C where the line gives both units.
 */
function temperatureAfter(rest: string): Reading | null {
  const matches = [...rest.slice(0, 160).matchAll(TEMPERATURE)];
  const first = matches[0];
  if (!first || NO_VALUE.test(rest.slice(0, first.index))) return null;
  const readings = matches.map(readingOf);
  return readings.find((reading) => !reading.isFahrenheit) ?? readings[0] ?? null;
}

/**
 * The flash point of SDS section 9 (`Flash point: 13.9 °C / 57 °F`, `Flammpunkt: > 100 °C`,
 * `Vlampunt Gesloten kroes: 220°C`, `Point d'éclair : 36 °C`), in the lines given (section 9,
 * else the whole text), as evidence for the plausibility check. The value on the label's line,
 * or on the next line when the label's line holds nothing but the label and its method. Null
 * when the sheet gives none as a number (`Not applicable for gases`, `No data available`).
 */
export function readFlashPoint(lines: readonly string[]): FlashPoint | null {
  for (const [index, line] of lines.entries()) {
    const label = FLASH_POINT_LABEL.exec(line);
    if (!label) continue;
    const rest = line.slice(label.index + label[0].length);
    const next = lines[index + 1] ?? '';
    const onItsLine = temperatureAfter(rest);
    const reading =
      onItsLine ??
      (METHOD_ONLY.test(rest) && /^\s*[<>≤≥=~]?\s*[-−]?\d/.test(next)
        ? temperatureAfter(next)
        : null);
    if (reading) return flashPointOf(reading);
  }
  return null;
}
