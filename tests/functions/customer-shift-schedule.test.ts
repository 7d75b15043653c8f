import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  feedbackAnonymiseAt,
  getSuggestedOrOpenShifts,
  poolFirstOpensAt,
  staffCollections,
  staffShift,
  staffShiftFeedback,
  suggestedOrOpenShiftsResponse,
  type StaffPerson,
} from '@vuoro/domain';
import { adminDb } from '../support/admin';
import { deleteTestUsers } from '../support/auth';
import { clearFirestore } from '../support/emulators';
import { callRoute } from '../support/call-route';
import { caller, fromNow, putPerson, putShift, putSuggestion, type Caller } from '../support/staff-shifts';
import { anonymiseShiftFeedback, openPoolFirstOrders } from '../../functions/src/staffApi/customer-shift/schedule';

/**
 * The scheduled jobs of customer shifts (issue 22), called in-process with their clock moved (the
 * emulator runs no schedules): a pool-first order opens to every suitable employee once its pool
 * has had its time (`poolFirstOpensAt`), and not before; a filled one is not reopened; shift
 * feedback loses its personal data six months after it was given. A rerun changes nothing.
 */
const MINUTE = 60_000;
const DAY = 86_400_000;
let aino: Caller, ville: Caller;

beforeAll(async () => {
  await clearFirestore();
  aino = await caller('schedule-aino', { employee: true }, { id: 'sp-aino' });
  ville = await caller('schedule-ville', { employee: true }, { id: 'sp-ville' });
});
afterAll(() => deleteTestUsers([aino, ville].map((c) => c.user.uid)));

const cook = (id: string, who: Caller | null, firstName: string, over: Partial<StaffPerson> = {}) =>
  putPerson(id, {
    firstName,
    lastName: 'Kokki',
    professionTitleIds: ['pt-cook'],
    ...(who ? { firebaseUid: who.user.uid, email: who.user.email } : {}),
    ...over,
  });

beforeEach(async () => {
  await clearFirestore();
  await cook('sp-aino', aino, 'Aino');
  await cook('sp-ville', ville, 'Ville');
  await cook('sp-passive', null, 'Paavo', { status: 'passive' });
});

const storedShift = async (id: string) => {
  const snap = await adminDb.collection(staffCollections.shifts).doc(id).get();
  return staffShift.parse({ id, ...snap.data() });
};
const updateTime = async (path: string) => (await adminDb.doc(path).get()).updateTime!.toMillis();
const offersOf = async (who: Caller) => {
  const res = await callRoute(getSuggestedOrOpenShifts, { caller: who, query: { skip: 0, take: 50 } });
  expect(res.status).toBe(200);
  return suggestedOrOpenShiftsResponse.parse(res.body).offers.map((o) => o.shifts.map((s) => s.id).join('+'));
};
const suggestedTo = async (shiftId: string) =>
  (await adminDb.collection(staffCollections.shiftSuggestions).where('shiftIds', 'array-contains', shiftId).get()).docs
    .map((d) => d.get('employeeId') as string)
    .sort();

/**
 * A pool-first order made at `orderedAt` for the shift `days` from now, offered to its pool (Ville)
 * as ordering does: its round `pool`, opening to all at `poolFirstOpensAt`.
 */
async function poolFirstOrder(id: string, orderedAt: Date, days: number, over: Parameters<typeof putShift>[4] = {}) {
  const start = fromNow(days);
  const opens = poolFirstOpensAt(orderedAt, new Date(start));
  await putShift(id, null, start, fromNow(days, 8), {
    state: 'new',
    orderId: `order-${id}`,
    orderedAt: orderedAt.toISOString(),
    suggestionTarget: { target: 'poolFirstThenAllSuitable', poolId: 'pool-kitchen' },
    suggestionRound: 'pool',
    openToAllAt: opens.toISOString(),
    ...over,
  });
  await putSuggestion({
    id: `${id}_sp-ville`,
    employeeId: 'sp-ville',
    kind: 'single',
    shiftIds: [id],
    start,
    end: fromNow(days, 8),
    suggestedAt: orderedAt.toISOString(),
  });
  return opens;
}

