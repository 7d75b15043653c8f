import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { CARD_MARK_RATE, cardMarkResponse, createTalentCardShareResponse, sharedTalentCardsResponse } from '@vuoro/domain';
import { syncTalentCard } from '../../functions/src/talentCards/talent-card';
import { adminDb } from '../support/admin';
import { WEB_INTERFACE_HEADER, WEB_INTERFACE_VALUE } from '@vuoro/domain';
import { createTestUser, deleteTestUsers, signIn, signInWithSecondFactor, type TestUser } from '../support/auth';
import { TALENT_SITE } from '../support/emulators';

/**
 * The `cards` function through the Hosting rewrite (`/cards/**`): admins create and revoke card
 * links; anyone with an active link reads the current cards; the token itself is stored nowhere.
 */
const run = randomBytes(4).toString('hex');
const TALENT = `share-talent-${run}`;
const OTHER = `share-other-${run}`;
const THIRD = `share-third-${run}`;
let admin: TestUser;
let adminWithoutFactor: TestUser;
let my: TestUser;
let talent: TestUser;
let adminToken: string;
const created: string[] = [];

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const call = (path: string, init: { method?: string; token?: string; body?: unknown } = {}) =>
  fetch(`${TALENT_SITE}/cards${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.token ? { Authorization: `Bearer ${init.token}`, [WEB_INTERFACE_HEADER]: WEB_INTERFACE_VALUE } : {}),
      ...(init.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
    },
    body: init.body === undefined ? undefined : typeof init.body === 'string' ? init.body : JSON.stringify(init.body),
  });

async function createShare(body: unknown = { talentIds: [TALENT], recipient: 'Hotelli Aurora', days: 7 }) {
  const res = await call('/shares', { method: 'POST', token: adminToken, body });
  expect(res.status).toBe(201);
  const share = createTalentCardShareResponse.parse(await res.json());
  created.push(share.id);
  return share;
}

beforeAll(async () => {
  admin = await createTestUser({ prefix: 'share-admin', claims: { admin: true }, mfaPhone: '+358401120041' });
  adminWithoutFactor = await createTestUser({ prefix: 'share-admin-1f', claims: { admin: true } });
  my = await createTestUser({ prefix: 'share-my', claims: { my: true }, mfaPhone: '+358401120042' });
  talent = await createTestUser({ prefix: 'share-talent' });
  adminToken = (await signInWithSecondFactor(admin.email, admin.password)).idToken;
  for (const [id, name] of [
    [TALENT, 'Olena Kortti'],
    [OTHER, 'Mikko Kortti'],
    [THIRD, 'Iryna Kortti'],
  ] as const) {
    await adminDb.doc(`talentCards/${id}`).set({
      talentName: name,
      shortName: `${name.split(' ')[0]} K.`,
      shortDescription: 'Cook, 5 years',
      tags: [{ id: 'hygieniapassi', name: 'Hygieniapassi' }],
      photo: null,
      industryName: 'Horeca',
      location: 'Turku',
      about: 'Calm in a busy kitchen.',
    });
  }
});
afterAll(async () => {
  await Promise.all([TALENT, OTHER, THIRD].map((id) => adminDb.doc(`talentCards/${id}`).delete()));
  await Promise.all(created.map((id) => adminDb.recursiveDelete(adminDb.doc(`talentCardShares/${id}`))));
  await deleteTestUsers([admin.uid, adminWithoutFactor.uid, my.uid, talent.uid]);
});

describe('POST /cards/shares', () => {
  it('an admin gets a link once; only the token’s hash is stored, with the recipient and expiry', async () => {
    const before = Date.now();
    const share = await createShare();
    expect(share.path).toBe(`/shared/cards/${share.token}`);
    expect(share.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(share.id).toBe(sha256(share.token));
    const expires = Date.parse(share.expiresAt);
    expect(expires - before).toBeGreaterThanOrEqual(7 * 86_400_000 - 5_000);
    expect(expires - before).toBeLessThanOrEqual(7 * 86_400_000 + 60_000);
    const stored = await adminDb.doc(`talentCardShares/${share.id}`).get();
    expect(stored.get('talentIds')).toEqual([TALENT]);
    expect(stored.get('recipient')).toBe('Hotelli Aurora');
    expect(stored.get('createdBy')).toBe(admin.uid);
    expect(stored.get('revokedAt')).toBeNull();
    expect(JSON.stringify(stored.data())).not.toContain(share.token);
  });

  it("without a token 401; an admin without a second factor 401 'User needs mfa'; my and a talent 403", async () => {
    const body = { talentIds: [TALENT], recipient: 'X' };
    expect((await call('/shares', { method: 'POST', body })).status).toBe(401);
    const oneFactor = await call('/shares', {
      method: 'POST',
      token: (await signIn(adminWithoutFactor.email, adminWithoutFactor.password)).idToken,
      body,
    });
    expect([oneFactor.status, await oneFactor.text()]).toEqual([401, 'User needs mfa']);
    for (const token of [
      (await signInWithSecondFactor(my.email, my.password)).idToken,
      (await signIn(talent.email, talent.password)).idToken,
    ]) {
      expect((await call('/shares', { method: 'POST', token, body })).status).toBe(403);
    }
  });

  it('bad input: 400 with each field’s message; an unknown talent refused', async () => {
    const res = await call('/shares', { method: 'POST', token: adminToken, body: { talentIds: [], recipient: '', days: 90 } });
    expect(res.status).toBe(400);
    const { issues } = (await res.json()) as { issues: { path: string; message: string }[] };
    expect(issues.map((i) => i.path).sort()).toEqual(['days', 'recipient', 'talentIds']);
    expect(issues.every((i) => i.message.startsWith('validation:'))).toBe(true);
    const unknown = await call('/shares', {
      method: 'POST',
      token: adminToken,
      body: { talentIds: ['nobody-here'], recipient: 'X' },
    });
    expect(unknown.status).toBe(400);
    expect((await call('/shares', { method: 'POST', token: adminToken, body: '{not json' })).status).toBe(400);
  });
});

describe('GET /cards/shared/:token', () => {
  it('anyone with the link reads the current cards, never cached', async () => {
    const share = await createShare({ talentIds: [TALENT, OTHER], recipient: 'Ravintola Helmi' });
    await adminDb.doc(`talentCards/${OTHER}`).update({ location: 'Pori' });
    const res = await call(`/shared/${share.token}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = sharedTalentCardsResponse.parse(await res.json());
    expect(body.recipient).toBe('Ravintola Helmi');
    // Surnames as an initial unless the agency chose full names for the link.
    expect(body.cards.map((c) => [c.id, c.talentName, c.location, c.interested])).toEqual([
      [TALENT, 'Olena K.', 'Turku', false],
      [OTHER, 'Mikko K.', 'Pori', false],
    ]);
    const full = await createShare({ talentIds: [TALENT], recipient: 'Ravintola Helmi', fullNames: true });
    const fullBody = sharedTalentCardsResponse.parse(await (await call(`/shared/${full.token}`)).json());
    expect(fullBody.cards.map((c) => c.talentName)).toEqual(['Olena Kortti']);
    expect(body.cards[0]!.photo).toBeNull();
  });

  it('an unknown token 404; a revoked link 410 revoked; an expired one 410 expired', async () => {
    const unknown = await call(`/shared/${randomBytes(32).toString('base64url')}`);
    expect([unknown.status, await unknown.json()]).toEqual([404, { error: 'notFound', code: 'notFound' }]);
    expect((await call('/shared/short')).status).toBe(404);

    const share = await createShare();
    expect((await call(`/shares/${share.id}`, { method: 'DELETE' })).status).toBe(401);
    expect((await call(`/shares/${share.id}`, { method: 'DELETE', token: adminToken })).status).toBe(204);
    expect((await call(`/shares/${share.id}`, { method: 'DELETE', token: adminToken })).status).toBe(204);
    const revoked = await call(`/shared/${share.token}`);
    expect([revoked.status, await revoked.json()]).toEqual([410, { error: 'revoked', code: 'revoked' }]);
    expect((await adminDb.doc(`talentCardShares/${share.id}`).get()).get('revokedBy')).toBe(admin.uid);

    const token = randomBytes(32).toString('base64url');
    created.push(sha256(token));
    await adminDb.doc(`talentCardShares/${sha256(token)}`).set({
      talentIds: [TALENT],
      recipient: 'Vanha',
      createdBy: admin.uid,
      createdByName: null,
      created: Timestamp.fromMillis(Date.now() - 10 * 86_400_000),
      expiresAt: Timestamp.fromMillis(Date.now() - 1000),
      revokedAt: null,
      revokedBy: null,
    });
    const expired = await call(`/shared/${token}`);
    expect([expired.status, await expired.json()]).toEqual([410, { error: 'expired', code: 'expired' }]);
  });

  it('revoking an unknown link is 404', async () => {
    expect((await call(`/shares/${'0'.repeat(64)}`, { method: 'DELETE', token: adminToken })).status).toBe(404);
    expect((await call('/shares/not-a-hash', { method: 'DELETE', token: adminToken })).status).toBe(404);
  });
});

