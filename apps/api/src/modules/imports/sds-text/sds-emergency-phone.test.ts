import { describe, expect, it } from 'vitest';
import { readEmergencyPhone } from './sds-emergency-phone.ts';

// Layouts seen on real suppliers' sheets, with made-up numbers.
describe('the emergency telephone of section 1', () => {
  it.each([
    [['1.4. Notrufnummer : 0800-555-0100'], '0800-555-0100'],
    [
      [
        '1.4',
        'Telephone : +1 201 555 0100',
        'Emergency telephone number',
        'Emergency CONTACT (24-Hour-Number)',
        'Infotrac ID 101844: +49(6132)555021',
      ],
      '+49(6132)555021',
    ],
    [
      [
        '1.4. Emergency telephone number',
        'For information US call: 001-800-555-0101 / Europe call: +32 14 55 01 00',
        'Emergency Number US:001-201-555-0100 / Europe: +32 14 55 01 99',
      ],
      'US:001-201-555-0100 / Europe: +32 14 55 01 99',
    ],
    [
      ['1.4 Telefoonnummer voor noodgevallen', 'Giftcentrum: +31 30 555 01 00 (24 uur).'],
      'Giftcentrum: +31 30 555 01 00 (24 uur)',
    ],
    [
      ['1.4 NUMÉRO D’APPEL D’URGENCE', 'NUMÉRO D’APPEL Carechem: +44 (0) 1632 960 100 (24/7)'],
      'Carechem: +44 (0) 1632 960 100 (24/7)',
    ],
    [['1.4 Emergency telephone number', '. Emergency : +44(0)1632 960100'], '+44(0)1632 960100'],
    [
      ['1.4 Emergency telephone', 'Revision date 12.03.2024', '+49 551 555 0100 (24 h)'],
      '+49 551 555 0100 (24 h)',
    ],
  ])('reads sub-section 1.4 %j', (lines, expected) => {
    const section1 = ['1.1 Product identifier', 'Acetone', ...lines, '1.5 Other'];
    expect(readEmergencyPhone(section1)).toBe(expected);
  });

  it('reads a US sheet without numbered sub-sections by the line that says emergency', () => {
    const section1 = [
      'Company: Example Corp., 12 Main Street, Springfield 01101',
      'Information: 413-555-0100',
      'Emergency Telephone Number:',
      'CHEMTREC 1-800-555-0199 (24 hours)',
    ];
    expect(readEmergencyPhone(section1)).toBe('CHEMTREC 1-800-555-0199 (24 hours)');
  });

  it('finds none where 1.4 gives no number, and takes no postcode or date for one', () => {
    expect(readEmergencyPhone(['1.4 Emergency telephone', 'See section 16.'])).toBeNull();
    expect(
      readEmergencyPhone([
        '1.3 Supplier',
        'Street 1, 3542 AD Utrecht',
        '1.4 Emergency',
        '12.03.2024',
      ]),
    ).toBeNull();
    expect(readEmergencyPhone(null)).toBeNull();
  });
});
