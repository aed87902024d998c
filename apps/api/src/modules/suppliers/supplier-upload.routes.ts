import { SupplierUploadLookup, SupplierUploadToken } from '@sds/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/http/app-error.ts';
import { problemResponses } from '../../platform/http/problem-responses.ts';
import {
  missingFile,
  readUploadForm,
  registerUploadForms,
} from '../../platform/http/upload-form.ts';
import { createFailureLimiter, requireBudget } from '../../platform/security/failure-limiter.ts';
import { lookUpUploadLink, uploadThroughLink } from './supplier-upload.ts';

const tags = ['suppliers'];
const FILE_FIELD = 'file';
const HOUR = 60 * 60;

/**
 * The supplier's upload page's calls (decision 0070): public — the link's token is the only
 * credential, sent in the body (never in an address a log keeps). Rate limited per client
 * address: every upload counts (each is read by the parser), of the look-ups the refused ones.
 */
export const supplierUploadRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  await registerUploadForms(app, { fields: 2 });
  const attempts = createFailureLimiter(
    'supplier-upload',
    [
      { name: 'address', points: 30, durationSeconds: HOUR },
      { name: 'global', points: 2_000, durationSeconds: HOUR },
    ],
    app.redis,
  );
  const budgetsOf = (request: FastifyRequest) => ({ address: request.ip, global: 'all' });
  const uploadDeps = {
    db,
    fileStore: app.fileStore,
    parser: app.sdsParser,
    maxBytes: app.config.uploadLimitBytes,
  };

  app.post(
    '/api/supplier-upload/lookup',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'What an upload link asks for (public: the token is the credential)',
        description: 'A used, expired or unknown token: 403 link-invalid, the same for all.',
        body: SupplierUploadToken,
        response: { 200: SupplierUploadLookup, ...problemResponses(400, 403, 429) },
      },
    },
    async (request) => {
      const budgets = budgetsOf(request);
      await requireBudget(attempts, budgets);
      try {
        return await lookUpUploadLink(db, request.body.token);
      } catch (error) {
        if (error instanceof AppError && error.type === 'link-invalid') {
          await attempts.recordFailure(budgets);
        }
        throw error;
      }
    },
  );

  app.post(
    '/api/supplier-upload',
    {
      config: {
        access: 'public',
        multipartForm: z.object({ token: z.string(), [FILE_FIELD]: z.file() }),
      },
      schema: {
        tags,
        summary: 'Upload the requested SDS through the link (public)',
        description: `multipart/form-data: the field "token", then the PDF in "${FILE_FIELD}". 202: imported for the key users' review. 403 link-invalid (used, expired, unknown); 422 upload-not-an-sds with the reason, and the link still works.`,
        consumes: ['multipart/form-data'],
        response: {
          202: z.null().describe('Accepted'),
          ...problemResponses(400, 403, 413, 415, 422, 429),
        },
      },
    },
    async (request, reply) => {
      const budgets = budgetsOf(request);
      await requireBudget(attempts, budgets);
      await attempts.recordFailure(budgets);
      const { fields, file } = await readUploadForm(request, {
        fields: ['token'],
        file: FILE_FIELD,
      });
      const token = SupplierUploadToken.shape.token.safeParse(fields.token ?? '');
      if (!token.success) {
        throw new AppError('validation-failed', 'The form has no valid token', {
          errors: [{ path: 'token', message: 'is required', code: 'invalid_token' }],
        });
      }
      if (!file) throw missingFile(FILE_FIELD);
      await uploadThroughLink(uploadDeps, {
        token: token.data,
        fileName: file.filename,
        stream: file.file,
      });
      return reply.code(202).send(null);
    },
  );
};
