import type { FastifySchema, RouteOptions } from 'fastify';
import type { z } from 'zod';
import type { PrincipalKind, RouteAccess } from './principal.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The multipart form an upload route reads (its text fields and `z.file()` parts), for the
     * OpenAPI document only: the route reads the form itself (upload-form.ts), so Fastify must
     * not validate a body it never parses.
     */
    multipartForm?: z.ZodObject;
  }
}

/** Security schemes of the OpenAPI document, by the name operations refer to them. */
export function securitySchemes(sessionCookieName: string) {
  return {
    AuthCode: { type: 'apiKey', in: 'header', name: 'AuthCode' },
    DeviceId: { type: 'apiKey', in: 'header', name: 'DeviceId' },
    DeviceSession: { type: 'apiKey', in: 'cookie', name: sessionCookieName },
    ApiKey: { type: 'apiKey', in: 'header', name: 'Api-Key' },
    Bearer: { type: 'http', scheme: 'bearer' },
    SignedLink: { type: 'apiKey', in: 'query', name: 'signature' },
    // GET /metrics only: METRICS_TOKEN, for the operator's Prometheus (decision 0060).
    MetricsToken: { type: 'http', scheme: 'bearer' },
  } as const;
}

type SecurityRequirement = Record<string, string[]>;

/** What each kind of caller presents: every scheme of one requirement together (AND). */
function requirementOf(kind: PrincipalKind, roles: string[]): SecurityRequirement {
  switch (kind) {
    case 'device':
      // The device headers (docs/product/wire-conventions.md#request-headers) and the session
      // cookie set at sign-in (docs/product/security.md#device-sessions), all three at once.
      return { AuthCode: roles, DeviceId: roles, DeviceSession: roles };
    case 'apiKey':
      return { ApiKey: roles };
    case 'account':
      return { Bearer: roles };
  }
}

/**
 * An operation's `security` from its route's access rule: one alternative per caller kind,
 * with the roles it must hold (OpenAPI 3.1 lets non-OAuth requirements list role names); a
 * signed link where the route takes one; `{}` where anonymous calls pass; `[]` when public.
 */
export function securityOf(access: RouteAccess | undefined): SecurityRequirement[] | undefined {
  if (access === undefined) return undefined;
  if (access === 'public') return [];
  const roles = access.roles ?? [];
  return [
    ...access.principals.map((kind) => requirementOf(kind, roles)),
    ...(access.signedLink ? [{ SignedLink: [] }] : []),
    ...(access.allowAnonymous ? [{}] : []),
  ];
}

/**
 * The route's schema as the document shows it: with its security and, on upload routes, the
 * multipart form as the request body (converted from zod like every other schema).
 */
export function documentedSchema(
  schema: FastifySchema | undefined,
  route: Pick<RouteOptions, 'config'> | undefined,
): FastifySchema {
  const config = route?.config as { access?: RouteAccess; multipartForm?: z.ZodObject } | undefined;
  const security = securityOf(config?.access);
  return {
    ...schema,
    ...(security ? { security } : {}),
    ...(config?.multipartForm ? { body: config.multipartForm } : {}),
  };
}
