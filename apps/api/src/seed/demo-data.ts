/**
 * The demo tenants seeded outside production on an empty database (README "Demo data").
 * The codes are short on purpose, for trying the portal; real codes follow DESIGN §3.
 */
export const demoCompanies = [
  {
    key: 'demo',
    name: 'Demo Chemicals B.V.',
    codes: { User: 'DEMO-USER-2026', KeyUser: 'DEMO-KEY-2026', Subscription: 'DEMO-SUB-2026' },
    userLicenceCount: 25,
    keyUserLicenceCount: 5,
    owner: { name: 'Demo Chemicals owner', email: 'owner@demo-chemicals.example' },
  },
  {
    key: 'acme',
    name: 'Acme Industrial Ltd.',
    codes: { User: 'ACME-USER-2026', KeyUser: 'ACME-KEY-2026', Subscription: 'ACME-SUB-2026' },
    userLicenceCount: 10,
    keyUserLicenceCount: 3,
    owner: { name: 'Acme Industrial owner', email: 'owner@acme-industrial.example' },
  },
] as const;

export const DEMO_OWNER_PASSWORD = 'demo-owner-2026';

export const demoAdmin = {
  name: 'Platform administrator',
  email: 'admin@demo.local',
  password: 'demo-admin-2026',
} as const;
