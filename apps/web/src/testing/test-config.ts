import type { RuntimeConfig } from '@sds/contract';

/** A runtime configuration as `/config.json` serves it, with monitoring off. */
export const testRuntimeConfig: RuntimeConfig = {
  apiBaseUrl: '',
  webHost: 'http://localhost:3000',
  imageStorageBaseUrl: 'http://localhost:3000/images',
  monitoringKey: null,
  environment: 'test',
  release: 'test',
};

/** A stored login response as SPEC §3 describes it. */
export const testAuthenticatedUser = {
  authCode: 'K7QX-M2PD-9WZR-4TNA',
  deviceGuid: '0190a6e8-7c3b-7d2e-9f41-6b2c8e4a1d55',
  companyId: 'company-1',
  companyName: 'Acme Chemicals',
  role: 'User',
};
