import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  acceptAllResponse,
  customerShiftResponse,
  getSuggestedOrOpenShifts,
  getUpcomingShifts,
  putAcceptAllUnAcceptedShifts,
  putAcceptCustomerShift,
  putCancelCustomerShift,
  putCreateCustomerShift,
  putCustomerShiftFeedback,
  shiftFeedbackResponse,
  staffCollections,
  staffShiftFeedback,
  upcomingShiftsResponse,
  customerShiftsListResponse,
} from '@vuoro/domain';
import { adminDb } from '../support/admin';
import { callRoute } from '../support/call-route';
import { dropCast, makeCast, orderForm, putWorld, storedShift, type CustomerCast } from '../support/customer-shifts';
import { fromNow, putShift } from '../support/staff-shifts';

/**
 * The customer settling shifts (issue 22): Cancel with its reason and notice period, Accept and
 * AcceptAllUnAcceptedShifts for invoicing, and Shift/Feedback once per worked shift, with what the
 * employee then sees and two calls at once (exactly one wins). Who may call each route is in
 * customer-shifts-write.test.ts. Real tokens, real documents in the Firestore emulator.
 */
let cast: CustomerCast;
beforeAll(async () => {
  cast = await makeCast('cshifts');
});
afterAll(() => dropCast(cast));
beforeEach(() => putWorld(cast));

const other = { customer: { id: 'c-other', name: 'Muu Oy' }, placeOfWork: { id: 'pow-other', name: 'Muu keittiö' } };
const notFound = { status: 404, body: { error: 'shiftNotFound' } };

describe('PUT /v1/Shift/Customer/Cancel', () => {
  it('an unfilled order outside the notice is cancelled at once and leaves the offers of the employees', async () => {
    const made = customerShiftsListResponse.parse(
      (await callRoute(putCreateCustomerShift, { body: orderForm(5), caller: cast.anna })).body,
    );
    const id = made.shifts[0]!.id;
    expect((await callRoute(getSuggestedOrOpenShifts, { caller: cast.eero })).body).toMatchObject({ total: 1 });
    const res = await callRoute(putCancelCustomerShift, { body: { shiftId: id, reason: 'Ei tarvita' }, caller: cast.anna });
    expect(res.status).toBe(200);
    expect(customerShiftResponse.parse(res.body).shift).toMatchObject({
      state: 'cancelled',
      cancellationReason: 'Ei tarvita',
      cancellationBillable: false,
    });
    const stored = await storedShift(id);
    expect(stored.history.map((h) => [h.state, h.note])).toEqual([
      ['new', null],
      ['cancelled', 'Ei tarvita'],
    ]);
    expect(stored.updatedAt!.getTime()).toBeGreaterThan(stored.orderedAt!.getTime());
    expect((await callRoute(getSuggestedOrOpenShifts, { caller: cast.eero })).body).toMatchObject({ total: 0 });
  });

  it("inside the notice: first the billing warning (409, nothing written), confirmed a billable request; Eero's list shows it", async () => {
    await putShift('soon', 'sp-eero', fromNow(1), fromNow(1, 8), { state: 'filled' });
    const warned = await callRoute(putCancelCustomerShift, {
      body: { shiftId: 'soon', reason: 'Sairastapaus' },
      caller: cast.anna,
    });
    expect(warned).toEqual({ status: 409, body: { error: 'validation:cancellationConfirmationRequired' } });
    expect(await storedShift('soon')).toMatchObject({ state: 'filled', history: [] });

    const confirmed = await callRoute(putCancelCustomerShift, {
      body: { shiftId: 'soon', reason: 'Sairastapaus', confirmed: true },
      caller: cast.anna,
    });
    expect(customerShiftResponse.parse(confirmed.body).shift).toMatchObject({
      state: 'requestedForCancellation',
      cancellationBillable: true,
    });
    const upcoming = upcomingShiftsResponse.parse((await callRoute(getUpcomingShifts, { caller: cast.eero })).body);
    expect(upcoming.shifts.map((s) => [s.id, s.state])).toEqual([['soon', 'requestedForCancellation']]);
    // A request is the agency's to settle now: cancelling again is a wrong state.
    const again = await callRoute(putCancelCustomerShift, {
      body: { shiftId: 'soon', reason: 'x', confirmed: true },
      caller: cast.anna,
    });
    expect(again).toEqual({ status: 409, body: { error: 'validation:shiftCannotBeCancelled' } });
  });

  it("the customer's own notice counts: 0 hours lets a shift tomorrow go without the warning", async () => {
    await putWorld(cast, 0);
    await putShift('soon', null, fromNow(1), fromNow(1, 8), { state: 'new' });
    const res = await callRoute(putCancelCustomerShift, { body: { shiftId: 'soon', reason: 'Ei tarvita' }, caller: cast.anna });
    expect(customerShiftResponse.parse(res.body).shift).toMatchObject({ state: 'cancelled', cancellationBillable: false });
  });

  it("no reason is 400 on reason; a started shift 409; another customer's shift is 404 like a missing one", async () => {
    await putShift('s1', null, fromNow(5), fromNow(5, 8), { state: 'new' });
    for (const reason of [undefined, '  ']) {
      const res = await callRoute(putCancelCustomerShift, { body: { shiftId: 's1', reason }, caller: cast.anna });
      expect(res).toEqual({
        status: 400,
        body: { error: 'Invalid input', issues: [{ path: 'reason', message: 'validation:cancellationReasonMissing' }] },
      });
    }
    await putShift('started', 'sp-eero', fromNow(0, -1), fromNow(0, 6), { state: 'filled' });
    const started = await callRoute(putCancelCustomerShift, {
      body: { shiftId: 'started', reason: 'x', confirmed: true },
      caller: cast.anna,
    });
    expect(started).toEqual({ status: 409, body: { error: 'validation:shiftCannotBeCancelled' } });
    await putShift('theirs', null, fromNow(5), fromNow(5, 8), { state: 'new', ...other });
    for (const id of ['theirs', 'nope']) {
      expect(await callRoute(putCancelCustomerShift, { body: { shiftId: id, reason: 'x' }, caller: cast.anna })).toEqual(
        notFound,
      );
    }
    expect((await storedShift('s1')).state).toBe('new');
    expect((await storedShift('theirs')).state).toBe('new');
  });
});

