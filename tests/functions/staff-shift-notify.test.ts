import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  putAcceptShiftTimeChanges,
  putPushActivate,
  putRejectShiftTimeChanges,
  putSetDisableEmail,
  pushPayload,
  staffCollections,
  staffShift,
  type StaffShiftInput,
} from '@vuoro/domain';
import { notifyShiftWrite } from '../../functions/src/staffApi/notifications/shift-notify';
import { adminDb } from '../support/admin';
import { deleteTestUsers } from '../support/auth';
import { callRoute } from '../support/call-route';
import { clearFirestore } from '../support/emulators';
import { startPushEndpoint, type PushEndpoint, type PushSubscriptionJson } from '../support/push-endpoint';
import { startSmtpServer, type ReceivedMail, type SmtpServer } from '../support/smtp-server';
import { caller, fromNow, putPerson, putShift, shiftDoc, type Caller } from '../support/staff-shifts';

/**
 * What the booked employee is told when their shift changes (issue 24, "Notifications"): shifts
 * written with the Admin SDK as the customer's and the desk's routes write them, the
 * `staffShiftNotify` trigger in the Functions emulator queueing a mail in the employee's language
 * (sent by `staffMailDelivery` to the local SMTP server, parsed there) and pushing to a subscribed
 * browser (the local push service verifies and decrypts it). The employee's own answers go through
 * their real routes. A retried event is the trigger's handler called again in-process with the same
 * event id.
 */
let eero: Caller, olena: Caller;
let smtp: SmtpServer, push: PushEndpoint;

beforeAll(async () => {
  await clearFirestore();
  [smtp, push] = await Promise.all([startSmtpServer(), startPushEndpoint()]);
  eero = await caller('shiftnotify-eero', { employee: true }, { id: 'sp-eero' });
  olena = await caller('shiftnotify-olena', { employee: true }, { id: 'sp-olena' });
}, 60_000);
afterAll(async () => {
  await Promise.all([smtp.close(), push.close()]);
  await deleteTestUsers([eero, olena].map((c) => c.user.uid));
});
beforeEach(async () => {
  await clearFirestore();
  smtp.clear();
  await putPerson('sp-eero', { firebaseUid: eero.user.uid, email: eero.user.email, firstName: 'Eero', language: 'fi' });
  await putPerson('sp-olena', { firebaseUid: olena.user.uid, email: olena.user.email, firstName: 'Olena', language: 'uk' });
});

const shifts = () => adminDb.collection(staffCollections.shifts);
const start = fromNow(4, 6);
const end = fromNow(4, 14);
const later = (iso: string, hours: number) => new Date(new Date(iso).getTime() + hours * 3_600_000).toISOString();

/** A change to the shift as a route writes it (a field update, as the Admin SDK's `tx.update`). */
const change = (id: string, fields: Partial<StaffShiftInput>) =>
  shifts()
    .doc(id)
    .update(
      Object.fromEntries(
        Object.entries(fields).map(([k, v]) => [k, typeof v === 'string' && /^\d{4}-\d\d-\d\dT/.test(v) ? new Date(v) : v]),
      ),
    );
/** The customer's time change of a filled shift (customer-shift/changes.ts `timeChangePatch`): one hour later. */
const proposeLater = (id: string) =>
  change(id, {
    start: later(start, 1),
    end: later(end, 1),
    originalStart: start,
    originalEnd: end,
    timeChange: 'pendingConfirmation',
  });

async function subscribe(who: Caller): Promise<PushSubscriptionJson> {
  const subscription = push.subscription();
  expect((await callRoute(putPushActivate, { caller: who, body: subscription })).status).toBe(200);
  return subscription;
}
const mailsTo = (who: Caller) => smtp.mails.filter((m) => m.to.some((t) => t.address === who.user.email));
const mailTo = (who: Caller) => (m: ReceivedMail) => m.to.some((t) => t.address === who.user.email);
const pushesTo = (s: PushSubscriptionJson) => push.received.filter((p) => p.endpoint === s.endpoint);
/** The emulator runs a shift's triggers in order: this long after the last one we waited for, nothing more comes. */
const settle = () => new Promise((r) => setTimeout(r, 2500));

