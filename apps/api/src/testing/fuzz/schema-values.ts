import fc from 'fast-check';
import { hostileValue } from './hostile-values.ts';
import type { JsonSchema } from './openapi-operations.ts';

type Resolve = (schema: JsonSchema) => JsonSchema;

const MAX_DEPTH = 4;

function stringFor(schema: JsonSchema): fc.Arbitrary<string> {
  switch (schema.format) {
    case 'uuid':
      return fc.uuid();
    case 'email':
      return fc.emailAddress();
    case 'date-time':
      return fc
        .date({ min: new Date('1990-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
        .map((date) => date.toISOString());
    case 'date':
      return fc
        .date({ min: new Date('1990-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
        .map((date) => date.toISOString().slice(0, 10));
    case 'binary':
      return fc.constant('%PDF-1.4\n');
  }
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern));
    } catch {
      // A pattern JavaScript cannot read (none today): any text will do.
    }
  }
  const maxLength = Math.min(schema.maxLength ?? 40, 200);
  return fc.string({ minLength: Math.min(schema.minLength ?? 0, maxLength), maxLength });
}

function numberFor(schema: JsonSchema, isInteger: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? schema.exclusiveMinimum ?? -1_000;
  const max = schema.maximum ?? schema.exclusiveMaximum ?? 1_000;
  if (isInteger) {
    return fc.integer({
      min: Math.max(Math.ceil(min), Number.MIN_SAFE_INTEGER),
      max: Math.min(Math.floor(max), Number.MAX_SAFE_INTEGER),
    });
  }
  return fc.double({ min, max, noNaN: true });
}

function objectFor(schema: JsonSchema, resolve: Resolve, depth: number): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const record = fc.record(
    Object.fromEntries(
      Object.entries(properties).map(([name, property]) => [
        name,
        valueFor(property, resolve, depth + 1),
      ]),
    ),
    { requiredKeys: (schema.required ?? []).filter((name) => name in properties) },
  );
  // Now and then a key the schema does not know rides along.
  return fc
    .tuple(record, fc.option(fc.tuple(fc.string({ maxLength: 12 }), hostileValue), { freq: 8 }))
    .map(([value, extra]) => (extra ? { ...value, [extra[0]]: extra[1] } : value));
}

/** A value the schema would accept, or close to it: the shape deeper code has to handle. */
export function validValueFor(
  schema: JsonSchema,
  resolve: Resolve,
  depth = 0,
): fc.Arbitrary<unknown> {
  const resolved = resolve(schema);
  if (depth > MAX_DEPTH) return fc.constant(resolved.default ?? null);
  if (resolved.const !== undefined) return fc.constant(resolved.const);
  if (resolved.enum) return fc.constantFrom(...resolved.enum);
  const alternatives = resolved.anyOf ?? resolved.oneOf;
  if (alternatives?.length) {
    return fc.oneof(...alternatives.map((option) => validValueFor(option, resolve, depth + 1)));
  }
  if (resolved.allOf?.length) return validValueFor(resolved.allOf[0]!, resolve, depth + 1);
  const type = Array.isArray(resolved.type) ? resolved.type[0] : resolved.type;
  switch (type) {
    case 'string':
      return stringFor(resolved);
    case 'integer':
      return numberFor(resolved, true);
    case 'number':
      return numberFor(resolved, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(validValueFor(resolved.items ?? {}, resolve, depth + 1), {
        minLength: Math.min(resolved.minItems ?? 0, 3),
        maxLength: Math.min(resolved.maxItems ?? 3, 3),
      });
    case 'object':
      return objectFor(resolved, resolve, depth);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Mostly a valid value, sometimes a hostile one, at every place of the schema. */
export function valueFor(schema: JsonSchema, resolve: Resolve, depth = 0): fc.Arbitrary<unknown> {
  return fc.oneof(
    { arbitrary: validValueFor(schema, resolve, depth), weight: 4 },
    { arbitrary: hostileValue, weight: 1 },
  );
}
