import fc from 'fast-check';

/** A JSON object with an own `__proto__` key, as a hostile client can send one. */
const pollutingObjects = [
  '{"__proto__":{"polluted":"yes"}}',
  '{"constructor":{"prototype":{"polluted":"yes"}}}',
  '{"__proto__":{"isAdmin":true},"roles":["Admin"]}',
].map((json) => JSON.parse(json) as object);

/** Strings that have broken servers: control characters, bad unicode, traversal, injection. */
export const HOSTILE_STRINGS: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0000'.repeat(64),
  '\u0001\u0008\u000b\u000c\u001b\u001f\u007f',
  '\r\n\r\nX-Injected: 1',
  '\u0085\u2028\u2029\u00a0\ufeff',
  '\ud800',
  'a\udfffb\ud800',
  '\u202egnp.exe',
  '😀🧪☣️'.repeat(50),
  'Ω≈ç√∫˜µ≤≥÷ النص 日本語 𝕏',
  '../../../../../../etc/passwd',
  '..\\..\\..\\windows\\win.ini',
  '/etc/passwd\u0000.pdf',
  "' OR '1'='1",
  "'; DROP TABLE products; --",
  '" OR ""="',
  '1; SELECT pg_sleep(10) --',
  '%',
  '%00',
  '%s%s%s%n',
  '\\x00\\u0000',
  '$1 $$ :: ::uuid',
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}<%= 7*7 %>',
  '__proto__',
  'constructor',
  'prototype',
  'NaN',
  'Infinity',
  '-1',
  '1e309',
  '0x7fffffff',
  'null',
  'true',
  '[]',
  '{}',
  '00000000-0000-0000-0000-000000000000',
  'FFFFFFFF-FFFF-1FFF-8FFF-FFFFFFFFFFFF',
  '01890a5d-ac96-774b-bcce-b302099a8057 ',
  'x'.repeat(10_000),
  'é'.repeat(70_000),
];

/** Numbers at and past every edge a schema may set. */
export const HOSTILE_NUMBERS: readonly number[] = [
  -1,
  0,
  -0,
  0.5,
  1.5,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 + 2,
  Number.MAX_VALUE,
  -Number.MAX_VALUE,
  Number.MIN_VALUE,
];

/** Any string fast-check can make, control characters and lone surrogates included. */
const anyString = fc.string({ unit: 'binary', maxLength: 40 });

/** A value of the wrong kind or at an edge, for any place a request carries one. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: fc.constantFrom(...HOSTILE_STRINGS), weight: 4 },
  { arbitrary: anyString, weight: 2 },
  { arbitrary: fc.constantFrom(...HOSTILE_NUMBERS), weight: 2 },
  { arbitrary: fc.constantFrom(null, true, false, [], {}, [null], [[[[[]]]]]), weight: 2 },
  { arbitrary: fc.constantFrom(...pollutingObjects), weight: 1 },
  { arbitrary: fc.array(fc.constantFrom(...HOSTILE_STRINGS), { maxLength: 3 }), weight: 1 },
);

/** A hostile string for a path or a query, where only text travels. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...HOSTILE_STRINGS), weight: 4 },
  { arbitrary: anyString, weight: 2 },
  { arbitrary: fc.constantFrom(...HOSTILE_NUMBERS).map(String), weight: 1 },
);

/**
 * Path segments sent as they are, already percent-encoded: traversal, a NUL, an invalid escape,
 * an encoded slash, bytes that are not UTF-8, and more than the router's 100 characters.
 */
export const RAW_PATH_SEGMENTS: readonly string[] = [
  '%00',
  'a%00b',
  '..%2F..%2F..%2Fetc%2Fpasswd',
  '%2e%2e',
  '..',
  '.',
  '%',
  '%zz',
  '%ff%fe',
  '%C0%AE%C0%AE',
  'a%2Fb',
  '%20',
  '%27%20OR%201%3D1--',
  'x'.repeat(101),
];

/** Request bodies that are not the JSON they claim to be. */
export const BROKEN_JSON_BODIES: readonly string[] = [
  '{',
  '{"a":',
  '[',
  'nul',
  '{"a":1,}',
  "{'a':1}",
  '\u0000',
  '"\\ud800"',
  '{"a":"\\u0000"}',
  '1e999999',
  '-',
  '[]',
  '"text"',
  'null',
  '0',
  '['.repeat(5_000) + ']'.repeat(5_000),
  '{"a":'.repeat(2_000) + '1' + '}'.repeat(2_000),
  `{"a":"${'x'.repeat(2 * 1024 * 1024)}"}`,
];

/** Content types a JSON route does not take, and JSON with a charset it cannot read. */
export const WRONG_CONTENT_TYPES: readonly string[] = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/xml',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'application/json; charset=utf-16',
  'application/json; charset=nonsense',
  'application/octet-stream',
  ';;;',
];
