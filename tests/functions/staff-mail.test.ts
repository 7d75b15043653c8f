import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAIL_MAX_ATTEMPTS, newMail, staffCollections, staffMail, type MailRequest, type StaffMail } from '@vuoro/domain';
import { retryStaffMail } from '../../functions/src/staffApi/mail/delivery';
import { queueMail } from '../../functions/src/staffApi/mail/queue';
import { adminDb } from '../support/admin';
// Loads functions/.env.demo-vuoro into this process, so the job run here sends where the emulator's trigger does.
import '../support/call-route';
import { clearFirestore } from '../support/emulators';
import { SMTP_DEMO_CREDENTIALS, startSmtpServer, type SmtpServer } from '../support/smtp-server';

/**
 * Real email (issue 24): a mail queued in `staffMail` is sent by the `staffMailDelivery` trigger
 * in the Functions emulator over SMTP to the local server on the demo port (127.0.0.1:2525,
 * functions/.env.demo-vuoro), parsed there by mailparser. A failed send is queued again with its
 * backoff; the retry job, run here with its clock moved (the emulator runs no schedules), sends
 * it once its time has come, once; the last failure leaves it `failed`.
 */
let smtp: SmtpServer | null = null;
const MINUTE = 60_000;

async function serverUp(): Promise<SmtpServer> {
  smtp ??= await startSmtpServer();
  smtp.accept();
  return smtp;
}
async function serverDown(): Promise<void> {
  await smtp?.close();
  smtp = null;
}

beforeAll(serverUp);
afterAll(serverDown);
beforeEach(async () => {
  await clearFirestore();
  smtp?.clear();
  smtp?.accept();
});

const request = (subject: string, over: Partial<MailRequest> = {}): MailRequest => ({
  to: 'oksana.petrenko@example.fi',
  language: 'uk',
  subject,
  text: 'Добрий день!\nВаша зміна в п’ятницю починається о 7.00.',
  kind: 'message',
  relatedId: 'msg-1',
  ...over,
});

const stored = async (id: string): Promise<StaffMail> =>
  staffMail.parse((await adminDb.collection(staffCollections.mail).doc(id).get()).data());
/** The mail once the trigger has done with it (it is no longer queued for now, nor being sent). */
async function settled(id: string, state: StaffMail['state']): Promise<StaffMail> {
  await expect.poll(async () => (await stored(id)).state, { timeout: 20_000, interval: 200 }).toBe(state);
  return stored(id);
}

describe('staffMail delivery', () => {
  it('a queued mail arrives at the SMTP server: recipient, subject and the text in the recipient’s language', async () => {
    const server = await serverUp();
    const { id } = await queueMail(request('Нове повідомлення'));

    const got = await server.waitFor((m) => m.subject === 'Нове повідомлення');
    expect(got).toMatchObject({
      to: [{ address: 'oksana.petrenko@example.fi' }],
      from: { name: 'Vuoro', address: 'no-reply@vuoro.test' },
      text: 'Добрий день!\nВаша зміна в п’ятницю починається о 7.00.',
      language: 'uk',
      username: SMTP_DEMO_CREDENTIALS.username,
    });
    const mail = await settled(id, 'sent');
    expect(mail).toMatchObject({ attempts: 0, nextAttemptAt: null, lastError: null, messageId: got.messageId });
    expect(mail.sentAt!.getTime()).toBeGreaterThanOrEqual(mail.createdAt.getTime());
    expect(server.mails).toHaveLength(1);
  });

  it('SMTP down: queued again with attempt 1 and a later time; the job sends it once its time has come, once', async () => {
    await serverDown();
    const { id, queuedAt } = await queueMail(request('Зміна перенесена'));
    const failed = await expect
      .poll(async () => (await stored(id)).attempts, { timeout: 20_000, interval: 200 })
      .toBe(1)
      .then(() => stored(id));
    expect(failed).toMatchObject({ state: 'queued', attempts: 1, sentAt: null });
    expect(failed.lastError).toMatch(/ECONNREFUSED/);
    // One minute after the failed attempt (which came after the mail was queued).
    expect(failed.nextAttemptAt!.getTime()).toBeGreaterThanOrEqual(queuedAt.getTime() + MINUTE);
    expect(failed.nextAttemptAt!.getTime()).toBeLessThanOrEqual(Date.now() + MINUTE);

    const server = await serverUp();
    // Before its time the job leaves it alone.
    expect(await retryStaffMail(new Date())).toEqual({});
    expect(server.mails).toHaveLength(0);

    const later = new Date(failed.nextAttemptAt!.getTime() + 1_000);
    expect(await retryStaffMail(later)).toEqual({ [id]: 'sent' });
    expect(server.mails.map((m) => m.subject)).toEqual(['Зміна перенесена']);
    expect(await stored(id)).toMatchObject({ state: 'sent', attempts: 1, sentAt: later, nextAttemptAt: null });
    // Another run, even much later, sends nothing again.
    expect(await retryStaffMail(new Date(later.getTime() + 60 * MINUTE))).toEqual({});
    expect(server.mails).toHaveLength(1);
  });

  it('SMTP refusing (451): queued again, the reply kept as the reason', async () => {
    const server = await serverUp();
    server.refuse(451, 'Mailbox busy, try later');
    const { id } = await queueMail(request('Повідомлення'));
    await expect.poll(async () => (await stored(id)).attempts, { timeout: 20_000, interval: 200 }).toBe(1);
    const mail = await stored(id);
    expect(mail.state).toBe('queued');
    expect(mail.lastError).toMatch(/451.*Mailbox busy/);
    expect(server.mails).toHaveLength(0);
  });

  it('the last failed attempt leaves the mail failed, and no run sends it after', async () => {
    const server = await serverUp();
    server.refuse(451);
    const now = Date.now();
    // Its fifth failure behind it, the last attempt due in an hour (so the trigger leaves it to the job).
    const ref = adminDb.collection(staffCollections.mail).doc('m-last');
    await ref.set({
      ...newMail(request('Останній шанс'), new Date(now - 9 * 60 * MINUTE)),
      attempts: MAIL_MAX_ATTEMPTS - 1,
      nextAttemptAt: new Date(now + 60 * MINUTE),
      lastError: '451 try later',
    });
    expect(await retryStaffMail(new Date(now))).toEqual({});

    expect(await retryStaffMail(new Date(now + 61 * MINUTE))).toEqual({ 'm-last': 'failed' });
    expect(await stored('m-last')).toMatchObject({ state: 'failed', attempts: MAIL_MAX_ATTEMPTS, nextAttemptAt: null });

    server.accept();
    expect(await retryStaffMail(new Date(now + 24 * 60 * MINUTE))).toEqual({});
    expect(server.mails).toHaveLength(0);
  });
});
