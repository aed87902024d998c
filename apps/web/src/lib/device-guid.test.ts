import { describe, expect, it, vi } from 'vitest';
import { createTimeBasedUuid, getOrCreateDeviceGuid } from './device-guid.ts';

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** The Unix milliseconds a version 7 UUID carries in its first 48 bits. */
const timeOf = (uuid: string) => parseInt(uuid.replaceAll('-', '').slice(0, 12), 16);

describe('time-based UUID', () => {
  it('carries the time it was made, so later ids sort after earlier ones', () => {
    const earlier = createTimeBasedUuid(Date.UTC(2026, 0, 1));
    const later = createTimeBasedUuid(Date.UTC(2026, 0, 2));
    expect(earlier).toMatch(UUID_V7);
    expect(timeOf(earlier)).toBe(Date.UTC(2026, 0, 1));
    expect(later > earlier).toBe(true);
  });

  it('differs between two ids made in the same millisecond', () => {
    const now = Date.now();
    expect(createTimeBasedUuid(now)).not.toBe(createTimeBasedUuid(now));
  });
});

describe('device id', () => {
  it('is made once, time-based, kept under deviceGuid and reused', () => {
    const before = Date.now();
    const deviceGuid = getOrCreateDeviceGuid();
    expect(deviceGuid).toMatch(UUID_V7);
    expect(timeOf(deviceGuid)).toBeGreaterThanOrEqual(before);
    expect(timeOf(deviceGuid)).toBeLessThanOrEqual(Date.now());
    expect(localStorage.getItem('deviceGuid')).toBe(deviceGuid);
    expect(getOrCreateDeviceGuid()).toBe(deviceGuid);
  });

  it('keeps a device id another client made, whatever its UUID version', () => {
    localStorage.setItem('deviceGuid', '6ba7b810-9dad-11d1-80b4-00c04fd430c8');
    expect(getOrCreateDeviceGuid()).toBe('6ba7b810-9dad-11d1-80b4-00c04fd430c8');
  });

  it('replaces a stored value that is no UUID, as the server would refuse it', () => {
    localStorage.setItem('deviceGuid', 'my-phone');
    const deviceGuid = getOrCreateDeviceGuid();
    expect(deviceGuid).toMatch(UUID_V7);
    expect(localStorage.getItem('deviceGuid')).toBe(deviceGuid);
  });

  it('still gives an id when the browser refuses storage', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(getOrCreateDeviceGuid()).toMatch(UUID_V7);
  });
});
