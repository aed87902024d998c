import type { FastifyInstance } from 'fastify';
import type { AccountPrincipal, Authenticator } from '../../platform/http/principal.ts';
import { accountOfToken } from './account-sessions.ts';

const BEARER = /^Bearer ([\w-]{20,100})$/;

/**
 * Authenticates a person by the bearer token of `POST /api/account/token`
 * (docs/product/security.md#account-tokens). The lookup is by the token's hash through a unique
 * index. Requests with a bearer token carry no cookie, so the XSRF check has nothing to protect
 * (docs/product/security.md#xsrf).
 */
export function createAccountAuthenticator(app: FastifyInstance): Authenticator {
  return {
    kind: 'account',
    hasCredentials: (headers) =>
      typeof headers.authorization === 'string' && headers.authorization.startsWith('Bearer '),
    async authenticate(request) {
      const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
      if (!token) return null;
      const account = await accountOfToken(app.database.db, token);
      if (!account) return null;
      const principal: AccountPrincipal = {
        kind: 'account',
        accountId: account.id,
        companyId: account.companyId ?? '',
        roles: account.roles,
      };
      return principal;
    },
  };
}
