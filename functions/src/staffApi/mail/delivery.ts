import type { QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { claimMail, mailAfterFailure, mailAfterSending, staffMail, type StaffMail } from '@vuoro/domain';
import { db } from '../../lib/admin';
import { log } from '../../lib/log';
import { mailConfig, sendMail, type MailConfig } from '../../lib/mail';
import { mails } from './queue';

/**
 * Sending the queued mails (domain/src/staff/mail/README.md): `deliverMail` is the work of the
 * `staffMailDelivery` trigger for a new document and of `retryStaffMail` for one whose wait is
 * over. Both are plain functions of `now` (the tests move the clock; the emulator runs no
 * schedules). A mail is claimed in a transaction before it is sent, so a retried event, a second
 * trigger or a job run meeting the trigger sends it once.
 */

export type DeliveryOutcome = 'sent' | 'queued' | 'failed';

/**
 * Claims the mail `id` if it is due at `now`, sends it, and records `sent` or, on failure, its
 * next attempt (`queued`) or `failed` after the last one. Answers what became of it, or null when
 * it was not ours to send (not due, claimed by another sender, gone).
 */
export async function deliverMail(id: string, now: Date = new Date(), config?: MailConfig): Promise<DeliveryOutcome | null> {
  const ref = mails().doc(id);
  const claimed = await db().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) return null;
    const parsed = staffMail.safeParse(snap.data());
    if (!parsed.success) {
      // Nobody can send what does not parse; it leaves the queue instead of coming back every run.
      if (snap.get('state') !== 'failed')
        tx.update(ref, { state: 'failed', nextAttemptAt: null, lastError: 'invalid mail document' });
      return null;
    }
    const claim = claimMail(parsed.data, now);
    if (!claim) return null;
    tx.update(ref, claim.patch);
    return claim.send ? ({ ...parsed.data, ...claim.patch } as StaffMail) : null;
  });
  if (!claimed) return null;

  try {
    const { messageId } = await sendMail(claimed, config ?? mailConfig());
    await ref.update(mailAfterSending(messageId, now));
    return 'sent';
  } catch (error) {
    const after = mailAfterFailure(claimed, (error as Error).message ?? String(error), now);
    await ref.update(after);
    log.warn('mail delivery failed', { id, attempts: after.attempts, state: after.state });
    return after.state === 'failed' ? 'failed' : 'queued';
  }
}

/** Mails read per page. */
const PAGE = 100;
/** At most this many mails a run (every 5 minutes): a backlog drains over runs, none overlaps far. */
const RUN_MAX = 1_000;

/**
 * Every 5 minutes: sends each mail whose next attempt has come (`nextAttemptAt <= now`: queued
 * ones after their wait, and ones left `sending` past the lease), oldest first. Sent and failed
 * mails have no `nextAttemptAt` and drop out of the query. Answers what became of each mail tried.
 */
export async function retryStaffMail(now: Date = new Date(), config?: MailConfig): Promise<Record<string, DeliveryOutcome>> {
  const due = mails().where('nextAttemptAt', '<=', now).orderBy('nextAttemptAt');
  const outcomes: Record<string, DeliveryOutcome> = {};
  let last: QueryDocumentSnapshot | undefined;
  let seen = 0;
  while (seen < RUN_MAX) {
    const snap = await (last ? due.startAfter(last) : due).limit(PAGE).get();
    for (const doc of snap.docs) {
      const outcome = await deliverMail(doc.id, now, config);
      if (outcome) outcomes[doc.id] = outcome;
    }
    seen += snap.size;
    if (snap.size < PAGE) break;
    last = snap.docs.at(-1);
  }
  return outcomes;
}
