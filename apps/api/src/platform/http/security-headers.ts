import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';

export interface SecurityHeaderOptions {
  /** Error-reporting DSN the web app sends to; its origin joins connect-src. */
  monitoringDsn: string | null;
  /** Where product images are served from when not from this origin. */
  imageStorageBaseUrl: string;
  /** Cross-origin API base address the web app calls, when not this origin. */
  apiBaseUrl: string;
  /** Send HSTS only where the service is reached over TLS. */
  isProduction: boolean;
}

function originOf(url: string | null): string[] {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}

/**
 * The Content-Security-Policy for everything this server sends
 * (docs/product/security.md#response-headers-and-input, ASVS V3): scripts only from this origin (no
 * inline script, no eval; WebAssembly only), no plugins, no framing, no foreign forms. Inline styles are allowed
 * because the dialog and toast libraries set them at run time; see
 * docs/decisions/0004-content-security-policy.md.
 */
export function contentSecurityPolicyDirectives(options: SecurityHeaderOptions) {
  return {
    defaultSrc: ["'self'"],
    // 'wasm-unsafe-eval' lets the scanner compile its WebAssembly (decision 0055); it allows no
    // JavaScript eval.
    scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', ...originOf(options.imageStorageBaseUrl)],
    fontSrc: ["'self'"],
    connectSrc: ["'self'", ...originOf(options.monitoringDsn), ...originOf(options.apiBaseUrl)],
    frameSrc: ["'self'"],
    workerSrc: ["'self'"],
    manifestSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    upgradeInsecureRequests: options.isProduction ? [] : null,
  };
}

/**
 * Security headers on every response: CSP, nosniff, frame denial, referrer policy, HSTS. The
 * helmet middleware is built once; @fastify/helmet rebuilt it, CSP parsing included, on every
 * request (3 % of the server's CPU under load, decision 0015).
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  options: SecurityHeaderOptions,
): void {
  const setSecurityHeaders = helmet({
    contentSecurityPolicy: { directives: contentSecurityPolicyDirectives(options) },
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: options.isProduction
      ? { maxAge: 31_536_000, includeSubDomains: true }
      : false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    // helmet hands its middleware's errors on as Error objects (it wraps anything else).
    setSecurityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });
}
