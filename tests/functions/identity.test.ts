import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiError, linkedinExchangeResponse, resolveLoginResponse, staffCollections, USERNAME_LOGIN_DOMAIN } from '@vuoro/domain';
import { usernameAlias } from '../../functions/src/identity/username-alias';
import { adminAuth, adminDb } from '../support/admin';
import { AUTH, STAFF_SITE, TALENT_SITE } from '../support/emulators';
import { startLinkedInProvider, type LinkedInProvider } from '../support/linkedin-provider';

/**
 * The `identity` function against the emulators, through the Hosting rewrite (`/identity/**`),
 * with LinkedIn played by the loopback server of tests/support/linkedin-provider.ts. Accounts
 * made here carry a run id, and are deleted afterwards, so the seeded demo users stay intact.
 */
const ALIAS_SECRET = 'demo-username-alias-secret'; // functions/.env.demo-vuoro
const REDIRECT = `${TALENT_SITE}/auth/linkedin/callback`;
const run = randomBytes(4).toString('hex');
const createdUids = new Set<string>();
const subs = new Set<string>();

let provider: LinkedInProvider;
beforeAll(async () => {
  provider = await startLinkedInProvider();
});
afterAll(async () => {
  await provider?.close();
  await Promise.all([...createdUids].map((uid) => adminAuth.deleteUser(uid).catch(() => undefined)));
  await Promise.all([...subs].map((sub) => adminDb.collection(staffCollections.linkedinLinks).doc(sub).delete()));
});

function send(method: 'POST' | 'PUT', path: string, body: unknown, origin = TALENT_SITE) {
  return fetch(`${origin}/identity/${path}`, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function resolve(identifier: string) {
  const res = await send('POST', 'resolve-login', { identifier });
  expect(res.status).toBe(200);
  return resolveLoginResponse.parse(await res.json()).email;
}

/** Signs in with a custom token at the Auth emulator, as `signInWithCustomToken` does. */
async function signInWithCustomToken(token: string): Promise<string> {
  const res = await fetch(
    `http://${AUTH.host}:${AUTH.port}/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken?key=demo-api-key`,
    { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ token, returnSecureToken: true }) },
  );
  expect(res.status).toBe(200);
  const { idToken } = (await res.json()) as { idToken: string };
  // The emulator's ID token is an unsigned JWT; its subject is the signed-in uid.
  const uid = (JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString('utf8')) as { sub: string }).sub;
  expect(uid).toBeTruthy();
  createdUids.add(uid);
  return uid;
}

const member = (name: string, extra: Partial<Parameters<LinkedInProvider['nextProfile']>[0]> = {}) => {
  const sub = `li-${name}-${run}`;
  subs.add(sub);
  return {
    sub,
    email: `${name}.${run}@example.com`,
    email_verified: true,
    name: `${name[0]!.toUpperCase()}${name.slice(1)} Member`,
    given_name: name,
    family_name: 'Member',
    picture: `https://media.licdn.com/dms/image/${name}.jpg`,
    locale: { country: 'FI', language: 'fi' },
    ...extra,
  };
};

async function exchange(code: string, redirect = REDIRECT) {
  return send('PUT', 'linkedin', { code, redirect });
}

/** A member consents at the stand-in and the web app hands the code to the function. */
async function linkedinSignIn(profile: ReturnType<typeof member>) {
  provider.nextProfile(profile);
  const res = await exchange(await provider.authorize(REDIRECT));
  expect(res.status).toBe(200);
  return signInWithCustomToken(linkedinExchangeResponse.parse(await res.json()).token);
}

describe('identity: POST /identity/resolve-login', () => {
  it('answers an email trimmed and lower-cased', async () => {
    expect(await resolve('  Aino.Virtanen@Demo.Vuoro.FI ')).toBe('aino.virtanen@demo.vuoro.fi');
  });

  it("answers an old username with its alias, whatever the username's case", async () => {
    const email = await resolve('Eero.Nieminen');
    expect(email).toBe(usernameAlias('eero.nieminen', ALIAS_SECRET));
    expect(await resolve(' eero.nieminen ')).toBe(email);
  });

  it('answers a username that does not exist in the same shape, so the answer reveals nothing', async () => {
    const shape = new RegExp(`^u[0-9a-f]{32}@${USERNAME_LOGIN_DOMAIN.replace(/\./g, '\\.')}$`);
    const known = await resolve('eero.nieminen');
    const unknown = await resolve(`nobody-${run}`);
    expect(known).toMatch(shape);
    expect(unknown).toMatch(shape);
    expect(unknown).not.toBe(known);
  });

  it('is reachable through the staff site too', async () => {
    const res = await send('POST', 'resolve-login', { identifier: 'someone' }, STAFF_SITE);
    expect(res.status).toBe(200);
  });

  it.each([
    ['no identifier', {}],
    ['an empty identifier', { identifier: '   ' }],
    ['an unknown field', { identifier: 'x', admin: true }],
    ['a number', { identifier: 42 }],
    ['a body that is not JSON', 'identifier=x'],
  ])('refuses %s with 400', async (_case, body) => {
    const res = await send('POST', 'resolve-login', body);
    expect(res.status).toBe(400);
    // Malformed JSON is refused by the Functions framework's body parser before our code runs.
    if (typeof body === 'string') return;
    const error = apiError.parse(await res.json());
    expect(error.issues?.length).toBeGreaterThan(0);
    for (const issue of error.issues ?? []) expect(issue.message).toMatch(/^validation:/);
  });

  it('answers an unknown route or method with a JSON 404', async () => {
    for (const [method, path] of [
      ['POST', 'nothing'],
      ['GET', 'resolve-login'],
    ] as const) {
      const res = await fetch(`${TALENT_SITE}/identity/${path}`, { method });
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toContain('application/json');
    }
  });
});

