import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/**
 * The OpenAPI document, generated from the routes' zod schemas, at `/api/docs/json`, with a
 * browsable UI at `/api/docs` (DESIGN §8). Register before the routes so every one is listed.
 */
export async function registerOpenApi(app: FastifyInstance, version: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'SDS Portal API',
        description:
          'Safety data sheets for companies and their employees. Errors are RFC 9457 problem documents (application/problem+json).',
        version,
      },
      components: {
        securitySchemes: {
          AuthCode: { type: 'apiKey', in: 'header', name: 'AuthCode' },
          DeviceId: { type: 'apiKey', in: 'header', name: 'DeviceId' },
          ApiKey: { type: 'apiKey', in: 'header', name: 'Api-Key' },
          Bearer: { type: 'http', scheme: 'bearer' },
        },
      },
    },
    transform: jsonSchemaTransform,
    // Schemas with an id (the problem document) become components the routes refer to.
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: false });
}
