import type { Query, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { canTakeShift, feedbackAnonymiseAt, historyStep, SHIFT_HISTORY_MAX, type StaffShift } from '@vuoro/domain';
import { db } from '../../lib/admin';
import { log } from '../../lib/log';
import { parseShift, shifts } from '../shift/store';
import { shiftFeedback } from './store';
import { suggestedEmployeeIds, suitableEmployees, writeSuggestions } from './suggest';

/**
 * The scheduled jobs of customer shifts (onSchedule in functions/src/index.ts; called directly by
 * the tests with a moved clock, the emulator runs no schedules). Both are idempotent: what a run
 * has done drops out of its query, so a rerun or an overlapping run changes nothing twice.
 */

/** Documents read per page. */
const PAGE = 200;

/** Every document of `query` (ordered), page by page after the last one read. */
async function* pages(query: Query): AsyncGenerator<QueryDocumentSnapshot[]> {
  let last: QueryDocumentSnapshot | undefined;
  for (;;) {
    const snap = await (last ? query.startAfter(last) : query).limit(PAGE).get();
    if (snap.empty) return;
    yield snap.docs;
    if (snap.size < PAGE) return;
    last = snap.docs.at(-1);
  }
}

/** Whether the shift is still a pool-first order waiting to open at `now`. */
const waitsToOpen = (s: StaffShift, now: Date): boolean =>
  s.suggestionRound === 'pool' && !!s.openToAllAt && s.openToAllAt <= now;

/**
 * Opens one pool-first order: still unfilled and to come, it is suggested to every suitable
 * employee not yet offered it and moves to the round `allSuitable`; otherwise only its
 * `openToAllAt` is cleared. Who is suitable is read before the transaction (an offer is only an
 * offer: booking checks the employee's time again); the shift is read again in it, so a run that
 * meets one already opened, or filled meanwhile, does not offer it again. Answers whether it opened.
 */
async function openPoolFirstOrder(shift: StaffShift, now: Date): Promise<boolean> {
  const unfilled = canTakeShift(shift, now);
  const employees = unfilled
    ? await (async () => {
        const already = await suggestedEmployeeIds(shift.id);
        return (await suitableEmployees(shift, now)).filter((e) => !already.has(e.id));
      })()
    : [];
  return db().runTransaction(async (tx) => {
    const ref = shifts().doc(shift.id);
    const snap = await tx.get(ref);
    if (!snap.exists) return false;
    const current = parseShift(snap);
    if (!waitsToOpen(current, now)) return false;
    if (!unfilled || !canTakeShift(current, now)) {
      tx.update(ref, { openToAllAt: null });
      return false;
    }
    writeSuggestions(tx, current, employees, now);
    const history = [...current.history, historyStep(current.state, now, { kind: 'system', name: null })].slice(
      -SHIFT_HISTORY_MAX,
    );
    // `updatedAt` stays: it names the version a customer's edit was loaded on, and opening the
    // offers changes nothing the customer edits, so their open form must not turn stale by it.
    tx.update(ref, { suggestionRound: 'allSuitable', openToAllAt: null, history });
    return true;
  });
}

/**
 * Every 15 minutes: pool-first orders whose pool has had its time (`openToAllAt <= now`, the
 * index `suggestionRound` + `openToAllAt`) open to all suitable employees, or, filled or past
 * meanwhile, just stop waiting. Answers the ids of the orders opened.
 */
export async function openPoolFirstOrders(now: Date = new Date()): Promise<string[]> {
  const due = shifts().where('suggestionRound', '==', 'pool').where('openToAllAt', '<=', now).orderBy('openToAllAt');
  const opened: string[] = [];
  let seen = 0;
  for await (const docs of pages(due)) {
    for (const d of docs) {
      seen += 1;
      try {
        if (await openPoolFirstOrder(parseShift(d), now)) opened.push(d.id);
      } catch (error) {
        // One broken order must not hold up the others; the next run tries it again.
        log.error('opening a pool-first order failed', { shiftId: d.id, message: (error as Error).message });
      }
    }
  }
  log.info('pool-first orders opened', { due: seen, opened: opened.length });
  return opened;
}

/**
 * No feedback is due before this many days: six calendar months are at least 181 days (September
 * to March; August 31st to February 28th), so the query's bound takes every due one and the exact
 * rule (`feedbackAnonymiseAt`) picks among them.
 */
const SIX_MONTHS_AT_LEAST_DAYS = 181;

/**
 * Daily: feedback given six months ago (`feedbackAnonymiseAt(created) <= now`) and not yet
 * anonymised (`anonymisedAt == null`, the index `anonymisedAt` + `created`) loses its author,
 * email, text and worker; the rating, place and shift time stay. Answers how many were anonymised.
 */
export async function anonymiseShiftFeedback(now: Date = new Date()): Promise<number> {
  const bound = new Date(now.getTime() - SIX_MONTHS_AT_LEAST_DAYS * 86_400_000);
  const due = shiftFeedback().where('anonymisedAt', '==', null).where('created', '<=', bound).orderBy('created');
  let count = 0;
  for await (const docs of pages(due)) {
    const batch = db().batch();
    let inBatch = 0;
    for (const d of docs) {
      const created = d.get('created') as { toDate(): Date };
      if (feedbackAnonymiseAt(created.toDate()) > now) continue;
      batch.update(d.ref, { author: null, email: null, message: null, employee: null, anonymisedAt: now });
      inBatch += 1;
    }
    if (inBatch > 0) await batch.commit();
    count += inBatch;
  }
  log.info('shift feedback anonymised', { count });
  return count;
}