describe('identity: PUT /identity/linkedin', () => {
  it('creates a new user from the LinkedIn profile and returns a custom token that signs in', async () => {
    const profile = member('new');
    const uid = await linkedinSignIn(profile);
    const user = await adminAuth.getUser(uid);
    expect(user.email).toBe(profile.email);
    expect(user.emailVerified).toBe(true);
    expect(user.displayName).toBe('New Member');
    expect(user.photoURL).toBe(profile.picture);
    expect(user.customClaims ?? {}).toEqual({}); // a new talent has no claims
    const link = await adminDb.collection(staffCollections.linkedinLinks).doc(profile.sub).get();
    expect(link.get('uid')).toBe(uid);
  });

  it('signs the same LinkedIn member in to the same user again', async () => {
    const profile = member('again');
    const first = await linkedinSignIn(profile);
    const second = await linkedinSignIn({ ...profile, name: 'Renamed Member' });
    expect(second).toBe(first);
  });

  it('links an existing account with the same verified email instead of creating another', async () => {
    const profile = member('existing');
    const existing = await adminAuth.createUser({ email: profile.email, emailVerified: true, password: 'Vuoro-demo-2026' });
    createdUids.add(existing.uid);
    expect(await linkedinSignIn(profile)).toBe(existing.uid);
    // The password still works: linking took nothing away.
    expect((await adminAuth.getUser(existing.uid)).providerData.map((p) => p.providerId)).toContain('password');
  });

  it('does not sign in to an account whose own email is unverified, or one with a staff role (409)', async () => {
    for (const [name, props, claims] of [
      ['unverified', { emailVerified: false }, null],
      ['recruiter', { emailVerified: true }, { admin: true }],
    ] as const) {
      const profile = member(name);
      const account = await adminAuth.createUser({ email: profile.email, password: 'Vuoro-demo-2026', ...props });
      createdUids.add(account.uid);
      if (claims) await adminAuth.setCustomUserClaims(account.uid, claims);
      provider.nextProfile(profile);
      const res = await exchange(await provider.authorize(REDIRECT));
      expect(res.status, name).toBe(409);
      expect(apiError.parse(await res.json()).error).toBe('linkedinAccountExists');
    }
  });

  it('answers 401 linkedinRejected when LinkedIn refuses the code: unknown, used twice, or issued for another redirect', async () => {
    provider.nextProfile(member('rejected'));
    const code = await provider.authorize(REDIRECT);
    expect((await exchange(code)).status).toBe(200);
    const used = await exchange(code);
    expect(used.status).toBe(401);
    expect(apiError.parse(await used.json()).error).toBe('linkedinRejected');

    expect((await exchange('not-a-code-linkedin-issued')).status).toBe(401);

    const staffRedirect = `${STAFF_SITE}/auth/linkedin/callback`;
    const elsewhere = await exchange(await provider.authorize(staffRedirect), REDIRECT);
    expect(elsewhere.status).toBe(401);
  });

  it('refuses a redirect that is not one of our sites, and malformed input, with 400', async () => {
    for (const body of [
      { code: 'x', redirect: 'https://evil.example/auth/linkedin/callback' },
      { code: 'x', redirect: `${TALENT_SITE}/somewhere-else` },
      { code: '', redirect: REDIRECT },
      { code: 'x', redirect: 'not a url' },
      { code: 'x' },
    ]) {
      const res = await send('PUT', 'linkedin', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(apiError.parse(await res.json()).error).toBe('Invalid input');
    }
  });

  it('answers 502 linkedinUnavailable when LinkedIn cannot be reached', async () => {
    await provider.close();
    try {
      const res = await exchange('any-code');
      expect(res.status).toBe(502);
      expect(apiError.parse(await res.json()).error).toBe('linkedinUnavailable');
    } finally {
      provider = await startLinkedInProvider();
    }
  });

  it('never hands the caller more than the token', async () => {
    provider.nextProfile(member('shape'));
    const res = await exchange(await provider.authorize(REDIRECT));
    const body = (await res.json()) as Record<string, unknown>;
    expect(Object.keys(body)).toEqual(['token']);
    await signInWithCustomToken(String(body.token));
  });
});
