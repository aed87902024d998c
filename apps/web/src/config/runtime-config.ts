import type { RuntimeConfig } from '@sds/contract';
import { createContext, useContext } from 'react';

/** Thrown when `/config.json` is missing or malformed; the start-up screen explains it. */
export class RuntimeConfigError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'RuntimeConfigError';
  }
}

const TEXT_FIELDS = ['apiBaseUrl', 'webHost', 'imageStorageBaseUrl', 'environment', 'release'];

/**
 * Checks `/config.json` against the contract's `RuntimeConfig`. Written out by hand because
 * zod alone would cost the first screen a fifth of its budget; runtime-config.test.ts holds
 * this check and the zod schema to the same verdicts, so the two cannot drift apart.
 */
export function parseRuntimeConfig(value: unknown): RuntimeConfig {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new RuntimeConfigError('The configuration is not an object');
  }
  const fields = value as Record<string, unknown>;
  for (const name of TEXT_FIELDS) {
    if (typeof fields[name] !== 'string') throw new RuntimeConfigError(`${name} is not text`);
  }
  for (const name of ['monitoringKey', 'webPushPublicKey']) {
    if (fields[name] !== null && typeof fields[name] !== 'string') {
      throw new RuntimeConfigError(`${name} is neither text nor null`);
    }
  }
  if (typeof fields.production !== 'boolean') {
    throw new RuntimeConfigError('production is not true or false');
  }
  const {
    apiBaseUrl,
    webHost,
    imageStorageBaseUrl,
    monitoringKey,
    environment,
    release,
    webPushPublicKey,
    production,
  } = fields as RuntimeConfig;
  return {
    apiBaseUrl,
    webHost,
    imageStorageBaseUrl,
    monitoringKey,
    environment,
    release,
    webPushPublicKey,
    production,
  };
}

/**
 * Fetches and checks `/config.json` (docs/product/web-app.md#runtime-configuration). The server
 * writes it per deployment, so one build serves every environment; it is never cached so a redeploy
 * takes effect at once.
 */
export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  let response: Response;
  try {
    response = await fetchImpl('/config.json', {
      cache: 'no-store',
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
    });
  } catch (error) {
    throw new RuntimeConfigError('The configuration could not be fetched', { cause: error });
  }
  if (!response.ok) throw new RuntimeConfigError(`The configuration answered ${response.status}`);
  const body: unknown = await response.json().catch(() => undefined);
  return parseRuntimeConfig(body);
}

let activeConfig: RuntimeConfig | null = null;

/** Makes the loaded configuration available to code outside React (the API client). */
export function setRuntimeConfig(config: RuntimeConfig): void {
  activeConfig = config;
}

/** The configuration loaded at start-up; throws when asked before it was loaded. */
export function getRuntimeConfig(): RuntimeConfig {
  if (!activeConfig) throw new Error('The runtime configuration is read before it was loaded');
  return activeConfig;
}

export const RuntimeConfigContext = createContext<RuntimeConfig | null>(null);

/** The deployment's runtime configuration; only usable below the app provider. */
export function useRuntimeConfig(): RuntimeConfig {
  const config = useContext(RuntimeConfigContext);
  if (!config) throw new Error('useRuntimeConfig is used outside the app provider');
  return config;
}
