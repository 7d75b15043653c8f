import { createHash, randomBytes } from 'node:crypto';
import { getAuth } from 'firebase-admin/auth';
import { Timestamp } from 'firebase-admin/firestore';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import {
  addTalentByHandBody,
  claimExpiry,
  claimInviteMail,
  claimState,
  claimTokenBody,
  resendClaimInviteBody,
  HAND_TALENT_ID_PREFIX,
  routes,
  sameEmail,
  SUPPORTED_LANGUAGES,
  TALENT_CLAIMS,
  type AddTalentByHandResponse,
  type ClaimDuplicate,
  type ClaimRefusal,
  type ClaimTalentResponse,
  type ReadClaimInviteResponse,
  type ResendClaimInviteResponse,
  type SupportedLanguage,
} from '@vuoro/domain';
import { recordAudit } from '../audit/audit';
import { db } from '../lib/admin';
import { parseCallable } from '../lib/api/app';
import { guardCallable } from '../lib/api/guard';
import { staffApiConfig } from '../lib/config';
import { log } from '../lib/log';
import { queueMail } from '../staffApi/mail/queue';
import { moveTalent } from './move-talent';

/**
 * A talent added by hand and claimed by the person (issue 27 item 1; the model and its decisions
 * are in domain/src/entities/talent-claim.ts):
 * - `addTalentByHand` (admin with a second factor): warns of talents with the same email or phone
 *   unless told to go on, writes `talents/hand-…` with an audit entry, and mails the invitation.
 * - `readClaimInvite` (anyone holding the link): the invitation's state; for an open one its
 *   email and whether that email has an account, so the page asks to sign in or to create one.
 * - `claimTalent` (signed in with the invited email): moves the profile to `talents/{uid}` and
 *   marks the invitation used.
 * Tokens are never stored or logged: the invitation's document is named by the token's SHA-256.
 */

const claims = () => db().collection(TALENT_CLAIMS);
const talents = () => db().collection('talents');
const tokenHash = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

interface StoredInvite {
  talentId: string;
  email: string;
  firstName: string;
  language: SupportedLanguage;
  expiresAt: Date;
  usedAt: Date | null;
}

async function readInvite(token: string): Promise<StoredInvite | null> {
  const snap = await claims().doc(tokenHash(token)).get();
  if (!snap.exists) return null;
  const language = snap.get('language') as SupportedLanguage;
  return {
    talentId: snap.get('talentId') as string,
    email: snap.get('email') as string,
    firstName: snap.get('firstName') as string,
    language: SUPPORTED_LANGUAGES.includes(language) ? language : 'fi',
    expiresAt: (snap.get('expiresAt') as Timestamp).toDate(),
    usedAt: (snap.get('usedAt') as Timestamp | null)?.toDate() ?? null,
  };
}

/** Talents with the same email (any case) or phone number. */
async function findDuplicates(email: string, phone: string): Promise<ClaimDuplicate[]> {
  const emails = [...new Set([email, email.toLowerCase()])];
  const snaps = await Promise.all([
    ...emails.map((e) => talents().where('email', '==', e).limit(10).get()),
    talents().where('phoneNumber', '==', phone).limit(10).get(),
  ]);
  const found = new Map<string, ClaimDuplicate>();
  for (const doc of snaps.flatMap((s) => s.docs)) {
    const text = (v: unknown) => (typeof v === 'string' && v ? v : null);
    const name = [text(doc.get('firstName')), text(doc.get('lastName'))].filter(Boolean).join(' ');
    found.set(doc.id, {
      id: doc.id,
      name: name || doc.id,
      email: text(doc.get('email')),
      phoneNumber: text(doc.get('phoneNumber')),
    });
  }
  return [...found.values()];
}

/** Where the link leads: the caller's site when it is one of ours, else the first of ours. */
function siteOrigin(request: CallableRequest<unknown>): string {
  const allowed = staffApiConfig().allowedWebOrigins;
  const origin = request.rawRequest?.headers?.origin;
  return typeof origin === 'string' && allowed.includes(origin) ? origin : allowed[0]!;
}

/** A new single-use link to claim a hand-added talent: stored by its hash only, then mailed. */
async function sendInvite(
  request: CallableRequest<unknown>,
  invite: { talentId: string; email: string; firstName: string; language: SupportedLanguage },
  by: string,
  created: Date = new Date(),
): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  await claims()
    .doc(tokenHash(token))
    .create({
      ...invite,
      createdBy: by,
      created: Timestamp.fromDate(created),
      expiresAt: Timestamp.fromDate(claimExpiry(created)),
      usedAt: null,
      usedBy: null,
    });
  const link = `${siteOrigin(request)}${routes.claimTalent.href({ token })}`;
  await queueMail({
    to: invite.email,
    language: invite.language,
    ...claimInviteMail(invite.firstName, link, invite.language),
    kind: 'notification',
    relatedId: invite.talentId,
  });
}