describe('PUT /v1/Shift/Customer/Accept', () => {
  it('a worked shift is accepted by a customer user even without canEditShifts; two at once: exactly one wins', async () => {
    await putShift('done', 'sp-eero', fromNow(-2), fromNow(-2, 8), { state: 'filled' });
    const answers = await Promise.all(
      [cast.ville, cast.anna].map((who) => callRoute(putAcceptCustomerShift, { body: { shiftId: 'done' }, caller: who })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)!.body).toEqual({ error: 'validation:shiftCannotBeAccepted' });
    const shift = customerShiftResponse.parse(answers.find((a) => a.status === 200)!.body).shift;
    expect(shift).toMatchObject({ state: 'accepted', can: { accept: false } });
    const stored = await storedShift('done');
    expect(stored.history).toHaveLength(1);
    expect(stored.acceptedAt).toBeInstanceOf(Date);
    expect(['sp-ville', 'sp-anna']).toContain(stored.acceptedBy?.id);
  });

  it("a shift still to come is 409 shiftNotWorkedYet; unfilled 409; another customer's 404", async () => {
    await putShift('coming', 'sp-eero', fromNow(2), fromNow(2, 8), { state: 'filled' });
    await putShift('unfilled', null, fromNow(-2), fromNow(-2, 8), { state: 'new' });
    await putShift('theirs', 'sp-eero', fromNow(-3), fromNow(-3, 8), { state: 'filled', ...other });
    const accept = (shiftId: string) => callRoute(putAcceptCustomerShift, { body: { shiftId }, caller: cast.anna });
    expect(await accept('coming')).toEqual({ status: 409, body: { error: 'validation:shiftNotWorkedYet' } });
    expect(await accept('unfilled')).toEqual({ status: 409, body: { error: 'validation:shiftCannotBeAccepted' } });
    expect(await accept('theirs')).toEqual(notFound);
    expect(await accept('nope')).toEqual(notFound);
    expect((await storedShift('theirs')).state).toBe('filled');
  });
});

