import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small stand-in for LinkedIn on loopback that speaks LinkedIn's OpenID Connect protocol, so
 * the real `identity` function and the real web app run against it (the functions emulator
 * reaches it through `functions/.env.demo-vuoro`, the web app through `web/.env.emulator`):
 *
 * - `GET /oauth/v2/authorization?response_type=code&client_id&redirect_uri&state&scope`: the
 *   member "consents" at once: 302 to `redirect_uri?code&state`, or, after `cancelNext()`, to
 *   `redirect_uri?error=user_cancelled_login&error_description&state`;
 * - `POST /oauth/v2/accessToken` (form: grant_type, code, redirect_uri, client_id, client_secret):
 *   `{access_token, expires_in, scope, token_type, id_token}`, or LinkedIn's 400
 *   `{error: 'invalid_request', error_description}`; a code works once;
 * - `GET /v2/userinfo` with `Authorization: Bearer <access_token>`: the profile of that consent.
 *
 * The test decides which profile the next consent yields (`nextProfile`).
 */

export const LINKEDIN_CLIENT = { id: 'demo-linkedin-client', secret: 'demo-linkedin-secret' } as const;
export const LINKEDIN_PORT = 9190;

export interface LinkedInProfile {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  given_name?: string;
  family_name?: string;
  picture?: string;
  locale?: { country: string; language: string } | string;
}

export interface LinkedInProviderOptions {
  port?: number;
  clientId?: string;
  clientSecret?: string;
}

interface Grant {
  profile: LinkedInProfile;
  redirectUri: string;
  scope: string;
}

export interface LinkedInProvider {
  readonly url: string;
  /** The profile the next consent yields (until changed). */
  nextProfile(profile: LinkedInProfile): void;
  /** The next authorization answers as if the member pressed Cancel at LinkedIn. */
  cancelNext(): void;
  /** The next token exchange waits this long before answering (to see the app's waiting state). */
  slowNext(ms: number): void;
  /** Runs the authorization step as a browser would and returns the code LinkedIn hands back. */
  authorize(redirectUri: string, state?: string): Promise<string>;
  /** What the provider was asked, for assertions (never the secret). */
  readonly requests: string[];
  close(): Promise<void>;
}

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/** An ID token shaped like LinkedIn's (a JWT); the function reads userinfo, not this. */
function idToken(profile: LinkedInProfile, clientId: string, secret: string, issuer: string): string {
  const now = Math.floor(Date.now() / 1000);
  const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = base64url(JSON.stringify({ iss: issuer, aud: clientId, iat: now, exp: now + 3600, ...profile }));
  const signature = createHmac('sha256', secret).update(`${header}.${payload}`).digest('base64url');
  return `${header}.${payload}.${signature}`;
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify(body));
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

export async function startLinkedInProvider(options: LinkedInProviderOptions = {}): Promise<LinkedInProvider> {
  const clientId = options.clientId ?? LINKEDIN_CLIENT.id;
  const clientSecret = options.clientSecret ?? LINKEDIN_CLIENT.secret;
  const codes = new Map<string, Grant>();
  const accessTokens = new Map<string, LinkedInProfile>();
  const requests: string[] = [];
  let profile: LinkedInProfile = { sub: 'linkedin-demo', name: 'Demo Member', email_verified: false };
  let cancel = false;
  let delayMs = 0;
  let url = '';

  const invalid = (res: ServerResponse, description: string) =>
    json(res, 400, { error: 'invalid_request', error_description: description });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const u = new URL(req.url ?? '/', url);
    requests.push(`${req.method} ${u.pathname}`);

    if (req.method === 'GET' && u.pathname === '/oauth/v2/authorization') {
      const q = u.searchParams;
      const redirectUri = q.get('redirect_uri');
      if (q.get('response_type') !== 'code' || q.get('client_id') !== clientId || !redirectUri) {
        return invalid(res, 'The authorization request is missing or has an invalid parameter');
      }
      const back = new URL(redirectUri);
      const state = q.get('state');
      if (cancel) {
        cancel = false;
        back.searchParams.set('error', 'user_cancelled_login');
        back.searchParams.set('error_description', 'The user cancelled LinkedIn login');
      } else {
        const code = randomBytes(24).toString('base64url');
        codes.set(code, { profile, redirectUri, scope: q.get('scope') ?? '' });
        back.searchParams.set('code', code);
      }
      if (state !== null) back.searchParams.set('state', state);
      res.writeHead(302, { Location: back.href, 'Cache-Control': 'no-store' });
      return res.end();
    }

    if (req.method === 'POST' && u.pathname === '/oauth/v2/accessToken') {
      if (!(req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')) {
        return invalid(res, 'Content-Type must be application/x-www-form-urlencoded');
      }
      const form = new URLSearchParams(await readBody(req));
      if (delayMs > 0) {
        const ms = delayMs;
        delayMs = 0;
        await new Promise((done) => setTimeout(done, ms));
      }
      if (form.get('grant_type') !== 'authorization_code') return invalid(res, 'Unsupported grant_type');
      if (form.get('client_id') !== clientId || form.get('client_secret') !== clientSecret) {
        return json(res, 401, { error: 'invalid_client', error_description: 'Client authentication failed' });
      }
      const code = form.get('code') ?? '';
      const grant = codes.get(code);
      codes.delete(code); // a code works once, whatever happens next
      if (!grant) return invalid(res, 'Unable to retrieve access token: authorization code not found');
      if (form.get('redirect_uri') !== grant.redirectUri) {
        return invalid(
          res,
          'Unable to retrieve access token: appid/redirect uri/code verifier does not match authorization code',
        );
      }
      const accessToken = randomBytes(32).toString('base64url');
      accessTokens.set(accessToken, grant.profile);
      return json(res, 200, {
        access_token: accessToken,
        expires_in: 5_183_999,
        scope: grant.scope,
        token_type: 'Bearer',
        id_token: idToken(grant.profile, clientId, clientSecret, url),
      });
    }

    if (req.method === 'GET' && u.pathname === '/v2/userinfo') {
      const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
      const member = bearer ? accessTokens.get(bearer) : undefined;
      if (!member) return json(res, 401, { serviceErrorCode: 65600, message: 'Invalid access token', status: 401 });
      return json(res, 200, member);
    }

    return json(res, 404, { message: `No route ${req.method} ${u.pathname}`, status: 404 });
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch(() => json(res, 500, { message: 'Internal error', status: 500 }));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? LINKEDIN_PORT, '127.0.0.1', () => resolve());
  });
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    requests,
    nextProfile(next) {
      profile = next;
    },
    cancelNext() {
      cancel = true;
    },
    slowNext(ms) {
      delayMs = ms;
    },
    async authorize(redirectUri, state = randomBytes(16).toString('hex')) {
      const q = new URLSearchParams({
        response_type: 'code',
        client_id: clientId,
        redirect_uri: redirectUri,
        state,
        scope: 'openid profile email',
      });
      const res = await fetch(`${url}/oauth/v2/authorization?${q}`, { redirect: 'manual' });
      const location = res.headers.get('location');
      const code = location ? new URL(location).searchParams.get('code') : null;
      if (res.status !== 302 || !code) throw new Error(`LinkedIn stand-in gave no code (${res.status})`);
      return code;
    },
    close() {
      return new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      });
    },
  };
}
