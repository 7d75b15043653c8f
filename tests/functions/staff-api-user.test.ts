import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  accessTokenResponse,
  addNewStaffUidResponse,
  apiError,
  AUTH_EMAIL_LIMIT_PER_ADDRESS,
  mintTokenResponse,
  staffCollections,
  staffPerson,
  tokenAuditRecord,
  userInfoResponse,
  type StaffPerson,
  getUserInfo,
  postAccessToken,
  postMintFirebaseToken,
  postMintStaffpointToken,
  putAddNewstaffUID,
  putLanguage,
  putPassword,
  putResetPassword,
  putSendLinkToEmail,
  putUpdateEmail,
} from '@vuoro/domain';
import { usernameAlias } from '../../functions/src/identity/username-alias';
import { usernameAliasSecret } from '../../scripts/seed';
import { adminAuth, adminDb } from '../support/admin';
import {
  applyOobCode,
  AUTH_REST,
  claimsOf,
  createTestUser,
  deleteTestUsers,
  oobCodes,
  refreshSession,
  signIn,
  signInError,
  signInWithCustomToken,
  signInWithIdp,
  signInWithEmailLink,
  signInWithSecondFactor,
  uniqueEmail,
  type TestUser,
} from '../support/auth';
import { callRoute, routePath, type RouteAnswer } from '../support/call-route';
import { clearFirestore, STAFF_SITE } from '../support/emulators';
import { testStaffPerson } from '../support/staff-people';

/**
 * The `/v1/User` routes of the Staff API with real tokens, real Auth emails (read back from the
 * emulator) and real Firestore records, through the app in-process; the first test, the staff
 * site's rewrite and the per-address email limit (the caller's address is the function's socket)
 * go through the function in the emulator.
 */
const created: string[] = [];
const track = (u: TestUser) => (created.push(u.uid), u);
const secret = usernameAliasSecret();
const CONTINUE_URL = `${STAFF_SITE}/verify`;

let userManager: TestUser;
let umToken: string;

beforeAll(async () => {
  userManager = track(await createTestUser({ prefix: 'user-um', claims: { userManager: true }, mfaPhone: '+358401110010' }));
});
afterAll(async () => {
  const extra = (await adminAuth.listUsers(1000)).users.filter(
    (u) => u.email?.endsWith('@test.vuoro.fi') && !created.includes(u.uid),
  );
  await deleteTestUsers([...created, ...extra.map((u) => u.uid)]);
});
beforeEach(async () => {
  await clearFirestore();
  umToken ??= (await signInWithSecondFactor(userManager.email, userManager.password)).idToken;
});

const person = testStaffPerson;
async function putPerson(id: string, over: Partial<StaffPerson>) {
  const p = person(over);
  await adminDb.collection(staffCollections.people).doc(id).set(p);
  return p;
}
const readPerson = async (id: string) =>
  staffPerson.parse((await adminDb.collection(staffCollections.people).doc(id).get()).data());

/** An old username account: its Firebase email is the alias, its staff record has the username. */
async function usernameAccount(username: string, over: Partial<StaffPerson> = {}) {
  const u = track(await createTestUser({ email: usernameAlias(username, secret), password: 'Vanha-Salasana-1' }));
  await putPerson(`sp-${username}`, { username, firebaseUid: u.uid, ...over });
  return u;
}

/**
 * ResetPassword and SendLinkToEmail only queue their email (`staffAuthEmailQueue`); a trigger
 * sends it, then marks it done. Waits until every queued request is finished; answers their records.
 *
 * The Functions emulator now and then loses a trigger event under load (an ECONNRESET between
 * it and the Firestore emulator): a request still unclaimed after a while is created again, as
 * the same document, so its creation fires once more. The trigger claims in a transaction, so
 * the email still goes at most once.
 */
