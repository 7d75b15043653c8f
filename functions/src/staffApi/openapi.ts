import { z } from 'zod';
import {
  createDocument,
  type ZodOpenApiOperationObject,
  type ZodOpenApiPathsObject,
  type ZodOpenApiResponseObject,
} from 'zod-openapi';
import {
  apiError,
  endpoint,
  refusesImpersonation,
  WEB_INTERFACE_HEADER,
  WEB_INTERFACE_VALUE,
  type AnyEndpoint,
} from '@vuoro/domain';
import { route, type Route } from '../lib/api/app';

/**
 * The Staff API's OpenAPI 3.1 document, generated from the same contracts the server mounts
 * (zod-openapi renders each zod schema with zod's own JSON Schema output), served without
 * authentication at `GET /v1/openapi.json`, with a plain reading page at `GET /v1/docs`.
 */
export const getOpenApiDocument = endpoint({
  method: 'GET',
  path: '/v1/openapi.json',
  access: 'anyone',
  summary: 'This document (OpenAPI 3.1).',
  response: z.record(z.string(), z.unknown()),
});

export const getApiDocs = endpoint({
  method: 'GET',
  path: '/v1/docs',
  access: 'anyone',
  summary: 'A page for developers that reads this document (HTML).',
  response: z.string(),
});

const errorContent = { 'application/json': { schema: apiError } };
const plain401 = {
  description:
    "Plain text, word for word (spec sections 4 and 8): `Unauthorized` (no web-interface header or no valid bearer), `User needs mfa` (admin, my and userManager sign in with a second factor), `Credentials too old` (a sensitive route after an old sign-in; the client re-authenticates and retries, else 'userNeedsReauth').",
  content: { 'text/plain': { schema: z.enum(['Unauthorized', 'User needs mfa', 'Credentials too old']) } },
};

/** A `file: true` route's answer: the bytes under their stored type, named by Content-Disposition. */
const fileResponse: ZodOpenApiResponseObject = {
  description:
    "The file's bytes with its stored Content-Type; `Content-Disposition: inline` for types the browser shows (PDF, plain text, PNG, JPEG, GIF, WebP, MP4, WebM), `attachment` for the rest, the name in RFC 5987 `filename*`; `Cache-Control: no-store`, `X-Content-Type-Options: nosniff`.",
  headers: {
    'Content-Disposition': { schema: { type: 'string' } },
    'Cache-Control': { schema: { type: 'string', enum: ['no-store'] } },
  },
  content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
};

function operation(e: AnyEndpoint): ZodOpenApiOperationObject {
  const responses: Record<string, ZodOpenApiResponseObject> = {};
  if (e.response === null) responses[204] = { description: 'Done; no content.' };
  else if (e === getApiDocs) responses[200] = { description: 'OK', content: { 'text/html': { schema: z.string() } } };
  else if (e.file) responses[e.status ?? 200] = fileResponse;
  else responses[e.status ?? 200] = { description: 'OK', content: { 'application/json': { schema: e.response } } };
  if (e.body) {
    responses[413] = { description: '`Body too large`.', content: errorContent };
    responses[415] = { description: '`Body must be application/json`.', content: errorContent };
  }
  if (e.params || e.query || e.body) {
    responses[400] = {
      description: "`Invalid input` with each field's message key in `issues` (or `invalidJson` for a body that is not JSON).",
      content: errorContent,
    };
  }
  if (e.access !== 'anyone') {
    responses[401] = plain401;
    const refused = [
      refusesImpersonation(e) && '`impersonated`: a "Sign in as" session',
      e.customTokenSession === 'refused' && '`customTokenSession`: a session signed in with a custom token',
    ].filter((r): r is string => typeof r === 'string');
    responses[403] = {
      description: `\`Forbidden\`: the caller is not ${e.access}.${refused.map((r) => ` Or ${r}.`).join('')}`,
      content: errorContent,
    };
  }
  for (const [status, description] of Object.entries(e.errors ?? {})) {
    const earlier = responses[status]?.description;
    responses[status] = { description: earlier ? `${earlier} Or ${description}.` : String(description), content: errorContent };
  }
  responses[500] = { description: '`Something went wrong`.', content: errorContent };
  const op: ZodOpenApiOperationObject = {
    operationId: `${e.method.toLowerCase()}${e.path.replace(/[^A-Za-z0-9]+/g, '_')}`,
    summary: e.summary,
    description: `Who may call: ${e.access}${e.sensitive ? '; needs a recent sign-in' : ''}.`,
    tags: [e.path.split('/')[2] ?? 'v1'],
    security: e.access === 'anyone' ? [] : [{ bearer: [], webInterface: [] }],
    responses,
  };
  if (e.params || e.query) op.requestParams = { ...(e.params && { path: e.params }), ...(e.query && { query: e.query }) };
  if (e.body) op.requestBody = { required: true, content: { 'application/json': { schema: e.body } } };
  return op;
}

