import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  deskContractResponse,
  deskContractsResponse,
  deskContractTemplateResponse,
  deskContractTemplatesResponse,
  employmentContracts,
  getDeskContracts,
  getDeskContractTemplates,
  getEmploymentContractAttachmentPreview,
  getEmploymentContractPreview,
  putDeskContractTemplate,
  putDeskSendContract,
  putSignContract,
  staffCollections,
  staffDeskContractAuditRecord,
  staffMessage,
  type AnyEndpoint,
  type DeskContractTemplateBody,
} from '@vuoro/domain';
import { adminDb } from '../support/admin';
import { createTestUser, deleteTestUsers, signIn, signInWithSecondFactor, type TestUser } from '../support/auth';
import { callRoute, type RouteCall } from '../support/call-route';
import { clearFirestore } from '../support/emulators';
import { caller, putPerson, type Caller } from '../support/staff-shifts';

/**
 * The desk's employment contracts (issue 25, our extension): templates with attachments, sending a
 * copy to an employee (with a staff message, as the message desk sends one), and the list of sent
 * contracts with who opened which part when and who signed. Every write audited with it. An admin
 * with a second factor; in-process against the Firestore and Auth emulators, real tokens.
 */
const users: TestUser[] = [];
let admin: string, adminOneFactor: string;
let eero: Caller, olena: Caller, customer: Caller;

beforeAll(async () => {
  await clearFirestore();
  const adminUser = await createTestUser({
    prefix: 'desk-contracts-admin',
    claims: { admin: true },
    mfaPhone: '+358401230251',
    displayName: 'Reija Rekrytoija',
  });
  const oneFactor = await createTestUser({ prefix: 'desk-contracts-1f', claims: { admin: true } });
  users.push(adminUser, oneFactor);
  admin = (await signInWithSecondFactor(adminUser.email, adminUser.password)).idToken;
  adminOneFactor = (await signIn(oneFactor.email, oneFactor.password)).idToken;
  eero = await caller('desk-contracts-eero', { employee: true }, { id: 'sp-eero' });
  olena = await caller('desk-contracts-olena', { employee: true }, { id: 'sp-olena' });
  customer = await caller('desk-contracts-customer', { customerIds: ['c-aurora'] });
});
afterAll(() => deleteTestUsers([...users.map((u) => u.uid), ...[eero, olena, customer].map((c) => c.user.uid)]));

beforeEach(async () => {
  await clearFirestore();
  await putPerson('sp-eero', { firebaseUid: eero.user.uid, email: eero.user.email, firstName: 'Eero', lastName: 'Nieminen' });
  await putPerson('sp-olena', {
    firebaseUid: olena.user.uid,
    email: olena.user.email,
    firstName: 'Olena',
    lastName: 'Kovalenko',
    language: 'uk',
  });
  await putPerson('sp-customer', { firebaseUid: customer.user.uid, customerIds: ['c-aurora'], employee: false });
});

const terms = {
  employer: 'Vuoro Henkilöstöpalvelut Oy',
  startDate: '2027-01-01',
  endDate: '2027-06-30',
  hourlyWage: 14.5,
  weeklyHours: { min: 20, max: 37.5 },
};
const templateBody: DeskContractTemplateBody = {
  title: { fi: 'Työsopimus: keittiö', uk: 'Трудовий договір: кухня' },
  body: { fi: 'Työ tehdään asiakkaan keittiössä.', uk: 'Робота виконується на кухні клієнта.' },
  attachments: [
    { title: { fi: 'Palkka' }, text: { fi: 'Palkka maksetaan kahden viikon välein.' } },
    { title: { fi: 'Tietosuoja', uk: 'Конфіденційність' }, text: { fi: 'Tietoja käsitellään.', uk: 'Дані обробляються.' } },
  ],
  terms,
};

