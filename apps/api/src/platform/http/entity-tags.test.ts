import { describe, expect, it } from 'vitest';
import { ifMatchHolds, strongEntityTag } from './entity-tags.ts';

const current = strongEntityTag('c-abc');

describe('If-Match (RFC 9110 §13.1.1)', () => {
  it('lets a change go ahead without the header and with *', () => {
    expect(ifMatchHolds(undefined, current)).toBe(true);
    expect(ifMatchHolds('*', current)).toBe(true);
    expect(ifMatchHolds(' * ', current)).toBe(true);
  });

  it('holds for the current tag, alone or in a list', () => {
    expect(ifMatchHolds('"c-abc"', current)).toBe(true);
    expect(ifMatchHolds('"c-old", "c-abc"', current)).toBe(true);
    expect(ifMatchHolds('"c-old","c-abc" ', current)).toBe(true);
  });

  it('compares strongly: the weak form of the current tag does not hold', () => {
    expect(ifMatchHolds('W/"c-abc"', current)).toBe(false);
    expect(ifMatchHolds('W/"c-abc", "c-old"', current)).toBe(false);
  });

  it('reads a comma inside a tag as part of it', () => {
    expect(ifMatchHolds('"a,b"', strongEntityTag('a,b'))).toBe(true);
    expect(ifMatchHolds('"a,b"', strongEntityTag('a'))).toBe(false);
  });

  it('holds for nothing malformed: an empty header, a bare token, a broken list', () => {
    for (const header of ['', 'c-abc', '"c-abc', '"c-abc" "c-abc"', '"c-abc",,', '*, "c-abc"']) {
      expect(ifMatchHolds(header, current), header).toBe(false);
    }
  });
});
