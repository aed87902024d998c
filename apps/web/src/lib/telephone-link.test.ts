import { describe, expect, it } from 'vitest';
import { telephoneHref } from './telephone-link.ts';

describe('the tel: address of an emergency telephone as sheets print it', () => {
  it.each([
    ['+44 (0) 1632 960 100 (24/7)', 'tel:+441632960100'],
    ['Giftinformationszentrum-Nord: +49 551 19240 (24 h)', 'tel:+4955119240'],
    ['0800-181-7059', 'tel:08001817059'],
    ['0049 (0)6131 19240', 'tel:+49613119240'],
    ['CHEMTREC 1-800-424-9300 (24 hours)', 'tel:18004249300'],
    ['112', 'tel:112'],
  ])('dials %s as %s', (text, href) => {
    expect(telephoneHref(text)).toBe(href);
  });

  it('finds nothing to dial in a text without a number', () => {
    expect(telephoneHref('See section 16')).toBeNull();
  });
});
