import { HttpsError } from 'firebase-functions/v2/https';
import { Hono, type Context } from 'hono';
import type { z } from 'zod';
import {
  fileAnswer,
  isViewableInBrowser,
  routerPath,
  type AnyEndpoint,
  type ApiError,
  type EndpointInput,
  type EndpointReply,
  type FileAnswer,
} from '@vuoro/domain';
import { log } from '../log';
import { ApiFailure, fieldIssues, INVALID_JSON, invalidInputBody, type FieldIssue } from './errors';
import { guard, type ApiEnv, type GuardOptions } from './guard';

/**
 * Every HTTP function of ours (the Staff API, identity, forms, cards) is built here from its
 * endpoint contracts: the guard reads them, `mount` parses each request part with them, and in
 * the emulators and tests every answer is checked against its response schema.
 */

/** What a handler does with a parsed request: the answer (200 JSON, or 204 for a `null` response), or a Response of its own. */
export type Handler<E extends AnyEndpoint> = (
  input: EndpointInput<E>,
  c: Context<ApiEnv>,
) => Promise<EndpointReply<E> | Response> | EndpointReply<E> | Response;

/** A contract with its handler; `route(e, h)` keeps their types tied together. */
export interface Route<E extends AnyEndpoint = AnyEndpoint> {
  endpoint: E;
  handler: Handler<E>;
}
export const route = <E extends AnyEndpoint>(endpoint: E, handler: Handler<E>): Route => ({
  endpoint,
  handler: handler as Handler<AnyEndpoint>,
});

/**
 * A route group's handlers: one per contract of the group's contracts object (domain/src/api/staff/<group>.ts),
 * under the contract's name. Declare a group's map with this type: a contract without its handler
 * ("Property 'x' is missing") and a handler without a contract ("Object literal may only specify
 * known properties") are compile errors, and each handler is typed by its own contract.
 */
export type Handlers<C extends Record<string, AnyEndpoint>> = { readonly [K in keyof C]: Handler<C[K]> };

/** Keys of `H` that `C` does not have, each typed `never`: what makes a map built apart from a literal exact as well. */
type NoExtraKeys<H, C> = { readonly [K in Exclude<keyof H, keyof C>]: never };

/** One group's routes: each contract mounted with the handler of the same name (exactly those keys). */
export function routesOf<C extends Record<string, AnyEndpoint>, H extends Handlers<C>>(
  contracts: C,
  handlers: H & NoExtraKeys<H, C>,
): Route[] {
  return Object.keys(contracts).map((name) => route(contracts[name]!, handlers[name as keyof C] as Handler<AnyEndpoint>));
}

/** Every group of an API with its handler map: a group without a map, or a map without a group, does not compile. */
export type GroupHandlers<G extends Record<string, Record<string, AnyEndpoint>>> = { readonly [K in keyof G]: Handlers<G[K]> };

/** The routes of every group, in the groups' order: the one route list of an API. */
export function routesOfGroups<G extends Record<string, Record<string, AnyEndpoint>>, M extends GroupHandlers<G>>(
  groups: G,
  handlers: M & NoExtraKeys<M, G>,
): Route[] {
  return Object.keys(groups).flatMap((group) => routesOf(groups[group]!, handlers[group as keyof G]));
}

export interface ApiOptions extends Partial<GuardOptions> {
  /** Names the app in logs. */
  name: string;
  /** Check every answer against its contract (on in the emulators and tests; a mismatch is a 500). */
  validateResponses?: boolean;
  /** The largest JSON body accepted (413 above it, whatever Content-Length says); a contract's own `maxBodyBytes` wins. */
  maxBodyBytes?: number;
}

/** Bodies above this are refused unless an app says otherwise (every body of ours is a small form). */
export const DEFAULT_MAX_BODY_BYTES = 64 * 1024;

const inEmulatorOrTest = () => process.env.FUNCTIONS_EMULATOR === 'true' || process.env.VITEST === 'true';

/** Builds a Hono app serving `routes`, guarded and parsed by their contracts. A trailing slash is the same route. */
export function createApi(routes: readonly Route[], options: ApiOptions) {
  const app = new Hono<ApiEnv>({ strict: false });
  const validate = options.validateResponses ?? inEmulatorOrTest();
  app.use(
    '*',
    guard(
      routes.map((r) => r.endpoint),
      { recentLoginSeconds: options.recentLoginSeconds ?? (() => 300), now: options.now },
    ),
  );
  const limits = { validate, maxBodyBytes: options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES };
  for (const { endpoint, handler } of routes) mount(app, endpoint, handler, limits);

  app.notFound((c) => c.json<ApiError>({ error: `No route ${c.req.method} ${c.req.path}` }, 404));
  app.onError((err, c) => {
    if (err instanceof ApiFailure) {
      const body: ApiError & { code?: string } = { error: err.code };
      if (err.issues) body.issues = err.issues;
      if (err.detailCode) body.code = err.detailCode;
      return c.json(body, err.status);
    }
    log.error(`${options.name} failure`, { path: redactPath(c.req.path), method: c.req.method, reason: err.message });
    return c.json<ApiError>({ error: 'Something went wrong' }, 500);
  });
  return app;
}

