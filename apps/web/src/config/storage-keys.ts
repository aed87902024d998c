/**
 * Local storage keys fixed by docs/product/wire-conventions.md#browser-storage; other clients and
 * the e2e tests rely on them.
 */
export const storageKeys = {
  authenticatedUser: 'authenticatedUser',
  deviceGuid: 'deviceGuid',
  language: 'language',
} as const;
