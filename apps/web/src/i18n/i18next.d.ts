import 'i18next';
import type account from '@sds/i18n/locales/en-US/account.json';
import type admin from '@sds/i18n/locales/en-US/admin.json';
import type audit from '@sds/i18n/locales/en-US/audit.json';
import type auth from '@sds/i18n/locales/en-US/auth.json';
import type common from '@sds/i18n/locales/en-US/common.json';
import type editor from '@sds/i18n/locales/en-US/editor.json';
import type importTexts from '@sds/i18n/locales/en-US/import.json';
import type notifications from '@sds/i18n/locales/en-US/notifications.json';
import type products from '@sds/i18n/locales/en-US/products.json';
import type requests from '@sds/i18n/locales/en-US/requests.json';

// en-US is the source catalogue: translation keys are checked by the compiler.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      auth: typeof auth;
      /** Loaded with the signed-in device screens (session-route.tsx, lazy-catalogues.ts). */
      products: typeof products;
      /** Loaded with the review screen (lazy-catalogues.ts). */
      audit: typeof audit;
      /** Loaded with the product editor (lazy-catalogues.ts). */
      editor: typeof editor;
      /** Loaded with registration, e-mailed links and administrator sign-in (lazy-catalogues.ts). */
      account: typeof account;
      /** Loaded with the SDS import screen (lazy-catalogues.ts). */
      import: typeof importTexts;
      /** Loaded with the company administration screens (lazy-catalogues.ts). */
      admin: typeof admin;
      /** Loaded with feedback and product requests, under every signed-in screen (lazy-catalogues.ts). */
      requests: typeof requests;
      /** Loaded with the notifications screen (lazy-catalogues.ts). */
      notifications: typeof notifications;
    };
  }
}
