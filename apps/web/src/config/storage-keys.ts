/** Local storage keys fixed by SPEC §3 and §9; other clients and the e2e tests rely on them. */
export const storageKeys = {
  authenticatedUser: 'authenticatedUser',
  deviceGuid: 'deviceGuid',
  language: 'language',
} as const;
