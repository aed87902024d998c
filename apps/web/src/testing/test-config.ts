import type { AuthenticatedUser, RuntimeConfig } from '@sds/contract';

/** A runtime configuration as `/config.json` serves it, with monitoring off. */
export const testRuntimeConfig: RuntimeConfig = {
  apiBaseUrl: '',
  webHost: 'http://localhost:3000',
  imageStorageBaseUrl: 'http://localhost:3000/images',
  monitoringKey: null,
  environment: 'test',
  release: 'test',
  webPushPublicKey: null,
  production: false,
};

/**
 * A stored login response as the contract describes it
 * (docs/product/wire-conventions.md#device-login, docs/product/security.md#device-sessions).
 */
export const testAuthenticatedUser: AuthenticatedUser = {
  authCode: 'K7QX-M2PD-9WZR-4TNA',
  deviceGuid: '0190a6e8-7c3b-7d2e-9f41-6b2c8e4a1d55',
  companyId: '3f1c2a9e-5b7d-4e21-9a0c-6d8e2f4b1a77',
  companyName: 'Acme Chemicals',
  role: 'User',
  deviceId: '7c2e9a41-0d3b-4f6e-8a15-2b9c4d7e1f03',
  sessionExpiresAt: '2030-01-01T00:00:00.000Z',
};
