import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  AUTH_401,
  deskNoticeResponse,
  deskNoticesResponse,
  employeeTopAlertsResponse,
  getDeskNotices,
  getEmployeeTopAlerts,
  getLatestUpdateNotice,
  getStaffNews,
  getUpdateNotice,
  getUpdateNotices,
  latestNoticeResponse,
  noticeContracts,
  noticeView,
  putDeskPublishNotice,
  putMarkStaffNewsAsRead,
  putMarkUpdateNoticeAsRead,
  putOpenEmployeeMessage,
  staffCollections,
  staffDeskNoticeAuditRecord,
  staffMessage,
  staffNewsResponse,
  updateNoticesResponse,
  type DeskPublishNoticeBody,
} from '@vuoro/domain';
import { adminDb } from '../support/admin';
import { createTestUser, deleteTestUsers, signIn, signInWithSecondFactor, type TestUser } from '../support/auth';
import { clearFirestore } from '../support/emulators';
import { callRoute, type RouteCall } from '../support/call-route';
import { caller, fromNow, putPerson, putShift, putSuggestion, type Caller } from '../support/staff-shifts';

/**
 * Update notices, staff news and the employee's top alerts (issue 24): the desk publishes (an
 * admin with a second factor), employees list, open and mark read, each their own read state;
 * GetTopAlerts counts against seeded shifts and suggestions. In-process against the Firestore and
 * Auth emulators, real tokens.
 */
const users: TestUser[] = [];
let admin: string, adminOneFactor: string;
let eero: Caller, olena: Caller, customer: Caller, talent: Caller;

beforeAll(async () => {
  await clearFirestore();
  const adminUser = await createTestUser({
    prefix: 'notice-admin',
    claims: { admin: true },
    mfaPhone: '+358401230241',
    displayName: 'Aino Ajojärjestelijä',
  });
  const oneFactor = await createTestUser({ prefix: 'notice-admin-1f', claims: { admin: true } });
  users.push(adminUser, oneFactor);
  admin = (await signInWithSecondFactor(adminUser.email, adminUser.password)).idToken;
  adminOneFactor = (await signIn(oneFactor.email, oneFactor.password)).idToken;
  eero = await caller('notice-eero', { employee: true }, { id: 'sp-eero' });
  olena = await caller('notice-olena', { employee: true }, { id: 'sp-olena' });
  customer = await caller('notice-customer', { customerIds: ['c-aurora'] });
  talent = await caller('notice-talent', {});
});
afterAll(() => deleteTestUsers([...users.map((u) => u.uid), ...[eero, olena, customer, talent].map((c) => c.user.uid)]));

beforeEach(async () => {
  await clearFirestore();
  await putPerson('sp-eero', { firebaseUid: eero.user.uid, email: eero.user.email, firstName: 'Eero' });
  await putPerson('sp-olena', { firebaseUid: olena.user.uid, email: olena.user.email, firstName: 'Olena', language: 'uk' });
  await putPerson('sp-customer', { firebaseUid: customer.user.uid, customerIds: ['c-aurora'], employee: false });
});

