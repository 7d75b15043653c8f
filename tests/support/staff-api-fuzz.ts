import fc from 'fast-check';
import { z } from 'zod';
import { fillPath, pathParams, VALIDATION_KEYS, type AnyEndpoint } from '@vuoro/domain';
import { arbitraryOf, isStrict, type Hints, type JsonSchema } from './json-schema-arbitrary';

/**
 * Generated requests for a Staff API contract (tests/functions/staff-api-fuzz.test.ts and
 * `npm run fuzz:api`): valid ones built from the contract's own schemas, and invalid ones made
 * from them by one mutation (wrong type, missing required key, extra key on a strict object,
 * oversize string, malformed JSON). Whether a request is valid is decided by the contract
 * parsing what goes on the wire, never by the generator.
 */

/** A request as it goes on the wire: path parameters and query as strings, the body as raw text. */
export interface WireRequest {
  params: Record<string, string>;
  query: Record<string, string>;
  body: string | undefined;
  /** What made it: `valid` or the mutation's name. */
  kind: string;
}

/**
 * Values to substitute at request time (a real uid, the caller's password): hints generate
 * these placeholders, because the users they name are made after the arbitraries are built.
 */
export type Placeholders = Readonly<Record<string, string>>;
const PLACEHOLDER = /^\$[a-zA-Z]+$/;

/** The JSON Schema of a contract part, as a client would send it. */
const jsonSchemaOf = (schema: z.ZodType): JsonSchema =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

const toWire = (value: unknown): string => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

const stringRecord = (value: unknown): Record<string, string> =>
  Object.fromEntries(
    Object.entries((value ?? {}) as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, toWire(v)]),
  );

/** A path segment of `.` or `..` is resolved away by URL parsing: such a request never reaches its route. */
const reachableParams = (params: Record<string, string>) =>
  Object.values(params).every((v) => v !== '' && v.trim() !== '.' && v !== '..' && v !== '.');

/** A value of a different JSON type than `schema` asks for. */
function wrongTypeFor(schema: JsonSchema, inQuery: boolean): fc.Arbitrary<unknown> {
  if (inQuery) {
    // Query values are strings: only an enum, a number or a boolean can be "of the wrong type".
    return fc.oneof(fc.constantFrom('', 'abc', '-1', '1.5', 'NaN', '1e309', 'TRUE', 'null'), fc.string({ maxLength: 12 }));
  }
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  const others: fc.Arbitrary<unknown>[] = [
    fc.constant(null),
    fc.integer(),
    fc.boolean(),
    fc.string({ maxLength: 8 }),
    fc.array(fc.integer(), { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 4 }), fc.integer(), { maxKeys: 2 }),
  ];
  const keep = others.filter((_, i) => [null, 'integer', 'boolean', 'string', 'array', 'object'][i] !== (type ?? '-'));
  return schema.enum ? fc.oneof(fc.string({ maxLength: 12 }), ...keep) : fc.oneof(...keep);
}

/** Invalid variants of an object part: each one mutation away from a valid value. */
function mutationsOf(schema: JsonSchema, valid: fc.Arbitrary<unknown>, inQuery: boolean) {
  const props = Object.entries(schema.properties ?? {});
  const required = schema.required ?? [];
  const out: { name: string; arb: fc.Arbitrary<unknown> }[] = [];
  if (required.length) {
    out.push({
      name: 'missing required',
      arb: fc.tuple(valid, fc.constantFrom(...required)).map(([v, key]) => {
        const copy = { ...(v as object) } as Record<string, unknown>;
        delete copy[key];
        return copy;
      }),
    });
  }
  if (isStrict(schema)) {
    const known = new Set(props.map(([k]) => k));
    out.push({
      name: 'extra key',
      arb: fc
        .tuple(
          valid,
          fc.string({ minLength: 1, maxLength: 12 }).filter((k) => !known.has(k) && k !== '__proto__'),
          fc.jsonValue(),
        )
        .map(([v, key, extra]) => ({ ...(v as object), [key]: extra })),
    });
  }
  for (const [key, prop] of props) {
    if (!inQuery || prop.enum || prop.type === 'integer' || prop.type === 'number' || prop.type === 'boolean') {
      out.push({
        name: 'wrong type',
        arb: fc.tuple(valid, wrongTypeFor(prop, inQuery)).map(([v, wrong]) => ({ ...(v as object), [key]: wrong })),
      });
    }
    if (prop.maxLength !== undefined) {
      const max = prop.maxLength;
      out.push({
        name: 'oversize string',
        arb: fc
          .tuple(valid, fc.string({ unit: fc.constantFrom('a', 'ä', 'Я', '7', '-'), minLength: max + 1, maxLength: max + 300 }))
          .map(([v, long]) => ({ ...(v as object), [key]: long })),
      });
    }
  }
  return out;
}

const substitute = (value: string, placeholders: Placeholders) =>
  PLACEHOLDER.test(value) && value in placeholders ? placeholders[value]! : value;

function substituteDeep(value: unknown, placeholders: Placeholders): unknown {
  if (typeof value === 'string') return substitute(value, placeholders);
  if (Array.isArray(value)) return value.map((v) => substituteDeep(v, placeholders));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, substituteDeep(v, placeholders)]));
  }
  return value;
}

/** A generated request with its placeholders still in; `resolve` makes the wire request. */
export interface GeneratedRequest {
  params: unknown;
  query: unknown;
  body: unknown;
  /** The body is this raw text instead (malformed JSON). */
  rawBody?: string;
  kind: string;
}

