import { describe, expect, it } from 'vitest';
import { decideRoute, homeRoute, rolesFromClaims, routes } from '@vuoro/domain';
import { DEMO_PASSWORD, demoUsers, OLD_ACCOUNT_PASSWORD, seed, staffSeeds, usernameAliasSecret } from '../../scripts/seed';
import { usernameAlias } from '../../functions/src/identity/username-alias';
import { adminAuth, adminDb } from '../support/admin';
import { signInError } from '../support/auth';
import { AUTH, clearFirestore, PROJECT_ID } from '../support/emulators';

adminDb.settings({ ignoreUndefinedProperties: true });

async function count(collection: string) {
  return (await adminDb.collection(collection).count().get()).data().count;
}

/** Signs in through the Auth emulator's REST API, as the web SDK does, and returns the token's claims. */
async function signIn(email: string, password: string): Promise<Record<string, unknown>> {
  const res = await fetch(
    `http://${AUTH.host}:${AUTH.port}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  expect(res.status, email).toBe(200);
  const { idToken } = (await res.json()) as { idToken: string };
  return JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;
}

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
    ];
    const first = await Promise.all(collections.map(count));
    expect(first.every((n) => n > 0)).toBe(true);
    await seed(adminDb);
    expect(await Promise.all(collections.map(count))).toEqual(first);
    expect((await adminDb.collection('talents').doc('demo-talent').get()).get('firstName')).toBe('Aino');
  });

  it.each(demoUsers.map((u) => [u.role, u] as const))(
    '%s signs in with the demo password and its claims open its landing screen',
    async (_role, u) => {
      const token = await signIn(u.email, DEMO_PASSWORD);
      expect(token.aud).toBe(PROJECT_ID);
      const roles = rolesFromClaims(token);
      const home = homeRoute(roles, 'talent');
      expect(routes[home].href()).toBe(u.lands);
      expect(decideRoute(home, roles)).toBe('allow');
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
