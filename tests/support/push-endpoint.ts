import { createECDH, createPublicKey, randomBytes, verify, type ECDH } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import ece from 'http_ece';

/**
 * A local Web Push service on loopback that does what a browser's push service and the browser
 * do with a push, so the functions send real pushes to it (`PUSH_LOOPBACK_ENDPOINTS` in
 * functions/.env.demo-vuoro lets a subscription's endpoint be http://127.0.0.1):
 *
 * - `subscription()` hands out what `PushSubscription.toJSON()` gives a page: an endpoint of its
 *   own (`/push/<id>`), and for each a fresh P-256 key pair (`p256dh`, the public point) and a
 *   16-byte auth secret, kept here as a browser keeps them.
 * - `POST /push/<id>` (RFC 8030 §5): `TTL` required; `Authorization: vapid t=<JWT>, k=<key>`
 *   (RFC 8292): the JWT must be ES256 signed by `k`, its `aud` this service's origin, its `exp`
 *   in the future and at most 24 hours ahead, its `sub` a mailto: or https: URL, else 401 (403
 *   when `k` is not an uncompressed P-256 point); `Content-Encoding: aes128gcm` (RFC 8188), whose
 *   body is decrypted with the subscription's private key and auth secret (RFC 8291, by
 *   `http_ece`), else 400. A push that passes is answered 201 with a `Location`, and its
 *   decrypted JSON is kept in `received`.
 * - An unknown endpoint answers 404; one made `gone` answers 410, as for a browser that unsubscribed.
 */

export interface PushSubscriptionJson {
  endpoint: string;
  expirationTime: null;
  keys: { p256dh: string; auth: string };
}

export interface ReceivedPush {
  endpoint: string;
  /** The decrypted body, parsed as JSON. */
  payload: unknown;
  ttl: number;
  urgency: string | null;
  /** The VAPID key the push was signed with (base64url) and the JWT's claims. */
  vapid: { k: string; aud: string; exp: number; sub: string };
}

export interface PushEndpoint {
  readonly origin: string;
  /** A new subscription, as a browser would hand it to the page. */
  subscription(): PushSubscriptionJson;
  /** From now on the endpoint answers 410 Gone. */
  gone(endpoint: string): void;
  /** The pushes accepted, oldest first. */
  readonly received: readonly ReceivedPush[];
  /** Every request that arrived, with the status it was answered. */
  readonly requests: readonly { path: string; status: number }[];
  /** The first push (already here or still to come) that `match` accepts; rejects after `timeoutMs`. */
  waitFor(match?: (push: ReceivedPush) => boolean, timeoutMs?: number): Promise<ReceivedPush>;
  close(): Promise<void>;
}

interface Subscriber {
  ecdh: ECDH;
  auth: Buffer;
  gone: boolean;
}

class PushRefused extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** The longest a VAPID JWT may live (RFC 8292 §2). */
const MAX_JWT_SECONDS = 24 * 3600;

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** Checks the VAPID Authorization header (RFC 8292 §3) and answers its key and claims. */
function checkVapid(header: string | undefined, origin: string, now: number): ReceivedPush['vapid'] {
  const match = /^vapid\s+(.+)$/i.exec(header ?? '');
  if (!match) throw new PushRefused(401, 'Authorization: vapid t=…, k=… required');
  const params = Object.fromEntries(
    match[1]!.split(',').map((part) => {
      const eq = part.indexOf('=');
      return [part.slice(0, eq).trim(), part.slice(eq + 1).trim()];
    }),
  ) as Record<string, string | undefined>;
  const { t: jwt, k } = params;
  if (!jwt || !k) throw new PushRefused(401, 'vapid needs t and k');
  const point = Buffer.from(k, 'base64url');
  if (point.length !== 65 || point[0] !== 4) throw new PushRefused(403, 'k is not an uncompressed P-256 point');
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') },
    format: 'jwk',
  });
  const [head, body, signature] = jwt.split('.');
  if (!head || !body || !signature) throw new PushRefused(401, 'malformed JWT');
  const jose = JSON.parse(Buffer.from(head, 'base64url').toString('utf8')) as { alg?: string };
  if (jose.alg !== 'ES256') throw new PushRefused(401, 'JWT alg must be ES256');
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${body}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new PushRefused(401, 'JWT signature does not verify against k');
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as { aud?: string; exp?: number; sub?: string };
  if (claims.aud !== origin) throw new PushRefused(401, `JWT aud ${claims.aud} is not ${origin}`);
  const seconds = Math.floor(now / 1000);
  if (typeof claims.exp !== 'number' || claims.exp <= seconds || claims.exp > seconds + MAX_JWT_SECONDS) {
    throw new PushRefused(401, 'JWT exp must be in the future, at most 24 hours ahead');
  }
  if (typeof claims.sub !== 'string' || !/^(mailto:|https:\/\/)/.test(claims.sub)) {
    throw new PushRefused(401, 'JWT sub must be a mailto: or https: URL');
  }
  return { k, aud: claims.aud, exp: claims.exp, sub: claims.sub };
}

