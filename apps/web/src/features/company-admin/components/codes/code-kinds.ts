import type { CompanyCodeKind, MaskedCompanyCodes } from '@sds/contract';

/** The codes in the order people meet them: the one most employees use first. */
export const CODE_KINDS: readonly CompanyCodeKind[] = ['User', 'KeyUser', 'Subscription'];

/** Where each code stands in `GET /api/Companies/{id}/codes`. */
export const MASKED_CODE_FIELD = {
  User: 'userCode',
  KeyUser: 'keyUserCode',
  Subscription: 'subscriptionCode',
} as const satisfies Record<CompanyCodeKind, keyof MaskedCompanyCodes>;
