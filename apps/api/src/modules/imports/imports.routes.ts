import type { FastifyRequest } from 'fastify';
import {
  IMPORT_SIGNATURE_HEADER,
  ImportDecisionRequest,
  ImportNotificationRequest,
  ImportStatusResponse,
  Locale,
  VibUploadResponse,
  productLocaleFromAcceptLanguage,
  resolveSupportedLocale,
} from '@sds/contract';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../platform/http/access-control.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { problemResponses } from '../../platform/http/problem-responses.ts';
import {
  missingFile,
  readUploadForm,
  registerUploadForms,
} from '../../platform/http/upload-form.ts';
import { productKeepers } from '../products/index.ts';
import { decideImport } from './duplicates/decide-import.ts';
import { receiveImportNotification } from './import-notification.ts';
import { readImportStatus, requeueImport } from './import-status.ts';
import { isSignedNotification } from './notification-signature.ts';
import { uploadSds } from './vib-upload.ts';

const tags = ['imports'];
const ProductParams = z.object({ id: z.uuid() });
const FILE_FIELD = 'file';

/** Reads `POST /api/vibupload`'s form: one file in `file`, optionally the `locale` before it. */
async function readSdsForm(request: FastifyRequest) {
  const { fields, file } = await readUploadForm(request, { fields: ['locale'], file: FILE_FIELD });
  if (!file) throw missingFile(FILE_FIELD);
  const parsedLocale = Locale.optional().safeParse(fields.locale);
  if (!parsedLocale.success) {
    throw new AppError('validation-failed', 'Unknown locale', {
      errors: [{ path: 'locale', message: 'is not a supported locale', code: 'invalid_value' }],
    });
  }
  return { file, locale: parsedLocale.data };
}

/**
 * The SDS import (docs/product/imports.md#starting-an-import): `POST /api/vibupload`, `importvib`,
 * `importstatus` for key users, and the converter's signed `vibupload/notification`.
 */
export const importRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  await registerUploadForms(app, { fields: 4 });

  app.post(
    '/api/vibupload',
    {
      config: {
        access: productKeepers,
        multipartForm: z.object({ locale: Locale.optional(), [FILE_FIELD]: z.file() }),
      },
      schema: {
        tags,
        summary: "Upload a supplier's SDS (PDF or SDScom XML) and import it into a product",
        description: `multipart/form-data with the file in "${FILE_FIELD}" and optionally "locale" (sent before the file) when the SDS does not say its language; otherwise Accept-Language decides. The same file again answers the product that has it.`,
        consumes: ['multipart/form-data'],
        response: { 202: VibUploadResponse, ...problemResponses(400, 401, 403, 413, 415) },
      },
    },
    async (request, reply) => {
      const { file, locale } = await readSdsForm(request);
      const result = await uploadSds(db, app.fileStore, principalOf(request), {
        fileName: file.filename,
        stream: file.file,
        maxBytes: app.config.uploadLimitBytes,
        locale:
          locale ??
          resolveSupportedLocale(
            productLocaleFromAcceptLanguage(request.headers['accept-language']),
          ),
      });
      return reply.code(202).send(result);
    },
  );

  app.post(
    '/api/products/:id/importvib',
    {
      config: { access: productKeepers },
      schema: {
        tags,
        summary: "Import the product's stored SDS again",
        params: ProductParams,
        response: { 202: ImportStatusResponse, ...problemResponses(401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      await requeueImport(db, principal, request.params.id);
      return reply.code(202).send(await readImportStatus(db, principal, request.params.id));
    },
  );

  app.get(
    '/api/products/:id/importstatus',
    {
      config: { access: productKeepers },
      schema: {
        tags,
        summary: "Where the product's SDS import stands",
        params: ProductParams,
        response: { 200: ImportStatusResponse, ...problemResponses(401, 403, 404) },
      },
    },
    async (request) => readImportStatus(db, principalOf(request), request.params.id),
  );

  app.post(
    '/api/products/:id/importdecision',
    {
      config: { access: productKeepers },
      schema: {
        tags,
        summary: 'Answer whether an upload is a new version of the product it resembles',
        params: ProductParams,
        body: ImportDecisionRequest,
        response: { 200: VibUploadResponse, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => decideImport(db, principalOf(request), request.params.id, request.body),
  );

  await app.register(async (scope) => {
    const signed = scope.withTypeProvider<ZodTypeProvider>();
    // The signature covers the exact bytes sent: keep them, parse only once they are verified.
    signed.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    signed.addHook('preValidation', async (request) => {
      const body = typeof request.body === 'string' ? request.body : '';
      const signature = request.headers[IMPORT_SIGNATURE_HEADER];
      if (!isSignedNotification(app.config.imports.notificationSecret, signature, body)) {
        throw new AppError(
          'unauthenticated',
          'The notification is not signed with the shared secret',
        );
      }
      try {
        request.body = JSON.parse(body);
      } catch {
        throw new AppError('malformed-request', 'The body is not JSON');
      }
    });
    signed.post(
      '/api/vibupload/notification',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'An external converter reports a finished import',
          description: `Signed with the shared secret IMPORT_NOTIFICATION_SECRET: header "${IMPORT_SIGNATURE_HEADER}: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">", at most 5 minutes old.`,
          body: ImportNotificationRequest,
          response: { 204: z.null().describe('Recorded'), ...problemResponses(400, 401, 404) },
        },
      },
      async (request, reply) => {
        const controller = new AbortController();
        request.raw.once('close', () => controller.abort());
        await receiveImportNotification(db, app.sdsParser, request.body, controller.signal);
        return reply.code(204).send(null);
      },
    );
  });
};