/** Paths may carry secrets (a card link's token, an email): logged without their last segment's value. */
const redactPath = (path: string) => path.replace(/\/(shared|SendLinkToEmail)\/[^/]+/, '/$1/…');

function parsePart(schema: z.ZodType | undefined, raw: unknown, issues: FieldIssue[]) {
  if (!schema) return undefined;
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  issues.push(...fieldIssues(result.error));
  return undefined;
}

/** The media type without parameters (`application/json; charset=utf-8` → `application/json`). */
const mediaType = (header: string | undefined) => (header ?? '').split(';')[0]!.trim().toLowerCase();

/**
 * The JSON body: refused unless sent as `application/json` (415; a form post or `text/plain` is
 * how a page on another site sends without a preflight), above the size limit (413), or when it
 * is not JSON (400 `invalidJson`, the same answer the runtime hook gives when the Functions runtime
 * refuses the body first: lib/api/malformed-json.ts).
 */
async function readJson(c: Context, maxBytes: number): Promise<unknown> {
  if (mediaType(c.req.header('content-type')) !== 'application/json') throw new ApiFailure(415, 'Body must be application/json');
  if (Number(c.req.header('content-length') ?? '0') > maxBytes) throw new ApiFailure(413, 'Body too large');
  const text = await c.req.text();
  if (Buffer.byteLength(text, 'utf8') > maxBytes) throw new ApiFailure(413, 'Body too large');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiFailure(INVALID_JSON.status, INVALID_JSON.code);
  }
}

/** Serves one contract: params, query and body parsed (one 400 with every field's message), then the handler. */
export function mount<E extends AnyEndpoint>(
  app: Hono<ApiEnv>,
  endpoint: E,
  handler: Handler<E>,
  { validate, maxBodyBytes }: { validate: boolean; maxBodyBytes: number },
) {
  app.on(endpoint.method, routerPath(endpoint.path), async (c) => {
    const issues: FieldIssue[] = [];
    const params = parsePart(endpoint.params, c.req.param(), issues);
    const query = parsePart(endpoint.query, c.req.query(), issues);
    const limit = endpoint.maxBodyBytes ?? maxBodyBytes;
    const body = endpoint.body ? parsePart(endpoint.body, await readJson(c, limit), issues) : undefined;
    if (issues.length > 0) return c.json<ApiError>(invalidInputBody(issues), 400);

    const reply = await handler({ params, query, body } as EndpointInput<E>, c);
    if (reply instanceof Response) return reply;
    if (endpoint.response === null) return c.body(null, 204);
    if (endpoint.file) return fileResponse(fileAnswer.parse(reply), endpoint.status ?? 200);
    if (validate) {
      const checked = (endpoint.response as z.ZodType).safeParse(reply);
      if (!checked.success) {
        throw new Error(`answer of ${endpoint.method} ${endpoint.path} breaks its contract: ${checked.error.message}`);
      }
    }
    return c.json(reply as object, endpoint.status ?? 200);
  });
}

/**
 * `filename*` (RFC 5987/6266) carries the name in UTF-8; `filename` is its ASCII stand-in for
 * old clients (non-ASCII, quotes, backslashes and controls as `_`).
 */
export function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * A `file: true` route's answer: the bytes under their stored type, inline only for the types a
 * browser shows without running anything (`isViewableInBrowser`), never cached, never sniffed.
 */
function fileResponse({ bytes, contentType, fileName }: FileAnswer, status: number): Response {
  const kind = isViewableInBrowser(contentType) ? 'inline' : 'attachment';
  return new Response(bytes as Uint8Array<ArrayBuffer>, {
    status,
    headers: {
      'Content-Type': contentType,
      'Content-Length': String(bytes.byteLength),
      'Content-Disposition': contentDisposition(kind, fileName),
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

/** Parses a callable's data with a contract schema: bad input is `invalid-argument` with the same field messages as a 400. */
export function parseCallable<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const input = schema.safeParse(data);
  if (!input.success) throw new HttpsError('invalid-argument', 'Invalid input', { issues: fieldIssues(input.error) });
  return input.data;
}
