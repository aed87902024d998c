import { describe, expect, it } from 'vitest';
import { sheetPictograms } from './sheet-pictograms.ts';

describe("a sheet's pictograms", () => {
  it('are the written and the drawn ones together', () => {
    expect(
      sheetPictograms({
        written: ['GHS07'],
        drawn: { pictograms: ['GHS02', 'GHS07'], unrecognised: 0 },
        hazardCodes: ['H225', 'H319', 'H411'],
      }),
    ).toEqual(['GHS02', 'GHS07']);
  });

  it('are suggested from the hazard statements when the pages were not looked at', () => {
    expect(sheetPictograms({ written: [], hazardCodes: ['H225', 'H319'] })).toEqual([
      'GHS02',
      'GHS07',
    ]);
    expect(sheetPictograms({ written: [], drawn: null, hazardCodes: ['H225'] })).toEqual(['GHS02']);
  });

  it('are suggested when frames were drawn whose symbols could not be told', () => {
    expect(
      sheetPictograms({
        written: [],
        drawn: { pictograms: [], unrecognised: 1 },
        hazardCodes: ['H314'],
      }),
    ).toEqual(['GHS05']);
  });

  it('are none when the section 2 pages show no pictogram and the text names none', () => {
    expect(
      sheetPictograms({
        written: [],
        drawn: { pictograms: [], unrecognised: 0 },
        hazardCodes: ['H315'],
      }),
    ).toEqual([]);
  });
});
