import { describe, expect, it } from 'vitest';
import {
  awaitsAcceptance,
  calendarMonthResponse,
  CUSTOMER_REPORTED_ENTRY,
  CUSTOMER_SHIFT_STATES,
  customerNoticeHours,
  EMPLOYEE_REPORTED_ENTRY,
  feedbackAnonymiseAt,
  staffCustomer,
  staffPlaceOfWork,
  staffPool,
  staffShift,
  staffShiftFeedback,
  UNFILLED_ALERT_HOURS,
  UNFILLED_STATES,
  decideRoute,
  doneShiftsResponse,
  getCalendarMonth,
  getDoneShiftEntriesSortable,
  getSuggestedOrOpenShifts,
  getUpcomingShifts,
  homeRoute,
  MFA_REQUIRED_ROLES,
  rolesFromClaims,
  routes,
  suggestedOrOpenShiftsResponse,
  upcomingShiftsResponse,
  type CustomClaims,
} from '@vuoro/domain';
import { DEMO_PASSWORD, demoUsers, OLD_ACCOUNT_PASSWORD, seed, staffSeeds, usernameAliasSecret } from '../../scripts/seed';
import { usernameAlias } from '../../functions/src/identity/username-alias';
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { adminAuth } from '../support/admin';
import { claimsOf, signIn as passwordSignIn, signInError, signInWithSecondFactor } from '../support/auth';
import { clearFirestore, PROJECT_ID } from '../support/emulators';
import { callRoute } from '../support/call-route';

/**
 * The seed's database as `npm start` gives it: undefined fields left out. An app of its own, since
 * the shared one (tests/support/admin.ts) has served other files of this module graph by now and
 * its settings can no longer change.
 */
const adminDb = getFirestore(initializeApp({ projectId: PROJECT_ID }, 'seed-test'));
adminDb.settings({ ignoreUndefinedProperties: true });

async function count(collection: string) {
  return (await adminDb.collection(collection).count().get()).data().count;
}

/** Signs in with a password through the Auth emulator's REST API, as the web SDK does, and returns the token's claims. */
async function signIn(email: string, password: string): Promise<Record<string, unknown>> {
  return claimsOf((await passwordSignIn(email, password)).idToken);
}

/** Admin, my and userManager act only with a second factor (Staff API, callables, rules). */
const needsSecondFactor = (claims: CustomClaims) => MFA_REQUIRED_ROLES.some((role) => claims[role] === true);

