import { describe, expect, it } from 'vitest';
import { dateOrderOf } from './sds-date-order.ts';
import { readRevisionDate } from './sds-dates.ts';

describe('the revision date of a sheet', () => {
  it.each([
    ['Revision date: 2016/06/13', null, '2016-06-13'],
    ['Revision Date: 13-June-2016', null, '2016-06-13'],
    ['Revision date 12-Jun-2017', null, '2017-06-12'],
    ['Revised: June 13, 2016', null, '2016-06-13'],
    ['Revision date: 6/13/2016', null, '2016-06-13'],
    ['Revision Date: 5/21/18', null, '2018-05-21'],
    ['Reviewed on 02/11/2014', 'month-first', '2014-02-11'],
    ['Datum van 26 maart 2025', null, '2025-03-26'],
    ['Revision date: 13/06/2016', null, '2016-06-13'],
    ['Revision date: 03/04/2024', 'month-first', '2024-03-04'],
    ['Revision date: 03/04/2024', 'day-first', '2024-04-03'],
    ['Herzieningsdatum: 03-04-2024', null, '2024-04-03'],
    ['Überarbeitet am: 12. März 2024', null, '2024-03-12'],
    ['Date de révision : 12 mars 2024', null, '2024-03-12'],
    ['Revision Date: 14/October/2014', null, '2014-10-14'],
    ['Date Printed: 06/06/2018 Version 6 Date Reviewed: 03/29/2018', null, '2018-03-29'],
    ['Material Safety Data Sheet Issued : 04/16/15 Page : 1', null, '2015-04-16'],
    ['PREPARED BY EXAMPLE CORP 15-OCT-2008', null, '2008-10-15'],
  ] as const)('reads %j (order %s) as %s', (text, order, expected) => {
    expect(readRevisionDate(`H225\n${text}`, order)).toBe(expected);
  });

  it('gives none for an English date that reads both ways in a sheet that does not tell', () => {
    expect(readRevisionDate('Revision date: 03/04/2024', null)).toBeNull();
  });

  it('takes the issue date of a first edition, never a print date', () => {
    expect(readRevisionDate('Date of issue: 2021-05-02\nPrint date: 2024-01-01', null)).toBe(
      '2021-05-02',
    );
    expect(readRevisionDate('Druckdatum: 01.01.2024', null)).toBeNull();
    expect(readRevisionDate('Revision date: 2023-02-01\nIssue date: 2019-01-01', null)).toBe(
      '2023-02-01',
    );
  });
});

describe('the order of numeric dates in a sheet', () => {
  it('follows a date of its own that reads one way only', () => {
    expect(dateOrderOf('Print date 25/03/2024', 'en')).toBe('day-first');
    expect(dateOrderOf('Print date 3/25/2024', 'en')).toBe('month-first');
    expect(dateOrderOf('3/25/2024 and 25/03/2024', 'en')).toBeNull();
  });

  it('reads dots and other languages day first, then the region the sheet names', () => {
    expect(dateOrderOf('Version 1 of 03.04.2024', 'en')).toBe('day-first');
    expect(dateOrderOf('Datum 03/04/2024', 'nl')).toBe('day-first');
    expect(dateOrderOf('according to Regulation (EC) No 1907/2006', 'en')).toBe('day-first');
    expect(dateOrderOf('according to OSHA Hazard Communication Standard', 'en')).toBe(
      'month-first',
    );
    expect(dateOrderOf('Safety data sheet', 'en')).toBeNull();
    expect(dateOrderOf('MATERIAL SAFETY DATA SHEET', 'en')).toBe('month-first');
  });

  it('trusts neither a date that reads one way only nor the region when they disagree', () => {
    const misread = 'according to OSHA HCS\nReviewed on 11/02/2015\nReviewed on 17/02/2015';
    expect(dateOrderOf(misread, 'en')).toBeNull();
    expect(dateOrderOf('according to OSHA HCS\nPrint date 3/25/2024', 'en')).toBe('month-first');
  });

  it('counts a two-digit year after a slash, not a numbered paragraph', () => {
    expect(dateOrderOf('Issued : 04/16/15', 'en')).toBe('month-first');
    expect(dateOrderOf('EHS-Mark required (ADR 2.2.9.1.10)', 'en')).toBeNull();
  });
});
