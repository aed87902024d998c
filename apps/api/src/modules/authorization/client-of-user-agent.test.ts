import { describe, expect, it } from 'vitest';
import { clientOfUserAgent } from './client-of-user-agent.ts';

describe('clientOfUserAgent', () => {
  it.each([
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      'Chrome',
      'Android',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      'Safari',
      'iOS',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
      'Firefox',
      'Windows',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      'Microsoft Edge',
      'Windows',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
      'Safari',
      'macOS',
    ],
  ])('names the browser and system of %s', (userAgent, browser, operatingSystem) => {
    expect(clientOfUserAgent(userAgent)).toEqual({ browser, operatingSystem });
  });

  it('names nothing it cannot read, and nothing long', () => {
    expect(clientOfUserAgent(undefined)).toEqual({ browser: '', operatingSystem: '' });
    expect(clientOfUserAgent('')).toEqual({ browser: '', operatingSystem: '' });
    expect(clientOfUserAgent('curl/8.5.0').operatingSystem).toBe('');
    expect(clientOfUserAgent(`${'x'.repeat(5000)}/1.0`).browser.length).toBeLessThanOrEqual(40);
  });
});
