import fc from 'fast-check';

/**
 * A small JSON Schema → fast-check arbitrary builder, for the shapes our contracts produce with
 * `z.toJSONSchema(schema, { io: 'input' })`: objects (required and optional keys, strict or
 * not), enums and constants, strings with min/max length and a format, integers and numbers
 * with bounds, booleans, arrays, nullable unions. Anything else is generated as any JSON value,
 * so a new kind of field is still fuzzed (the contract decides what is valid).
 */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
}

/** Field-name hints: values worth trying besides random ones (a real uid, the caller's password). */
export type Hints = Readonly<Record<string, fc.Arbitrary<unknown>>>;

/** A string of `format`, within the length bounds where the format allows. */
function formatted(format: string): fc.Arbitrary<string> | null {
  switch (format) {
    case 'email':
      return fc.emailAddress();
    case 'uri':
    case 'url':
      return fc.webUrl();
    case 'date-time':
      return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
    case 'uuid':
      return fc.uuid();
    default:
      return null;
  }
}

function stringOf(s: JsonSchema): fc.Arbitrary<string> {
  const byFormat = s.format ? formatted(s.format) : null;
  const minLength = s.minLength ?? 0;
  // Long enough to reach a bound, short enough to keep runs quick.
  const maxLength = s.maxLength ?? Math.max(minLength + 40, 40);
  const free = fc.string({ unit: 'grapheme', minLength, maxLength });
  if (!byFormat) return free;
  return fc.oneof(
    byFormat.filter((v) => v.length >= minLength && v.length <= maxLength),
    free,
  );
}

function numberOf(s: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + (integer ? 1 : Number.EPSILON) : undefined);
  const max = s.maximum ?? (s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - (integer ? 1 : Number.EPSILON) : undefined);
  return integer
    ? fc.integer({
        min: Math.max(min ?? -1_000_000, Number.MIN_SAFE_INTEGER),
        max: Math.min(max ?? 1_000_000, Number.MAX_SAFE_INTEGER),
      })
    : fc.double({ min: min ?? -1e6, max: max ?? 1e6, noNaN: true, noDefaultInfinity: true });
}

/** Values the schema describes (the contract, not this builder, has the last word on validity). */
export function arbitraryOf(schema: JsonSchema, hints: Hints = {}): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((s) => arbitraryOf(s, hints)));
  if (schema.allOf?.length) return arbitraryOf(Object.assign({}, ...schema.allOf) as JsonSchema, hints);
  const type = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (type.length > 1) return fc.oneof(...type.map((t) => arbitraryOf({ ...schema, type: t }, hints)));
  switch (type[0]) {
    case 'object':
      return objectOf(schema, hints);
    case 'string':
      return stringOf(schema);
    case 'integer':
      return numberOf(schema, true);
    case 'number':
      return numberOf(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(arbitraryOf(schema.items ?? {}, hints), {
        minLength: schema.minItems ?? 0,
        maxLength: schema.maxItems ?? Math.max(schema.minItems ?? 0, 5),
      });
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** An object: every required key, each optional key or not; a hinted key mostly takes its hint. */
function objectOf(schema: JsonSchema, hints: Hints): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const record = Object.fromEntries(
    Object.entries(properties).map(([key, s]) => {
      const random = arbitraryOf(s, hints);
      const hint = hints[key];
      return [key, hint ? fc.oneof({ arbitrary: hint, weight: 3 }, { arbitrary: random, weight: 1 }) : random];
    }),
  );
  return fc.record(record, { requiredKeys: (schema.required ?? []).filter((k) => k in properties) });
}

/** Whether an object schema refuses keys it does not list (a zod `.strict()` object). */
export const isStrict = (schema: JsonSchema) => schema.additionalProperties === false;
