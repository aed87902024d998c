import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { sessionCookieName } from './cookies.ts';
import { documentedSchema, securitySchemes } from './openapi-operation.ts';

/**
 * The OpenAPI document, generated from the routes' zod schemas, at `/api/docs/json`, with a
 * browsable UI at `/api/docs` (docs/product/wire-conventions.md#routes). Register before the routes
 * so every one is listed.
 */
export async function registerOpenApi(
  app: FastifyInstance,
  options: { version: string; isServedOverTls: boolean },
): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'SDS Portal API',
        description:
          'Safety data sheets for companies and their employees. Errors are RFC 9457 problem documents (application/problem+json).',
        version: options.version,
      },
      components: {
        securitySchemes: securitySchemes(sessionCookieName(options.isServedOverTls)),
      },
    },
    // Each operation says who may call it (its access rule) and, on uploads, its form.
    transform: (input) =>
      jsonSchemaTransform({ ...input, schema: documentedSchema(input.schema, input.route) }),
    // Schemas with an id (the problem document) become components the routes refer to.
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: false });
}
