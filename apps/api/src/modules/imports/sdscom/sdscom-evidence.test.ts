import { describe, expect, it } from 'vitest';
import { readFlashPoint, readSdscomEvidence } from './sdscom-evidence.ts';
import { parseXmlElements } from './sdscom-tree.ts';

/** A datasheet whose section 9 holds a flash point value of these elements. */
function datasheet(unitValue: string, composition = '') {
  const xml = `<Datasheet><Composition>${composition}</Composition><PhysicalChemicalProperties>
    <SafetyRelevantInformation><FlashPoint><Value><UnitValue>${unitValue}</UnitValue></Value>
    </FlashPoint></SafetyRelevantInformation></PhysicalChemicalProperties></Datasheet>`;
  return parseXmlElements(xml)[0]!;
}

describe('the evidence of an SDScom datasheet', () => {
  it('reads an exact flash point in °C', () => {
    const sheet = datasheet('<ExactValue>-18</ExactValue><Unit>°C</Unit>');
    expect(readFlashPoint(sheet)).toEqual({ minCelsius: -18, maxCelsius: -18, text: '-18 °C' });
  });

  it('reads an open range in °F, with °C beside it', () => {
    const sheet = datasheet(
      '<LowerValueSymbol>gt</LowerValueSymbol><LowerValue>212</LowerValue><Unit>°F</Unit>',
    );
    expect(readFlashPoint(sheet)).toEqual({
      minCelsius: 100,
      maxCelsius: null,
      text: '> 212 °F (100 °C)',
    });
  });

  it('reads none without a value or with a unit that is no temperature', () => {
    expect(readFlashPoint(datasheet(''))).toBeNull();
    expect(readFlashPoint(datasheet('<ExactValue>5</ExactValue><Unit>%</Unit>'))).toBeNull();
  });

  it('names the CAS numbers of the components whose check digit is wrong', () => {
    const components = ['67-64-1', '67-64-2']
      .map((cas) => `<Component><Substance><CasNo>${cas}</CasNo></Substance></Component>`)
      .join('');
    const sheet = datasheet('<ExactValue>-18</ExactValue><Unit>°C</Unit>', components);
    expect(readSdscomEvidence(sheet).casNumbers).toEqual(['67-64-2']);
  });
});
