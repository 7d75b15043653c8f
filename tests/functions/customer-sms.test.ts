import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { putSendSms, sendSmsResponse, staffCollections, staffSmsRecord } from '@vuoro/domain';
import { clearCaches } from '../../functions/src/lib/ttl-cache';
import { adminDb } from '../support/admin';
import { deleteTestUsers } from '../support/auth';
import { callRoute } from '../support/call-route';
import { clearFirestore } from '../support/emulators';
import { startSmsProvider, SMS_DEMO_CREDENTIALS, type SmsProvider } from '../support/sms-provider';
import { caller, fromNow, putPerson, putShift, type Caller } from '../support/staff-shifts';

/**
 * PUT /v1/Message/Customer/SendSms (issue 22): a customer user texts the employee of a filled
 * shift through the SMS provider client; the local 46elks server (tests/support/sms-provider.ts,
 * the address in functions/.env.demo-vuoro) checks what arrives on the wire.
 */
let sms: SmsProvider;
let maria: Caller, other: Caller, eero: Caller, talent: Caller;

beforeAll(async () => {
  sms = await startSmsProvider();
  await clearFirestore();
  maria = await caller('sms-maria', { customerIds: ['c-aurora'] });
  other = await caller('sms-other', { customerIds: ['c-pohjola'] });
  eero = await caller('sms-eero', { employee: true });
  talent = await caller('sms-talent', {});
});
afterAll(async () => {
  await sms.close();
  await deleteTestUsers([maria, other, eero, talent].map((c) => c.user.uid));
});
beforeEach(async () => {
  await clearFirestore();
  clearCaches();
  sms.clear();
  await putPerson('sp-maria', {
    firebaseUid: maria.user.uid,
    email: maria.user.email,
    firstName: 'Maria',
    lastName: 'Lehtonen',
    employee: false,
    customerIds: ['c-aurora'],
  });
  await putPerson('sp-other', {
    firebaseUid: other.user.uid,
    email: other.user.email,
    employee: false,
    customerIds: ['c-pohjola'],
  });
  await putPerson('sp-eero', { firebaseUid: eero.user.uid, email: eero.user.email, firstName: 'Eero', phone: '040 123 4567' });
  await putPerson('sp-nophone', { firstName: 'Niko', phone: null });
  await putShift('s-filled', 'sp-eero', fromNow(1), fromNow(1, 8));
  await putShift('s-nophone', 'sp-nophone', fromNow(2), fromNow(2, 8));
  await putShift('s-open', null, fromNow(3), fromNow(3, 8));
});

const send = (who: Caller | null, body: unknown) => callRoute(putSendSms, { caller: who, body });

describe('SendSms', () => {
  it('texts the worker at their number in E.164, keeps a record, and answers the number masked', async () => {
    const answer = await send(maria, { shiftId: 's-filled', message: 'Tervetuloa! Sisäänkäynti lastauslaiturin puolelta.' });
    expect(answer.status).toBe(200);
    const body = sendSmsResponse.parse(answer.body);
    expect(body.to).toBe('+358 ••• ••• 567');
    expect(sms.received).toHaveLength(1);
    expect(sms.received[0]).toMatchObject({
      from: 'Vuoro',
      to: '+358401234567',
      message: 'Tervetuloa! Sisäänkäynti lastauslaiturin puolelta.',
      username: SMS_DEMO_CREDENTIALS.username,
    });
    const log = await adminDb.collection(staffCollections.smsLog).get();
    expect(log.size).toBe(1);
    const record = staffSmsRecord.parse({ id: log.docs[0]!.id, ...log.docs[0]!.data() });
    expect(record).toMatchObject({
      shiftId: 's-filled',
      customerId: 'c-aurora',
      employeeId: 'sp-eero',
      to: '+358401234567',
      sentBy: { id: 'sp-maria', name: 'Maria Lehtonen' },
      providerId: sms.received[0]!.id,
    });
  });

  it('400 for an empty or too long message, and nothing is sent', async () => {
    const empty = await send(maria, { shiftId: 's-filled', message: '  ' });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ issues: [{ path: 'message', message: 'validation:fieldRequired' }] });
    const long = await send(maria, { shiftId: 's-filled', message: 'x'.repeat(460) });
    expect(long.status).toBe(400);
    expect(sms.requests).toHaveLength(0);
  });

  it('403 for an employee, a talent, and a customer claim without a customer record', async () => {
    expect((await send(eero, { shiftId: 's-filled', message: 'Hei' })).status).toBe(403);
    expect((await send(talent, { shiftId: 's-filled', message: 'Hei' })).status).toBe(403);
    await adminDb.collection(staffCollections.people).doc('sp-maria').delete();
    clearCaches();
    const noRecord = await send(maria, { shiftId: 's-filled', message: 'Hei' });
    expect(noRecord).toMatchObject({ status: 403, body: { error: 'notACustomer' } });
    expect(sms.requests).toHaveLength(0);
  });

  it("404 for another customer's shift, the same as a missing one", async () => {
    const others = await send(other, { shiftId: 's-filled', message: 'Hei' });
    const missing = await send(maria, { shiftId: 's-missing', message: 'Hei' });
    expect(others).toMatchObject({ status: 404, body: { error: 'shiftNotFound' } });
    expect(missing).toEqual(others);
    expect(sms.requests).toHaveLength(0);
  });

  it('409 when the shift has no worker or the worker has no number', async () => {
    expect(await send(maria, { shiftId: 's-open', message: 'Hei' })).toMatchObject({
      status: 409,
      body: { error: 'validation:smsNoWorker' },
    });
    expect(await send(maria, { shiftId: 's-nophone', message: 'Hei' })).toMatchObject({
      status: 409,
      body: { error: 'validation:smsNoPhone' },
    });
    await putShift('s-cancelled', 'sp-eero', fromNow(4), fromNow(4, 8), { state: 'cancelled' });
    expect((await send(maria, { shiftId: 's-cancelled', message: 'Hei' })).body).toMatchObject({
      error: 'validation:smsNoWorker',
    });
    expect(sms.requests).toHaveLength(0);
  });

  it('502 when the provider fails, and no record is kept', async () => {
    sms.failNext(503, 'Service unavailable');
    expect(await send(maria, { shiftId: 's-filled', message: 'Hei' })).toMatchObject({
      status: 502,
      body: { error: 'validation:smsFailed' },
    });
    expect((await adminDb.collection(staffCollections.smsLog).get()).size).toBe(0);
  });
});