describe('shortlists: one link, several talents, the customer marks "Interested"', () => {
  const mark = (token: string, talentId: string, body: unknown) =>
    call(`/shared/${token}/marks/${talentId}`, { method: 'PUT', body });

  it('the card copies languages, work permit, availability and driving licence, and nothing private', async () => {
    const id = `share-sync-${run}`;
    await adminDb.doc(`talents/${id}`).set({
      firstName: 'Anna Maria',
      lastName: 'Virtanen',
      email: 'anna@example.com',
      phoneNumber: '+358401234567',
      languages: [
        { language: 'fi', level: 'proficient' },
        { language: 'en', level: 'independent' },
      ],
      permit: 'active',
      permitActive: Timestamp.fromDate(new Date('2027-06-30T21:00:00Z')),
      permitApplied: Timestamp.fromDate(new Date('2025-01-10T10:00:00Z')),
      registration: {
        driverLicence: { classes: ['B', 'other'], otherClass: 'A1', carInUse: true },
        availability: { options: ['evening', 'weekends'], weeklyHours: 25 },
        whereHeard: 'A friend',
      },
    });
    try {
      await syncTalentCard(adminDb, id);
      const card = (await adminDb.doc(`talentCards/${id}`).get()).data()!;
      expect(card).toMatchObject({
        talentName: 'Anna Maria Virtanen',
        shortName: 'Anna Maria V.',
        languages: [
          { language: 'fi', level: 'proficient' },
          { language: 'en', level: 'independent' },
        ],
        workPermit: { status: 'active', validUntil: '2027-06-30T21:00:00.000Z' },
        availability: { options: ['evening', 'weekends'], weeklyHours: 25 },
        driverLicence: { classes: ['B', 'A1'], carInUse: true },
      });
      const text = JSON.stringify(card);
      for (const secret of ['anna@example.com', '+358401234567', 'A friend', '2025-01-10']) expect(text).not.toContain(secret);
    } finally {
      await adminDb.doc(`talents/${id}`).delete();
      await adminDb.doc(`talentCards/${id}`).delete();
    }
  });

  it('a shortlist keeps its order and assignment; marks toggle with a message, kept per link and talent', async () => {
    const share = await createShare({
      talentIds: [THIRD, TALENT, OTHER],
      recipient: 'Hotelli Aurora',
      assignmentId: 'job-aurora',
    });
    const stored = await adminDb.doc(`talentCardShares/${share.id}`).get();
    expect([stored.get('talentIds'), stored.get('assignmentId'), stored.get('fullNames'), stored.get('interest')]).toEqual([
      [THIRD, TALENT, OTHER],
      'job-aurora',
      false,
      {},
    ]);

    const on = await mark(share.token, TALENT, { interested: true, message: '  Could she start on Monday?  ' });
    expect(on.status).toBe(200);
    expect(cardMarkResponse.parse(await on.json())).toEqual({ interested: true, message: 'Could she start on Monday?' });
    expect((await mark(share.token, OTHER, { interested: true })).status).toBe(200);

    const read = sharedTalentCardsResponse.parse(await (await call(`/shared/${share.token}`)).json());
    expect(read.cards.map((c) => [c.id, c.interested, c.message])).toEqual([
      [THIRD, false, null],
      [TALENT, true, 'Could she start on Monday?'],
      [OTHER, true, null],
    ]);
    const markDoc = await adminDb.doc(`talentCardShares/${share.id}/marks/${TALENT}`).get();
    expect([markDoc.get('interested'), markDoc.get('message')]).toEqual([true, 'Could she start on Monday?']);
    const interest = (await adminDb.doc(`talentCardShares/${share.id}`).get()).get('interest') as Record<string, unknown>;
    expect(Object.keys(interest).sort()).toEqual([OTHER, TALENT].sort());

    // Taken back: the summary forgets it, the record says so.
    const off = await mark(share.token, TALENT, { interested: false, message: 'ignored' });
    expect(cardMarkResponse.parse(await off.json())).toEqual({ interested: false, message: null });
    const after = await adminDb.doc(`talentCardShares/${share.id}`).get();
    expect(Object.keys(after.get('interest') as object)).toEqual([OTHER]);
    expect((await adminDb.doc(`talentCardShares/${share.id}/marks/${TALENT}`).get()).get('interested')).toBe(false);

    // Bad input: 400 with the field's message.
    const bad = await mark(share.token, TALENT, { interested: 'yes', message: 'x'.repeat(301) });
    expect(bad.status).toBe(400);
    const { issues } = (await bad.json()) as { issues: { path: string }[] };
    expect(issues.map((i) => i.path).sort()).toEqual(['interested', 'message']);
  });

  it("another link's token cannot mark a talent not on it; unknown, revoked and expired links cannot mark", async () => {
    const mine = await createShare({ talentIds: [TALENT], recipient: 'Hotelli Aurora' });
    const theirs = await createShare({ talentIds: [OTHER], recipient: 'Ravintola Helmi' });
    const notOn = await mark(theirs.token, TALENT, { interested: true });
    expect([notOn.status, await notOn.json()]).toEqual([404, { error: 'notOnLink', code: 'notOnLink' }]);
    expect((await adminDb.doc(`talentCardShares/${theirs.id}/marks/${TALENT}`).get()).exists).toBe(false);
    expect((await adminDb.doc(`talentCardShares/${mine.id}/marks/${TALENT}`).get()).exists).toBe(false);

    const unknown = await mark(randomBytes(32).toString('base64url'), TALENT, { interested: true });
    expect([unknown.status, await unknown.json()]).toEqual([404, { error: 'notFound', code: 'notFound' }]);

    expect((await call(`/shares/${mine.id}`, { method: 'DELETE', token: adminToken })).status).toBe(204);
    const revoked = await mark(mine.token, TALENT, { interested: true });
    expect([revoked.status, await revoked.json()]).toEqual([410, { error: 'revoked', code: 'revoked' }]);

    await adminDb.doc(`talentCardShares/${theirs.id}`).update({ expiresAt: Timestamp.fromMillis(Date.now() - 1000) });
    const expired = await mark(theirs.token, OTHER, { interested: true });
    expect([expired.status, await expired.json()]).toEqual([410, { error: 'expired', code: 'expired' }]);
    expect((await adminDb.doc(`talentCardShares/${theirs.id}/marks/${OTHER}`).get()).exists).toBe(false);
  });

  it(`a link changes its marks at most ${CARD_MARK_RATE.limit} times in a window; then 429 tooMany`, async () => {
    const share = await createShare({ talentIds: [TALENT], recipient: 'Hotelli Aurora' });
    for (let i = 0; i < CARD_MARK_RATE.limit; i++) {
      expect((await mark(share.token, TALENT, { interested: i % 2 === 0 })).status).toBe(200);
    }
    const refused = await mark(share.token, TALENT, { interested: true });
    expect([refused.status, await refused.json()]).toEqual([429, { error: 'tooMany', code: 'tooMany' }]);
    // Another link keeps its own count.
    const other = await createShare({ talentIds: [TALENT], recipient: 'Ravintola Helmi' });
    expect((await mark(other.token, TALENT, { interested: true })).status).toBe(200);
  });
});
