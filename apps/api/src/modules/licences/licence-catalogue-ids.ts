/**
 * The catalogue items migration 0010 ships, by fixed id (decision 0024). Names are free text an
 * Admin may change; the id is what registration and the demo seed find them by.
 */
export const catalogueLicenceIds = {
  /**
   * The free plan of docs/product/codes-and-licences.md#licences: 5 user licences, 1 key-user
   * licence, no end.
   */
  free: '00000000-0000-4000-8000-000000000101',
  /** 10 users, 3 key users, 12 months. */
  team: '00000000-0000-4000-8000-000000000102',
  /** 50 users, 10 key users, 12 months. */
  site: '00000000-0000-4000-8000-000000000103',
} as const;

export const catalogueAddonIds = {
  /** 5 more user licences. */
  plusFiveUsers: '00000000-0000-4000-8000-000000000201',
  /** 1 more key-user licence. */
  plusOneKeyUser: '00000000-0000-4000-8000-000000000202',
} as const;
