import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiError, putSendEmail, sendSupportEmailResponse, staffCollections, staffMail } from '@vuoro/domain';
import { clearCaches } from '../../functions/src/lib/ttl-cache';
import { adminDb } from '../support/admin';
import { deleteTestUsers } from '../support/auth';
import { callRoute } from '../support/call-route';
import { clearFirestore } from '../support/emulators';
import { startSmtpServer, type SmtpServer } from '../support/smtp-server';
import { caller, putPerson, type Caller } from '../support/staff-shifts';

/**
 * PUT /v1/Support/SendEmail {Subject, Message, SendTo} (issue 24): an employee or a customer user
 * writes to one of the agency's mailboxes; the route queues the mail (`staffMail`) and answers,
 * and the trigger in the Functions emulator sends it to the local SMTP server on the demo port,
 * where it is read back as the agency's mailbox gets it.
 */
let smtp: SmtpServer;
let oksana: Caller, maria: Caller, talent: Caller, unlinked: Caller;

beforeAll(async () => {
  smtp = await startSmtpServer();
  await clearFirestore();
  oksana = await caller('support-oksana', { employee: true });
  maria = await caller('support-maria', { customerIds: ['c-aurora'] });
  talent = await caller('support-talent', {});
  unlinked = await caller('support-unlinked', { employee: true });
});
afterAll(async () => {
  await smtp.close();
  await deleteTestUsers([oksana, maria, talent, unlinked].map((c) => c.user.uid));
});
beforeEach(async () => {
  await clearFirestore();
  clearCaches();
  smtp.clear();
  await putPerson('sp-oksana', {
    firebaseUid: oksana.user.uid,
    email: oksana.user.email,
    firstName: 'Oksana',
    lastName: 'Petrenko',
    language: 'uk',
  });
  await putPerson('sp-maria', {
    firebaseUid: maria.user.uid,
    email: maria.user.email,
    firstName: 'Maria',
    lastName: 'Lehtonen',
    employee: false,
    customerIds: ['c-aurora'],
  });
});

const send = (who: Caller | null, body: unknown) => callRoute(putSendEmail, { caller: who, body });
const queued = async () => (await adminDb.collection(staffCollections.mail).get()).docs.map((d) => staffMail.parse(d.data()));

describe('SendEmail', () => {
  it("an employee's message reaches the payroll mailbox with their words, their address as Reply-To and their language", async () => {
    const res = await send(oksana, { Subject: 'Verokortti', Message: 'Liitän uuden verokortin, kiitos!', SendTo: 'payroll' });
    expect(res.status).toBe(200);
    expect(sendSupportEmailResponse.parse(res.body).sendTo).toBe('payroll');

    const mail = await smtp.waitFor((m) => m.subject === 'Tukipyyntö: Verokortti');
    expect(mail.to).toEqual([{ name: '', address: 'palkat@vuoro.test' }]);
    expect(mail.replyTo).toEqual({ name: 'Oksana Petrenko', address: oksana.user.email });
    expect(mail.language).toBe('fi');
    expect(mail.text.split('\n')).toEqual([
      'Liitän uuden verokortin, kiitos!',
      '',
      '--',
      `Lähettäjä: Oksana Petrenko <${oksana.user.email}>`,
      'Kieli: ukraina (uk)',
      'Rooli: työntekijä',
      '',
      'Vastaa tähän viestiin, niin vastaus menee lähettäjälle.',
    ]);
    await expect.poll(async () => (await queued()).map((m) => m.state), { timeout: 15_000 }).toEqual(['sent']);
    expect((await queued())[0]).toMatchObject({ kind: 'support', to: 'palkat@vuoro.test' });
  });

  it('a customer user may write to the service centre', async () => {
    const res = await send(maria, { Subject: 'Laskutus', Message: 'Voisitteko soittaa minulle?', SendTo: 'serviceCentre' });
    expect(res.status).toBe(200);
    const mail = await smtp.waitFor((m) => m.subject === 'Tukipyyntö: Laskutus');
    expect(mail.to.map((a) => a.address)).toEqual(['palvelukeskus@vuoro.test']);
    expect(mail.replyTo).toEqual({ name: 'Maria Lehtonen', address: maria.user.email });
    expect(mail.text).toContain('Rooli: asiakaskäyttäjä');
  });

  it('400 for a message of 4 characters and for a mailbox that is not one of ours; nothing queued', async () => {
    const short = await send(oksana, { Subject: 'Hei', Message: 'Moi!', SendTo: 'payroll' });
    expect(short.status).toBe(400);
    expect(apiError.parse(short.body).issues).toEqual([{ path: 'Message', message: 'validation:messageTooShort' }]);

    const elsewhere = await send(oksana, { Subject: 'Hei', Message: 'Hello there', SendTo: 'ceo@example.com' });
    expect(elsewhere.status).toBe(400);
    expect(apiError.parse(elsewhere.body).issues?.map((i) => i.path)).toEqual(['SendTo']);
    expect(await queued()).toEqual([]);
  });

  it('401 signed out; 403 for a talent and for an employee claim without a staff record; nothing queued', async () => {
    const body = { Subject: 'Hei', Message: 'Hello there', SendTo: 'serviceCentre' };
    expect((await send(null, body)).status).toBe(401);
    const asTalent = await send(talent, body);
    expect(asTalent.status).toBe(403);
    const asUnlinked = await send(unlinked, body);
    expect(asUnlinked).toMatchObject({ status: 403, body: { error: 'notAnEmployee' } });
    expect(await queued()).toEqual([]);
  });
});