async function saveTemplate(body: DeskContractTemplateBody = templateBody) {
  const res = await callRoute(putDeskContractTemplate, { token: admin, body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return deskContractTemplateResponse.parse(res.body).template;
}
async function send(templateId: string, employeeId: string) {
  const res = await callRoute(putDeskSendContract, { token: admin, body: { templateId, employeeId, terms } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return deskContractResponse.parse(res.body).contract;
}
const sentContracts = async (query?: RouteCall['query']) =>
  deskContractsResponse.parse((await callRoute(getDeskContracts, { token: admin, query })).body).contracts;
const audits = async () =>
  (await adminDb.collection(staffCollections.deskAudit).orderBy('at').get()).docs.map((d) =>
    staffDeskContractAuditRecord.parse(d.data()),
  );
const sizeOf = async (collection: string) => (await adminDb.collection(collection).get()).size;

describe('templates', () => {
  it('creates and updates a template with attachments, listed newest changed first, each write audited', async () => {
    const created = await saveTemplate();
    expect(created).toMatchObject({ title: templateBody.title, updatedBy: 'Reija Rekrytoija', terms });
    expect(created.attachments).toHaveLength(2);
    const other = await saveTemplate({ ...templateBody, title: { fi: 'Toinen' }, attachments: [] });
    const updated = await saveTemplate({ ...templateBody, id: created.id, title: { fi: 'Työsopimus: keittiö 2027' } });
    expect(updated.id).toBe(created.id);
    const list = deskContractTemplatesResponse.parse(
      (await callRoute(getDeskContractTemplates, { token: admin })).body,
    ).templates;
    expect(list.map((t) => [t.id, t.title.fi])).toEqual([
      [created.id, 'Työsopimus: keittiö 2027'],
      [other.id, 'Toinen'],
    ]);
    expect((await audits()).map((a) => [a.action, a.templateId, a.route])).toEqual([
      ['saveContractTemplate', created.id, 'PUT /v1/Desk/Contracts/Templates'],
      ['saveContractTemplate', other.id, 'PUT /v1/Desk/Contracts/Templates'],
      ['saveContractTemplate', created.id, 'PUT /v1/Desk/Contracts/Templates'],
    ]);
  });

  it('an unknown template id answers 404 templateNotFound and writes nothing', async () => {
    expect(await callRoute(putDeskContractTemplate, { token: admin, body: { ...templateBody, id: 'no-such' } })).toEqual({
      status: 404,
      body: { error: 'templateNotFound' },
    });
    expect(await sizeOf(staffCollections.contractTemplates)).toBe(0);
    expect(await sizeOf(staffCollections.deskAudit)).toBe(0);
  });
});

describe('sending and following a contract', () => {
  it('sends a copy with the terms given, tells the employee by a staff message in their language, and audits it', async () => {
    const template = await saveTemplate();
    const sent = await send(template.id, 'sp-olena');
    expect(sent).toMatchObject({
      employee: { id: 'sp-olena', name: 'Olena Kovalenko' },
      templateId: template.id,
      title: 'Työsopimus: keittiö',
      state: 'unsigned',
      sentBy: 'Reija Rekrytoija',
      signedAt: null,
      terms,
    });
    expect(sent.parts.map((p) => [p.id, p.openedAt])).toEqual([
      ['main', null],
      ['a1', null],
      ['a2', null],
    ]);

    const messages = (await adminDb.collection(staffCollections.messages).where('employeeId', '==', 'sp-olena').get()).docs.map(
      (d) => staffMessage.parse({ id: d.id, ...d.data() }),
    );
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({
      type: 'other',
      form: 'desk',
      subject: 'Новий трудовий договір на підпис',
      openedAt: null,
    });
    expect(messages[0]!.body).toContain('«Трудовий договір: кухня»');
    expect(await sizeOf(staffCollections.messages)).toBe(1);

    const audit = (await audits()).at(-1)!;
    expect(audit).toMatchObject({
      action: 'sendContract',
      templateId: template.id,
      contractId: sent.id,
      employeeId: 'sp-olena',
      route: 'PUT /v1/Desk/Contracts/Send',
    });
  });

  it('later template edits never change a sent contract', async () => {
    const template = await saveTemplate();
    const sent = await send(template.id, 'sp-eero');
    await saveTemplate({ ...templateBody, id: template.id, body: { fi: 'Kokonaan uusi teksti.' }, attachments: [] });
    const { part } = (await callRoute(getEmploymentContractPreview, { caller: eero, query: { contractId: sent.id } })).body as {
      part: { text: string };
    };
    expect(part.text).toBe('Työ tehdään asiakkaan keittiössä.');
    expect((await sentContracts())[0]!.parts).toHaveLength(3);
  });

  it('shows which part the employee opened when, and who signed which versions when', async () => {
    const template = await saveTemplate();
    const forEero = await send(template.id, 'sp-eero');
    const forOlena = await send(template.id, 'sp-olena');
    expect((await sentContracts()).map((c) => c.id)).toEqual([forOlena.id, forEero.id]);
    expect((await sentContracts({ employeeId: 'sp-eero' })).map((c) => c.id)).toEqual([forEero.id]);

    expect((await callRoute(getEmploymentContractPreview, { caller: eero, query: { contractId: forEero.id } })).status).toBe(200);
    let seen = (await sentContracts({ employeeId: 'sp-eero' }))[0]!;
    expect(seen.parts.map((p) => [p.id, p.openedAt !== null, p.openedCurrent])).toEqual([
      ['main', true, true],
      ['a1', false, false],
      ['a2', false, false],
    ]);
    for (const part of ['a1', 'a2']) {
      const res = await callRoute(getEmploymentContractAttachmentPreview, {
        caller: eero,
        query: { attachmentId: `${forEero.id}:${part}` },
      });
      expect(res.status).toBe(200);
    }
    expect((await callRoute(putSignContract, { caller: eero, body: { contractId: forEero.id } })).status).toBe(200);
    seen = (await sentContracts({ employeeId: 'sp-eero' }))[0]!;
    expect(seen).toMatchObject({ state: 'signed', signedBy: 'Eero Nieminen' });
    expect(seen.signedAt).not.toBeNull();
    expect(seen.signedVersions).toEqual(Object.fromEntries(seen.parts.map((p) => [p.id, p.version])));
    expect(seen.parts.every((p) => p.openedCurrent)).toBe(true);
    expect((await sentContracts({ employeeId: 'sp-olena' }))[0]!.state).toBe('unsigned');
  });

  it('404 for an unknown template or employee (a customer user is not one); nothing written', async () => {
    const template = await saveTemplate();
    const before = await sizeOf(staffCollections.deskAudit);
    for (const [templateId, employeeId, error] of [
      ['no-such', 'sp-eero', 'templateNotFound'],
      [template.id, 'sp-nobody', 'employeeNotFound'],
      [template.id, 'sp-customer', 'employeeNotFound'],
    ] as const) {
      expect(await callRoute(putDeskSendContract, { token: admin, body: { templateId, employeeId, terms } })).toEqual({
        status: 404,
        body: { error },
      });
    }
    expect(await sizeOf(staffCollections.employmentContracts)).toBe(0);
    expect(await sizeOf(staffCollections.messages)).toBe(0);
    expect(await sizeOf(staffCollections.deskAudit)).toBe(before);
  });
});

describe('bad input and who may call', () => {
  it('400 with validation keys for bad templates, sends and queries; nothing written', async () => {
    const bad: [AnyEndpoint, RouteCall][] = [
      [putDeskContractTemplate, { body: {} }],
      [putDeskContractTemplate, { body: { ...templateBody, title: { en: 'No Finnish' } } }],
      [putDeskContractTemplate, { body: { ...templateBody, body: { fi: 'x'.repeat(10_001) } } }],
      [putDeskContractTemplate, { body: { ...templateBody, attachments: [{ title: { fi: 'L' } }] } }],
      [putDeskContractTemplate, { body: { ...templateBody, terms: { ...terms, endDate: '2026-12-31' } } }],
      [putDeskContractTemplate, { body: { ...templateBody, terms: { ...terms, hourlyWage: '14,50' } } }],
      [putDeskContractTemplate, { body: { ...templateBody, id: '__x__' } }],
      [putDeskSendContract, { body: { templateId: 't', employeeId: 'sp-eero' } }],
      [putDeskSendContract, { body: { templateId: 't', employeeId: 'sp-eero', terms: { ...terms, startDate: '2027-02-30' } } }],
      [getDeskContracts, { query: { employeeId: '__x__' } }],
      [getDeskContracts, { query: { state: 'signed' } }],
    ];
    for (const [contract, call] of bad) {
      const res = await callRoute(contract, { ...call, token: admin });
      expect(res.status, `${contract.path} ${JSON.stringify(call)}`).toBe(400);
      expect(JSON.stringify(res.body)).toContain('validation:');
    }
    for (const collection of [
      staffCollections.contractTemplates,
      staffCollections.employmentContracts,
      staffCollections.deskAudit,
    ]) {
      expect(await sizeOf(collection), collection).toBe(0);
    }
  });

  it('the desk routes: 401 for nobody and for an admin without the second factor, 403 for an employee and a customer user', async () => {
    for (const contract of Object.values(employmentContracts).filter((e) => e.access === 'recruiter')) {
      const call: RouteCall =
        contract === putDeskContractTemplate
          ? { body: templateBody }
          : contract === putDeskSendContract
            ? { body: { templateId: 't', employeeId: 'sp-eero', terms } }
            : {};
      expect((await callRoute(contract, { ...call, caller: null })).status, contract.path).toBe(401);
      expect((await callRoute(contract, { ...call, token: adminOneFactor })).status, contract.path).toBe(401);
      for (const who of [eero, customer]) {
        expect((await callRoute(contract, { ...call, caller: who })).status, contract.path).toBe(403);
      }
    }
    expect(await sizeOf(staffCollections.contractTemplates)).toBe(0);
  });
});