export function resolve(g: GeneratedRequest, placeholders: Placeholders): WireRequest {
  const body = g.rawBody ?? (g.body === undefined ? undefined : JSON.stringify(substituteDeep(g.body, placeholders)));
  return {
    params: stringRecord(substituteDeep(g.params, placeholders)),
    query: stringRecord(substituteDeep(g.query, placeholders)),
    body,
    kind: g.kind,
  };
}

/** Valid and invalid requests for one contract, in roughly equal shares. */
export function requestsFor(endpoint: AnyEndpoint, hints: Hints): fc.Arbitrary<GeneratedRequest> {
  const parts = (['params', 'query', 'body'] as const).flatMap((part) => {
    const schema = endpoint[part] as z.ZodType | undefined;
    return schema ? [{ part, json: jsonSchemaOf(schema) }] : [];
  });
  const validOf = Object.fromEntries(parts.map(({ part, json }) => [part, arbitraryOf(json, hints)]));
  const valid = fc.record({
    params: validOf.params ?? fc.constant(undefined),
    query: validOf.query ?? fc.constant(undefined),
    body: validOf.body ?? fc.constant(undefined),
  });
  const validRequest = valid.map((v): GeneratedRequest => ({ ...v, kind: 'valid' }));

  const invalid: fc.Arbitrary<GeneratedRequest>[] = [];
  for (const { part, json } of parts) {
    // An empty path parameter is a different path (404), not an invalid one: params are mutated
    // only in ways that keep the segment.
    const mutations = mutationsOf(json, validOf[part]!, part === 'query').filter(
      (m) => part !== 'params' || m.name === 'oversize string',
    );
    for (const m of mutations) {
      invalid.push(fc.tuple(valid, m.arb).map(([v, bad]) => ({ ...v, [part]: bad, kind: `${part}: ${m.name}` })));
    }
    if (part === 'body') {
      invalid.push(
        fc
          .tuple(
            valid,
            fc.oneof(fc.constantFrom('', '{', '{"a":', 'undefined', "{'a':1}", '[1,]', 'nul'), fc.string({ maxLength: 20 })),
          )
          .map(([v, raw]) => ({ ...v, rawBody: raw, kind: 'body: malformed JSON' })),
        fc
          .tuple(
            valid,
            fc.oneof(fc.constant(null), fc.integer(), fc.string({ maxLength: 10 }), fc.array(fc.jsonValue(), { maxLength: 3 })),
          )
          .map(([v, bad]) => ({ ...v, body: bad, kind: 'body: not an object' })),
      );
    }
  }
  return invalid.length ? fc.oneof(validRequest, fc.oneof(...invalid)) : validRequest;
}

/** Whether the body is JSON at all (the app answers 'invalidJson' otherwise). */
export function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** Whether the contract accepts every part of the request as sent (the oracle). */
export function contractAccepts(endpoint: AnyEndpoint, wire: WireRequest): boolean {
  const ok = (schema: z.ZodType | undefined, value: unknown) => !schema || schema.safeParse(value).success;
  if (endpoint.body && (wire.body === undefined || !isJson(wire.body))) return false;
  return (
    ok(endpoint.params as z.ZodType | undefined, wire.params) &&
    ok(endpoint.query as z.ZodType | undefined, wire.query) &&
    ok(endpoint.body as z.ZodType | undefined, wire.body === undefined ? undefined : JSON.parse(wire.body))
  );
}

/** Whether a request can be sent at all (its path parameters make a path that reaches the route). */
export const sendable = (endpoint: AnyEndpoint, wire: WireRequest) =>
  pathParams(endpoint.path).every((name) => name in wire.params) && reachableParams(wire.params);

/** The URL of a wire request (query values percent-encoded, so `+` stays a plus). */
export function urlOf(endpoint: AnyEndpoint, wire: WireRequest): string {
  const path = fillPath(endpoint.path, wire.params);
  const query = Object.entries(wire.query)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .join('&');
  return `http://localhost${path}${query ? `?${query}` : ''}`;
}

const VALIDATION_MESSAGES = new Set(VALIDATION_KEYS.map((k) => `validation:${k}`));
/** Whether a message is one of the `validation` namespace's keys. */
export const isValidationKey = (message: string) => VALIDATION_MESSAGES.has(message);

/** Per route: how many valid and invalid requests went, and which statuses came back. */
export class RunCounts {
  private readonly rows = new Map<string, { valid: number; invalid: number; statuses: Map<number, number> }>();

  add(route: string, valid: boolean, status: number) {
    const row = this.rows.get(route) ?? { valid: 0, invalid: 0, statuses: new Map<number, number>() };
    row[valid ? 'valid' : 'invalid'] += 1;
    row.statuses.set(status, (row.statuses.get(status) ?? 0) + 1);
    this.rows.set(route, row);
  }

  table(): string {
    const lines = [...this.rows].map(([route, r]) => {
      const histogram = [...r.statuses]
        .sort(([a], [b]) => a - b)
        .map(([s, n]) => `${s}×${n}`)
        .join(' ');
      return `${route.padEnd(48)} ${String(r.valid + r.invalid).padStart(6)} ${String(r.valid).padStart(6)} ${String(r.invalid).padStart(7)}  ${histogram}`;
    });
    return [
      `${'route'.padEnd(48)} ${'runs'.padStart(6)} ${'valid'.padStart(6)} ${'invalid'.padStart(7)}  statuses`,
      ...lines,
    ].join('\n');
  }
}
