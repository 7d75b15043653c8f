import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  getListUsers,
  listUsersQuery,
  listUsersResponse,
  staffCollections,
  toStoredStaffPerson,
  type ListUsersResponse,
  type StaffPerson,
} from '@vuoro/domain';
import { backfillStaffListings, followVerifiedEmail, people } from '../../functions/src/identity/staff-people';
import { listUsersPage } from '../../functions/src/staffApi/user/list-users';
import { adminDb } from '../support/admin';
import { callRoute } from '../support/call-route';
import { createTestUser, deleteTestUsers, signInWithSecondFactor } from '../support/auth';
import { clearFirestore } from '../support/emulators';
import { testStaffPerson } from '../support/staff-people';

/**
 * GET /v1/User/ListUsers (userManager) through the Staff API app in-process, with a real
 * second-factor token, against the Firestore and Auth emulators. The list is paged by an indexed
 * query: one page read per call, `total` by a count() aggregation.
 */
const created: string[] = [];
let umToken: string;

beforeAll(async () => {
  const manager = await createTestUser({ prefix: 'list-um', claims: { userManager: true }, mfaPhone: '+358401110011' });
  created.push(manager.uid);
  umToken = (await signInWithSecondFactor(manager.email, manager.password)).idToken;
});
afterAll(() => deleteTestUsers(created));
beforeEach(() => clearFirestore());

const person = testStaffPerson;
/** As the seed writes a record: the person with its listing. */
const putPerson = (id: string, over: Partial<StaffPerson>) =>
  adminDb
    .collection(staffCollections.people)
    .doc(id)
    .set(toStoredStaffPerson(person(over)));

const request = (query: string) => callRoute(getListUsers, { query, token: umToken });
async function list(query = ''): Promise<ListUsersResponse> {
  const res = await request(query);
  expect(res.status, query).toBe(200);
  return listUsersResponse.parse(res.body);
}
const ids = (r: ListUsersResponse) => r.users.map((u) => u.staffId);

