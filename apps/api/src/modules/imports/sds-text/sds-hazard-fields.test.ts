import { describe, expect, it } from 'vitest';
import { readCasNumbers } from './sds-hazard-fields.ts';

describe('the CAS numbers of the composition', () => {
  it('are those of section 3, each once, with a right check digit', () => {
    const section3 =
      'Acetone 67-64-1 50-100 %\nEthanol 64-17-5 10-25 %\nTypo 67-64-2\nAcetone 67-64-1';

    expect(readCasNumbers(section3, 'Section 8: 7732-18-5')).toEqual(['67-64-1', '64-17-5']);
  });

  it('are none when section 3 names none, whatever the rest of the sheet names', () => {
    const section3 = 'SECTION 3: Composition\nBase oil - unspecified';

    expect(readCasNumbers(section3, 'may contain one or more of 64741-88-4, 64742-01-4')).toEqual(
      [],
    );
  });

  it('are searched in the other text only when the sheet has no section 3 to read', () => {
    expect(readCasNumbers(null, 'Ingredients: acetone (67-64-1)')).toEqual(['67-64-1']);
  });
});
