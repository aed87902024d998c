import type { KeyObject } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/http/app-error.ts';
import type { SignedLinkRule } from '../../platform/http/principal.ts';
import { type LinkTarget, parseValidation, verifyLink } from '../products/index.ts';

type RuleKind = 'pdf' | 'image' | 'main-image';

const single = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** The link a request presents, read from the raw path and query (before validation). */
function presentedLink(request: FastifyRequest, kind: RuleKind) {
  const params = request.params as Record<string, unknown>;
  const query = request.query as Record<string, unknown>;
  const productId = single(params.id) ?? '';
  if (kind === 'main-image') {
    const parsed = parseValidation(single(params.validation) ?? '');
    const target: LinkTarget = { kind: 'main-image' };
    return parsed ? { productId, target, ...parsed } : null;
  }
  const reference = single(kind === 'pdf' ? params.reference : params.imagereference) ?? '';
  const expires = single(query.expires);
  const signature = single(query.signature);
  if (!expires || !/^\d{1,12}$/.test(expires) || !signature) return null;
  return {
    productId,
    target: { kind, reference } as LinkTarget,
    expires: Number(expires),
    signature,
  };
}

/**
 * The signed-link rule of a download route (docs/product/documents.md#signed-links): a request that
 * presents a link is admitted by the link alone, which must be genuine, unexpired and for this very
 * document. `download/image/{validation}` always presents one; the reference routes when they carry
 * `signature` in the query (without it, the caller's credentials are checked instead).
 */
export function signedLinkRule(key: KeyObject, kind: RuleKind): SignedLinkRule {
  return {
    isPresented(request) {
      if (kind === 'main-image') return true;
      return (request.query as Record<string, unknown>).signature !== undefined;
    },
    verify(request) {
      const link = presentedLink(request, kind);
      if (!link) throw new AppError('link-invalid', 'The link is incomplete');
      const verdict = verifyLink(key, link, link.signature, new Date());
      if (verdict === 'expired') throw new AppError('link-invalid', 'The link has expired');
      if (verdict === 'invalid')
        throw new AppError('link-invalid', 'The link is not valid for this document');
    },
  };
}