describe('GET /v1/User/ListUsers (userManager)', () => {
  describe('four records', () => {
    beforeEach(async () => {
      const locked = await createTestUser({ prefix: 'list-locked', disabled: true });
      created.push(locked.uid);
      await putPerson('p1', { firstName: 'Ville', lastName: 'Virtanen', username: 'ville.v', employee: true });
      await putPerson('p2', { firstName: 'Anna', lastName: 'Aalto', email: 'anna.aalto@example.com', firebaseUid: locked.uid });
      await putPerson('p3', {
        firstName: 'Kalle',
        lastName: 'Mäki',
        email: 'kalle@hotelli.fi',
        employee: false,
        customerIds: ['hotelli-aurora'],
      });
      await putPerson('p4', { firstName: 'Öllä', lastName: 'Östman', migratedAt: new Date().toISOString() });
    });

    it('lists staff records by last name, with the Auth account state', async () => {
      const all = await list();
      expect(all.total).toBe(4);
      expect(all.users.map((u) => u.name)).toEqual(['Anna Aalto', 'Kalle Mäki', 'Ville Virtanen', 'Öllä Östman']);
      expect(all.users[0]).toMatchObject({ staffId: 'p2', disabled: true, migrated: false });
      expect(all.users[3]).toMatchObject({ uid: null, disabled: false, migrated: true });
      expect(all.next).toBeNull();
    });

    it('pages by skip, searches by a prefix of name, username or email in any case, and filters customers or employees', async () => {
      const page = await list('?skip=1&take=2');
      expect([page.total, ids(page)]).toEqual([4, ['p3', 'p1']]);
      expect(ids(await list('?search=VILLE.V'))).toEqual(['p1']);
      expect(ids(await list('?search=hotelli.fi'))).toEqual(['p3']);
      expect(ids(await list('?search=aalto'))).toEqual(['p2']);
      expect(ids(await list('?search=anna.aalto%40ex'))).toEqual(['p2']);
      expect(ids(await list('?search=%20%20Ville%20%20V'))).toEqual(['p1']);
      expect(ids(await list('?search=%C3%B6ll%C3%A4'))).toEqual(['p4']); // 'öllä'
      expect(ids(await list('?search=irtanen'))).toEqual([]); // a prefix, not any substring
      expect(ids(await list('?customers=true'))).toEqual(['p3']);
      expect((await list('?customers=false')).total).toBe(3);
      expect(await list('?customers=true&search=ville')).toMatchObject({ total: 0, users: [] });
      expect(ids(await list('?customers=false&search=a'))).toEqual(['p2']);
    });

    it('keeps the listing when a writer changes the record (a verified email followed, a record linked)', async () => {
      const record = { id: 'p1', person: (await people().doc('p1').get()).data()! };
      await followVerifiedEmail(record, { email: 'Ville.Uusi@Example.com', verified: true });
      expect(ids(await list('?search=ville.uusi%40'))).toEqual(['p1']);
      // A full write through the records' module (as AddNewstaffUID's link makes) stores the listing too.
      await people()
        .doc('p5')
        .set(person({ firstName: 'Uusi', lastName: 'Bäckman', email: 'uusi@example.com' }));
      expect(ids(await list('?search=b%C3%A4ck'))).toEqual(['p5']);
      expect(ids(await list()).indexOf('p5')).toBe(1); // after Aalto, before Mäki
    });

    it("refuses a page size over 100, a skip past 10 000 (Firestore's offset is 32-bit), unknown parameters and a cursor it did not make", async () => {
      for (const q of [
        '?take=500',
        '?skip=-1',
        '?skip=10001',
        '?skip=3000000000',
        '?page=2',
        '?cursor=bm90LWEtY3Vyc29y',
        `?cursor=${'A'.repeat(2000)}`,
      ]) {
        expect((await request(q)).status, q).toBe(400);
      }
    });
  });

  describe('sixty records', () => {
    const FIRST = ['Aino', 'Eero', 'Juha', 'Liisa', 'Matti', 'Sanna'];
    const LAST = ['Virtanen', 'Korhonen', 'Mäkinen', 'Nieminen', 'Åberg', 'Öhman', 'Ahonen', 'de Luca', 'Lehtonen', 'Hämäläinen'];
    const records = FIRST.flatMap((first, i) =>
      LAST.map((last, j) => ({
        id: `sp-${i}-${j}`,
        p: person({
          firstName: first,
          lastName: last,
          email: `${first}.${last.replace(/\s/g, '')}.${i}${j}@example.com`.toLowerCase(),
          employee: j % 3 !== 0,
          customerIds: j % 3 === 0 ? [`customer-${i}`] : [],
        }),
      })),
    );
    // The list's order: Finnish collation by last name, then first name (å, ä, ö after z).
    const collator = new Intl.Collator('fi', { sensitivity: 'base' });
    const byName = (a: (typeof records)[number], b: (typeof records)[number]) =>
      collator.compare(a.p.lastName, b.p.lastName) || collator.compare(a.p.firstName, b.p.firstName);
    const order = [...records].sort(byName).map((r) => r.id);

    beforeEach(async () => {
      const batch = adminDb.batch();
      for (const { id, p } of records) batch.set(adminDb.collection(staffCollections.people).doc(id), toStoredStaffPerson(p));
      await batch.commit();
    });

    it('pages forward by cursor in last-name order, 25 rows a page, with the total each time', async () => {
      expect(records).toHaveLength(60);
      const first = await list('?take=25');
      expect([first.total, ids(first)]).toEqual([60, order.slice(0, 25)]);
      expect(first.next).not.toBeNull();
      const second = await list(`?take=25&cursor=${first.next}`);
      expect([second.total, ids(second)]).toEqual([60, order.slice(25, 50)]);
      const third = await list(`?take=25&cursor=${second.next}`);
      expect([third.total, ids(third), third.next]).toEqual([60, order.slice(50), null]);
      // The spec's skip answers the same rows.
      expect(ids(await list('?skip=25&take=25'))).toEqual(order.slice(25, 50));
      expect(ids(await list(`?skip=5&take=5&cursor=${first.next}`))).toEqual(order.slice(30, 35));
    });

    it('searches and filters within the pages, counted without reading every record', async () => {
      const lehtonen = records.filter((r) => r.p.lastName === 'Lehtonen').sort(byName);
      const found = await list('?search=lehto&take=4');
      expect([found.total, ids(found)]).toEqual([6, lehtonen.slice(0, 4).map((r) => r.id)]);
      expect(ids(await list(`?search=lehto&take=4&cursor=${found.next}`))).toEqual(lehtonen.slice(4).map((r) => r.id));
      expect(ids(await list('?search=juha%20de%20l'))).toEqual(['sp-2-7']);
      const customers = records.filter((r) => r.p.customerIds.length > 0).sort(byName);
      const page = await list('?customers=true&take=10');
      expect([page.total, ids(page)]).toEqual([customers.length, customers.slice(0, 10).map((r) => r.id)]);
      const employees = records.filter((r) => r.p.employee && r.p.firstName === 'Sanna').sort(byName);
      const sanna = await list('?customers=false&search=sanna');
      expect([sanna.total, ids(sanna)]).toEqual([employees.length, employees.map((r) => r.id)]);
    });

    it("the handler's query reads one page, however many records match", async () => {
      const query = (q: Record<string, string>) => listUsersQuery.parse(q);
      expect((await listUsersPage(query({ take: '25' })).get()).size).toBe(25);
      expect((await listUsersPage(query({ take: '10', customers: 'false' })).get()).size).toBe(10);
      const { next } = await list('?take=25');
      expect((await listUsersPage(query({ take: '25', cursor: next! })).get()).size).toBe(25);
      expect((await listUsersPage(query({ take: '3', search: 'a' })).get()).size).toBe(3);
    });
  });
});

describe('records stored before the listing existed', () => {
  it('are missing from the list until the backfill rewrites them, then listed and searchable', async () => {
    await adminDb
      .collection(staffCollections.people)
      .doc('old-1')
      .set(person({ firstName: 'Outi', lastName: 'Oja' }));
    await putPerson('new-1', { firstName: 'Niko', lastName: 'Nurmi' });
    expect(ids(await list())).toEqual(['new-1']);
    expect(await backfillStaffListings(1)).toBe(2);
    expect(ids(await list())).toEqual(['new-1', 'old-1']);
    expect(ids(await list('?search=oja'))).toEqual(['old-1']);
    expect(await backfillStaffListings()).toBe(2);
  });
});
