/** A JSON Schema as the OpenAPI document carries it (the subset zod writes). */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  additionalProperties?: boolean | JsonSchema;
  required?: string[];
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
}

interface OpenApiParameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}

interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  security?: Record<string, string[]>[];
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

export interface NamedParameter {
  name: string;
  required: boolean;
  schema: JsonSchema;
}

/** One operation of the document, as a fuzzer needs it. */
export interface FuzzedOperation {
  method: string;
  /** The path template with `{name}` parameters. */
  path: string;
  pathParameters: NamedParameter[];
  queryParameters: NamedParameter[];
  /** Request headers the operation declares (`If-Match`, say). */
  headerParameters: NamedParameter[];
  body: { kind: 'json' | 'multipart'; schema: JsonSchema } | null;
  /** True when the document lets an anonymous caller in. */
  isPublic: boolean;
}

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

function parametersIn(
  operation: OpenApiOperation,
  place: 'path' | 'query' | 'header',
): NamedParameter[] {
  return (operation.parameters ?? [])
    .filter((parameter) => parameter.in === place)
    .map(({ name, required, schema }) => ({ name, required: required === true, schema }));
}

function bodyOf(operation: OpenApiOperation): FuzzedOperation['body'] {
  const content = operation.requestBody?.content;
  if (!content) return null;
  const multipart = content['multipart/form-data'];
  if (multipart) return { kind: 'multipart', schema: multipart.schema };
  const json = content['application/json'];
  return json ? { kind: 'json', schema: json.schema } : null;
}

/** Every API operation of an OpenAPI document (the docs routes themselves aside). */
export function operationsOf(document: OpenApiDocument): FuzzedOperation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => METHODS.has(method))
      .map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        pathParameters: parametersIn(operation, 'path'),
        queryParameters: parametersIn(operation, 'query'),
        headerParameters: parametersIn(operation, 'header'),
        body: bodyOf(operation),
        isPublic: (operation.security ?? []).length === 0,
      })),
  );
}

/** Follows `$ref`s into the document's components. */
export function schemaResolver(document: OpenApiDocument): (schema: JsonSchema) => JsonSchema {
  const components = document.components?.schemas ?? {};
  return function resolve(schema: JsonSchema): JsonSchema {
    if (!schema.$ref) return schema;
    const name = schema.$ref.replace('#/components/schemas/', '');
    const target = components[name];
    return target ? resolve(target) : {};
  };
}