async function settledQueue(timeoutMs = 20_000) {
  const until = Date.now() + timeoutMs;
  let nudgeAt = Date.now() + 5_000;
  const queue = adminDb.collection(staffCollections.authEmailQueue);
  for (;;) {
    const snaps = (await queue.get()).docs;
    const docs = snaps.map((d) => d.data());
    if (docs.every((d) => ['done', 'throttled', 'failed', 'invalid'].includes(d.status as string))) return docs;
    if (Date.now() > until) throw new Error('timed out waiting for the queued sign-in emails');
    if (Date.now() > nudgeAt) {
      nudgeAt = Date.now() + 5_000;
      for (const snap of snaps.filter((d) => d.get('status') === undefined)) {
        await adminDb.runTransaction(async (tx) => {
          const now = await tx.get(snap.ref);
          if (!now.exists || now.get('status') !== undefined) return;
          tx.delete(snap.ref);
        });
        await snap.ref.create(snap.data()).catch(() => undefined);
      }
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Everything an answer shows a caller but its date: the same answer has the same of these. */
function answerOf(res: RouteAnswer) {
  const headers: [string, string][] = [];
  res.headers.forEach((value, name) => name !== 'date' && headers.push([name, value]));
  return { status: res.status, headers, body: res.body };
}

/** A finished queue record keeps no address, identifier or uid. */
function expectFinished(docs: Record<string, unknown>[], kind: string, count: number, secrets: string[]) {
  expect(docs).toHaveLength(count);
  for (const doc of docs) {
    expect(Object.keys(doc).sort()).toEqual(['doneAt', 'expires', 'kind', 'requestedAt', 'status']);
    expect(doc).toMatchObject({ kind, status: 'done' });
    const text = JSON.stringify(doc).toLowerCase();
    for (const secret of secrets) expect(text).not.toContain(secret.toLowerCase());
  }
}

function expectIssues(res: RouteAnswer, path: string, message: string) {
  expect(res.status).toBe(400);
  const body = apiError.parse(res.body);
  expect(body.issues).toContainEqual({ path, message });
}

describe('POST /v1/User/AccessToken', () => {
  it("sets the caller's claims from its staff record and keeps the others", async () => {
    const u = track(
      await createTestUser({ prefix: 'at', claims: { mfaRequired: true, employee: false }, mfaPhone: '+358401110011' }),
    );
    await putPerson('sp-at', {
      email: u.email,
      firebaseUid: u.uid,
      employee: true,
      customerIds: ['hotelli-aurora'],
      teamLead: true,
    });
    const session = await signInWithSecondFactor(u.email, u.password);
    const res = await callRoute(postAccessToken, { query: { fromApp: 'false' }, token: session.idToken, via: 'function' });
    expect(res.status).toBe(200);
    expect(accessTokenResponse.parse(res.body)).toEqual({ claimsUpdated: true });
    const claims = claimsOf((await refreshSession(session)).idToken);
    expect(claims).toMatchObject({
      mfaRequired: true,
      employee: true,
      customerIds: ['hotelli-aurora'],
      teamLead: true,
      canEditShifts: false,
    });
    const again = await callRoute(postAccessToken, { token: session.idToken });
    expect(accessTokenResponse.parse(again.body)).toEqual({ claimsUpdated: false });
  });

  it("ends the account's sessions when its staff record takes a role away, not when it adds one", async () => {
    const u = track(
      await createTestUser({ prefix: 'at-less', claims: { employee: true, customerIds: ['hotelli-aurora', 'satama'] } }),
    );
    await putPerson('sp-at-less', {
      email: u.email,
      firebaseUid: u.uid,
      employee: true,
      customerIds: ['hotelli-aurora', 'satama'],
    });
    const session = await signIn(u.email, u.password);
    const validAfter = (await adminAuth.getUser(u.uid)).tokensValidAfterTime;
    // Revocation counts in whole seconds: a token signed in the same second as it stays valid.
    await new Promise((resolve) => setTimeout(resolve, 1100));

    await putPerson('sp-at-less', {
      email: u.email,
      firebaseUid: u.uid,
      employee: true,
      customerIds: ['hotelli-aurora', 'satama'],
      teamLead: true,
    });
    const added = await callRoute(postAccessToken, { token: session.idToken });
    expect(accessTokenResponse.parse(added.body)).toEqual({ claimsUpdated: true });
    expect((await adminAuth.getUser(u.uid)).tokensValidAfterTime).toBe(validAfter);

    await putPerson('sp-at-less', {
      email: u.email,
      firebaseUid: u.uid,
      employee: true,
      customerIds: ['hotelli-aurora'],
      teamLead: true,
    });
    const removed = await callRoute(postAccessToken, { token: session.idToken });
    expect(accessTokenResponse.parse(removed.body)).toEqual({ claimsUpdated: true });
    expect(Date.parse((await adminAuth.getUser(u.uid)).tokensValidAfterTime!)).toBeGreaterThan(Date.parse(validAfter!));
    // The session signed in with the old roles is over: the instance that took the role away
    // refuses its token at once (others within a minute: staff-api-bearer.test.ts). The Auth
    // emulator still refreshes a revoked refresh token; production does not.
    await expect(adminAuth.verifyIdToken(session.idToken, true)).rejects.toMatchObject({ code: 'auth/id-token-revoked' });
    expect((await callRoute(getUserInfo, { token: session.idToken })).status).toBe(401);
  });

  it('changes nothing for an account without a staff record, and refuses an unknown parameter', async () => {
    const u = track(await createTestUser({ prefix: 'at-none' }));
    const { idToken } = await signIn(u.email, u.password);
    const res = await callRoute(postAccessToken, { token: idToken });
    expect(accessTokenResponse.parse(res.body)).toEqual({ claimsUpdated: false });
    const bad = await callRoute(postAccessToken, { query: { fromApp: 'maybe' }, token: idToken });
    expect(bad.status).toBe(400);
    expect(apiError.parse(bad.body).issues?.[0]?.path).toBe('fromApp');
  });
});

describe('GET /v1/User/UserInfo and PUT /v1/User/Language', () => {
  it('answers who the caller is, with the language stored on its staff record', async () => {
    const u = track(await createTestUser({ prefix: 'info', claims: { employee: true } }));
    await putPerson('sp-info', {
      email: u.email,
      firebaseUid: u.uid,
      username: 'info.user',
      firstName: 'Iida',
      lastName: 'Info',
      language: 'sv',
    });
    const { idToken } = await signIn(u.email, u.password);
    const info = userInfoResponse.parse((await callRoute(getUserInfo, { token: idToken })).body);
    expect(info).toMatchObject({
      uid: u.uid,
      email: u.email,
      username: 'info.user',
      language: 'sv',
      emailVerified: true,
      mfaEnrolled: false,
    });
    expect(info.roles).toEqual({ admin: false, my: false, userManager: false, employee: true, customerIds: [], teamLead: false });

    expect((await callRoute(putLanguage, { token: idToken, body: { Culture: 'uk' } })).status).toBe(204);
    expect((await readPerson('sp-info')).language).toBe('uk');
  });

  it('keeps the language of an account without a staff record in its own settings', async () => {
    const u = track(await createTestUser({ prefix: 'lang' }));
    const { idToken } = await signIn(u.email, u.password);
    expect(userInfoResponse.parse((await callRoute(getUserInfo, { token: idToken })).body).language).toBeNull();
    expect((await callRoute(putLanguage, { token: idToken, body: { Culture: 'ru' } })).status).toBe(204);
    expect((await adminDb.collection(staffCollections.userSettings).doc(u.uid).get()).data()).toEqual({ language: 'ru' });
    expect(userInfoResponse.parse((await callRoute(getUserInfo, { token: idToken })).body).language).toBe('ru');
  });

  it('refuses an unsupported language with the field at fault', async () => {
    const u = track(await createTestUser({ prefix: 'lang-bad' }));
    const { idToken } = await signIn(u.email, u.password);
    const res = await callRoute(putLanguage, { token: idToken, body: { Culture: 'de' } });
    expect(res.status).toBe(400);
    const body = apiError.parse(res.body);
    expect(body.issues?.[0]?.path).toBe('Culture');
    expect(body.issues?.[0]?.message).toMatch(/^validation:/);
  });

  it('does not show an old username account its alias email', async () => {
    const u = await usernameAccount('info.vanha');
    const { idToken } = await signIn(u.email, u.password);
    const info = userInfoResponse.parse((await callRoute(getUserInfo, { token: idToken })).body);
    expect(info).toMatchObject({ email: null, username: 'info.vanha' });
  });
});

describe('POST /v1/User/MintFirebaseToken and MintStaffpointToken (userManager)', () => {
  const actingAs = async (token: string) => claimsOf((await signInWithCustomToken(token)).idToken);
  const audits = async () =>
    (await adminDb.collection(staffCollections.tokenAudit).get()).docs.map((d) => tokenAuditRecord.parse(d.data()));

  it("mints a token acting as the account's staff record and records who, whom and when", async () => {
    const target = track(await createTestUser({ prefix: 'mint-target', claims: { employee: true } }));
    await putPerson('sp-mint-target', { email: target.email, firebaseUid: target.uid, employee: true });
    const before = Date.now();
    const res = await callRoute(postMintFirebaseToken, {
      params: { firebaseUID: target.uid },
      query: { fromApp: 'true' },
      token: umToken,
    });
    expect(res.status).toBe(200);
    const { token } = mintTokenResponse.parse(res.body);
    const claims = await actingAs(token);
    expect(claims).toMatchObject({ actAs: 'sp-mint-target', impersonatedBy: userManager.uid, employee: true });
    expect(claims.user_id).not.toBe(target.uid);
    track({ uid: String(claims.user_id), email: '', password: '' });
    const [audit, ...rest] = await audits();
    expect(rest).toHaveLength(0);
    expect(audit).toMatchObject({
      actorUid: userManager.uid,
      actorEmail: userManager.email,
      targetUid: target.uid,
      targetStaffId: 'sp-mint-target',
      supportUid: claims.user_id,
      route: 'MintFirebaseToken',
      fromApp: true,
    });
    expect(Date.parse(audit!.at)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('answers 404 notFound for an unknown account and records nothing', async () => {
    const res = await callRoute(postMintFirebaseToken, { params: { firebaseUID: 'no-such-uid' }, token: umToken });
    expect(res.status).toBe(404);
    expect(apiError.parse(res.body).error).toBe('notFound');
    expect(await audits()).toHaveLength(0);
  });

  it("mints a token acting as a username's staff record, linked or not yet migrated; an alias account with no record is refused", async () => {
    const linked = track(await createTestUser({ prefix: 'mint-linked' }));
    await putPerson('sp-linked', { username: 'mint.linked', email: linked.email, firebaseUid: linked.uid });
    const res = await callRoute(postMintStaffpointToken, { token: umToken, body: { username: 'Mint.Linked', fromApp: false } });
    expect(res.status).toBe(200);
    expect(await actingAs(mintTokenResponse.parse(res.body).token)).toMatchObject({ actAs: 'sp-linked' });

    const alias = track(await createTestUser({ email: usernameAlias('mint.alias', secret) }));
    await putPerson('sp-alias', { username: 'mint.alias', email: null, firebaseUid: null });
    const res2 = await callRoute(postMintStaffpointToken, { token: umToken, body: { username: 'mint.alias' } });
    expect(res2.status).toBe(200);
    const aliasClaims = await actingAs(mintTokenResponse.parse(res2.body).token);
    expect(aliasClaims).toMatchObject({ actAs: 'sp-alias' });
    expect(aliasClaims.user_id).not.toBe(alias.uid);

    track(await createTestUser({ email: usernameAlias('mint.orphan', secret) }));
    const orphan = await callRoute(postMintStaffpointToken, { token: umToken, body: { username: 'mint.orphan' } });
    expect(orphan.status).toBe(409);
    expect(apiError.parse(orphan.body).error).toBe('protectedAccount');

    const records = await audits();
    expect(records.map((r) => [r.route, r.targetStaffId, r.targetUid, r.actorUid]).sort()).toEqual(
      [
        ['MintStaffpointToken', 'sp-linked', linked.uid, userManager.uid],
        ['MintStaffpointToken', 'sp-alias', alias.uid, userManager.uid],
      ].sort(),
    );
  });

  it('answers 404 for an unknown username and 400 for a missing one', async () => {
    const res = await callRoute(postMintStaffpointToken, { token: umToken, body: { username: 'nobody.here' } });
    expect(res.status).toBe(404);
    expectIssues(
      await callRoute(postMintStaffpointToken, { token: umToken, body: { fromApp: true } }),
      'username',
      'validation:fieldRequired',
    );
    expect(await audits()).toHaveLength(0);
  });
});

describe('PUT /v1/User/Password', () => {
  it('changes the password when the old one is right', async () => {
    const u = track(await createTestUser({ prefix: 'pw' }));
    const { idToken } = await signIn(u.email, u.password);
    const res = await callRoute(putPassword, {
      token: idToken,
      body: { OldPassword: u.password, NewPassword: 'Uusi-Salasana-2' },
    });
    expect(res.status).toBe(204);
    expect(await signInError(u.email, 'Uusi-Salasana-2')).toBeNull();
    expect(await signInError(u.email, u.password)).not.toBeNull();
  });

  it('answers 400 incorrectPassword for a wrong old password and changes nothing', async () => {
    const u = track(await createTestUser({ prefix: 'pw-wrong' }));
    const { idToken } = await signIn(u.email, u.password);
    const res = await callRoute(putPassword, {
      token: idToken,
      body: { OldPassword: 'Arvaus-123!', NewPassword: 'Uusi-Salasana-2' },
    });
    expect(res.status).toBe(400);
    expect(apiError.parse(res.body).error).toBe('incorrectPassword');
    expect(await signInError(u.email, u.password)).toBeNull();
  });

  it('refuses a new password that breaks the rules, and a missing old one', async () => {
    const u = track(await createTestUser({ prefix: 'pw-weak' }));
    const { idToken } = await signIn(u.email, u.password);
    expectIssues(
      await callRoute(putPassword, { token: idToken, body: { OldPassword: u.password, NewPassword: 'lyhyt' } }),
      'NewPassword',
      'validation:passwordWeak',
    );
    const res = await callRoute(putPassword, { token: idToken, body: { NewPassword: 'Uusi-Salasana-2' } });
    expect(res.status).toBe(400);
    expect(apiError.parse(res.body).issues?.[0]?.path).toBe('OldPassword');
  });
});

describe('PUT /v1/User/UpdateEmail', () => {
  const changeEmail = (email: string, token: string) => callRoute(putUpdateEmail, { query: { email: email }, token });
  const changeLinks = async (email: string) => (await oobCodes(email)).filter((c) => c.requestType === 'VERIFY_AND_CHANGE_EMAIL');

  it('sends a verify-and-change link to the new address; the address changes only when the link is opened', async () => {
    const u = track(await createTestUser({ prefix: 'em' }));
    await putPerson('sp-em', { email: u.email, firebaseUid: u.uid });
    const { idToken } = await signIn(u.email, u.password);
    const next = uniqueEmail('em-new');
    const res = await changeEmail(next.toUpperCase(), idToken);
    expect(res.status).toBe(204);

    // Sent, not applied: the account and the staff record keep the old, verified address.
    const [link, ...more] = await changeLinks(u.email);
    expect(more).toHaveLength(0);
    expect(link?.newEmail).toBe(next);
    expect(await adminAuth.getUser(u.uid)).toMatchObject({ email: u.email, emailVerified: true });
    expect((await readPerson('sp-em')).email).toBe(u.email);
    expect(await signInError(next, u.password)).not.toBeNull();

    // Opened: the new address signs in, verified; the staff record follows at the next AccessToken.
    expect(await applyOobCode(link!.oobCode)).toBeNull();
    expect(await adminAuth.getUser(u.uid)).toMatchObject({ email: next, emailVerified: true });
    const session = await signIn(next, u.password);
    expect((await callRoute(postAccessToken, { token: session.idToken })).status).toBe(200);
    expect((await readPerson('sp-em')).email).toBe(next);
  });

  it('answers an address another account has the same as a free one, and neither changes nor reveals it', async () => {
    const u = track(await createTestUser({ prefix: 'em-a' }));
    const other = track(await createTestUser({ prefix: 'em-b' }));
    const { idToken } = await signIn(u.email, u.password);
    const taken = await changeEmail(other.email, idToken);
    const free = await changeEmail(uniqueEmail('em-free'), idToken);
    expect([taken.status, taken.body]).toEqual([free.status, free.body]);
    expect(taken.status).toBe(204);
    expect((await changeLinks(u.email)).map((c) => c.newEmail)).not.toContain(other.email);
    expect((await adminAuth.getUser(u.uid)).email).toBe(u.email);
    expect((await adminAuth.getUser(other.uid)).email).toBe(other.email);
  });

  it('refuses a session signed in with a custom token: 403 customTokenSession, nothing sent', async () => {
    const u = track(await createTestUser({ prefix: 'em-custom' }));
    const session = await signInWithCustomToken(await adminAuth.createCustomToken(u.uid));
    const res = await changeEmail(uniqueEmail('em-custom-new'), session.idToken);
    expect(res.status).toBe(403);
    expect(apiError.parse(res.body).error).toBe('customTokenSession');
    expect(await changeLinks(u.email)).toHaveLength(0);
  });

  it('answers the spec messages for an invalid or unchanged email', async () => {
    const u = track(await createTestUser({ prefix: 'em-bad' }));
    const { idToken } = await signIn(u.email, u.password);
    expectIssues(
      await callRoute(putUpdateEmail, { query: { email: 'not-an-email' }, token: idToken }),
      'email',
      'validation:newEmailInvalid',
    );
    expectIssues(
      await callRoute(putUpdateEmail, { query: { email: ` ${u.email.toUpperCase()} ` }, token: idToken }),
      'email',
      'validation:newEmailSameAsOld',
    );
    expect((await adminAuth.getUser(u.uid)).email).toBe(u.email);
  });
});

describe('PUT /v1/User/SendLinkToEmail/{email} (no auth)', () => {
  const send = (email: string, token?: string, continueUrl = CONTINUE_URL) =>
    callRoute(putSendLinkToEmail, { params: { email: email }, token, webHeader: false, body: { continueUrl } });

  it('sends a first-time user a sign-in link, and answers nobody else differently', async () => {
    const firstTime = uniqueEmail('link-first');
    await putPerson('sp-first', { email: firstTime });
    const linked = track(await createTestUser({ prefix: 'link-linked' }));
    await putPerson('sp-linked', { email: linked.email, firebaseUid: linked.uid });
    const stranger = uniqueEmail('link-stranger');

    const answers = [];
    for (const email of [firstTime, linked.email, stranger]) answers.push(answerOf(await send(email)));
    expect(answers[0]).toMatchObject({ status: 204, body: '' });
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    // Each answer only queued its request; the trigger sent (or not) and left a record without the address.
    expectFinished(await settledQueue(), 'signInLink', 3, [firstTime, linked.email, stranger]);
    const [code, ...more] = await oobCodes(firstTime);
    expect(more).toHaveLength(0);
    expect(code?.requestType).toBe('EMAIL_SIGNIN');
    expect(new URL(code!.oobLink).searchParams.get('continueUrl')).toBe(CONTINUE_URL);
    expect(await oobCodes(linked.email)).toHaveLength(0);
    expect(await oobCodes(stranger)).toHaveLength(0);
  });

  it("records an old username account's migration first, then sends the link", async () => {
    const old = await usernameAccount('link.vanha');
    const { idToken } = await signIn(old.email, old.password);
    const target = uniqueEmail('link-migrate');
    expect((await send(target.toUpperCase(), idToken)).status).toBe(204);
    expectFinished(await settledQueue(), 'signInLink', 1, [target, old.uid]);
    const record = await readPerson('sp-link.vanha');
    expect(record.migrationEmail).toBe(target);
    expect(record.migrationRequestedAt).not.toBeNull();
    expect((await oobCodes(target)).map((c) => c.requestType)).toEqual(['EMAIL_SIGNIN']);
  });

  it('refuses a link leading anywhere but our sites, and an invalid email, whoever asks', async () => {
    const firstTime = uniqueEmail('link-evil');
    await putPerson('sp-evil', { email: firstTime });
    expectIssues(await send(firstTime, undefined, 'https://evil.example/verify'), 'continueUrl', 'validation:invalidUrl');
    expectIssues(await send('not-an-email'), 'email', 'validation:invalidEmail');
    expect((await adminDb.collection(staffCollections.authEmailQueue).get()).size).toBe(0);
    expect(await oobCodes(firstTime)).toHaveLength(0);
  });
});

describe('PUT /v1/User/ResetPassword?identifier (no auth)', () => {
  it('is reachable through the staff site, like every /v1 route', async () => {
    const res = await fetch(`${STAFF_SITE}${routePath(putResetPassword, { query: { identifier: 'ei.ketaan' } })}`, {
      method: 'PUT',
    });
    expect(res.status).toBe(204);
  });

  const reset = (identifier: string, via?: 'function') =>
    callRoute(putResetPassword, { query: { identifier }, webHeader: false, via });

  it('sends a reset to an existing account, by email or old username, and answers the same for anyone', async () => {
    const u = track(await createTestUser({ prefix: 'reset' }));
    const byName = track(await createTestUser({ prefix: 'reset-name' }));
    await putPerson('sp-reset', { username: 'reset.nimi', email: byName.email, firebaseUid: byName.uid });
    await putPerson('sp-reset-noemail', { username: 'reset.ilman' });
    const stranger = uniqueEmail('reset-stranger');

    const answers = [];
    const identifiers = [u.email.toUpperCase(), 'Reset.Nimi', stranger, 'reset.ilman', 'ei.ketaan'];
    for (const id of identifiers) answers.push(answerOf(await reset(id)));
    expect(answers[0]).toMatchObject({ status: 204, body: '' });
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    expectFinished(await settledQueue(), 'passwordReset', identifiers.length, [...identifiers, u.email, byName.email]);
    expect((await oobCodes(u.email)).map((c) => c.requestType)).toEqual(['PASSWORD_RESET']);
    expect((await oobCodes(byName.email)).map((c) => c.requestType)).toEqual(['PASSWORD_RESET']);
    expect(await oobCodes(stranger)).toHaveLength(0);
  });

  it(`answers 429 tooMany once one address has asked for ${AUTH_EMAIL_LIMIT_PER_ADDRESS} sign-in emails within the hour`, async () => {
    // Without X-Forwarded-For every local caller shares the emulator socket's key; both routes count against it.
    for (let i = 0; i < AUTH_EMAIL_LIMIT_PER_ADDRESS; i++) {
      const res =
        i % 2
          ? await reset(`raja.${i}`, 'function')
          : await callRoute(putSendLinkToEmail, {
              params: { email: uniqueEmail('addr') },
              webHeader: false,
              body: { continueUrl: CONTINUE_URL },
              via: 'function',
            });
      expect(res.status).toBe(204);
    }
    const res = await reset('raja.viimeinen', 'function');
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ error: 'Too many requests', code: 'tooMany' });
    expect(await settledQueue()).toHaveLength(AUTH_EMAIL_LIMIT_PER_ADDRESS);
  });

  it('refuses an empty identifier', async () => {
    const res = await reset('  ');
    expect(res.status).toBe(400);
    expect(apiError.parse(res.body).issues?.[0]?.path).toBe('identifier');
  });
});

describe('PUT /v1/User/AddNewstaffUID', () => {
  /** Opens the sign-in link the emulator "sent" to `email`: a new, verified email account. */
  async function openLink(email: string) {
    await settledQueue();
    const code = (await oobCodes(email)).filter((c) => c.requestType === 'EMAIL_SIGNIN').at(-1);
    if (!code) throw new Error('no sign-in link was sent');
    const session = await signInWithEmailLink(email, code.oobCode);
    created.push(session.localId);
    return session;
  }
  const add = (uid: string, email: string, token: string) =>
    callRoute(putAddNewstaffUID, { query: { uid: uid, email: email }, token });
  const sendLink = (email: string, token?: string) =>
    callRoute(putSendLinkToEmail, { params: { email: email }, token, body: { continueUrl: CONTINUE_URL } });

  it('migrates an old username account to email sign-in: claims on the new account, the username stops working', async () => {
    const old = await usernameAccount('add.vanha', { employee: true, language: 'fi' });
    await adminAuth.setCustomUserClaims(old.uid, { employee: true });
    const email = uniqueEmail('add-migrate');
    await sendLink(email, (await signIn(old.email, old.password)).idToken);
    const session = await openLink(email);

    const res = await add(session.localId, email, session.idToken);
    expect(res.status).toBe(200);
    const { claimsUpdated, token } = addNewStaffUidResponse.parse(res.body);
    expect(claimsUpdated).toBe(true);
    const record = await readPerson('sp-add.vanha');
    expect(record).toMatchObject({ firebaseUid: session.localId, email, username: 'add.vanha' });
    expect(record.migratedAt).not.toBeNull();
    const next = await signInWithCustomToken(token!);
    expect(claimsOf(next.idToken)).toMatchObject({ employee: true });
    expect(await signInError(old.email, old.password)).toBe('USER_DISABLED');

    // Repeating it (a retried request) answers the same and changes nothing.
    const again = await add(session.localId, email, next.idToken);
    expect(again.status).toBe(200);
    expect((await readPerson('sp-add.vanha')).migratedAt).toBe(record.migratedAt);
  });

  it("links a first-time user's new account to its staff record", async () => {
    const email = uniqueEmail('add-first');
    await putPerson('sp-add-first', { email, customerIds: ['hotelli-aurora'], employee: false, teamLead: true });
    await sendLink(email);
    const session = await openLink(email);
    const res = await add(session.localId, email.toUpperCase(), session.idToken);
    expect(res.status).toBe(200);
    expect((await readPerson('sp-add-first')).firebaseUid).toBe(session.localId);
    const next = await signInWithCustomToken(addNewStaffUidResponse.parse(res.body).token!);
    expect(claimsOf(next.idToken)).toMatchObject({ customerIds: ['hotelli-aurora'], teamLead: true });
  });

  /**
   * The owner of a pre-registered address opens the emailed link, which signs in to the account
   * someone made for the address before (`squatterUid`), and links it: AddNewstaffUID answers 200.
   */
  async function ownerLinks(email: string, squatterUid: string) {
    await sendLink(email);
    const session = await openLink(email);
    expect(session.localId).toBe(squatterUid);
    // Revocation counts whole seconds (tokensValidAfterTime): let the sessions before be older than it.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const res = await add(session.localId, email, session.idToken);
    expect(res.status).toBe(200);
    return { session, res };
  }

  it('takes a pre-registered address away from whoever registered it: password and sessions end, the caller carries on', async () => {
    const email = uniqueEmail('add-prereg');
    await putPerson('sp-add-prereg', { email, employee: true });
    // Someone registers the address with a password of their own before the person's first sign-in…
    const squatter = track(await createTestUser({ email, password: 'Ennalta-Salasana-1', emailVerified: false }));
    const squatterSession = await signIn(email, 'Ennalta-Salasana-1');
    // …then the person opens the emailed link, which signs in to that same account.
    const { session, res } = await ownerLinks(email, squatter.uid);
    const { claimsUpdated, token } = addNewStaffUidResponse.parse(res.body);
    expect(claimsUpdated).toBe(true);
    expect(await signInError(email, 'Ennalta-Salasana-1')).not.toBeNull();
    // The sessions from before the link are over: a token refreshed from them is refused as revoked.
    const refreshed = await refreshSession(squatterSession);
    expect((await callRoute(getUserInfo, { token: refreshed.idToken })).status).toBe(401);
    expect((await callRoute(getUserInfo, { token: session.idToken })).status).toBe(401);

    // The caller signs in with the token it got and carries on: its claims, then its own password.
    const next = await signInWithCustomToken(token!);
    expect(claimsOf(next.idToken)).toMatchObject({ user_id: squatter.uid, employee: true });
    expect((await callRoute(getUserInfo, { token: next.idToken })).status).toBe(200);
    const setPassword = await fetch(`${AUTH_REST}/accounts:update?key=demo-api-key`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ idToken: next.idToken, password: 'Oma-Salasana-1', returnSecureToken: true }),
    });
    expect(setPassword.status).toBe(200);
    expect(await signInError(email, 'Oma-Salasana-1')).toBeNull();
  });

  it("unlinks a federated identity linked before the person's first sign-in link: it no longer reaches the account", async () => {
    const email = uniqueEmail('add-federated');
    await putPerson('sp-add-federated', { email, employee: true });
    // Someone registers the address with a password, then links a Google identity of their own to it…
    const squatter = track(await createTestUser({ email, password: 'Ennalta-Salasana-1', emailVerified: false }));
    const google = { sub: `g-${squatter.uid}`, email: 'squatter@example.com', email_verified: true };
    const linked = await signInWithIdp('google.com', google, (await signIn(email, 'Ennalta-Salasana-1')).idToken);
    expect(linked).toMatchObject({ localId: squatter.uid });
    expect(await signInWithIdp('google.com', google)).toMatchObject({ localId: squatter.uid });
    // …then the person opens the emailed link (the same account) and links it to the staff record.
    const { res } = await ownerLinks(email, squatter.uid);

    const account = await adminAuth.getUser(squatter.uid);
    expect(account.providerData.map((p) => p.providerId)).not.toContain('google.com');
    // The Google identity signs in to an account of its own now, without the staff record's claims.
    const after = await signInWithIdp('google.com', google);
    if ('localId' in after) {
      expect(after.localId).not.toBe(squatter.uid);
      track({ uid: after.localId, email: google.email, password: '' });
      expect(claimsOf(after.idToken).employee).toBeUndefined();
    }
    expect(claimsOf((await signInWithCustomToken(addNewStaffUidResponse.parse(res.body).token!)).idToken)).toMatchObject({
      user_id: squatter.uid,
      employee: true,
    });
  });

  it('answers 409 nothingToMigrate when there is nobody to link, or the record is linked already', async () => {
    const u = track(await createTestUser({ prefix: 'add-nobody' }));
    const { idToken } = await signIn(u.email, u.password);
    const res = await add(u.uid, u.email, idToken);
    expect(res.status).toBe(409);
    expect(apiError.parse(res.body).error).toBe('nothingToMigrate');

    const other = track(await createTestUser({ prefix: 'add-taken' }));
    await putPerson('sp-taken', { email: u.email, firebaseUid: other.uid, migratedAt: new Date().toISOString() });
    expect(apiError.parse((await add(u.uid, u.email, idToken)).body).error).toBe('nothingToMigrate');
  });

  it('answers 409 missingEmployeeStatus for a record that is neither an employee nor a customer user', async () => {
    const old = await usernameAccount('add.ilman', { employee: false, customerIds: [] });
    const email = uniqueEmail('add-missing');
    await sendLink(email, (await signIn(old.email, old.password)).idToken);
    const session = await openLink(email);
    const res = await add(session.localId, email, session.idToken);
    expect(res.status).toBe(409);
    expect(apiError.parse(res.body).error).toBe('missingEmployeeStatus');
    expect((await readPerson('sp-add.ilman')).firebaseUid).toBe(old.uid);
    expect(await signInError(old.email, old.password)).toBeNull();
  });

  it("answers 403 for another account's uid or an email that is not the caller's", async () => {
    const email = uniqueEmail('add-forbidden');
    await putPerson('sp-add-forbidden', { email });
    const u = track(await createTestUser({ prefix: 'add-caller' }));
    const { idToken } = await signIn(u.email, u.password);
    for (const res of [await add('someone-else', u.email, idToken), await add(u.uid, email, idToken)]) {
      expect(res.status).toBe(403);
      expect(apiError.parse(res.body).error).toBe('Forbidden');
    }
    expect((await readPerson('sp-add-forbidden')).firebaseUid).toBeNull();
  });

  it('refuses a malformed query', async () => {
    const u = track(await createTestUser({ prefix: 'add-bad' }));
    const { idToken } = await signIn(u.email, u.password);
    expectIssues(await add(u.uid, 'nope', idToken), 'email', 'validation:invalidEmail');
  });
});
