import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { putDeskSendMessage, deskSendMessageResponse, routes, staffCollections } from '@vuoro/domain';
import { adminDb } from '../support/admin';
import { signInWithSecondFactor } from '../support/auth';
import { callRoute } from '../support/call-route';
import { STAFF_SITE } from '../support/emulators';
import { startSmtpServer, type SmtpServer } from '../support/smtp-server';
import { expectNoAxeViolations, launch, newContext, PHONE, screenshot, type Browser, type Page } from './support/browser';
import { EERO, EERO_ID } from './support/employee';
import { counted, eeroUnreadMessages } from './support/messages';
import { DEMO_PASSWORD, REIJA, signInAs } from './support/sign-in';

/**
 * The whole loop of issue 24 at 360 px: the desk (Reija, an admin with a second factor) sends
 * Eero a message through the desk route by its contract, via the Functions emulator; its mail
 * reaches the local SMTP server in Finnish, the language Eero chose in the app; his menu counts
 * it, he opens it and the count drops. He turns email off in /settings: the next message reaches
 * his list and no mail is queued or received for it. His language and settings are put back after.
 */
let browser: Browser;
let smtp: SmtpServer;
let reija: string;
const person = () => adminDb.collection(staffCollections.people).doc(EERO_ID);
const settingsDoc = () => adminDb.collection(staffCollections.notificationSettings).doc(EERO_ID);
let original: { language: unknown; settings: FirebaseFirestore.DocumentData | undefined };

beforeAll(async () => {
  smtp = await startSmtpServer();
  browser = await launch();
  reija = (await signInWithSecondFactor(REIJA, DEMO_PASSWORD)).idToken;
  original = { language: (await person().get()).get('language') ?? null, settings: (await settingsDoc().get()).data() };
  // English on the record and email on: the Finnish mail below is then the app's doing.
  await person().update({ language: 'en' });
  await settingsDoc().delete();
});
afterAll(async () => {
  await browser?.close();
  await smtp?.close();
  await person().update({ language: original.language });
  if (original.settings) await settingsDoc().set(original.settings);
  else await settingsDoc().delete();
});

/** Sends Eero a message at the desk (through the Functions emulator, as the deployed route would); answers his copy's id. */
async function deskSends(subject: string): Promise<string> {
  const res = await callRoute(putDeskSendMessage, {
    token: reija,
    via: 'function',
    body: { to: { kind: 'employee', employeeId: EERO_ID }, type: 'other', subject, body: `Hei! Tämä on viesti ${subject}.` },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const { send } = deskSendMessageResponse.parse(res.body);
  const copies = await adminDb.collection(staffCollections.messages).where('sendId', '==', send.id).get();
  expect(copies.size).toBe(1);
  return copies.docs[0]!.id;
}

const mailDoc = (messageId: string) => adminDb.collection(staffCollections.mail).doc(`message-${messageId}`);

/** The messages tab with its count in Finnish ("Viestit (2 lukematonta viestiä)"), bare at none. */
const messagesTab = (page: Page, count: number) =>
  page
    .getByRole('navigation', { name: 'Viestit ja tiedostot' })
    .getByRole('link', { name: counted('Viestit', count, 'lukemat') });

describe('the desk writes, the employee is told and reads', () => {
  it('mail in Finnish, badge, open, drop; email off: the next message is listed and mails nothing', async () => {
    const { context } = await newContext(browser, { viewport: PHONE });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    onTestFailed(() => screenshot(page, 'employee-portal-ii-failure'));
    await signInAs(page, EERO, { site: STAFF_SITE });
    await page.waitForURL((url) => url.pathname === '/shifts/upcoming', { timeout: 20_000 });

    // Finnish, chosen in the app, is kept on his staff record (the mail's language).
    await page.getByLabel(/^(Choose language|Valitse kieli)$/).selectOption('fi');
    await expect.poll(async () => (await person().get()).get('language'), { timeout: 15_000 }).toBe('fi');

    const first = `Vuorolista ${Date.now()}`;
    const sentAt = Date.now();
    const firstId = await deskSends(first);
    const mail = await smtp.waitFor((m) => m.subject === `Uusi viesti Toimistolta: ${first}`, 60_000);
    const mailLatency = Date.now() - sentAt;
    expect(mail.to.map((t) => t.address)).toEqual([EERO]);
    expect(mail.text).toContain('Hei Eero,');
    expect(mail.text).toContain(`Hei! Tämä on viesti ${first}.`);
    // The queue marks the mail sent once the relay has taken it: a moment after the relay has it.
    await expect.poll(async () => (await mailDoc(firstId).get()).get('state'), { timeout: 15_000 }).toBe('sent');

    // His list counts it; opening it drops the count by one.
    const before = await eeroUnreadMessages();
    await page.goto(`${STAFF_SITE}${routes.notifications.href()}`);
    await messagesTab(page, before).waitFor({ timeout: 20_000 });
    const item = page.getByRole('article', { name: first });
    await item.getByText('Lukematon', { exact: true }).waitFor();
    await item.getByRole('button').click();
    await item.getByText(`Hei! Tämä on viesti ${first}.`).waitFor();
    await expect.poll(() => item.getByText('Lukematon', { exact: true }).count(), { timeout: 15_000 }).toBe(0);
    await messagesTab(page, before - 1).waitFor({ timeout: 15_000 });
    expect(await eeroUnreadMessages()).toBe(before - 1);
    await expectNoAxeViolations(page);

    // Email off in /settings; the next message is listed, and no mail is queued or received for it.
    await page.goto(`${STAFF_SITE}${routes.settings.href()}`);
    const section = page.getByRole('region', { name: 'Ilmoitukset' });
    const email = section.getByRole('switch', { name: 'Sähköposti-ilmoitukset' });
    await email.waitFor({ timeout: 20_000 });
    expect(await email.isChecked()).toBe(true);
    await email.click();
    await section.getByText('Tallennettu onnistuneesti').waitFor({ timeout: 15_000 });
    expect((await settingsDoc().get()).get('emailDisabled')).toBe(true);

    const second = `Ei sähköpostia ${Date.now()}`;
    const secondId = await deskSends(second);
    await page.goto(`${STAFF_SITE}${routes.notifications.href()}`);
    await page.getByRole('article', { name: second }).getByText('Lukematon', { exact: true }).waitFor({ timeout: 20_000 });
    // The trigger has had twice the time the first mail took end to end, and a margin.
    await page.waitForTimeout(Math.max(5_000, 2 * mailLatency));
    expect((await mailDoc(secondId).get()).exists).toBe(false);
    expect(smtp.mails.filter((m) => m.subject.includes(second))).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
