import { describe, expect, it } from 'vitest';
import { readSupplier, readTitleBlockSupplier } from './sds-identity.ts';
import { readProductName } from './sds-product-name.ts';

// Layouts seen on real suppliers' sheets, with made-up products and companies.
describe("the product's name in section 1", () => {
  it.each([
    [['GHS product identifier : LEMON TYPE FLAVOR'], 'LEMON TYPE FLAVOR'],
    [
      ['1.1 Product identifier', '552969 T', 'MANGO KEY FLAVOUR', '1.2 Relevant uses'],
      'MANGO KEY FLAVOUR',
    ],
    [
      ['Product information', 'Sales No. : FD-300-555-9', 'Grapefruit Flavor WONF', 'RM0001234'],
      'Grapefruit Flavor WONF',
    ],
    [
      ['Product name : GLASS CLEANER WITH AMMONIA-', 'D®', 'Recommended use : Cleaner'],
      'GLASS CLEANER WITH AMMONIA-D®',
    ],
    [['Product identifier used on the label', 'EXAMPLAMID\uf0d2 A3 BLACK'], 'EXAMPLAMID A3 BLACK'],
    // CLP's label broken over two lines, its value beside the first.
    [['Trade name or                PEAR FLAVOR', 'designation of the mixture'], 'PEAR FLAVOR'],
  ])('reads %j as %j', (lines, expected) => {
    expect(readProductName(lines)).toBe(expected);
  });

  it('reads a name printed without a label right above the product number, nothing else', () => {
    const form = [
      'Section1.   Chemical Identification',
      'CODE 17027 EBU',
      'Product Number: C:A19086P',
    ];
    expect(readProductName(form)).toBe('CODE 17027 EBU');
    expect(readProductName(['Section 1. Identification', 'Product code: 123'])).toBeNull();
    expect(readProductName(['Use only as directed.', 'Product code: 123'])).toBeNull();
    expect(readProductName(['Chemical family: Flavor', 'Product number: 123'])).toBeNull();
  });

  it('pairs a label with its value when a block is read column after column', () => {
    const lines = [
      'Product name',
      'Product code',
      ': LYCHEE TYPE FLAVOR',
      ': 839290',
      "Manufacturer or supplier's details",
      'Company name of supplier',
      'Address',
      'Telephone',
      'Telefax',
      'Emergency telephone number',
      'Example AG',
      'Example Street 1',
    ];
    expect(readProductName(lines)).toBe('LYCHEE TYPE FLAVOR');
    expect(readSupplier(lines.slice(4))).toBe('Example AG');
  });

  it("reads an old form's item reference without the product number after it", () => {
    expect(readProductName(['Item reference: BENZYL ALCOHOL 905377', 'Chemical Name: x'])).toBe(
      'BENZYL ALCOHOL',
    );
    expect(readProductName(['Product name: EXAMPLE 23187 BLACK'])).toBe('EXAMPLE 23187 BLACK');
  });

  it('completes a name broken over two lines from the title block that prints it whole', () => {
    const titleBlock = ['Safety Data Sheet', 'EXAMPLAMID B 43 BLACK 12345 POLY-', 'AMIDE RESIN'];
    const section1 = [
      'Product identifier used on the label',
      'EXAMPLAMID\uf0d2 B 43 BLACK 12345',
      'POLYAMIDE RESIN',
      'Recommended use of the chemical and restriction on use',
    ];
    expect(readProductName(section1, titleBlock)).toBe(
      'EXAMPLAMID B 43 BLACK 12345 POLYAMIDE RESIN',
    );
    // Without the title block's evidence the next line is no part of the name, nor the number.
    expect(readProductName(section1)).toBe('EXAMPLAMID B 43 BLACK');
    // A title block naming something else proves nothing.
    expect(readProductName(section1, ['Safety Data Sheet', 'OTHER PRODUCT'])).toBe(
      'EXAMPLAMID B 43 BLACK',
    );
  });

  it('gives no name when section 1 shows only a product code', () => {
    expect(
      readProductName(['1.1 Product identifier', 'RM0002210', '1.2 Relevant uses']),
    ).toBeNull();
  });
});

describe('the supplier in section 1', () => {
  it.each([
    [['Manufacturer l Example Phosphates', '259 Some Road'], 'Example Phosphates'],
    [
      ['Manufacturer C & A Agency Inc. as agents for', 'Example Essences, Ltd', '1 Main Street'],
      'Example Essences, Ltd',
    ],
    [
      [
        'Details of the Supplier of the Safety Data Sheet',
        'Examplo Inc Examplo Ltd',
        '235 East Street Sandwich, Kent',
      ],
      'Examplo Inc',
    ],
    [
      [
        '1.3 Details of the supplier of the safety data sheet',
        'Anne Example; Chemical Engineer & Toxicologist',
        'Example & Cie S.A.S',
      ],
      'Example & Cie S.A.S',
    ],
    [['Supplier: Johnson & Johnson Example', 'Example Road 1'], 'Johnson & Johnson Example'],
  ])('reads %j as %j', (lines, expected) => {
    expect(readSupplier(lines)).toBe(expected);
  });

  it("is read from an old form's title block: after a label, else a company's own line", () => {
    expect(readTitleBlockSupplier(['Agent: C & A Agency Inc.', 'Manufacturer: EXAMPLE LTD.'])).toBe(
      'EXAMPLE LTD.',
    );
    expect(
      readTitleBlockSupplier([
        'HAZARD RATING HEALTH 0',
        'Example Flavors, Inc.',
        '10 Colonial Drive',
      ]),
    ).toBe('Example Flavors, Inc.');
    expect(readTitleBlockSupplier(['Material Safety Data Sheet', 'Page 1'])).toBeNull();
  });
});
