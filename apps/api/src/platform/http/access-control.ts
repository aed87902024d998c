import { XSRF_COOKIE } from '@sds/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';
import type { Authenticator, Principal, RouteAccess } from './principal.ts';
import {
  anonymousXsrfToken,
  sessionXsrfToken,
  setXsrfCookie,
  setsXsrfCookie,
  xsrfRejection,
} from './xsrf.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call this route; required on every `/api` route. */
    access?: RouteAccess;
  }
  interface FastifyRequest {
    /** Who is asking, once `onRequest` ran; null on public routes and for signed links. */
    principal: Principal | null;
    /** True when a verified signed link, not credentials, admitted this request. */
    isSignedLink: boolean;
  }
}

/**
 * The caller of a route whose access rule requires one (set in `onRequest`); throws if a
 * handler is wired to a public route by mistake, rather than acting without a principal.
 */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw new AppError('unauthenticated');
  return request.principal;
}

/** Routes that need no access rule: the docs, and everything outside `/api`. */
function isExemptRoute(url: string): boolean {
  return !/^\/api(\/|$)/i.test(url) || /^\/api\/docs(\/|$)/i.test(url);
}

async function authenticate(
  request: FastifyRequest,
  reply: FastifyReply,
  access: Exclude<RouteAccess, 'public'>,
  authenticators: Authenticator[],
): Promise<Principal> {
  const presented = authenticators.filter((candidate) => candidate.hasCredentials(request.headers));
  if (presented.length === 0) throw new AppError('unauthenticated');
  for (const authenticator of presented) {
    const principal = await authenticator.authenticate(request, reply);
    if (!principal) throw new AppError('unauthenticated');
    if (access.principals.includes(principal.kind)) return principal;
  }
  throw new AppError('forbidden', 'These credentials cannot be used for this call');
}

/**
 * Authentication, XSRF and roles, in the order of docs/product/wire-conventions.md#order-of-checks,
 * before any body is parsed: unknown route (404, left to the not-found handler) → credentials (401)
 * → XSRF (403) → role (403). Also hands every visitor without an XSRF cookie a fresh one.
 */
export function registerAccessControl(app: FastifyInstance, authenticators: Authenticator[]): void {
  app.decorateRequest('principal', null);
  app.decorateRequest('isSignedLink', false);

  app.addHook('onRoute', (route) => {
    if (!route.config?.access && !isExemptRoute(route.url)) {
      throw new Error(`Route ${String(route.method)} ${route.url} declares no access rule`);
    }
  });

  app.addHook('onRequest', async (request, reply) => {
    if (request.is404) return;
    const access = request.routeOptions.config.access;
    if (access && access !== 'public' && access.signedLink?.isPresented(request)) {
      // The link is the credential: it is checked here, before anything else is read.
      access.signedLink.verify(request);
      request.isSignedLink = true;
    } else if (access && access !== 'public') {
      const isAnonymous =
        access.allowAnonymous === true &&
        !authenticators.some((candidate) => candidate.hasCredentials(request.headers));
      if (!isAnonymous) {
        request.principal = await authenticate(request, reply, access, authenticators);
      }
    }
    const principal = request.principal;
    const boundToken =
      principal?.kind === 'device'
        ? sessionXsrfToken(app.secretKeys.signing, principal.sessionHash)
        : null;
    const rejection = xsrfRejection(request, boundToken);
    if (rejection) throw new AppError('xsrf-rejected', rejection);
    const hasRoleRule = access && access !== 'public' && access.roles && !request.isSignedLink;
    if (hasRoleRule && principal && principal.kind !== 'apiKey') {
      const mayCall = principal?.roles.some((role) => access.roles?.includes(role));
      if (!mayCall) throw new AppError('forbidden');
    }
  });

  app.addHook('onSend', async (request, reply) => {
    if (request.cookies[XSRF_COOKIE] || setsXsrfCookie(reply)) return;
    const principal = request.principal;
    const token =
      principal?.kind === 'device'
        ? sessionXsrfToken(app.secretKeys.signing, principal.sessionHash)
        : anonymousXsrfToken();
    setXsrfCookie(reply, token, app.config.isServedOverTls);
  });
}
