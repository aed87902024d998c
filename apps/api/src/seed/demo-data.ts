import {
  catalogueAddonIds,
  catalogueLicenceIds,
} from '../modules/licences/licence-catalogue-ids.ts';

/**
 * The demo tenants seeded outside production on an empty database (README "Demo data").
 * The codes are short on purpose, for trying the portal; real codes follow
 * docs/product/codes-and-licences.md#company-codes. Their licences come out of the catalogue
 * migration 0010 ships and never end, so the demo keeps working however long a developer's database
 * lives.
 */
export const demoCompanies = [
  {
    key: 'demo',
    name: 'Demo Chemicals B.V.',
    codes: { User: 'DEMO-USER-2026', KeyUser: 'DEMO-KEY-2026', Subscription: 'DEMO-SUB-2026' },
    // Team (10 users, 3 key users) + 3 × "+5 users" + 2 × "+1 key user": 25 users, 5 key users.
    licences: [
      { licenseId: catalogueLicenceIds.team, quantity: 1 },
      { addonId: catalogueAddonIds.plusFiveUsers, quantity: 3 },
      { addonId: catalogueAddonIds.plusOneKeyUser, quantity: 2 },
    ],
    owner: { name: 'Demo Chemicals owner', email: 'owner@demo-chemicals.example' },
    /** Product locales, the default first. */
    locales: ['nl-NL', 'en-US', 'de-DE', 'fr-FR'],
  },
  {
    key: 'acme',
    name: 'Acme Industrial Ltd.',
    codes: { User: 'ACME-USER-2026', KeyUser: 'ACME-KEY-2026', Subscription: 'ACME-SUB-2026' },
    // Team alone: 10 users, 3 key users.
    licences: [{ licenseId: catalogueLicenceIds.team, quantity: 1 }],
    owner: { name: 'Acme Industrial owner', email: 'owner@acme-industrial.example' },
    locales: ['en-US', 'nl-NL', 'de-DE', 'fr-FR'],
  },
] as const;

export const DEMO_OWNER_PASSWORD = 'demo-owner-2026';

export const demoAdmin = {
  name: 'Platform administrator',
  email: 'admin@demo.local',
  password: 'demo-admin-2026',
} as const;