/** The document for these endpoints. */
export function openApiDocument(endpoints: readonly AnyEndpoint[]) {
  const paths: ZodOpenApiPathsObject = {};
  for (const e of endpoints) {
    const item = (paths[e.path] ??= {});
    item[e.method.toLowerCase() as 'get' | 'put' | 'post' | 'delete'] = operation(e);
  }
  return createDocument({
    openapi: '3.1.0',
    info: {
      title: 'Vuoro Staff API',
      version: '1',
      description:
        'The employee and customer side of Vuoro (spec section 7). Every route is generated from its contract in domain/src/api/staff.',
    },
    servers: [{ url: '/' }],
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'Firebase ID token' },
        webInterface: {
          type: 'apiKey',
          in: 'header',
          name: WEB_INTERFACE_HEADER,
          description: `Must be \`${WEB_INTERFACE_VALUE}\` on every authenticated call (spec section 6).`,
        },
      },
    },
    paths,
  });
}

const escape = (s: string) => s.replace(/[&<>"]/g, (ch) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot' }[ch]};`);

/** A page that lists every operation with its parameters and answers; the full schemas are in the JSON. */
function docsPage(doc: ReturnType<typeof openApiDocument>): string {
  const rows: string[] = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const [method, op] of Object.entries(item ?? {})) {
      if (typeof op !== 'object' || op === null || !('responses' in op)) continue;
      const params = ((op.parameters ?? []) as { name?: string; in?: string; required?: boolean }[])
        .map((p) => `${p.name} (${p.in}${p.required ? ', required' : ''})`)
        .join(', ');
      const answers = Object.entries((op.responses ?? {}) as Record<string, { description?: string }>)
        .map(([status, r]) => `<li><b>${status}</b> ${escape(r.description ?? '')}</li>`)
        .join('');
      rows.push(
        `<section><h2><code>${method.toUpperCase()} ${escape(path)}</code></h2><p>${escape(op.summary ?? '')} ${escape(op.description ?? '')}</p>` +
          (params ? `<p>Parameters: ${escape(params)}</p>` : '') +
          (op.requestBody ? '<p>JSON body (schema in openapi.json).</p>' : '') +
          `<ul>${answers}</ul></section>`,
      );
    }
  }
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(doc.info.title)}</title></head><body><main><h1>${escape(doc.info.title)}</h1><p>${escape(doc.info.description ?? '')} Machine-readable: <a href="/v1/openapi.json">/v1/openapi.json</a>.</p>${rows.join('')}</main></body></html>`;
}

/** The two documentation routes, describing `endpoints` and themselves. */
export function openApiRoutes(endpoints: readonly AnyEndpoint[]): Route[] {
  let cached: { json: ReturnType<typeof openApiDocument>; html: string } | null = null;
  const docs = () => {
    if (!cached) {
      const json = openApiDocument([...endpoints, getOpenApiDocument, getApiDocs]);
      cached = { json, html: docsPage(json) };
    }
    return cached;
  };
  return [
    route(getOpenApiDocument, (_input, c) => {
      c.header('Cache-Control', 'public, max-age=300');
      return docs().json as unknown as Record<string, unknown>;
    }),
    route(getApiDocs, (_input, c) => {
      c.header('Cache-Control', 'public, max-age=300');
      return c.html(docs().html);
    }),
  ];
}