describe('openPoolFirstOrders (every 15 minutes)', () => {
  it('opens an order to every suitable employee not yet offered at poolFirstOpensAt, not before; a rerun changes nothing', async () => {
    const orderedAt = new Date();
    const opens = await poolFirstOrder('s1', orderedAt, 1);
    // Ordered a day ahead: the pool has half of that to itself.
    expect(opens.getTime() - orderedAt.getTime()).toBeGreaterThan(11 * 60 * MINUTE);
    const before = await updateTime(`${staffCollections.shifts}/s1`);

    expect(await openPoolFirstOrders(new Date(opens.getTime() - MINUTE))).toEqual([]);
    expect(await updateTime(`${staffCollections.shifts}/s1`)).toBe(before);
    expect(await offersOf(aino)).toEqual([]);
    expect(await offersOf(ville)).toEqual(['s1']);

    const at = new Date(opens.getTime() + MINUTE);
    expect(await openPoolFirstOrders(at)).toEqual(['s1']);
    expect(await offersOf(aino)).toEqual(['s1']);
    expect(await offersOf(ville)).toEqual(['s1']);
    expect(await suggestedTo('s1')).toEqual(['sp-aino', 'sp-ville']);
    const opened = await storedShift('s1');
    expect(opened).toMatchObject({ suggestionRound: 'allSuitable', openToAllAt: null, state: 'new' });
    expect(opened.history.at(-1)).toMatchObject({ state: 'new', by: { kind: 'system' } });
    // Nothing the customer edits changed: a form they have open does not turn stale.
    expect(opened.updatedAt ?? null).toBeNull();
    // Ville's offer from the first round is the same document, not offered twice.
    expect((await adminDb.doc(`${staffCollections.shiftSuggestions}/s1_sp-ville`).get()).get('suggestedAt').toDate()).toEqual(
      orderedAt,
    );

    const after = await updateTime(`${staffCollections.shifts}/s1`);
    const offered = await updateTime(`${staffCollections.shiftSuggestions}/s1_sp-aino`);
    expect(await openPoolFirstOrders(new Date(at.getTime() + 15 * MINUTE))).toEqual([]);
    expect(await updateTime(`${staffCollections.shifts}/s1`)).toBe(after);
    expect(await updateTime(`${staffCollections.shiftSuggestions}/s1_sp-aino`)).toBe(offered);
  });

  it('a filled order, or one started meanwhile, is not reopened: it only stops waiting', async () => {
    const orderedAt = new Date(Date.now() - 2 * DAY);
    await poolFirstOrder('filled', orderedAt, 2, { state: 'filled', employee: { id: 'sp-ville', name: 'Ville Kokki' } });
    await poolFirstOrder('started', new Date(Date.now() - 3 * DAY), 0, { start: fromNow(0, -1), date: fromNow(0, -1) });
    expect(await openPoolFirstOrders(new Date())).toEqual([]);
    for (const id of ['filled', 'started']) {
      expect(await storedShift(id), id).toMatchObject({ suggestionRound: 'pool', openToAllAt: null });
      expect(await suggestedTo(id)).toEqual(['sp-ville']);
    }
    expect(await offersOf(aino)).toEqual([]);
  });
});

describe('anonymiseShiftFeedback (daily)', () => {
  const created = new Date('2026-01-15T10:00:00.000Z');
  const feedback = (id: string, at: Date, over: Record<string, unknown> = {}) => {
    const doc = staffShiftFeedback.parse({
      id,
      shiftId: id,
      customerId: 'c-aurora',
      placeOfWork: { id: 'pow-kitchen', name: 'Keittiö' },
      shiftStart: new Date(at.getTime() - DAY),
      rating: 4,
      message: 'Hyvä työote, tule uudelleen.',
      email: 'esimies@aurora.test',
      author: { id: 'sp-customer', name: 'Esa Esimies' },
      employee: { id: 'sp-aino', name: 'Aino Kokki' },
      created: at,
      anonymisedAt: null,
      ...over,
    });
    const { id: _id, ...data } = doc;
    return adminDb
      .collection(staffCollections.shiftFeedback)
      .doc(id)
      .set({ ...data, anonymisedAt: null });
  };
  const stored = async (id: string) =>
    staffShiftFeedback.parse({ id, ...(await adminDb.collection(staffCollections.shiftFeedback).doc(id).get()).data() });

  it('six months minus a day: untouched; plus a day: author, email, text and worker gone, rating kept; a rerun changes nothing', async () => {
    await feedback('f1', created);
    const due = feedbackAnonymiseAt(created);
    expect(due).toEqual(new Date('2026-07-15T10:00:00.000Z'));
    const before = await updateTime(`${staffCollections.shiftFeedback}/f1`);

    expect(await anonymiseShiftFeedback(new Date(due.getTime() - DAY))).toBe(0);
    expect(await updateTime(`${staffCollections.shiftFeedback}/f1`)).toBe(before);

    const now = new Date(due.getTime() + DAY);
    expect(await anonymiseShiftFeedback(now)).toBe(1);
    expect(await stored('f1')).toEqual({
      id: 'f1',
      shiftId: 'f1',
      customerId: 'c-aurora',
      placeOfWork: { id: 'pow-kitchen', name: 'Keittiö' },
      shiftStart: new Date(created.getTime() - DAY),
      rating: 4,
      message: null,
      email: null,
      author: null,
      employee: null,
      created,
      anonymisedAt: now,
    });
    const after = await updateTime(`${staffCollections.shiftFeedback}/f1`);
    expect(await anonymiseShiftFeedback(new Date(now.getTime() + DAY))).toBe(0);
    expect(await updateTime(`${staffCollections.shiftFeedback}/f1`)).toBe(after);
  });

  it('works through more than a page at once', async () => {
    const old = new Date('2025-03-01T08:00:00.000Z');
    const batch = adminDb.batch();
    for (let i = 0; i < 205; i++) {
      batch.set(adminDb.collection(staffCollections.shiftFeedback).doc(`old${i}`), {
        shiftId: `old${i}`,
        customerId: 'c-aurora',
        placeOfWork: { id: 'pow-kitchen', name: 'Keittiö' },
        shiftStart: old,
        rating: 5,
        message: 'Kiitos',
        email: null,
        author: { id: 'sp-customer', name: 'Esa Esimies' },
        employee: null,
        created: new Date(old.getTime() + i * MINUTE),
        anonymisedAt: null,
      });
    }
    await batch.commit();
    await feedback('recent', new Date());
    expect(await anonymiseShiftFeedback(new Date())).toBe(205);
    const left = await adminDb.collection(staffCollections.shiftFeedback).where('anonymisedAt', '==', null).get();
    expect(left.docs.map((d) => d.id)).toEqual(['recent']);
  });
});
