import fc from 'fast-check';
import {
  BROKEN_JSON_BODIES,
  RAW_PATH_SEGMENTS,
  WRONG_CONTENT_TYPES,
  hostileText,
} from './hostile-values.ts';
import type { FuzzedOperation, JsonSchema, NamedParameter } from './openapi-operations.ts';
import { validValueFor, valueFor } from './schema-values.ts';

type Resolve = (schema: JsonSchema) => JsonSchema;

/** A request as the fuzzer sends it through `app.inject()`. */
export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

/** Ids that exist (another company's among them), so calls get past "not found". */
export interface KnownIds {
  ids: string[];
}

function asText(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
}

function pathSegment(parameter: NamedParameter, resolve: Resolve, known: KnownIds) {
  return fc.oneof(
    { arbitrary: validValueFor(parameter.schema, resolve).map(asText), weight: 3 },
    { arbitrary: fc.constantFrom(...known.ids), weight: 2 },
    { arbitrary: hostileText, weight: 2 },
    // Sent as they are, without encoding again.
    { arbitrary: fc.constantFrom(...RAW_PATH_SEGMENTS).map((raw) => ({ raw })), weight: 1 },
  );
}

function pathOf(operation: FuzzedOperation, resolve: Resolve, known: KnownIds) {
  const segments = operation.pathParameters.map((parameter) =>
    pathSegment(parameter, resolve, known).map((value) => [parameter.name, value] as const),
  );
  return fc
    .tuple(...segments)
    .map((values) =>
      values.reduce(
        (path, [name, value]) =>
          path.replace(
            `{${name}}`,
            typeof value === 'string'
              ? encodeURIComponent(value.toWellFormed())
              : (value as { raw: string }).raw,
          ),
        operation.path,
      ),
    );
}

function queryOf(operation: FuzzedOperation, resolve: Resolve) {
  const pairs = operation.queryParameters.map((parameter) =>
    fc.option(
      fc.oneof(
        { arbitrary: valueFor(parameter.schema, resolve).map(asText), weight: 3 },
        { arbitrary: hostileText, weight: 1 },
      ),
      { freq: parameter.required ? 10 : 2 },
    ),
  );
  const extras = fc.array(
    fc.tuple(fc.constantFrom('__proto__[polluted]', 'page', 'search', 'x', 'a[b][c]'), hostileText),
    { maxLength: 2 },
  );
  return fc.tuple(fc.tuple(...pairs), extras).map(([values, extra]) => {
    const query = new URLSearchParams();
    values.forEach((value, index) => {
      if (value !== null) query.append(operation.queryParameters[index]!.name, value);
    });
    for (const [name, value] of extra) query.append(name, value);
    const text = query.toString();
    return text ? `?${text}` : '';
  });
}

function jsonBody(schema: JsonSchema, resolve: Resolve) {
  return fc.oneof(
    {
      arbitrary: valueFor(schema, resolve).map((value) => ({
        payload: JSON.stringify(value) ?? 'null',
        contentType: 'application/json',
      })),
      weight: 6,
    },
    {
      arbitrary: fc.constantFrom(...BROKEN_JSON_BODIES).map((payload) => ({
        payload,
        contentType: 'application/json',
      })),
      weight: 1,
    },
    {
      arbitrary: fc
        .tuple(fc.constantFrom(...WRONG_CONTENT_TYPES), fc.constantFrom('{}', 'a=b', '<a/>', ''))
        .map(([contentType, payload]) => ({ payload, contentType })),
      weight: 1,
    },
  );
}

const FILE_CONTENTS = [
  Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
  Buffer.from('%PDF-1.4\n<html><script>alert(1)</script></html>\n%%EOF'),
  Buffer.from(
    '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY x SYSTEM "file:///etc/passwd">]><a>&x;</a>',
  ),
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]),
  Buffer.alloc(0),
  Buffer.from('plain text'),
];

