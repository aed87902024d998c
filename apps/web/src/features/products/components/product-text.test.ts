import { describe, expect, it } from 'vitest';
import { formatRevisionDate } from './product-details.tsx';
import { splitLead } from './product-sections.tsx';

describe('a line of a section text', () => {
  it.each([
    ['Eyes: rinse with water.', { lead: 'Eyes', rest: 'rinse with water.' }],
    ['Inademing: frisse lucht.', { lead: 'Inademing', rest: 'frisse lucht.' }],
    ['Geschikte blusmiddelen: schuim.', { lead: 'Geschikte blusmiddelen', rest: 'schuim.' }],
    ['Flash point about -20 °C: vapours ignite.', null],
    ['Do not eat, drink or smoke while you work: wash hands.', null],
    ['No colon in this line.', null],
  ])('%j has the lead %j', (line, parts) => {
    expect(splitLead(line)).toEqual(parts);
  });
});

describe('a revision date', () => {
  it('is written the reader’s way, on the day it names', () => {
    expect(formatRevisionDate('2025-03-14', 'en-US')).toBe('March 14, 2025');
    expect(formatRevisionDate('2025-03-14', 'nl-NL')).toBe('14 maart 2025');
    expect(formatRevisionDate('2025-01-01', 'de-DE')).toBe('1. Januar 2025');
  });
});
