import { z } from 'zod';
import type { Access } from '../../permissions';

/**
 * One HTTP route, declared once (DESIGN.md, "Staff API: one contract per route"): method, path in
 * the specification's spelling (`{name}` for a path parameter), who may call it (from the
 * permission table), whether it needs a recent sign-in, and the zod schemas of its path
 * parameters, query, JSON body and answer. The server's mounting and access table, the web
 * client's typed call, the OpenAPI document and the route coverage figure are all derived from
 * these objects; nothing about a route is written twice.
 */
export interface Endpoint<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType | null = z.ZodType | null,
> {
  readonly method: HttpMethod;
  /** The path as the spec writes it, e.g. `/v1/User/MintFirebaseToken/{firebaseUID}`. */
  readonly path: string;
  readonly access: Access;
  /**
   * Password, email, bank, address: the caller must have signed in recently ('Credentials too old'),
   * and a "Sign in as" session may not call it (as if `impersonation: 'refused'`).
   */
  readonly sensitive?: boolean;
  /** A "Sign in as" session (its token carries `impersonatedBy`) may not call it: 403 `impersonated`. */
  readonly impersonation?: 'refused';
  /**
   * No session signed in with a custom token ("Sign in as", LinkedIn, the session AddNewstaffUID
   * hands back) may call it, only one signed in with the account's own credentials: 403 `customTokenSession`.
   */
  readonly customTokenSession?: 'refused';
  /**
   * Our own route, not one of spec section 7's (the employee's calendar feed): served and
   * documented like the others, left out of the spec coverage figure.
   */
  readonly extension?: true;
  /** One line for the OpenAPI document and its developer page. */
  readonly summary: string;
  readonly params?: P;
  readonly query?: Q;
  readonly body?: B;
  /** The answer's schema; `null` answers 204 with no body. */
  readonly response: R;
  /**
   * The answer is a file's bytes, not JSON: `response` is `fileAnswer` (the handler returns the
   * bytes, their stored content type and the file's name), sent with that Content-Type, a
   * Content-Disposition naming the file (inline only for `isViewableInBrowser` types), no caching
   * and no sniffing. The OpenAPI document describes it as binary.
   */
  readonly file?: true;
  /** The largest JSON body this route accepts, in bytes (413 above it); the API's limit (64 KB) unless said. */
  readonly maxBodyBytes?: number;
  /** The success status of an answer with a body (200 unless said). */
  readonly status?: 200 | 201 | 202;
  /** Answers besides the common ones (400, 401, 403 derive from the contract), by status: what they mean. */
  readonly errors?: Readonly<Partial<Record<number, string>>>;
}

/** What the handler of a `file: true` route returns: the bytes, as stored, and how to name them. */
export const fileAnswer = z.object({
  bytes: z.instanceof(Uint8Array),
  contentType: z.string().min(1),
  fileName: z.string().min(1),
});
export type FileAnswer = z.infer<typeof fileAnswer>;

export type HttpMethod = 'GET' | 'PUT' | 'POST' | 'DELETE';

/** Any endpoint, whatever its schemas. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyEndpoint = Endpoint<any, any, any, any>;

/** A contract part's schema, `never` where the contract has none (an optional property reads as `X | undefined`). */
type PartOf<S> = NonNullable<S>;
type Out<S> = [PartOf<S>] extends [never] ? undefined : PartOf<S> extends z.ZodType ? z.output<PartOf<S>> : undefined;
type In<S> = [PartOf<S>] extends [never] ? undefined : PartOf<S> extends z.ZodType ? z.input<PartOf<S>> : undefined;
type Has<S> = [PartOf<S>] extends [never] ? false : true;

/** What a handler receives: each part parsed by the contract (absent parts are `undefined`). */
export interface EndpointInput<E extends AnyEndpoint> {
  params: Out<E['params']>;
  query: Out<E['query']>;
  body: Out<E['body']>;
}

/** What a caller sends: each part as its schema accepts it; parts the contract lacks are left out. */
export type EndpointCall<E extends AnyEndpoint> = (Has<E['params']> extends true ? { params: In<E['params']> } : unknown) &
  (Has<E['query']> extends true ? { query?: In<E['query']> } : unknown) &
  (Has<E['body']> extends true ? { body: In<E['body']> } : unknown);

/** The answer a caller gets, parsed; `undefined` for a 204 route. */
export type EndpointResult<E extends AnyEndpoint> = E['response'] extends z.ZodType ? z.output<E['response']> : undefined;
/** What a handler returns for a 200: the answer before its schema's transforms. */
export type EndpointReply<E extends AnyEndpoint> = E['response'] extends z.ZodType ? z.input<E['response']> : undefined | null;

/** Declares an endpoint, keeping its exact schema types for the server and the client. */
export function endpoint<
  P extends z.ZodType = never,
  Q extends z.ZodType = never,
  B extends z.ZodType = never,
  R extends z.ZodType | null = null,
>(definition: Endpoint<P, Q, B, R>): Endpoint<P, Q, B, R> {
  return definition;
}

/** Whether a "Sign in as" session is refused: the contract says so, or the route is sensitive. */
export const refusesImpersonation = (e: Pick<Endpoint, 'impersonation' | 'sensitive'>): boolean =>
  e.impersonation === 'refused' || e.sensitive === true;

const PARAM = /\{(\w+)\}/g;

/** The path with Hono's `:name` parameters (`/v1/Calendar/{year}/{month}` → `/v1/Calendar/:year/:month`). */
export const routerPath = (path: string): string => path.replace(PARAM, ':$1');

/** `METHOD /path` with Hono parameters: the key of the access table and of the coverage list. */
export const endpointKey = (e: Pick<Endpoint, 'method' | 'path'>): string => `${e.method} ${routerPath(e.path)}`;

/** The names of a path's parameters, in order. */
export const pathParams = (path: string): string[] => [...path.matchAll(PARAM)].map((m) => m[1]!);

/** The path with its parameters filled in, each URI-encoded. */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(PARAM, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') throw new Error(`path parameter ${name} missing for ${path}`);
    return encodeURIComponent(String(value));
  });
}