function formPart(boundary: string, name: string, value: string | Buffer, fileName?: string) {
  const disposition = fileName
    ? `form-data; name="${name}"; filename="${fileName}"`
    : `form-data; name="${name}"`;
  const type = fileName ? '\r\nContent-Type: application/octet-stream' : '';
  return Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`),
    Buffer.isBuffer(value) ? value : Buffer.from(value),
    Buffer.from('\r\n'),
  ]);
}

/** A form built from the document's fields, whole or cut short, under a right or wrong type. */
function multipartBody(schema: JsonSchema, resolve: Resolve) {
  const resolved = resolve(schema);
  const fields = Object.entries(resolved.properties ?? {});
  const boundary = 'fuzzboundary0123456789';
  const parts = fc.tuple(
    ...fields.map(([name, property]) =>
      property.format === 'binary'
        ? fc.record({
            name: fc.constantFrom(name, name.toUpperCase(), 'other'),
            content: fc.constantFrom(...FILE_CONTENTS),
            fileName: fc.oneof(fc.constantFrom('sds.pdf', 'evil.html', '../../x.pdf'), hostileText),
          })
        : fc.record({ name: fc.constant(name), content: valueFor(property, resolve).map(asText) }),
    ),
  );
  const wholeForm = parts.map((values) =>
    Buffer.concat([
      ...values.map((part) =>
        formPart(
          boundary,
          part.name,
          part.content,
          'fileName' in part ? part.fileName.replace(/["\r\n]/g, '') : undefined,
        ),
      ),
      Buffer.from(`--${boundary}--\r\n`),
    ]),
  );
  return fc.oneof(
    {
      arbitrary: wholeForm.map((payload) => ({
        payload,
        contentType: `multipart/form-data; boundary=${boundary}`,
      })),
      weight: 3,
    },
    {
      // Truncated mid-way, without its closing boundary.
      arbitrary: fc
        .tuple(wholeForm, fc.double({ min: 0, max: 1, noNaN: true }))
        .map(([payload, cut]) => ({
          payload: payload.subarray(0, Math.floor(payload.length * cut)),
          contentType: `multipart/form-data; boundary=${boundary}`,
        })),
      weight: 2,
    },
    {
      arbitrary: fc
        .tuple(
          wholeForm,
          fc.constantFrom(
            'multipart/form-data',
            'multipart/form-data; boundary=',
            'multipart/form-data; boundary=other',
            `multipart/form-data; boundary="${'b'.repeat(200)}"`,
            'multipart/mixed; boundary=fuzzboundary0123456789',
          ),
        )
        .map(([payload, contentType]) => ({ payload, contentType })),
      weight: 2,
    },
    {
      arbitrary: fc
        .constantFrom(
          `--${boundary}\r\n\r\nno disposition\r\n--${boundary}--\r\n`,
          `--${boundary}\r\nContent-Disposition: form-data\r\n\r\nno name\r\n--${boundary}--\r\n`,
          `--${boundary}\r\nContent-Disposition: form-data; name="${'n'.repeat(10_000)}"\r\n\r\nx\r\n--${boundary}--\r\n`,
          `--${boundary}--\r\n`,
          '',
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.4`,
        )
        .map((payload) => ({
          payload: Buffer.from(payload),
          contentType: `multipart/form-data; boundary=${boundary}`,
        })),
      weight: 2,
    },
  );
}

function bodyOf(operation: FuzzedOperation, resolve: Resolve) {
  if (operation.body?.kind === 'multipart') return multipartBody(operation.body.schema, resolve);
  if (operation.body?.kind === 'json') return jsonBody(operation.body.schema, resolve);
  // Routes without a body get one now and then all the same.
  return fc.option(jsonBody({}, resolve), { freq: 6 });
}

/** Headers any caller may send, some of them hostile. */
const extraHeaders = fc.record(
  {
    'accept-language': fc.oneof(
      fc.constantFrom('de', 'nl-NL,nl;q=0.9', 'ar', '*', 'q=;;;', 'x'.repeat(5_000)),
      fc.string({ maxLength: 20 }).filter((text) => /^[\t\x20-\x7e]*$/.test(text)),
    ),
    'x-forwarded-for': fc.constantFrom('127.0.0.1', '10.0.0.1, 1.2.3.4', 'not-an-address'),
  },
  { requiredKeys: [] },
);

/** A header value that can travel: anything but visible ASCII and tabs becomes `?`. */
const sendable = (text: string) => text.replace(/[^\t\x20-\x7e]/g, '?');

/** Entity-tag lists gone wrong, for headers such as `If-Match`. */
const ODD_TAG_LISTS = [
  '*',
  '"x"',
  'W/"x"',
  '"a", "b"',
  '""',
  '"',
  ',,,',
  '*, "x"',
  `"${'x'.repeat(1_999)}"`,
];

/** The operation's declared headers: from their schema, odd tag lists, or hostile text. */
function declaredHeaders(operation: FuzzedOperation, resolve: Resolve) {
  const values = operation.headerParameters.map((parameter) =>
    fc.option(
      fc.oneof(
        {
          arbitrary: valueFor(parameter.schema, resolve).map((value) => sendable(asText(value))),
          weight: 2,
        },
        { arbitrary: fc.constantFrom(...ODD_TAG_LISTS), weight: 2 },
        { arbitrary: hostileText.map(sendable), weight: 1 },
      ),
      { freq: parameter.required ? 10 : 2 },
    ),
  );
  return fc.tuple(...values).map((chosen) => {
    const headers: Record<string, string> = {};
    chosen.forEach((value, index) => {
      if (value !== null) headers[operation.headerParameters[index]!.name] = value;
    });
    return headers;
  });
}

/** Every request the fuzzer may send to one operation. */
export function requestsFor(
  operation: FuzzedOperation,
  resolve: Resolve,
  known: KnownIds,
): fc.Arbitrary<FuzzRequest> {
  return fc
    .tuple(
      pathOf(operation, resolve, known),
      queryOf(operation, resolve),
      bodyOf(operation, resolve),
      extraHeaders,
      declaredHeaders(operation, resolve),
    )
    .map(([path, query, body, extra, declared]) => ({
      method: operation.method,
      url: `${path}${query}`,
      headers: {
        ...extra,
        ...declared,
        ...(body ? { 'content-type': body.contentType } : {}),
      },
      ...(body ? { payload: body.payload } : {}),
    }));
}