export async function startPushEndpoint(): Promise<PushEndpoint> {
  const subscribers = new Map<string, Subscriber>();
  const received: ReceivedPush[] = [];
  const requests: { path: string; status: number }[] = [];
  const waiting = new Set<{ match: (push: ReceivedPush) => boolean; resolve: (push: ReceivedPush) => void }>();
  let origin = '';

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<number> {
    const path = new URL(req.url ?? '/', origin).pathname;
    const body = await readBody(req);
    const id = /^\/push\/([A-Za-z0-9_-]+)$/.exec(path)?.[1];
    const subscriber = id ? subscribers.get(id) : undefined;
    if (req.method !== 'POST' || !subscriber) return 404;
    if (subscriber.gone) return 410;
    const ttl = Number(req.headers.ttl);
    if (req.headers.ttl === undefined || !Number.isInteger(ttl) || ttl < 0) throw new PushRefused(400, 'TTL header required');
    const vapid = checkVapid(req.headers.authorization, origin, Date.now());
    if (req.headers['content-encoding'] !== 'aes128gcm') throw new PushRefused(400, 'Content-Encoding must be aes128gcm');
    let payload: unknown;
    try {
      const plain = ece.decrypt(body, { version: 'aes128gcm', privateKey: subscriber.ecdh, authSecret: subscriber.auth });
      payload = JSON.parse(plain.toString('utf8'));
    } catch (error) {
      throw new PushRefused(400, `payload does not decrypt: ${(error as Error).message}`);
    }
    const push: ReceivedPush = {
      endpoint: `${origin}${path}`,
      payload,
      ttl,
      urgency: (req.headers.urgency as string | undefined) ?? null,
      vapid,
    };
    received.push(push);
    for (const w of waiting) {
      if (w.match(push)) {
        waiting.delete(w);
        w.resolve(push);
      }
    }
    res.setHeader('Location', `${origin}/message/${randomBytes(8).toString('hex')}`);
    return 201;
  }

  const server: Server = createServer((req, res) => {
    const line = { path: req.url ?? '', status: 0 };
    requests.push(line);
    handle(req, res)
      .catch((error: unknown) => {
        if (error instanceof PushRefused) {
          res.setHeader('Content-Type', 'text/plain; charset=utf-8');
          res.write(error.message);
          return error.status;
        }
        return 500;
      })
      .then((status) => {
        line.status = status;
        res.statusCode = status;
        res.end();
      });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    received,
    requests,
    subscription() {
      const id = randomBytes(12).toString('base64url');
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      subscribers.set(id, { ecdh, auth, gone: false });
      return {
        endpoint: `${origin}/push/${id}`,
        expirationTime: null,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
      };
    },
    gone(endpoint) {
      const id = endpoint.slice(`${origin}/push/`.length);
      const subscriber = subscribers.get(id);
      if (!subscriber) throw new Error(`no subscription ${endpoint}`);
      subscriber.gone = true;
    },
    waitFor(match = () => true, timeoutMs = 20_000) {
      const found = received.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const entry = { match, resolve };
        waiting.add(entry);
        setTimeout(() => {
          if (waiting.delete(entry)) reject(new Error(`no matching push within ${timeoutMs} ms`));
        }, timeoutMs).unref();
      });
    },
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
