import { describe, expect, it } from 'vitest';
import { splitSdsText, withoutRunningLines } from './sds-sections.ts';

describe('running headers and footers that name the product', () => {
  const text = [
    'SECTION 4: First aid measures',
    'Eyes: rinse with water for 15 minutes.',
    'AIR PRODUCTS GMBH Methan',
    'Skin: wash with soap. Methan is no irritant.',
    'SECTION 5: Firefighting measures',
    'Use water spray.',
    'AIR PRODUCTS GMBH Methan',
  ].join('\n');

  it('leaves them out of the sections, and the text that names the product in', () => {
    const sds = withoutRunningLines(splitSdsText(text), ['Methan', 'Air Products GmbH']);
    expect(sds.sections.get(4)).toEqual([
      'Eyes: rinse with water for 15 minutes.',
      'Skin: wash with soap. Methan is no irritant.',
    ]);
    expect(sds.sections.get(5)).toEqual(['Use water spray.']);
  });

  it('leaves them in without a name to go by: lines that only come back are text', () => {
    const sds = splitSdsText(text);
    expect(withoutRunningLines(sds, [null, 'Ab']).sections).toEqual(sds.sections);
  });
});
