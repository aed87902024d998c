import { describe, expect, it } from 'vitest';
import { readTransport } from './sds-transport.ts';

// Layouts seen on real suppliers' sheets.
describe('the UN number of section 14', () => {
  it.each([
    ['UN number: UN1090', '1090'],
    ['UN-Nr.: 1090', '1090'],
    ['UN/ID no. 1169', '1169'],
    ['UN/ID no 1197', '1197'],
    ['UN#: 1180', '1180'],
    ['Numéro ONU 1090', '1090'],
  ])('reads %j as %s', (line, expected) => {
    expect(readTransport(`14. Transport information\n${line}`, '').unNumber).toBe(expected);
  });
});
