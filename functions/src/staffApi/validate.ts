import type { Context } from 'hono';
import type { z } from 'zod';
import type { ApiError } from '@vuoro/domain';

export type Parsed<T> = { ok: true; data: T } | { ok: false; response: Response };

function badRequest(c: Context, error: z.ZodError): Response {
  return c.json<ApiError>(
    {
      error: 'Invalid input',
      issues: error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
    },
    400,
  );
}

/** Parses the query string (single values) with a zod schema; 400 with field messages on failure. */
export function parseQuery<S extends z.ZodType>(c: Context, schema: S): Parsed<z.infer<S>> {
  const result = schema.safeParse(c.req.query());
  return result.success ? { ok: true, data: result.data } : { ok: false, response: badRequest(c, result.error) };
}

/** Parses a JSON body with a zod schema; 400 on malformed JSON or invalid fields. */
export async function parseJson<S extends z.ZodType>(c: Context, schema: S): Promise<Parsed<z.infer<S>>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    return { ok: false, response: c.json<ApiError>({ error: 'Body must be JSON' }, 400) };
  }
  const result = schema.safeParse(body);
  return result.success ? { ok: true, data: result.data } : { ok: false, response: badRequest(c, result.error) };
}
