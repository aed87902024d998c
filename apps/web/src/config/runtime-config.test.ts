import { RuntimeConfig } from '@sds/contract';
import { describe, expect, it, vi } from 'vitest';
import { testRuntimeConfig } from '../testing/test-config.ts';
import { RuntimeConfigError, loadRuntimeConfig, parseRuntimeConfig } from './runtime-config.ts';

const samples: Record<string, unknown> = {
  'a complete configuration': testRuntimeConfig,
  'a monitoring key': { ...testRuntimeConfig, monitoringKey: 'http://public@127.0.0.1:9000/1' },
  'extra fields': { ...testRuntimeConfig, featureFlags: { x: true } },
  'a missing field': { ...testRuntimeConfig, release: undefined },
  'a number for text': { ...testRuntimeConfig, apiBaseUrl: 8080 },
  'an absent monitoring key': { ...testRuntimeConfig, monitoringKey: undefined },
  'a monitoring key of the wrong type': { ...testRuntimeConfig, monitoringKey: false },
  'a Web Push key': { ...testRuntimeConfig, webPushPublicKey: 'BLc4xRzKlKORKWlbdgFaBrrPK3ydWAHo' },
  'an absent Web Push key': { ...testRuntimeConfig, webPushPublicKey: undefined },
  'a Web Push key of the wrong type': { ...testRuntimeConfig, webPushPublicKey: 42 },
  'a production deployment': { ...testRuntimeConfig, production: true },
  'no production flag': { ...testRuntimeConfig, production: undefined },
  'a production flag as text': { ...testRuntimeConfig, production: 'true' },
  'an array': [testRuntimeConfig],
  null: null,
  'a text': 'config',
};

describe('runtime configuration check', () => {
  it.each(Object.entries(samples))('judges %s as the contract schema does', (_name, sample) => {
    const schemaAccepts = RuntimeConfig.safeParse(sample).success;
    const checkAccepts = (() => {
      try {
        parseRuntimeConfig(sample);
        return true;
      } catch (error) {
        expect(error).toBeInstanceOf(RuntimeConfigError);
        return false;
      }
    })();
    expect(checkAccepts).toBe(schemaAccepts);
  });

  it('returns exactly the fields of the contract', () => {
    const parsed = parseRuntimeConfig({ ...testRuntimeConfig, extra: 1 });
    expect(parsed).toEqual(RuntimeConfig.parse({ ...testRuntimeConfig, extra: 1 }));
  });
});

describe('loading /config.json', () => {
  it('fetches it uncached and returns the checked configuration', async () => {
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockResolvedValue(Response.json(testRuntimeConfig));
    await expect(loadRuntimeConfig(fetch)).resolves.toEqual(testRuntimeConfig);
    expect(fetch).toHaveBeenCalledWith(
      '/config.json',
      expect.objectContaining({ cache: 'no-store' }),
    );
  });

  it('fails with a RuntimeConfigError when the server does not serve it', async () => {
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockResolvedValue(new Response('', { status: 502 }));
    await expect(loadRuntimeConfig(fetch)).rejects.toBeInstanceOf(RuntimeConfigError);
  });

  it('fails with a RuntimeConfigError when it is not JSON', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>().mockResolvedValue(new Response('<html>'));
    await expect(loadRuntimeConfig(fetch)).rejects.toBeInstanceOf(RuntimeConfigError);
  });

  it('fails with a RuntimeConfigError when the network fails', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>().mockRejectedValue(new TypeError('offline'));
    await expect(loadRuntimeConfig(fetch)).rejects.toBeInstanceOf(RuntimeConfigError);
  });
});
