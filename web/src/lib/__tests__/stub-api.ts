import { vi } from 'vitest';
import { installAuthProtocol } from '../staff-api';

/**
 * Screens over scripted network answers: `fetch` answers each call by its method and path (the
 * real Staff API client, contracts and schemas run), and every call is kept to assert what the
 * screen sent. Shared by the features' screen tests.
 */
export interface Call {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}
type Answer = { status?: number; body: unknown };
/** `METHOD /v1/path` → an answer, or a list of answers given in turn (the last one repeats). */
export type Script = Record<string, Answer | Answer[]>;

/**
 * The core: `fetch` keeps every call and lets `answer` answer it, and the session protocol is
 * signed in with `currentPath` as where the screen is. Returns the calls, in the order made.
 */
export function scriptFetch(answer: (call: Call) => Response | Promise<Response>, currentPath = '/'): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: URL | string, init: RequestInit = {}) => {
      const u = new URL(String(url));
      const call: Call = {
        method: init.method ?? 'GET',
        path: u.pathname,
        query: Object.fromEntries(u.searchParams),
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      calls.push(call);
      return answer(call);
    }),
  );
  installAuthProtocol({
    getToken: async () => 'token',
    requestReauth: async () => false,
    signOut: async () => undefined,
    navigate: () => undefined,
    currentPath: () => currentPath,
  });
  return calls;
}

/** Scripts `fetch` by `script`; `currentPath` is where the session protocol thinks the screen is. */
export function stubApi(script: Script, currentPath = '/'): Call[] {
  const given = new Map<string, number>();
  return scriptFetch((call) => {
    const key = `${call.method} ${call.path}`;
    const entry = script[key];
    if (!entry) return new Response(JSON.stringify({ error: `unscripted ${key}` }), { status: 500 });
    const list = Array.isArray(entry) ? entry : [entry];
    const n = given.get(key) ?? 0;
    given.set(key, n + 1);
    const answer = list[Math.min(n, list.length - 1)]!;
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  }, currentPath);
}

export function resetApi() {
  vi.unstubAllGlobals();
  installAuthProtocol(null);
}