describe('seed: demo data for every role', () => {
  it('is idempotent: a second run leaves the same documents', async () => {
    await clearFirestore();
    await seed(adminDb);
    const collections = [
      'users',
      'tags',
      'industries',
      'occupations',
      'talents',
      'talentCards',
      'jobs',
      'comments',
      'talentNotes',
      'views',
      'vacancies',
      'staffSystem',
      'staffPeople',
      'staffCustomers',
      'staffPlacesOfWork',
      'staffProfessionTitles',
      'staffShifts',
      'staffShiftSuggestions',
      'staffCalendarEvents',
      'staffPools',
      'staffShiftFeedback',
    ];
    const first = await Promise.all(collections.map(count));
    expect(first.every((n) => n > 0)).toBe(true);
    await seed(adminDb);
    expect(await Promise.all(collections.map(count))).toEqual(first);
    expect((await adminDb.collection('talents').doc('demo-talent').get()).get('firstName')).toBe('Aino');
  });

  it('gives the admin, my and userManager accounts an SMS second factor, and nobody else one', async () => {
    await seed(adminDb);
    for (const u of demoUsers) {
      const factors = (await adminAuth.getUser(u.uid)).multiFactor?.enrolledFactors ?? [];
      const expected = needsSecondFactor(u.claims) ? [{ factorId: 'phone', phoneNumber: u.mfaPhone }] : [];
      expect(factors, u.email).toMatchObject(expected);
      expect(factors, u.email).toHaveLength(expected.length);
    }
    // One phone per account, so the newest code to a number is always that account's.
    const phones = demoUsers.flatMap((u) => (u.mfaPhone ? [u.mfaPhone] : []));
    expect(new Set(phones).size).toBe(phones.length);
  });

  it.each(demoUsers.map((u) => [u.role, u] as const))(
    '%s signs in with the demo password (and its SMS code) and its claims open its landing screen',
    async (_role, u) => {
      const token = needsSecondFactor(u.claims)
        ? claimsOf((await signInWithSecondFactor(u.email, DEMO_PASSWORD)).idToken)
        : await signIn(u.email, DEMO_PASSWORD);
      expect(token.aud).toBe(PROJECT_ID);
      if (needsSecondFactor(u.claims)) expect(token.firebase).toMatchObject({ sign_in_second_factor: 'phone' });
      const roles = rolesFromClaims(token);
      const home = homeRoute(roles, 'talent');
      expect(routes[home].href()).toBe(u.lands);
      expect(decideRoute(home, roles, needsSecondFactor(u.claims))).toBe('allow');
    },
  );

  describe('staff side', () => {
    const byId = (id: string) => staffSeeds.find((s) => s.id === id)!.person;

    it('links the demo employee and customer users to staff records whose claims their tokens carry', async () => {
      await seed(adminDb);
      for (const id of ['sp-eero-nieminen', 'sp-maria-lehtonen', 'sp-pekka-salonen', 'sp-tiina-virta', 'sp-antti-koskinen']) {
        const p = byId(id);
        const token = await signIn(p.email!, DEMO_PASSWORD);
        expect(token.user_id, id).toBe(p.firebaseUid);
        expect(token).toMatchObject({
          employee: p.employee,
          customerIds: p.customerIds,
          teamLead: p.teamLead,
          canEditShifts: p.canEditShifts,
        });
        expect((await adminDb.collection('staffPeople').doc(id).get()).get('firebaseUid')).toBe(p.firebaseUid);
      }
    });

    it('has old username accounts that sign in with their alias and the old password', async () => {
      const secret = usernameAliasSecret();
      const ville = await signIn(usernameAlias('ville.vanha', secret), OLD_ACCOUNT_PASSWORD);
      expect(rolesFromClaims(ville).employee).toBe(true);
      const ilona = await signIn(usernameAlias('ilona.ilman', secret), OLD_ACCOUNT_PASSWORD);
      expect(rolesFromClaims(ilona)).toMatchObject({ employee: false, customer: false });
      expect(byId('sp-ilona-ilman')).toMatchObject({ employee: false, customerIds: [], email: null });
    });

    it('has a first-time user without an account, and a locked account', async () => {
      await seed(adminDb);
      expect(await adminAuth.getUserByEmail('uusi.tyontekija@demo.vuoro.fi').catch(() => null)).toBeNull();
      expect((await adminDb.collection('staffPeople').doc('sp-uusi-tyontekija').get()).get('firebaseUid')).toBeNull();
      expect(await signInError('lukittu.kayttaja@demo.vuoro.fi', DEMO_PASSWORD)).toBe('USER_DISABLED');
    });
  });
});

describe("seed: the demo employee's shifts and calendar, read through the Staff API", () => {
  it('a past month at 2–3 places, four weeks ahead with a time change and unread info, offers, wishes and days off', async () => {
    await clearFirestore();
    await seed(adminDb);
    const eeroUser = demoUsers.find((u) => u.uid === 'demo-employee')!;
    const eero = {
      user: { uid: eeroUser.uid, email: eeroUser.email, password: DEMO_PASSWORD },
      idToken: (await passwordSignIn(eeroUser.email, DEMO_PASSWORD)).idToken,
      staffId: 'sp-eero-nieminen',
    };

    const done = doneShiftsResponse.parse((await callRoute(getDoneShiftEntriesSortable, { caller: eero })).body);
    expect(done.shifts.length).toBeGreaterThanOrEqual(15);
    expect(new Set(done.shifts.map((s) => s.placeOfWork.id)).size).toBe(3);
    expect(done.totalHours).toBeGreaterThan(100);

    const { shifts } = upcomingShiftsResponse.parse((await callRoute(getUpcomingShifts, { caller: eero })).body);
    expect(shifts.length).toBeGreaterThanOrEqual(12);
    expect(Date.parse(shifts.at(-1)!.start) - Date.now()).toBeLessThan(29 * 86_400_000);
    expect(shifts.filter((s) => s.timeChange === 'pendingConfirmation')).toHaveLength(1);
    expect(shifts.filter((s) => !s.infoRead)).toHaveLength(1);

    const offers = suggestedOrOpenShiftsResponse.parse(
      (await callRoute(getSuggestedOrOpenShifts, { query: { take: '50' }, caller: eero })).body,
    );
    expect(offers.offers.map((o) => o.kind).sort()).toEqual(['bundle', 'open', 'open', 'open', 'single']);

    const now = new Date();
    const month = calendarMonthResponse.parse(
      (await callRoute(getCalendarMonth, { params: { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1 }, caller: eero }))
        .body,
    );
    const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
    const following = calendarMonthResponse.parse(
      (
        await callRoute(getCalendarMonth, {
          params: { year: next.getUTCFullYear(), month: next.getUTCMonth() + 1 },
          caller: eero,
        })
      ).body,
    );
    const types = new Set([...month.items, ...following.items].map((i) => i.type));
    expect([...types].sort()).toEqual([1, 2, 3, 4, 5]);

    // The old-username employee has a few shifts of their own.
    const ville = await adminDb.collection('staffShifts').where('employee.id', '==', 'sp-ville-vanha').get();
    expect(ville.size).toBeGreaterThanOrEqual(3);
  });
});

