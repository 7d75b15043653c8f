import type { z } from 'zod';
import { apiError } from '@vuoro/domain';

/** Marks calls made by the web interface (spec section 6: "a header marking the web interface"). */
export const WEB_INTERFACE_HEADER = 'X-Vuoro-Client';
export const WEB_INTERFACE_VALUE = 'web';

export class StaffApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly issues: { path: string; message: string }[] = [],
  ) {
    super(message);
    this.name = 'StaffApiError';
  }
}

export interface CallOptions {
  method?: 'GET' | 'PUT' | 'POST' | 'DELETE';
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  /** Bearer token provider; omitted for the routes that need no authentication. */
  token?: () => Promise<string | null>;
  signal?: AbortSignal;
}

/**
 * The one `fetch` wrapper every Staff API call goes through: same-origin `/v1/...` (Hosting
 * rewrites it to the `api` function), JSON in and out, the response parsed with the shared
 * zod schema. The 401 protocol of spec section 4 is layered on here by the identity work.
 */
export async function callStaffApi<S extends z.ZodType>(path: string, schema: S, options: CallOptions = {}): Promise<z.infer<S>> {
  const url = new URL(path, window.location.origin);
  for (const [k, v] of Object.entries(options.query ?? {})) if (v !== undefined) url.searchParams.set(k, String(v));
  const headers: Record<string, string> = { Accept: 'application/json', [WEB_INTERFACE_HEADER]: WEB_INTERFACE_VALUE };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const token = options.token ? await options.token() : null;
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(url, {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? null : JSON.stringify(options.body),
    signal: options.signal ?? null,
  });
  const text = await response.text();
  const json: unknown = text ? safeJson(text) : null;
  if (!response.ok) {
    const parsed = apiError.safeParse(json);
    throw new StaffApiError(
      response.status,
      parsed.success ? parsed.data.error : text || response.statusText,
      parsed.success ? (parsed.data.issues ?? []) : [],
    );
  }
  return schema.parse(json);
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