export function createClaimHandlers(now: () => Date = () => new Date()) {
  async function addTalentByHand(request: CallableRequest<unknown>): Promise<AddTalentByHandResponse> {
    const actor = guardCallable(request, 'recruiter');
    const { mailLanguage, allowDuplicate, ...fields } = parseCallable(addTalentByHandBody, request.data);
    const duplicates = await findDuplicates(fields.email, fields.phoneNumber);
    if (duplicates.length > 0 && !allowDuplicate) return { created: false, duplicates };

    const created = now();
    const ref = talents().doc(`${HAND_TALENT_ID_PREFIX}${talents().doc().id}`);
    const actorName = typeof actor.token.name === 'string' ? actor.token.name : (actor.email ?? '');
    const data = {
      ...fields,
      tags: [],
      jobs: [],
      duplicate: duplicates.length > 0,
      created: { date: Timestamp.fromDate(created), id: actor.uid, name: actorName },
      added: Timestamp.fromDate(created),
    };
    await ref.create(data);
    await recordAudit(db(), {
      auditPath: `${ref.path}/audit`,
      eventId: 'added-by-hand',
      before: null,
      after: data,
      caller: { authType: 'app_user', authId: actor.uid },
      now: created,
    });

    await sendInvite(
      request,
      { talentId: ref.id, email: fields.email, firstName: fields.firstName, language: mailLanguage },
      actor.uid,
      created,
    );
    log.info('talent added by hand and invited', { talentId: ref.id, by: actor.uid, duplicates: duplicates.length });
    return { created: true, talentId: ref.id, invitedEmail: fields.email };
  }

  async function resendClaimInvite(request: CallableRequest<unknown>): Promise<ResendClaimInviteResponse> {
    const actor = guardCallable(request, 'recruiter');
    const { talentId } = parseCallable(resendClaimInviteBody, request.data);
    const talent = await talents().doc(talentId).get();
    // Claimed (moved to the person's uid) or removed: there is nothing left to invite to.
    if (!talent.exists) throw new HttpsError('not-found', 'notFound');
    const email = talent.get('email') as unknown;
    if (typeof email !== 'string' || !email) throw new HttpsError('failed-precondition', 'noEmail');
    const firstName = typeof talent.get('firstName') === 'string' ? (talent.get('firstName') as string) : '';
    // The language of its latest invitation (few per talent: no index needed to order them).
    const earlier = await claims().where('talentId', '==', talentId).get();
    const latest = earlier.docs
      .map((d) => ({ language: d.get('language') as SupportedLanguage, created: (d.get('created') as Timestamp).toMillis() }))
      .sort((a, b) => b.created - a.created)[0];
    const language = latest && SUPPORTED_LANGUAGES.includes(latest.language) ? latest.language : 'fi';
    await sendInvite(request, { talentId, email, firstName, language }, actor.uid, now());
    log.info('claim invitation sent again', { talentId, by: actor.uid });
    return { invitedEmail: email };
  }

  async function readClaimInvite(request: CallableRequest<unknown>): Promise<ReadClaimInviteResponse> {
    const { token } = parseCallable(claimTokenBody, request.data);
    const invite = await readInvite(token);
    const state = claimState(invite, now());
    if (state !== 'active' || !invite) return { state: state === 'active' ? 'notFound' : state };
    const account = await getAuth()
      .getUserByEmail(invite.email)
      .catch(() => null);
    return {
      state,
      email: invite.email,
      firstName: invite.firstName,
      language: invite.language,
      accountExists: account !== null,
    };
  }

  const refuse = (reason: ClaimRefusal): HttpsError =>
    new HttpsError(
      reason === 'notFound' ? 'not-found' : reason === 'emailMismatch' ? 'permission-denied' : 'failed-precondition',
      reason,
    );

  async function claimTalent(request: CallableRequest<unknown>): Promise<ClaimTalentResponse> {
    const caller = guardCallable(request, 'signedIn');
    const { token } = parseCallable(claimTokenBody, request.data);
    const invite = await readInvite(token);
    const state = claimState(invite, now());
    if (state !== 'active' || !invite) throw refuse(state === 'active' ? 'notFound' : state);
    if (!caller.email || !sameEmail(caller.email, invite.email)) throw refuse('emailMismatch');

    // Moved first, marked used after: an interrupted move can run again with the same link.
    const moved = await moveTalent(db(), invite.talentId, caller.uid, caller.uid);
    const ref = claims().doc(tokenHash(token));
    await db().runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      if (snap.get('usedAt') && snap.get('usedBy') !== caller.uid) throw refuse('used');
      tx.update(ref, { usedAt: Timestamp.fromDate(now()), usedBy: caller.uid });
    });
    if (moved) {
      await recordAudit(db(), {
        auditPath: `talents/${caller.uid}/audit`,
        eventId: `claimed-${invite.talentId}`,
        before: null,
        after: (await talents().doc(caller.uid).get()).data() ?? null,
        caller: { authType: 'app_user', authId: caller.uid },
        now: now(),
      });
    }
    // The link in the mail proved the address; the profile's language is the invitation's.
    await getAuth().updateUser(caller.uid, { emailVerified: true });
    const user = db().collection('users').doc(caller.uid);
    if (!(await user.get()).get('language')) await user.set({ language: invite.language }, { merge: true });
    log.info('talent profile claimed', { from: invite.talentId, to: caller.uid, moved });
    return { talentId: caller.uid };
  }

  return { addTalentByHand, resendClaimInvite, readClaimInvite, claimTalent };
}

export const claimHandlers = createClaimHandlers();
