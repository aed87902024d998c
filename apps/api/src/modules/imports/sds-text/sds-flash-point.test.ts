import { describe, expect, it } from 'vitest';
import { readFlashPoint } from './sds-flash-point.ts';

const read = (...lines: string[]) => readFlashPoint(lines);

describe('the flash point of section 9', () => {
  it.each([
    ['Flash point: -18 °C (closed cup)', -18, -18, '-18 °C'],
    ['9.1 Flammpunkt: 13,5 °C', 13.5, 13.5, '13.5 °C'],
    ['Vlampunt Gesloten kroes: 220°C (428°F) [Pensky-Martens.]', 220, 220, '220 °C'],
    ["Point d'éclair : 36 °C (97 °F)", 36, 36, '36 °C'],
    ['Point d’éclair Vase ouvert: >200°C (>392°F)', 200, null, '> 200 °C'],
    ['Flash point : > 93 °C', 93, null, '> 93 °C'],
    ['Flash point (closed cup) : < 23 °C', null, 23, '< 23 °C'],
    ['Flash point 147 °F / 64 °C', 64, 64, '64 °C'],
    ['Flash point : 88 °F Method: Setaflash closed cup', 31.1, 31.1, '88 °F (31.1 °C)'],
    ['FLASH PT. CLOSED CUP 86 Deg. F or 30 Deg. C', 30, 30, '30 °C'],
    ['Flash point(Clos. cup) = 194 Fahrenheit (= 90 Centigrade)', 90, 90, '90 °C'],
    ['Flash point: 40 - 45 °C', 40, 45, '40–45 °C'],
    ['Flash point: ca. 21 °C', 21, 21, '≈ 21 °C'],
  ])('%s', (line, min, max, text) => {
    expect(read(line)).toEqual({ minCelsius: min, maxCelsius: max, text });
  });

  it('reads the value from the next line when the label stands alone', () => {
    expect(read('Flash Point:', '78 F (Tag Closed Cup)')).toEqual({
      minCelsius: 25.6,
      maxCelsius: 25.6,
      text: '78 °F (25.6 °C)',
    });
  });

  it.each([
    [['(o) Flammpunkt : Nicht anwendbar auf Gase und Gasgemische.', '(p) : 450 °C']],
    [['Flash point Not applicable Autoignition temperature 400 °C']],
    [['Flash point: No data available']],
    [['Vlampunt Gesloten kroes Open kroes', 'Naam °C °F Methode°C °F Methode']],
    [['Flash point: A flash point determination is', 'unnecessary due to the high water']],
    [['Boiling point: 56 °C']],
  ])('reads none from %j', (lines) => {
    expect(read(...lines)).toBeNull();
  });
});
