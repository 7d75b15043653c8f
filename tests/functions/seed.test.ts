import { describe, expect, it } from 'vitest';
import { decideRoute, homeRoute, MFA_REQUIRED_ROLES, rolesFromClaims, routes, type CustomClaims } from '@vuoro/domain';
import { DEMO_PASSWORD, demoUsers, OLD_ACCOUNT_PASSWORD, seed, staffSeeds, usernameAliasSecret } from '../../scripts/seed';
import { usernameAlias } from '../../functions/src/identity/username-alias';
import { adminAuth, adminDb } from '../support/admin';
import { claimsOf, signIn as passwordSignIn, signInError, signInWithSecondFactor } from '../support/auth';
import { clearFirestore, PROJECT_ID } from '../support/emulators';

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
