import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small stand-in for the SMS provider (46elks) on loopback that speaks its HTTP protocol, so
 * the real functions send real requests to it (the functions emulator reaches it through
 * `functions/.env.demo-vuoro`; `npm start` runs one through `scripts/sms-provider.ts`):
 *
 * - `POST /a1/sms` with HTTP Basic auth (API username : API password) and a form body of `from`
 *   (a text sender ID of 3–11 letters and digits starting with a letter, or an E.164 number),
 *   `to` (E.164) and `message`: 200 with the created message as JSON
 *   `{id, status: 'created', from, to, message, created, parts, cost, direction: 'outgoing'}`;
 *   401 with a plain-text reason for missing or wrong credentials; 400 with a plain-text reason
 *   for a missing or invalid field.
 *
 * It keeps every message it accepted (`received`) and a line per request (`requests`), which a
 * test reads and clears; `failNext` and `hangNext` make the next request fail or never answer.
 */

export const SMS_DEMO_CREDENTIALS = { username: 'demo-sms-user', password: 'demo-sms-password' } as const;
export const SMS_PROVIDER_PORT = 9191;

export interface ReceivedSms {
  id: string;
  from: string;
  to: string;
  message: string;
  created: string;
  parts: number;
  /** The API username the request was authenticated with. */
  username: string;
}

export interface SmsProviderRequest {
  method: string;
  path: string;
  status: number;
}

export interface SmsProviderOptions {
  port?: number;
  username?: string;
  password?: string;
  /** Called with each accepted message (the demo server prints it). */
  onSms?: (sms: ReceivedSms) => void;
}

export interface SmsProvider {
  readonly url: string;
  /** The messages accepted, oldest first. */
  readonly received: readonly ReceivedSms[];
  /** Every request that arrived, with the status it was answered. */
  readonly requests: readonly SmsProviderRequest[];
  /** Forgets what arrived. */
  clear(): void;
  /** The next request is answered with this status and plain-text body (a provider fault). */
  failNext(status: number, text?: string): void;
  /** The next request is never answered (until the server closes). */
  hangNext(): void;
  close(): Promise<void>;
}

const TEXT_SENDER = /^[A-Za-z][A-Za-z0-9]{2,10}$/;
const E164 = /^\+[1-9]\d{6,14}$/;
/** 46elks' longest message, in characters. */
const MAX_MESSAGE = 1600;
/** Characters of the GSM 7-bit default alphabet (one septet each; the extension table's count twice). */
const GSM =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENSION = '^{}\\[~]|€\f';

/** How many SMS parts a message takes: 160/153 septets in GSM 7-bit, else 70/67 UCS-2 characters. */
export function smsParts(message: string): number {
  const chars = [...message];
  if (chars.every((c) => GSM.includes(c) || GSM_EXTENSION.includes(c))) {
    const septets = chars.reduce((n, c) => n + (GSM_EXTENSION.includes(c) ? 2 : 1), 0);
    return septets <= 160 ? 1 : Math.ceil(septets / 153);
  }
  const units = message.length; // UTF-16 code units, as UCS-2 counts them
  return units <= 70 ? 1 : Math.ceil(units / 67);
}

function text(res: ServerResponse, status: number, body: string, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', ...headers });
  res.end(body);
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (data += chunk));
    req.on('end', () => resolve(data));
    req.on('error', reject);
  });
}

/** The Basic credentials of a request, or null. */
function basicAuth(req: IncomingMessage): { username: string; password: string } | null {
  const encoded = /^Basic ([A-Za-z0-9+/=]+)$/.exec(req.headers.authorization ?? '')?.[1];
  if (!encoded) return null;
  const decoded = Buffer.from(encoded, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? null : { username: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

/** 46elks' time format: UTC without a zone, microseconds ('2026-11-25T21:55:31.116000'). */
const created = () => `${new Date().toISOString().slice(0, 23)}000`;

export async function startSmsProvider(options: SmsProviderOptions = {}): Promise<SmsProvider> {
  const username = options.username ?? SMS_DEMO_CREDENTIALS.username;
  const password = options.password ?? SMS_DEMO_CREDENTIALS.password;
  const received: ReceivedSms[] = [];
  const requests: SmsProviderRequest[] = [];
  let fault: { status: number; text: string } | 'hang' | null = null;

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<number | null> {
    const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
    const body = await readBody(req);

    if (fault === 'hang') {
      fault = null;
      return null;
    }
    if (fault) {
      const { status, text: reason } = fault;
      fault = null;
      text(res, status, reason);
      return status;
    }
    if (req.method !== 'POST' || path !== '/a1/sms') {
      text(res, 404, 'Not found');
      return 404;
    }
    const auth = basicAuth(req);
    if (!auth || auth.username !== username || auth.password !== password) {
      text(res, 401, 'Authorization required', { 'WWW-Authenticate': 'Basic realm="46elks API"' });
      return 401;
    }
    if (!(req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')) {
      text(res, 400, 'Content-Type must be application/x-www-form-urlencoded');
      return 400;
    }
    const form = new URLSearchParams(body);
    for (const key of ['from', 'to', 'message']) {
      if (!form.get(key)) {
        text(res, 400, `Missing key ${key}`);
        return 400;
      }
    }
    const sms = { from: form.get('from')!, to: form.get('to')!, message: form.get('message')! };
    if (!E164.test(sms.to)) {
      text(res, 400, 'Invalid to number: use E.164 (+46700000000)');
      return 400;
    }
    if (!TEXT_SENDER.test(sms.from) && !E164.test(sms.from)) {
      text(res, 400, 'Invalid from: 3-11 letters and digits starting with a letter, or an E.164 number');
      return 400;
    }
    if (sms.message.length > MAX_MESSAGE) {
      text(res, 400, `Message too long: at most ${MAX_MESSAGE} characters`);
      return 400;
    }
    const parts = smsParts(sms.message);
    const accepted: ReceivedSms = {
      id: `s${randomBytes(16).toString('hex')}`,
      ...sms,
      created: created(),
      parts,
      username: auth.username,
    };
    received.push(accepted);
    options.onSms?.(accepted);
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(
      JSON.stringify({
        id: accepted.id,
        status: 'created',
        from: sms.from,
        to: sms.to,
        message: sms.message,
        created: accepted.created,
        parts,
        cost: parts * 3500,
        direction: 'outgoing',
      }),
    );
    return 200;
  }

  const server: Server = createServer((req, res) => {
    const line = { method: req.method ?? '', path: new URL(req.url ?? '/', 'http://127.0.0.1').pathname, status: 0 };
    requests.push(line);
    handle(req, res).then(
      (status) => {
        if (status !== null) line.status = status;
      },
      () => {
        line.status = 500;
        if (!res.headersSent) text(res, 500, 'Internal error');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? SMS_PROVIDER_PORT, '127.0.0.1', () => resolve());
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    received,
    requests,
    clear() {
      received.length = 0;
      requests.length = 0;
    },
    failNext(status, reason = 'Internal server error') {
      fault = { status, text: reason };
    },
    hangNext() {
      fault = 'hang';
    },
    close() {
      return new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      });
    },
  };
}
