import { FUNCTIONS_URL } from './emulators';

/** What a callable answers over HTTP: its status and `{result}` or `{error}`. */
export interface CallableAnswer {
  status: number;
  body: { result?: unknown; error?: { status: string; message: string; details?: unknown } };
}

/** Calls a callable function as the web SDK does: POST `{data}` with the ID token as the bearer. */
export async function callCallable(name: string, data: unknown, token?: string): Promise<CallableAnswer> {
  const res = await fetch(`${FUNCTIONS_URL}/${name}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ data }),
  });
  return { status: res.status, body: (await res.json()) as CallableAnswer['body'] };
}
