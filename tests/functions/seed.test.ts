import { describe, expect, it } from 'vitest';
import {
  calendarMonthResponse,
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
import { adminAuth, adminDb } from '../support/admin';
import { claimsOf, signIn as passwordSignIn, signInError, signInWithSecondFactor } from '../support/auth';
import { clearFirestore, PROJECT_ID } from '../support/emulators';
import { callRoute } from '../support/call-route';

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
      for (const id of ['sp-eero-nieminen', 'sp-maria-lehtonen', 'sp-pekka-salonen']) {
        const p = byId(id);
        const token = await signIn(p.email!, DEMO_PASSWORD);
        expect(token.user_id, id).toBe(p.firebaseUid);
        expect(token).toMatchObject({ employee: p.employee, customerIds: p.customerIds, teamLead: p.teamLead });
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