describe('PUT /v1/Shift/Customer/AcceptAllUnAcceptedShifts', () => {
  it("accepts every worked filled shift of the caller's customers (of one place if asked), and nothing else", async () => {
    await putShift('w1', 'sp-eero', fromNow(-3), fromNow(-3, 8), { state: 'filled' });
    await putShift('w2', 'sp-liisa', fromNow(-2), fromNow(-2, 8), {
      state: 'filled',
      placeOfWork: { id: 'pow-bar', name: 'Baari' },
    });
    await putShift('coming', 'sp-eero', fromNow(2), fromNow(2, 8), { state: 'filled' });
    await putShift('new', null, fromNow(-2), fromNow(-2, 8), { state: 'new' });
    await putShift('theirs', 'sp-eero', fromNow(-4), fromNow(-4, 8), { state: 'filled', ...other });

    const place = await callRoute(putAcceptAllUnAcceptedShifts, { body: { placeOfWorkId: 'pow-bar' }, caller: cast.ville });
    expect(acceptAllResponse.parse(place.body)).toMatchObject({ accepted: 1, shifts: [{ id: 'w2', state: 'accepted' }] });
    const all = await callRoute(putAcceptAllUnAcceptedShifts, { body: {}, caller: cast.ville });
    expect(acceptAllResponse.parse(all.body)).toMatchObject({ accepted: 1, shifts: [{ id: 'w1', state: 'accepted' }] });
    const none = await callRoute(putAcceptAllUnAcceptedShifts, { body: { customerId: 'c-aurora' }, caller: cast.ville });
    expect(none.body).toEqual({ accepted: 0, shifts: [] });
    for (const [id, state] of [
      ['coming', 'filled'],
      ['new', 'new'],
      ['theirs', 'filled'],
      ['w1', 'accepted'],
    ] as const) {
      expect((await storedShift(id)).state, id).toBe(state);
    }
    expect((await storedShift('w1')).acceptedBy).toEqual({ id: 'sp-ville', name: 'Ville Vierailija' });
  });

  it("another customer's id is 403 notYourCustomer", async () => {
    const res = await callRoute(putAcceptAllUnAcceptedShifts, { body: { customerId: 'c-other' }, caller: cast.anna });
    expect(res).toEqual({ status: 403, body: { error: 'notYourCustomer' } });
  });
});

describe('PUT /v1/Shift/Customer/Shift/Feedback', () => {
  const feedback = (shiftId: string, over: Record<string, unknown> = {}) => ({
    shiftId,
    rating: 5,
    message: 'Eero hoiti keittiön hienosti.',
    email: 'anna@example.com',
    ...over,
  });

  it('stores one feedback per worked shift under its id, with the worker; two at once: exactly one wins', async () => {
    await putShift('done', 'sp-eero', fromNow(-2), fromNow(-2, 8), { state: 'accepted' });
    const answers = await Promise.all(
      [cast.ville, cast.anna].map((who) => callRoute(putCustomerShiftFeedback, { body: feedback('done'), caller: who })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(answers.find((a) => a.status === 409)!.body).toEqual({ error: 'validation:feedbackAlreadyGiven' });
    expect(shiftFeedbackResponse.parse(answers.find((a) => a.status === 201)!.body).shiftId).toBe('done');
    const snap = await adminDb.collection(staffCollections.shiftFeedback).doc('done').get();
    expect(staffShiftFeedback.parse({ id: snap.id, ...snap.data() })).toMatchObject({
      shiftId: 'done',
      customerId: 'c-aurora',
      placeOfWork: { id: 'pow-kitchen' },
      rating: 5,
      email: 'anna@example.com',
      employee: { id: 'sp-eero', name: 'sp-eero' },
      anonymisedAt: null,
    });
  });

  it("a shift not worked is 409 feedbackNotPossible; another customer's 404; a bad rating 400; nothing stored", async () => {
    await putShift('coming', 'sp-eero', fromNow(2), fromNow(2, 8), { state: 'filled' });
    await putShift('cancelled', null, fromNow(-2), fromNow(-2, 8), { state: 'cancelled' });
    await putShift('theirs', 'sp-eero', fromNow(-2), fromNow(-2, 8), { state: 'accepted', ...other });
    for (const id of ['coming', 'cancelled']) {
      const res = await callRoute(putCustomerShiftFeedback, { body: feedback(id), caller: cast.anna });
      expect(res).toEqual({ status: 409, body: { error: 'validation:feedbackNotPossible' } });
    }
    for (const id of ['theirs', 'nope']) {
      expect(await callRoute(putCustomerShiftFeedback, { body: feedback(id), caller: cast.anna })).toEqual(notFound);
    }
    expect(
      (await callRoute(putCustomerShiftFeedback, { body: feedback('coming', { rating: 6 }), caller: cast.anna })).status,
    ).toBe(400);
    expect((await adminDb.collection(staffCollections.shiftFeedback).count().get()).data().count).toBe(0);
  });
});
