import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  apiError,
  contactPersonView,
  contactUsResponse,
  getContactPersonEditView,
  getContactUs,
  putContactPersonUpdate,
  putSendMessage,
  SERVICE_CENTRE_PHONE,
  staffCollections,
  staffMail,
  staffPerson,
  type ContactPersonView,
} from '@vuoro/domain';
import { clearCaches } from '../../functions/src/lib/ttl-cache';
import { adminDb } from '../support/admin';
import { deleteTestUsers } from '../support/auth';
import { callRoute } from '../support/call-route';
import { clearFirestore } from '../support/emulators';
import { caller, putPerson, type Caller } from '../support/staff-shifts';

/**
 * My info and Contact us of a customer user (issue 26): GET/PUT `/v1/MyInfo/...` on the caller's
 * own staff record (a stale version refused), GET `/v1/ContactUs/ContactUs` and PUT `SendMessage`
 * queueing a mail to the service centre with the sender's contact email as Reply-To.
 */
let maria: Caller, employee: Caller, talent: Caller, unlinked: Caller;
const SERVICE_CENTRE = 'palvelukeskus@vuoro.test'; // functions/.env.demo-vuoro

beforeAll(async () => {
  await clearFirestore();
  maria = await caller('info-maria', { customerIds: ['c-aurora'] });
  employee = await caller('info-employee', { employee: true });
  talent = await caller('info-talent', {});
  unlinked = await caller('info-unlinked', { customerIds: ['c-aurora'] });
});
afterAll(() => deleteTestUsers([maria, employee, talent, unlinked].map((c) => c.user.uid)));
beforeEach(async () => {
  await clearFirestore();
  clearCaches();
  await adminDb.collection(staffCollections.customers).doc('c-aurora').set({ name: 'Hotelli Aurora' });
  await putPerson('sp-maria', {
    firebaseUid: maria.user.uid,
    email: maria.user.email,
    firstName: 'Maria',
    lastName: 'Lehtonen',
    employee: false,
    customerIds: ['c-aurora'],
    phone: '+358401110001',
    language: 'fi',
  });
  await putPerson('sp-employee', { firebaseUid: employee.user.uid, email: employee.user.email, employee: true });
});

const view = async (who: Caller | null = maria) => callRoute(getContactPersonEditView, { caller: who });
const readView = async (): Promise<ContactPersonView> => contactPersonView.parse((await view()).body);
const save = (body: unknown, who: Caller | null = maria) => callRoute(putContactPersonUpdate, { caller: who, body });
const edit = (v: ContactPersonView, over: Record<string, unknown> = {}) => ({
  firstName: v.firstName,
  lastName: v.lastName,
  phone: v.phone,
  email: v.email,
  language: v.language,
  version: v.version,
  ...over,
});
const record = async () => staffPerson.parse((await adminDb.collection(staffCollections.people).doc('sp-maria').get()).data());
const queued = async () => (await adminDb.collection(staffCollections.mail).get()).docs.map((d) => staffMail.parse(d.data()));

describe('GET /v1/MyInfo/ContactPersonEditView', () => {
  it("answers the caller's own record: name, phone, the sign-in email as contact email until one is given, language", async () => {
    const res = await view();
    expect(res.status).toBe(200);
    expect(contactPersonView.parse(res.body)).toMatchObject({
      firstName: 'Maria',
      lastName: 'Lehtonen',
      phone: '+358401110001',
      email: maria.user.email,
      signInEmail: maria.user.email,
      language: 'fi',
    });
  });

  it('403 for an employee, a talent and a customer claim without a staff record; 401 signed out', async () => {
    expect((await view(employee)).status).toBe(403);
    expect((await view(talent)).status).toBe(403);
    expect(await view(unlinked)).toMatchObject({ status: 403, body: { error: 'notACustomer' } });
    expect((await view(null)).status).toBe(401);
  });
});

