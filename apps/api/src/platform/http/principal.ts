import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DeviceRole, Role } from '@sds/contract';

/** A signed-in device (company code + session cookie). */
export interface DevicePrincipal {
  kind: 'device';
  deviceId: string;
  /**
   * The client's id of the device (the `DeviceId` header,
   * docs/product/wire-conventions.md#request-headers), lower case.
   */
  deviceGuid: string;
  companyId: string;
  role: DeviceRole;
  roles: Role[];
  /** SHA-256 of the session cookie: binds the XSRF token to this session. */
  sessionHash: string;
}

/** A company integration (`Api-Key` header): read-only access to approved products. */
export interface ApiKeyPrincipal {
  kind: 'apiKey';
  apiKeyId: string;
  companyId: string;
  roles: Role[];
}

/**
 * A person signed in with e-mail and password (`Authorization: Bearer`,
 * docs/product/roles-and-access.md#roles, docs/product/security.md#account-tokens).
 */
export interface AccountPrincipal {
  kind: 'account';
  accountId: string;
  /** The account's company; '' for the platform Admin, which belongs to none (matches no row). */
  companyId: string;
  roles: Role[];
}

/** Who is asking; null on public routes. */
export type Principal = DevicePrincipal | ApiKeyPrincipal | AccountPrincipal;
export type PrincipalKind = Principal['kind'];

/**
 * A short-lived signed link that stands in for credentials on a download route
 * (docs/product/documents.md#signed-links: `<img>` and `<iframe>` cannot send headers).
 * `isPresented` says whether the request carries one; `verify` throws `link-invalid` (403) when it
 * is forged, expired or for another file.
 */
export interface SignedLinkRule {
  isPresented(request: FastifyRequest): boolean;
  verify(request: FastifyRequest): void;
}

/**
 * Who may call a route: `public`, or the principal kinds accepted and (optionally) the roles
 * one of which the caller must hold, or a signed link where the route takes one. Every `/api`
 * route declares it (checked at start).
 */
export type RouteAccess =
  | 'public'
  | {
      principals: PrincipalKind[];
      roles?: Role[];
      signedLink?: SignedLinkRule;
      /**
       * A request without any credentials passes with no principal (`POST /api/account`:
       * anonymous registration, or an invitation by a signed-in account). Credentials that
       * are presented must still be valid and allowed.
       */
      allowAnonymous?: boolean;
    };

/**
 * Turns a request's credentials into a principal. `hasCredentials` says whether the request
 * carries this kind's credentials at all; `authenticate` returns null when they are invalid.
 */
export interface Authenticator {
  kind: PrincipalKind;
  hasCredentials(headers: Record<string, string | string[] | undefined>): boolean;
  authenticate(request: FastifyRequest, reply: FastifyReply): Promise<Principal | null>;
}
