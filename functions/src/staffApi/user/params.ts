import type { Context } from 'hono';
import type { z } from 'zod';
import type { ApiError } from '@vuoro/domain';
import type { Parsed } from '../validate';

/** Parses path parameters with a zod schema; 400 with field messages, as parseQuery answers. */
export function parseParams<S extends z.ZodType>(c: Context, schema: S): Parsed<z.infer<S>> {
  const result = schema.safeParse(c.req.param());
  if (result.success) return { ok: true, data: result.data };
  return {
    ok: false,
    response: c.json<ApiError>(
      { error: 'Invalid input', issues: result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })) },
      400,
    ),
  };
}

/** A 400 with one field message (a check zod cannot make alone, e.g. against configuration). */
export function fieldError(c: Context, path: string, message: string): Response {
  return c.json<ApiError>({ error: 'Invalid input', issues: [{ path, message }] }, 400);
}