describe('PUT /v1/MyInfo/ContactPersonUpdate', () => {
  it('saves name, phone (normalised) and language on the staff record and the contact email beside it; the sign-in email stays', async () => {
    const before = await readView();
    const res = await save(
      edit(before, { firstName: 'Maija', phone: '+358 40 222 3333', email: 'maria@aurora.example', language: 'sv' }),
    );
    expect(res.status).toBe(200);
    const after = contactPersonView.parse(res.body);
    expect(after).toMatchObject({
      firstName: 'Maija',
      phone: '+358402223333',
      email: 'maria@aurora.example',
      signInEmail: maria.user.email,
      language: 'sv',
    });
    expect(after.version).not.toBe(before.version);
    expect(await readView()).toEqual(after);
    expect(await record()).toMatchObject({ firstName: 'Maija', phone: '+358402223333', language: 'sv', email: maria.user.email });
  });

  it("400 with the spec's texts for a phone without a country code and a bad email, and for a language not ours; nothing written", async () => {
    const v = await readView();
    const bad = await save(edit(v, { phone: '040 222 3333', email: 'maria.aurora.example', firstName: ' ' }));
    expect(bad.status).toBe(400);
    expect(apiError.parse(bad.body).issues).toEqual(
      expect.arrayContaining([
        { path: 'phone', message: 'validation:phoneFormat' },
        { path: 'email', message: 'validation:invalidEmail' },
        { path: 'firstName', message: 'validation:fieldRequired' },
      ]),
    );
    const language = await save(edit(v, { language: 'de' }));
    expect(language.status).toBe(400);
    expect(apiError.parse(language.body).issues?.map((i) => i.path)).toEqual(['language']);
    expect(await readView()).toEqual(v);
  });

  it('409 `contactPersonChanged` over a newer version: another save, or the desk changing the record meanwhile', async () => {
    const v = await readView();
    expect((await save(edit(v, { phone: '+358402223333' }))).status).toBe(200);
    const stale = await save(edit(v, { phone: '+358409998888' }));
    expect(stale).toMatchObject({ status: 409, body: { error: 'contactPersonChanged' } });
    expect((await record()).phone).toBe('+358402223333');

    const fresh = await readView();
    await adminDb.collection(staffCollections.people).doc('sp-maria').update({ lastName: 'Lehtonen-Virta' });
    expect((await save(edit(fresh, { phone: '+358409998888' }))).status).toBe(409);
    expect((await record()).lastName).toBe('Lehtonen-Virta');
  });

  it('403 for an employee and a talent; nothing written', async () => {
    const v = await readView();
    expect((await save(edit(v), employee)).status).toBe(403);
    expect((await save(edit(v), talent)).status).toBe(403);
    expect(await readView()).toEqual(v);
  });
});

describe('GET /v1/ContactUs/ContactUs', () => {
  it("answers the service centre's phone and mailbox, its week of hours and the caller's customers", async () => {
    const res = await callRoute(getContactUs, { caller: maria });
    expect(res.status).toBe(200);
    const body = contactUsResponse.parse(res.body);
    expect(body.serviceCentre).toEqual({ phone: SERVICE_CENTRE_PHONE, email: SERVICE_CENTRE });
    expect(body.hours.serviceCentre.map((d) => [d.opens, d.closes])).toEqual([
      ...Array.from({ length: 5 }, () => [6, 18]),
      [7, 16],
      [10, 16],
    ]);
    expect(body.customers).toEqual(['Hotelli Aurora']);
    expect(body.replyTo).toBe(maria.user.email);
  });

  it('403 for an employee and a talent', async () => {
    expect((await callRoute(getContactUs, { caller: employee })).status).toBe(403);
    expect((await callRoute(getContactUs, { caller: talent })).status).toBe(403);
  });
});

describe('PUT /v1/ContactUs/SendMessage', () => {
  const send = (body: unknown, who: Caller | null = maria) => callRoute(putSendMessage, { caller: who, body });

  it('queues a mail to the service centre naming Maria and her customer, answered to her contact email', async () => {
    const v = await readView();
    expect((await save(edit(v, { email: 'maria@aurora.example' }))).status).toBe(200);
    const res = await send({ subject: 'Laskutus', message: 'Voisitteko soittaa minulle?' });
    expect(res.status).toBe(200);
    const [mail, ...more] = await queued();
    expect(more).toEqual([]);
    expect(mail).toMatchObject({
      to: SERVICE_CENTRE,
      subject: 'Tukipyyntö: Laskutus',
      replyTo: { name: 'Maria Lehtonen (Hotelli Aurora)', address: 'maria@aurora.example' },
      kind: 'support',
    });
    expect(mail!.text).toContain('Voisitteko soittaa minulle?');
    expect(mail!.text).toContain('Rooli: asiakaskäyttäjä');
  });

  it('400 for a message of 4 characters and a missing subject; nothing queued', async () => {
    const short = await send({ subject: 'Hei', message: 'Moi!' });
    expect(short.status).toBe(400);
    expect(apiError.parse(short.body).issues).toEqual([{ path: 'message', message: 'validation:messageTooShort' }]);
    const noSubject = await send({ subject: '', message: 'Hello there' });
    expect(apiError.parse(noSubject.body).issues).toEqual([{ path: 'subject', message: 'validation:fieldRequired' }]);
    expect(await queued()).toEqual([]);
  });

  it('403 for an employee and a talent, 401 signed out; nothing queued', async () => {
    const body = { subject: 'Hei', message: 'Hello there' };
    expect((await send(body, employee)).status).toBe(403);
    expect((await send(body, talent)).status).toBe(403);
    expect((await send(body, null)).status).toBe(401);
    expect(await queued()).toEqual([]);
  });
});