describe('seed: the customer side (issue 22)', () => {
  const shiftsOf = async (customerId: string) =>
    (await adminDb.collection('staffShifts').where('customer.id', '==', customerId).get()).docs.map((d) =>
      staffShift.parse({ id: d.id, ...d.data() }),
    );

  it('has two customers with two places of work each, with phones; Aurora has its own notice, Pohjola the default', async () => {
    await clearFirestore();
    await seed(adminDb);
    const places = (await adminDb.collection('staffPlacesOfWork').get()).docs.map((d) =>
      staffPlaceOfWork.parse({ id: d.id, ...d.data() }),
    );
    for (const customerId of ['hotelli-aurora', 'pohjola-logistiikka']) {
      const theirs = places.filter((p) => p.customerId === customerId);
      expect(theirs, customerId).toHaveLength(2);
      expect(theirs.every((p) => p.phone?.startsWith('+358'))).toBe(true);
    }
    const customer = async (id: string) =>
      staffCustomer.parse({ id, ...(await adminDb.collection('staffCustomers').doc(id).get()).data() });
    expect(customerNoticeHours(await customer('hotelli-aurora'))).toBe(72);
    expect((await customer('pohjola-logistiikka')).cancellationNoticeHours ?? null).toBeNull();
  });

  it('signs in three Aurora users (one team lead, one without canEditShifts) and a Pohjola user, with those claims', async () => {
    await seed(adminDb);
    const expected = [
      ['maria.lehtonen@demo.vuoro.fi', { customerIds: ['hotelli-aurora'], canEditShifts: true, teamLead: false }],
      ['pekka.salonen@demo.vuoro.fi', { customerIds: ['hotelli-aurora'], canEditShifts: true, teamLead: true }],
      ['tiina.virta@demo.vuoro.fi', { customerIds: ['hotelli-aurora'], canEditShifts: false, teamLead: false }],
      ['antti.koskinen@demo.vuoro.fi', { customerIds: ['pohjola-logistiikka'], canEditShifts: true, teamLead: false }],
    ] as const;
    for (const [email, claims] of expected) {
      const token = await signIn(email, DEMO_PASSWORD);
      expect(token, email).toMatchObject({ ...claims, employee: false });
      expect(rolesFromClaims(token), email).toMatchObject({ customer: true, canEditShifts: claims.canEditShifts });
      expect(demoUsers.find((u) => u.email === email)?.lands, email).toBe('/customer/shifts');
    }
  });

  it.each(['hotelli-aurora', 'pohjola-logistiikka'])(
    '%s has shifts in every customer state over the last month and the next four weeks, each with its order and history',
    async (customerId) => {
      await seed(adminDb);
      const now = Date.now();
      const shifts = await shiftsOf(customerId);
      const recent = shifts.filter((s) => s.start.getTime() > now - 31 * 86_400_000 && s.start.getTime() < now + 29 * 86_400_000);
      expect([...new Set(recent.map((s) => s.state))].sort()).toEqual([...CUSTOMER_SHIFT_STATES].sort());
      for (const s of shifts) {
        expect(s.history.length, s.id).toBeGreaterThan(0);
        expect(s.history.at(-1)!.state, s.id).toBe(s.state);
        expect(
          s.history.every((h) => h.at.getTime() <= now),
          s.id,
        ).toBe(true);
        expect(s.updatedAt?.getTime(), s.id).toBeGreaterThanOrEqual(s.history.at(-1)!.at.getTime());
        if (s.entryType) continue;
        expect(s.orderId, s.id).toBeTruthy();
        expect(s.orderedBy, s.id).toBeTruthy();
        expect(s.orderedAt!.getTime(), s.id).toBeLessThanOrEqual(now);
        expect(s.suggestionTarget, s.id).toBeTruthy();
      }
    },
  );

  it("gives Aurora's list what needs the customer's eye: an unfilled shift within 48 h, worked ones to accept, a cancellation request, a time change, recorded entries", async () => {
    await seed(adminDb);
    const now = new Date();
    const shifts = await shiftsOf('hotelli-aurora');
    const unfilledSoon = shifts.filter(
      (s) =>
        UNFILLED_STATES.includes(s.state) &&
        s.start > now &&
        s.start.getTime() - now.getTime() < UNFILLED_ALERT_HOURS * 3_600_000,
    );
    expect(unfilledSoon.length).toBeGreaterThanOrEqual(1);
    expect(shifts.filter((s) => awaitsAcceptance(s, now)).length).toBeGreaterThanOrEqual(1);
    expect(shifts.filter((s) => s.state === 'requestedForCancellation' && s.cancellationReason)).toHaveLength(1);
    expect(shifts.filter((s) => s.state === 'filled' && s.timeChange === 'pendingConfirmation').length).toBeGreaterThanOrEqual(1);
    const entries = shifts.filter((s) => s.state === 'new' && s.end <= now);
    expect(entries.filter((s) => s.entryType === CUSTOMER_REPORTED_ENTRY && s.workerName)).toHaveLength(1);
    expect(entries.filter((s) => s.entryType === EMPLOYEE_REPORTED_ENTRY && s.employee)).toHaveLength(1);
    // One order of two days shares its id and goes to the kitchen's pool first.
    const order = shifts.filter((s) => s.orderId === 'order-aurora-kitchen-pool');
    expect(order).toHaveLength(2);
    expect(order.every((s) => s.suggestionTarget?.target === 'poolFirstThenAllSuitable' && s.openToAllAt! > now)).toBe(true);
  });

  it('has a pool for the Aurora kitchen with Eero in it, and employees with titles, phones and a passive one', async () => {
    await seed(adminDb);
    const all = (await adminDb.collection('staffPools').get()).docs.map((d) => staffPool.parse({ id: d.id, ...d.data() }));
    // Issue 25's pools (scripts/seed-pools.ts) beside it: each pool's members are its accepted connections.
    const pools = all.filter((p) => p.placeOfWorkId === 'pow-aurora-kitchen');
    expect(pools).toHaveLength(1);
    const eeroIn = (await adminDb.collection('staffPoolConnections').where('employeeId', '==', 'sp-eero-nieminen').get()).docs;
    expect(eeroIn.map((d) => [d.get('poolId'), d.get('state')]).sort()).toEqual([
      ['pool-aurora-kitchen', 'accepted'],
      ['pool-aurora-rooms', 'new'],
      ['pool-pohjola-warehouse', 'accepted'],
    ]);
    for (const pool of all) {
      const accepted = eeroIn.filter((d) => d.get('poolId') === pool.id && d.get('state') === 'accepted').length;
      expect(pool.employeeIds.includes('sp-eero-nieminen'), pool.id).toBe(accepted === 1);
    }
    expect(pools[0]).toMatchObject({ customerId: 'hotelli-aurora', placeOfWorkId: 'pow-aurora-kitchen' });
    expect(pools[0]!.employeeIds).toContain('sp-eero-nieminen');
    expect(pools[0]!.employeeIds.length).toBeGreaterThanOrEqual(2);
    expect(pools[0]!.employeeIds.length).toBeLessThanOrEqual(3);
    const employees = staffSeeds.filter((s) => s.person.employee && s.person.professionTitleIds?.length);
    expect(employees.length).toBeGreaterThanOrEqual(5);
    expect(employees.every((e) => e.person.phone?.startsWith('+358'))).toBe(true);
    expect(employees.filter((e) => e.person.status === 'passive')).toHaveLength(1);
    const eero = (await adminDb.collection('staffPeople').doc('sp-eero-nieminen').get()).data()!;
    expect(eero).toMatchObject({ status: 'active', phone: '+358401234511' });
    expect(eero.professionTitleIds).toContain('pt-cook');
  });

  it('has a recent feedback and one older than 6 months, not yet anonymised', async () => {
    await seed(adminDb);
    const now = new Date();
    const feedback = (await adminDb.collection('staffShiftFeedback').get()).docs.map((d) =>
      staffShiftFeedback.parse({ id: d.id, ...d.data() }),
    );
    const due = feedback.filter((f) => feedbackAnonymiseAt(f.created) <= now);
    expect(due).toHaveLength(1);
    expect(due[0]).toMatchObject({ anonymisedAt: null, author: { id: 'sp-maria-lehtonen' } });
    // Stored as null, so the job's `anonymisedAt == null` query finds it.
    expect((await adminDb.collection('staffShiftFeedback').doc(due[0]!.id).get()).get('anonymisedAt')).toBeNull();
    expect(due[0]!.message).toBeTruthy();
    expect(feedback.filter((f) => feedbackAnonymiseAt(f.created) > now)).toHaveLength(1);
    // Each is on a worked shift of the seed.
    for (const f of feedback) expect((await adminDb.collection('staffShifts').doc(f.shiftId).get()).exists, f.id).toBe(true);
  });
});
