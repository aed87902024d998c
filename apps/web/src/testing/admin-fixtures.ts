import type {
  ApiKeySummary,
  AccountSelf,
  CompanyDetails,
  CompanyDevice,
  CompanyLicence,
  CompanyLocale,
  Licence,
  LicenceAddon,
} from '@sds/contract';
import { testAccountSelf } from './account-fixtures.ts';

/** The company of the test CompanyAdmin (`testAccountSelf`), with 3 of 25 user licences in use. */
export const testCompany: CompanyDetails = {
  id: testAccountSelf.companyId ?? '',
  name: 'Acme Chemicals',
  createdAt: '2026-03-02T08:30:00.000Z',
  updatedAt: '2026-03-02T08:30:00.000Z',
  licences: { user: { total: 25, inUse: 3 }, keyUser: { total: 5, inUse: 5 } },
};

/** The portal's Admin: no company of its own. */
export const testPlatformAdmin: AccountSelf = {
  ...testAccountSelf,
  id: '9d2c4b6a-1e3f-4a5b-8c7d-0e1f2a3b4c5d',
  name: 'Grace Hopper',
  email: 'grace@sds.example',
  roles: ['Admin'],
  companyId: null,
  companyName: null,
};

/** A second company, for the Admin's list. */
export const otherCompany: CompanyDetails = {
  id: '2a4c6e80-1b3d-4f5a-9c7e-8d6b4a2c0e1f',
  name: 'Verfhandel De Kwast',
  createdAt: '2026-04-11T10:00:00.000Z',
  updatedAt: '2026-04-11T10:00:00.000Z',
  licences: { user: { total: 5, inUse: 0 }, keyUser: { total: 1, inUse: 0 } },
};

export const maskedCodes = {
  userCode: '••••-••••-••••-4TNA',
  keyUserCode: '••••-••••-••••-6RPE',
  subscriptionCode: '••••-••••-••••-9FQA',
};

export const userDevice: CompanyDevice = {
  id: '6f1e2d3c-4b5a-4987-8a6b-5c4d3e2f1a0b',
  role: 'User',
  description: 'sds-portal-web',
  browser: 'Chrome',
  operatingSystem: 'Android',
  label: '',
  deviceType: 'Gcm',
  signedInAt: '2026-05-04T07:12:00.000Z',
  lastSeenAt: '2026-05-06T13:40:00.000Z',
};

export const keyUserDevice: CompanyDevice = {
  ...userDevice,
  id: '7a2b3c4d-5e6f-4071-8293-a4b5c6d7e8f9',
  role: 'KeyUser',
  description: 'ERP scanner',
  browser: '',
  operatingSystem: '',
  lastSeenAt: '2026-05-05T09:05:00.000Z',
};

export const erpKey: ApiKeySummary = {
  id: '3c4d5e6f-7081-4923-a4b5-c6d7e8f90a1b',
  name: 'ERP',
  prefix: 'sdsk_7QxM',
  enabled: true,
  lastUsedAt: '2026-05-06T06:00:00.000Z',
  createdAt: '2026-04-01T09:00:00.000Z',
};

export const dutchLocale: CompanyLocale = {
  id: '4d5e6f70-8192-4a3b-8c4d-5e6f708192a3',
  locale: 'nl-NL',
  isDefault: true,
};

export const englishLocale: CompanyLocale = {
  id: '5e6f7081-92a3-4b4c-9d5e-6f708192a3b4',
  locale: 'en-US',
  isDefault: false,
};

export const teamLicence: Licence = {
  id: '00000000-0000-4000-8000-000000000102',
  name: 'Team',
  userLicences: 10,
  keyUserLicences: 3,
  durationMonths: 12,
  isAvailable: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

export const carriedOverLicence: Licence = {
  ...teamLicence,
  id: '00000000-0000-4000-8000-000000000199',
  name: 'Carried over',
  durationMonths: null,
  isAvailable: false,
};

export const plusFiveUsers: LicenceAddon = {
  id: '00000000-0000-4000-8000-000000000201',
  name: '+5 users',
  userLicences: 5,
  keyUserLicences: 0,
  isAvailable: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

/** The company's Team licence, active for 2026. */
export const activeTeam: CompanyLicence = {
  id: '81a2b3c4-d5e6-4f70-8192-a3b4c5d6e7f8',
  companyId: testCompany.id,
  licenseId: teamLicence.id,
  addonId: null,
  name: 'Team',
  quantity: 1,
  grants: { userLicences: 10, keyUserLicences: 3 },
  startsOn: '2026-01-01',
  endsOn: '2026-12-31',
  cancelledAt: null,
  status: 'Active',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

/** Three "+5 users" add-ons without end. */
export const threeAddons: CompanyLicence = {
  ...activeTeam,
  id: '92b3c4d5-e6f7-4081-92a3-b4c5d6e7f809',
  licenseId: null,
  addonId: plusFiveUsers.id,
  name: '+5 users',
  quantity: 3,
  grants: { userLicences: 15, keyUserLicences: 0 },
  endsOn: null,
};

export const expiredTrial: CompanyLicence = {
  ...activeTeam,
  id: 'a3c4d5e6-f708-4192-a3b4-c5d6e7f8091a',
  name: 'Trial',
  startsOn: '2025-01-01',
  endsOn: '2025-01-31',
  status: 'Expired',
};