describe('the booked employee is told', () => {
  it('a time change waiting: a mail in Finnish and a decrypted push, both naming the new time; accepting it sends nothing', async () => {
    const subscription = await subscribe(eero);
    await putShift('sh-time', 'sp-eero', start, end);
    await proposeLater('sh-time');

    const mail = await smtp.waitFor(mailTo(eero));
    expect(mail.subject).toBe('Työvuoron aika muuttuu: vahvista');
    expect(mail.language).toBe('fi');
    expect(mail.text).toMatch(
      /^Hei Eero,\n\nTyövuoron aika muuttuu: vahvista\n\nKokki, Keittiö (ma|ti|ke|to|pe|la|su) \d{1,2}\.\d{1,2}\.: uusi aika klo \d{1,2}\.00–\d{1,2}\.00\n\nHyväksy tai hylkää uusi aika/,
    );
    const received = pushPayload.parse((await push.waitFor((p) => p.endpoint === subscription.endpoint)).payload);
    expect(received).toMatchObject({ title: 'Työvuoron aika muuttuu: vahvista', url: '/shifts/upcoming', tag: 'shift-sh-time' });
    expect(mail.text).toContain(received.body);
    const queued = await adminDb.collection(staffCollections.mail).where('relatedId', '==', 'sh-time').get();
    expect(queued.docs.map((d) => d.get('kind'))).toEqual(['notification']);

    // Eero's own answer, through his route: nothing more is sent.
    expect((await callRoute(putAcceptShiftTimeChanges, { caller: eero, query: { shiftId: 'sh-time' } })).status).toBe(200);
    await settle();
    expect(mailsTo(eero)).toHaveLength(1);
    expect(pushesTo(subscription)).toHaveLength(1);
  }, 60_000);

  it('rejecting the change (the agreed time back) is his own answer too: nothing after the time change itself', async () => {
    await putShift('sh-reject', 'sp-eero', start, end);
    await proposeLater('sh-reject');
    await smtp.waitFor(mailTo(eero));
    expect((await callRoute(putRejectShiftTimeChanges, { caller: eero, query: { shiftId: 'sh-reject' } })).status).toBe(200);
    expect((await shifts().doc('sh-reject').get()).get('timeChange')).toBe('rejected');
    await settle();
    expect(mailsTo(eero).map((m) => m.subject)).toEqual(['Työvuoron aika muuttuu: vahvista']);
  }, 60_000);

  it('a cancelled shift in Ukrainian, mail and push; the settlement is told too, as confirmed', async () => {
    const subscription = await subscribe(olena);
    await putShift('sh-cancel', 'sp-olena', start, end);
    await change('sh-cancel', { state: 'requestedForCancellation', cancellationReason: 'Hotelli suljettu' });

    const mail = await smtp.waitFor(mailTo(olena));
    expect(mail.subject).toBe('Вашу зміну скасовано');
    expect(mail.language).toBe('uk');
    expect(mail.text).toMatch(
      /^Вітаємо, Olena!\n\nВашу зміну скасовано\n\nKokki, Keittiö: (понеділок|вівторок|середа|четвер|пʼятниця|субота|неділя) \d{1,2}\.\d{1,2}\., \d{1,2}\.00–\d{1,2}\.00\n/,
    );
    expect(mail.text).toContain('налаштуваннях Vuoro');
    const cancelled = pushPayload.parse((await push.waitFor((p) => p.endpoint === subscription.endpoint)).payload);
    expect(cancelled).toMatchObject({ title: 'Вашу зміну скасовано', tag: 'shift-sh-cancel' });

    await change('sh-cancel', { state: 'billed' });
    const settled = await smtp.waitFor((m) => mailTo(olena)(m) && m.subject === 'Скасування вашої зміни підтверджено');
    expect(settled.language).toBe('uk');
    await expect.poll(() => pushesTo(subscription).length, { timeout: 20_000 }).toBe(2);
    // Eero was never booked on it: nothing to him.
    expect(mailsTo(eero)).toEqual([]);
  }, 60_000);

  it('email turned off: the push only, no mail queued; an edit of info or an unbooked shift sends nothing', async () => {
    expect((await callRoute(putSetDisableEmail, { caller: eero, query: { disable: 'true' } })).status).toBe(200);
    const subscription = await subscribe(eero);
    await putShift('sh-place', 'sp-eero', start, end);
    await putShift('sh-open', null, start, end);
    await change('sh-place', { infoToEmployee: 'Ota avaimet vastaanotosta.', infoReadAt: null });
    await change('sh-open', { start: later(start, 2) });
    await change('sh-place', { placeOfWork: { id: 'pow-bar', name: 'Baari' } });

    const received = pushPayload.parse((await push.waitFor((p) => p.endpoint === subscription.endpoint)).payload);
    expect(received.title).toBe('Työvuorosi tiedot muuttuivat');
    expect(received.body).toMatch(/^Kokki, Baari /);
    await settle();
    expect(pushesTo(subscription)).toHaveLength(1);
    expect(smtp.mails).toEqual([]);
    expect((await adminDb.collection(staffCollections.mail).get()).size).toBe(0);
  }, 60_000);
});

describe('a retried event', () => {
  it('sends its mail and its push once, however often the trigger runs with the same event id', async () => {
    const subscription = await subscribe(olena);
    // The two versions kept outside `staffShifts`, so the emulator's trigger does not see them: only our calls do.
    const version = async (collection: string, doc: StaffShiftInput) => {
      const { id, ...data } = staffShift.parse(doc);
      const ref = adminDb.collection(collection).doc(id);
      await ref.set(data);
      return ref.get();
    };
    const before = await version('test-shift-before', shiftDoc('sh-retry', 'sp-olena', start, end));
    const after = await version('test-shift-after', shiftDoc('sh-retry', 'sp-olena', start, later(end, 2)));

    await Promise.all([notifyShiftWrite('evt-1', before, after), notifyShiftWrite('evt-1', before, after)]);
    await notifyShiftWrite('evt-1', before, after);

    const mail = await smtp.waitFor(mailTo(olena));
    expect(mail.subject).toBe('Вашу зміну оновлено');
    await push.waitFor((p) => p.endpoint === subscription.endpoint);
    await settle();
    expect(mailsTo(olena)).toHaveLength(1);
    expect(pushesTo(subscription)).toHaveLength(1);
    const log = await adminDb.collection(staffCollections.pushLog).doc('shift-sh-retry-evt-1').get();
    expect(log.data()).toMatchObject({ personId: 'sp-olena', kind: 'shiftChanged', sent: 1 });

    // Another event of the same shift is news of its own.
    await notifyShiftWrite('evt-2', before, after);
    await expect.poll(() => mailsTo(olena).length, { timeout: 20_000 }).toBe(2);
  }, 60_000);
});
