import type { Readable } from 'node:stream';
import { z } from 'zod';

/**
 * A response of raw bytes, documented in OpenAPI as a binary file. Fastify sends Buffers and
 * streams without serialising them, so the schema only describes; it never validates bytes.
 */
export const binaryFile = (contentType: string) =>
  z.file().mime(contentType).describe(`The file's bytes (${contentType})`) as unknown as z.ZodType<
    Buffer | Readable
  >;
