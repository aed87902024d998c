import { z } from 'zod';

/**
 * `/config.json`: what one web build needs to know about the deployment it runs in
 * (docs/product/web-app.md#runtime-configuration). Read by the web app before it renders.
 */
export const RuntimeConfig = z.object({
  /** Base address of the API, without the trailing `/api`; empty means "same origin". */
  apiBaseUrl: z.string(),
  /** Public address of the web app, used in links the server e-mails and in QR codes. */
  webHost: z.string(),
  /** Base address product images are served from. */
  imageStorageBaseUrl: z.string(),
  /** Error-reporting DSN (Sentry or GlitchTip); null switches monitoring off. */
  monitoringKey: z.string().nullable(),
  /** Name of the deployment, reported with every monitoring event. */
  environment: z.string(),
  /** Version of the running build. */
  release: z.string(),
  /**
   * The server's VAPID public key (base64url, 65 bytes): the web app subscribes to Web Push
   * with it (decision 0028). Null when this server offers no Web Push.
   */
  webPushPublicKey: z.string().nullable(),
  /**
   * Whether this is a production deployment (`NODE_ENV=production`): a missing translation
   * then shows its key, elsewhere `[MISSING - key]` (docs/product/languages.md#translations), so
   * one build serves both.
   */
  production: z.boolean(),
});
export type RuntimeConfig = z.infer<typeof RuntimeConfig>;
