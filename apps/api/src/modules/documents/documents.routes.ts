import { ReadCompanyQuery, type DocumentKind } from '@sds/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/http/app-error.ts';
import { binaryFile } from '../../platform/http/binary-file.ts';
import { principalOf } from '../../platform/http/access-control.ts';
import { problemResponses } from '../../platform/http/problem-responses.ts';
import {
  type DocumentRow,
  findDocument,
  findFirstDocument,
  findVisibleRevisionId,
  productReaders,
  productReadScope,
} from '../products/index.ts';
import { signedLinkRule } from './document-link-rule.ts';
import { sendStoredFile } from '../../platform/http/send-stored-file.ts';

const tags = ['documents'];
const downloadErrors = problemResponses(400, 401, 403, 404, 416);

/** An opaque reference as the server makes them; anything else (paths, NUL, 2 kB) is a 400. */
const Reference = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'is not a document reference');
const DownloadQuery = ReadCompanyQuery.extend({
  /** `1`/`true` saves the file (attachment); otherwise it opens inline. */
  download: z.enum(['1', 'true', '0', 'false']).optional(),
  expires: z.string().max(20).optional(),
  signature: z.string().max(100).optional(),
});
/** Header-authenticated downloads answer `no-cache`: the browser revalidates with the ETag. */
const REVALIDATE = 0;

/**
 * The download calls (docs/product/documents.md#download-calls): stored documents by credentials or
 * signed link (docs/product/documents.md#signed-links).
 */
export const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const key = app.secretKeys.documentLinks;

  /**
   * A caller with credentials downloads only from the version of a product they see: users the
   * approved one's documents, key users the working one's (decision 0061).
   */
  async function requireVisibleRevision(request: FastifyRequest, productId: string) {
    const { companyId } = request.query as { companyId?: string };
    const scope = productReadScope(principalOf(request), companyId);
    const revisionId = await findVisibleRevisionId(db, scope, productId);
    if (!revisionId) throw new AppError('not-found', 'No such product');
    return revisionId;
  }

  async function send(
    request: FastifyRequest & { query: z.infer<typeof DownloadQuery> },
    reply: Parameters<typeof sendStoredFile>[1],
    document: DocumentRow | null,
  ) {
    if (!document) throw new AppError('not-found', 'No such document');
    const isDownload = request.query.download === '1' || request.query.download === 'true';
    const expires = Number(request.query.expires);
    const maxAgeSeconds =
      request.isSignedLink && Number.isFinite(expires)
        ? expires - Math.floor(Date.now() / 1000)
        : REVALIDATE;
    return sendStoredFile(request, reply, app.fileStore, document, {
      disposition: isDownload ? 'attachment' : 'inline',
      maxAgeSeconds,
    });
  }

  /**
   * A document by reference: for a signed link (any caller) of any version of the product, for a
   * caller with credentials of the version they see.
   */
  async function findByReference(
    request: FastifyRequest,
    productId: string,
    kind: DocumentKind,
    reference: string,
  ) {
    const revisionId = request.isSignedLink
      ? null
      : await requireVisibleRevision(request, productId);
    return findDocument(db, productId, kind, reference, revisionId);
  }

  const routeOptions = (summary: string, contentType: string) => ({
    tags,
    summary,
    querystring: DownloadQuery,
    response: { 200: binaryFile(contentType), ...downloadErrors },
  });

  app.get(
    '/api/products/:id/download/pdf',
    {
      config: { access: productReaders, compress: false },
      schema: {
        ...routeOptions('The product’s SDS pdf', 'application/pdf'),
        params: z.object({ id: z.uuid() }),
      },
    },
    async (request, reply) => {
      const revisionId = await requireVisibleRevision(request, request.params.id);
      return send(
        request,
        reply,
        await findFirstDocument(db, request.params.id, 'pdf', revisionId),
      );
    },
  );

  app.get(
    '/api/products/:id/download/pdfref/:reference',
    {
      config: {
        access: { ...productReaders, signedLink: signedLinkRule(key, 'pdf') },
        compress: false,
      },
      schema: {
        ...routeOptions(
          'The SDS pdf by reference (credentials or a signed link)',
          'application/pdf',
        ),
        params: z.object({ id: z.uuid(), reference: Reference }),
      },
    },
    async (request, reply) => {
      const { id, reference } = request.params;
      return send(request, reply, await findByReference(request, id, 'pdf', reference));
    },
  );

  app.get(
    '/api/products/:id/download/imageref/:imagereference',
    {
      config: {
        access: { ...productReaders, signedLink: signedLinkRule(key, 'image') },
        compress: false,
      },
      schema: {
        ...routeOptions('An image by reference (credentials or a signed link)', 'image/*'),
        params: z.object({ id: z.uuid(), imagereference: Reference }),
      },
    },
    async (request, reply) => {
      const { id, imagereference } = request.params;
      return send(request, reply, await findByReference(request, id, 'image', imagereference));
    },
  );

  app.get(
    '/api/products/:id/download/image/:validation',
    {
      config: {
        access: { ...productReaders, signedLink: signedLinkRule(key, 'main-image') },
        compress: false,
      },
      schema: {
        ...routeOptions('The main image through its signed link', 'image/*'),
        params: z.object({ id: z.uuid(), validation: z.string().max(100) }),
      },
    },
    async (request, reply) =>
      send(request, reply, await findFirstDocument(db, request.params.id, 'image', null)),
  );
};
