import {
  PROBLEM_CONTENT_TYPE,
  problemStatus,
  type FieldError,
  type Problem,
  type ProblemType,
} from '@sds/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isResponseSerializationError } from 'fastify-type-provider-zod';
import { databaseFailureOf } from '../db/database-errors.ts';
import { AppError } from './app-error.ts';
import { problemTitles } from './problem-titles.ts';

/** How long a client waits before it tries again while the database is out of reach. */
const RETRY_AFTER_SECONDS = 5;

/** Fastify's own error codes that are the client's fault, by problem type. */
const frameworkErrorTypes: Record<string, ProblemType> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'malformed-request',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'malformed-request',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'malformed-request',
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload-too-large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported-media-type',
  FST_ERR_CTP_INVALID_TYPE: 'unsupported-media-type',
  FST_ERR_VALIDATION: 'validation-failed',
  FST_ERR_RATE_LIMIT: 'rate-limited',
};

const typeByClientStatus: Record<number, ProblemType> = {
  400: 'malformed-request',
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not-found',
  405: 'method-not-allowed',
  409: 'conflict',
  412: 'precondition-failed',
  413: 'payload-too-large',
  415: 'unsupported-media-type',
  429: 'rate-limited',
  503: 'service-unavailable',
};

/** Sends an RFC 9457 problem document. */
export function sendProblem(
  request: FastifyRequest,
  reply: FastifyReply,
  type: ProblemType,
  extra: {
    detail?: string;
    errors?: FieldError[];
    status?: number;
    reviewStatus?: Problem['reviewStatus'];
  } = {},
): FastifyReply {
  const status = extra.status ?? problemStatus[type];
  const problem: Problem = {
    type,
    title: problemTitles[type],
    status,
    ...(extra.detail ? { detail: extra.detail } : {}),
    instance: request.url.split('?')[0],
    requestId: request.id,
    ...(extra.errors ? { errors: extra.errors } : {}),
    ...(extra.reviewStatus ? { reviewStatus: extra.reviewStatus } : {}),
  };
  return reply.code(status).type(PROBLEM_CONTENT_TYPE).serializer(JSON.stringify).send(problem);
}

/** `404 route-not-found`: no route answers this method and path. */
export function sendRouteNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return sendProblem(request, reply, 'route-not-found', {
    detail: `No route ${request.method} ${request.url.split('?')[0]}`,
  });
}

/** Field errors from a schema validation failure, each addressed as `body.name`. */
function validationErrors(error: FastifyError): FieldError[] {
  return (error.validation ?? []).map((issue) => ({
    path: [error.validationContext, ...issue.instancePath.split('/').filter(Boolean)]
      .filter(Boolean)
      .join('.'),
    message: issue.message ?? 'is invalid',
    code: issue.keyword,
  }));
}

/**
 * Errors Fastify raises while routing, before any handler or hook (a path parameter over the
 * router's 100 characters: 414; a URL that cannot be decoded: 400), as problems too.
 */
export function sendFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  request.log.info({ code: error.code, message: error.message }, 'client error');
  return sendProblem(request, reply, 'malformed-request', {
    detail: error.message,
    status: error.statusCode ?? 400,
  });
}

/**
 * The one error handler (docs/ARCHITECTURE.md#the-path-of-a-request): AppErrors and client mistakes
 * become their problem type; everything else is a 500 whose detail stays in the log, never in the
 * response.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // Unknown route first (docs/product/wire-conventions.md#order-of-checks), even when its body
    // failed to parse.
    if (request.is404) return sendRouteNotFound(request, reply);
    if (error instanceof AppError) {
      reply.headers(error.headers);
      return sendProblem(request, reply, error.type, {
        detail: error.message === error.type ? undefined : error.message,
        errors: error.errors,
        reviewStatus: error.reviewStatus,
      });
    }
    if (error.validation) {
      return sendProblem(request, reply, 'validation-failed', { errors: validationErrors(error) });
    }
    const status = error.statusCode ?? 500;
    const frameworkType = error.code ? frameworkErrorTypes[error.code] : undefined;
    if (!isResponseSerializationError(error) && status >= 400 && status < 500) {
      const type = frameworkType ?? typeByClientStatus[status] ?? 'malformed-request';
      request.log.info({ code: error.code, message: error.message }, 'client error');
      return sendProblem(request, reply, type, { detail: error.message, status });
    }
    return sendServerSideFailure(error, request, reply, status);
  });
}

/**
 * A failure on our side: a database out of reach is a `503` to retry (the pool reconnects by
 * itself), text the database cannot take a `400` (the contract refuses such text first, so
 * this is a net under it), anything else a `500` with its detail in the log only.
 */
function sendServerSideFailure(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
) {
  const databaseFailure = databaseFailureOf(error);
  if (databaseFailure === 'invalid-text') {
    request.log.warn({ err: error }, 'text the database refused');
    return sendProblem(request, reply, 'malformed-request', {
      detail: 'The request holds text that cannot be stored or read',
    });
  }
  if (databaseFailure === 'unavailable' || status === 503) {
    request.log.warn({ err: error }, 'database unavailable');
    reply.header('retry-after', String(RETRY_AFTER_SECONDS));
    return sendProblem(request, reply, 'service-unavailable');
  }
  request.log.error({ err: error }, 'unhandled error');
  return sendProblem(request, reply, 'internal-error');
}