async function publish(body: DeskPublishNoticeBody) {
  const res = await callRoute(putDeskPublishNotice, { token: admin, body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return deskNoticeResponse.parse(res.body).notice;
}

/** Three update notices and two news items, published in this order (so the last is the newest). */
async function publishSome() {
  const first = await publish({ kind: 'update', title: 'Ensimmäinen', body: 'Eka tiedote.' });
  const second = await publish({
    kind: 'update',
    title: 'Palkkapäivä muuttuu',
    titles: { uk: 'Змінюється день виплати' },
    body: 'Palkat maksetaan 15. päivä.',
    bodies: { uk: 'Зарплата виплачується 15-го.', en: 'Salaries are paid on the 15th.' },
  });
  const news1 = await publish({ kind: 'news', title: 'Pikkujoulut', body: 'Tervetuloa pikkujouluihin!' });
  const third = await publish({ kind: 'update', title: 'Uusin', body: 'Uusin tiedote.' });
  const news2 = await publish({ kind: 'news', title: 'Uusi asiakas', body: 'Hotelli Borea aloittaa.' });
  return { first, second, third, news1, news2 };
}

const list = async (who: Caller) => {
  const res = await callRoute(getUpdateNotices, { caller: who });
  expect(res.status).toBe(200);
  return updateNoticesResponse.parse(res.body).notices;
};
const news = async (who: Caller) => staffNewsResponse.parse((await callRoute(getStaffNews, { caller: who })).body).news;
const alerts = async (who: Caller) => {
  const res = await callRoute(getEmployeeTopAlerts, { caller: who });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return employeeTopAlertsResponse.parse(res.body);
};

describe('the desk publishes, employees read', () => {
  it('publishes with its translations and an audit record; the desk lists how many have read each', async () => {
    const { second, third, news1 } = await publishSome();
    expect(second).toMatchObject({
      kind: 'update',
      title: 'Palkkapäivä muuttuu',
      titles: { uk: 'Змінюється день виплати' },
      bodies: { uk: 'Зарплата виплачується 15-го.', en: 'Salaries are paid on the 15th.' },
      publishedBy: 'Aino Ajojärjestelijä',
      readBy: 0,
    });
    const audit = (await adminDb.collection(staffCollections.deskAudit).where('noticeId', '==', second.id).get()).docs.map((d) =>
      staffDeskNoticeAuditRecord.parse(d.data()),
    );
    expect(audit).toEqual([
      expect.objectContaining({ route: 'PUT /v1/Desk/Notices/Publish', kind: 'update', note: 'Palkkapäivä muuttuu' }),
    ]);
    expect((await adminDb.collection(staffCollections.deskAudit).get()).size).toBe(5);

    await callRoute(putMarkUpdateNoticeAsRead, { caller: eero, params: { id: second.id } });
    await callRoute(putMarkUpdateNoticeAsRead, { caller: olena, params: { id: second.id } });
    await callRoute(putMarkStaffNewsAsRead, { caller: olena, params: { id: news1.id } });
    const desk = deskNoticesResponse.parse((await callRoute(getDeskNotices, { token: admin })).body).notices;
    expect(desk.map((n) => [n.title, n.readBy])).toEqual([
      ['Uusi asiakas', 0],
      ['Uusin', 0],
      ['Pikkujoulut', 1],
      ['Palkkapäivä muuttuu', 2],
      ['Ensimmäinen', 0],
    ]);
    const updates = deskNoticesResponse.parse(
      (await callRoute(getDeskNotices, { token: admin, query: { kind: 'update' } })).body,
    );
    expect(updates.notices.map((n) => n.id)).toEqual([third.id, second.id, expect.any(String)]);
  });

  it("lists update notices unread first; one employee's MarkAsRead leaves them unread for another", async () => {
    const { first, second, third } = await publishSome();
    expect((await list(eero)).map((n) => n.title)).toEqual(['Uusin', 'Palkkapäivä muuttuu', 'Ensimmäinen']);

    const res = await callRoute(putMarkUpdateNoticeAsRead, { caller: eero, params: { id: third.id } });
    expect(res.status).toBe(200);
    const marked = noticeView.parse(res.body);
    expect(marked).toMatchObject({ id: third.id, read: true });
    // Again: still read, the first time kept.
    const again = noticeView.parse((await callRoute(putMarkUpdateNoticeAsRead, { caller: eero, params: { id: third.id } })).body);
    expect(again.readAt).toBe(marked.readAt);

    expect((await list(eero)).map((n) => [n.id, n.read])).toEqual([
      [second.id, false],
      [first.id, false],
      [third.id, true],
    ]);
    expect((await list(olena)).map((n) => [n.id, n.read])).toEqual([
      [third.id, false],
      [second.id, false],
      [first.id, false],
    ]);
    expect((await adminDb.collection(staffCollections.noticeReads).get()).docs.map((d) => d.id)).toEqual([`sp-eero_${third.id}`]);
  });

  it('answers the texts with every translation, for the screen to pick the language', async () => {
    const { second } = await publishSome();
    const res = await callRoute(getUpdateNotice, { caller: olena, params: { id: second.id } });
    expect(res.status).toBe(200);
    expect(noticeView.parse(res.body)).toEqual({
      id: second.id,
      kind: 'update',
      title: 'Palkkapäivä muuttuu',
      titles: expect.objectContaining({ uk: 'Змінюється день виплати' }),
      body: 'Palkat maksetaan 15. päivä.',
      bodies: expect.objectContaining({ uk: 'Зарплата виплачується 15-го.', en: 'Salaries are paid on the 15th.' }),
      publishedAt: second.publishedAt,
      read: false,
      readAt: null,
    });
  });

  it('Latest is the newest update notice with the read flag; null before the first', async () => {
    const before = await callRoute(getLatestUpdateNotice, { caller: eero });
    expect(before).toEqual({ status: 200, body: { notice: null } });
    const { third } = await publishSome();
    await callRoute(putMarkUpdateNoticeAsRead, { caller: eero, params: { id: third.id } });
    const latest = (who: Caller) =>
      callRoute(getLatestUpdateNotice, { caller: who }).then((r) => latestNoticeResponse.parse(r.body).notice);
    expect(await latest(eero)).toMatchObject({ id: third.id, title: 'Uusin', read: true });
    expect(await latest(olena)).toMatchObject({ id: third.id, read: false });
  });

  it("a missing id and a news item's id answer the same 404 on the update notice routes, writing nothing", async () => {
    const { news1 } = await publishSome();
    for (const id of ['nope', news1.id]) {
      for (const contract of [getUpdateNotice, putMarkUpdateNoticeAsRead]) {
        expect(await callRoute(contract, { caller: eero, params: { id } }), `${contract.method} ${id}`).toEqual({
          status: 404,
          body: { error: 'noticeNotFound' },
        });
      }
    }
    const { first } = await publishSome();
    expect(await callRoute(putMarkStaffNewsAsRead, { caller: eero, params: { id: first.id } })).toEqual({
      status: 404,
      body: { error: 'noticeNotFound' },
    });
    expect((await adminDb.collection(staffCollections.noticeReads).get()).size).toBe(0);
  });

  it('Staffnews lists the news newest first with the read flag, each employee their own', async () => {
    const { news1, news2 } = await publishSome();
    const res = await callRoute(putMarkStaffNewsAsRead, { caller: olena, params: { id: news1.id } });
    expect(noticeView.parse(res.body)).toMatchObject({ id: news1.id, kind: 'news', read: true });
    expect((await news(olena)).map((n) => [n.id, n.read])).toEqual([
      [news2.id, false],
      [news1.id, true],
    ]);
    expect((await news(eero)).map((n) => [n.title, n.read])).toEqual([
      ['Uusi asiakas', false],
      ['Pikkujoulut', false],
    ]);
  });
});

/** One employee's copy of a message, as a desk send writes it (Admin SDK). */
async function putMessage(id: string, employeeId: string, openedAt: Date | null = null) {
  const { id: _id, ...data } = staffMessage.parse({
    id,
    employeeId,
    type: 'other',
    form: 'desk',
    subject: `Aihe ${id}`,
    body: 'Teksti',
    sentAt: new Date(fromNow(-1)),
    openedAt,
  });
  await adminDb.collection(staffCollections.messages).doc(id).set(data);
}

describe('GET /v1/Employee/GetTopAlerts', () => {
  it('counts unread messages, notices and news, time changes waiting and offers still open, the caller’s own', async () => {
    expect(await alerts(eero)).toEqual({
      unreadMessages: 0,
      unreadNotices: 0,
      unreadNews: 0,
      timeChangesWaiting: 0,
      offersWaiting: 0,
      unsignedContracts: 0,
      bankAccountMissing: true,
    });
    // Eero's messages: two unopened, one opened; Olena's one unopened.
    await putMessage('m-eero-1', 'sp-eero');
    await putMessage('m-eero-2', 'sp-eero');
    await putMessage('m-eero-opened', 'sp-eero', new Date(fromNow(-1)));
    await putMessage('m-olena', 'sp-olena');
    const { first, news2 } = await publishSome();
    await callRoute(putMarkUpdateNoticeAsRead, { caller: eero, params: { id: first.id } });
    await callRoute(putMarkStaffNewsAsRead, { caller: eero, params: { id: news2.id } });

    // Eero's shifts: one new time to confirm, one already accepted, one past with a time change left pending, Olena's.
    await putShift('tc-waiting', 'sp-eero', fromNow(4, 9), fromNow(4, 17), {
      originalStart: fromNow(4, 8),
      originalEnd: fromNow(4, 16),
      timeChange: 'pendingConfirmation',
    });
    await putShift('tc-accepted', 'sp-eero', fromNow(5, 9), fromNow(5, 17), { timeChange: 'accepted' });
    await putShift('tc-past', 'sp-eero', fromNow(-5, 9), fromNow(-5, 17), { timeChange: 'pendingConfirmation' });
    await putShift('tc-olena', 'sp-olena', fromNow(4, 9), fromNow(4, 17), { timeChange: 'pendingConfirmation' });

    // Suggestions: a single and a bundle still open, a bundle with one shift taken, one answered, one over, Olena's.
    for (const d of [1, 2, 3, 6]) await putShift(`free-${d}`, null, fromNow(d), fromNow(d, 8));
    await putShift('taken-7', 'sp-liisa', fromNow(7), fromNow(7, 8));
    await putShift('over', null, fromNow(-2), fromNow(-2, 8));
    const base = { employeeId: 'sp-eero', suggestedAt: fromNow(-1) };
    const suggestion = (id: string, shiftIds: string[], start: string, end: string, over = {}) =>
      putSuggestion({ ...base, id, kind: shiftIds.length > 1 ? 'bundle' : 'single', shiftIds, start, end, ...over });
    await suggestion('sg-single', ['free-1'], fromNow(1), fromNow(1, 8));
    await suggestion('sg-bundle', ['free-2', 'free-3'], fromNow(2), fromNow(3, 8));
    await suggestion('sg-broken', ['free-6', 'taken-7'], fromNow(6), fromNow(7, 8));
    await suggestion('sg-rejected', ['free-6'], fromNow(6), fromNow(6, 8), { state: 'rejected' });
    await suggestion('sg-over', ['over'], fromNow(-2), fromNow(-2, 8));
    await suggestion('sg-olena', ['free-6'], fromNow(6), fromNow(6, 8), { employeeId: 'sp-olena' });

    expect(await alerts(eero)).toEqual({
      unreadMessages: 2,
      unreadNotices: 2,
      unreadNews: 1,
      timeChangesWaiting: 1,
      offersWaiting: 2,
      unsignedContracts: 0,
      bankAccountMissing: true,
    });
    expect(await alerts(olena)).toEqual({
      unreadMessages: 1,
      unreadNotices: 3,
      unreadNews: 2,
      timeChangesWaiting: 1,
      offersWaiting: 1,
      unsignedContracts: 0,
      bankAccountMissing: true,
    });

    // Opening a message drops his count by one and leaves Olena's.
    expect((await callRoute(putOpenEmployeeMessage, { caller: eero, params: { id: 'm-eero-1' } })).status).toBe(200);
    expect(await alerts(eero)).toMatchObject({ unreadMessages: 1 });
    expect(await alerts(olena)).toMatchObject({ unreadMessages: 1 });
  });
});

describe('bad input and who may call', () => {
  it('400 with validation keys for a bad publish, a bad kind or a bad id; nothing written', async () => {
    const bad: unknown[] = [
      {},
      { kind: 'memo', title: 'Otsikko', body: 'Teksti' },
      { kind: 'news', title: '', body: 'Teksti' },
      { kind: 'news', title: 'Otsikko', body: 'x'.repeat(4001) },
      { kind: 'news', title: 'Otsikko', body: 'Teksti', titles: { de: 'Titel' } },
      { kind: 'news', title: 'Otsikko', body: 'Teksti', audience: 'customers' },
    ];
    for (const body of bad) {
      const res = await callRoute(putDeskPublishNotice, { token: admin, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(res.body)).toContain('validation:');
    }
    expect((await callRoute(getDeskNotices, { token: admin, query: { kind: 'memo' } })).status).toBe(400);
    expect((await callRoute(getUpdateNotice, { caller: eero, params: { id: '__x__' } })).status).toBe(400);
    expect((await callRoute(putMarkUpdateNoticeAsRead, { caller: eero, params: { id: '__y__' } })).status).toBe(400);
    expect((await adminDb.collection(staffCollections.notices).get()).size).toBe(0);
    expect((await adminDb.collection(staffCollections.deskAudit).get()).size).toBe(0);
  });

  it('the employee routes: 401 without a token, 403 for a customer user and a talent; nothing written', async () => {
    const { first } = await publishSome();
    for (const contract of Object.values(noticeContracts).filter((e) => e.access === 'employee')) {
      const call: RouteCall = contract.params ? { params: { id: first.id } } : {};
      expect((await callRoute(contract, { ...call, caller: null })).status, contract.path).toBe(401);
      for (const who of [customer, talent]) {
        expect(await callRoute(contract, { ...call, caller: who }), contract.path).toEqual({
          status: 403,
          body: { error: 'Forbidden' },
        });
      }
    }
    expect((await adminDb.collection(staffCollections.noticeReads).get()).size).toBe(0);
  });

  it('an employee with the claim but no staff record is refused: 403 notAnEmployee', async () => {
    const stranger = await caller('notice-stranger', { employee: true });
    users.push(stranger.user);
    expect(await callRoute(getEmployeeTopAlerts, { caller: stranger })).toEqual({
      status: 403,
      body: { error: 'notAnEmployee' },
    });
  });

  it('the desk routes: 401 for an admin without the second factor and for nobody, 403 for an employee and a customer user', async () => {
    const body = { kind: 'news', title: 'Otsikko', body: 'Teksti' };
    for (const contract of [putDeskPublishNotice, getDeskNotices]) {
      const call: RouteCall = contract.body ? { body } : {};
      expect(await callRoute(contract, { ...call, token: adminOneFactor })).toEqual({ status: 401, body: AUTH_401.needsMfa });
      expect((await callRoute(contract, call)).status).toBe(401);
      for (const who of [eero, customer]) {
        expect(await callRoute(contract, { ...call, caller: who })).toEqual({ status: 403, body: { error: 'Forbidden' } });
      }
    }
    expect((await adminDb.collection(staffCollections.notices).get()).size).toBe(0);
  });
});
