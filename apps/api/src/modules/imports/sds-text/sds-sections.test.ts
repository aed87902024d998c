import { describe, expect, it } from 'vitest';
import { splitSdsText } from './sds-sections.ts';

const HEADINGS_AFTER = ['SECTION 5: Firefighting measures', 'Foam.', 'SECTION 6:', 'SECTION 7:'];

describe('readable section texts', () => {
  it('join a sub-section number standing alone with its title', () => {
    const sds = splitSdsText(
      [
        'SECTION 4: First aid measures',
        '4.1',
        'Description of first aid measures',
        'Rinse with water.',
        '4.2.',
        'Most important symptoms',
        'pH',
        '4.1',
        ...HEADINGS_AFTER,
      ].join('\n'),
    );
    expect(sds.sections.get(4)).toEqual([
      '4.1 Description of first aid measures',
      'Rinse with water.',
      '4.2. Most important symptoms',
      'pH',
      '4.1',
    ]);
  });

  it('leave a number alone that is not the section’s own sub-section', () => {
    const sds = splitSdsText(
      ['SECTION 4: First aid measures', '9.1', 'Physical state', ...HEADINGS_AFTER].join('\n'),
    );
    expect(sds.sections.get(4)).toEqual(['9.1', 'Physical state']);
  });

  it('join words a soft hyphen broke at a line’s end, and keep hyphens a reader sees', () => {
    const sds = splitSdsText(
      [
        'SECTION 4: First aid measures',
        'Wear a breathing appa\u00AD',
        'ratus. Use self-',
        'contained breathing apparatus. Augen\u00ADkontakt.',
        ...HEADINGS_AFTER,
      ].join('\n'),
    );
    expect(sds.sections.get(4)).toEqual([
      'Wear a breathing apparatus. Use self-',
      'contained breathing apparatus. Augenkontakt.',
    ]);
  });
});
