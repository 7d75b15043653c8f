import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { staffCollections } from '@vuoro/domain';
import { OLENA } from '../../scripts/seed-shifts';
import { adminDb } from '../support/admin';
import { startSmtpServer, type SmtpServer } from '../support/smtp-server';
import {
  expectNoAxeViolations,
  fitsAndShoot,
  launch,
  newContext,
  PHONE,
  screenshot,
  type Browser,
  type Page,
} from './support/browser';
import { EERO, EERO_ID } from './support/employee';
import { signInAs } from './support/sign-in';

/**
 * The agency desk's messages and notices (issue 24) as Reija (an admin with an SMS second factor)
 * on a 360 px phone: a message to the demo employee Eero arrives at the local SMTP server in Finnish,
 * one to Olena in Ukrainian, and the delivery view says the mail was sent; a group send is counted
 * (the count the send's own rule gives) and asked once more, then taken back unsent; a staff news
 * item is published and listed. Everything written here is deleted after, and Eero's language and
 * both employees' email settings are put back as they were.
 */
const REIJA = 'reija.rekrytoija@demo.vuoro.fi';
const OLENA_EMAIL = 'olena.kovalenko@demo.vuoro.fi';
const RUN = `${Date.now()}`;
let browser: Browser;
let smtp: SmtpServer;
const person = (id: string) => adminDb.collection(staffCollections.people).doc(id);
const settings = (id: string) => adminDb.collection(staffCollections.notificationSettings).doc(id);
let kept: { eeroLanguage: unknown; settings: Record<string, FirebaseFirestore.DocumentData | undefined> };

beforeAll(async () => {
  smtp = await startSmtpServer();
  const [eero, eeroSettings, olenaSettings] = await Promise.all([
    person(EERO_ID).get(),
    settings(EERO_ID).get(),
    settings(OLENA.id).get(),
  ]);
  kept = { eeroLanguage: eero.get('language'), settings: { [EERO_ID]: eeroSettings.data(), [OLENA.id]: olenaSettings.data() } };
  // Eero reads Finnish for this run; both get email.
  await person(EERO_ID).update({ language: 'fi' });
  await Promise.all([settings(EERO_ID).delete(), settings(OLENA.id).delete()]);
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
  await smtp?.close();
  await person(EERO_ID).update({ language: kept.eeroLanguage ?? null });
  for (const [id, data] of Object.entries(kept.settings)) await (data ? settings(id).set(data) : settings(id).delete());
  // What this run wrote: its sends (by subject), their copies, mails and audit records, and its news item.
  const sends = await adminDb
    .collection(staffCollections.messageSends)
    .where('subject', '>=', `[${RUN}]`)
    .where('subject', '<', `[${RUN}]\uf8ff`)
    .get();
  for (const send of sends.docs) {
    const copies = await adminDb.collection(staffCollections.messages).where('sendId', '==', send.id).get();
    const audit = await adminDb.collection(staffCollections.deskAudit).where('sendId', '==', send.id).get();
    await Promise.all([
      ...copies.docs.flatMap((c) => [c.ref.delete(), adminDb.collection(staffCollections.mail).doc(`message-${c.id}`).delete()]),
      ...audit.docs.map((a) => a.ref.delete()),
      send.ref.delete(),
    ]);
  }
  const notices = await adminDb.collection(staffCollections.notices).where('title', '==', `Joulujuhla ${RUN}`).get();
  for (const notice of notices.docs) {
    const audit = await adminDb.collection(staffCollections.deskAudit).where('noticeId', '==', notice.id).get();
    await Promise.all([notice.ref.delete(), ...audit.docs.map((a) => a.ref.delete())]);
  }
});

async function desk(path: string): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
  const { context } = await newContext(browser, { viewport: PHONE });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await signInAs(page, REIJA, { next: path });
  await page.waitForURL((url) => url.pathname === path, { timeout: 20_000 });
  return { page, errors, close: () => context.close() };
}

/** Writes to one employee found by name and sends it, answering the question; the screen then says it was sent. */
async function sendTo(page: Page, name: string, subject: string, body: string) {
  const form = page.getByRole('form', { name: 'Write a message' });
  await form.getByRole('radio', { name: 'One employee' }).check();
  const picker = form.getByRole('combobox', { name: 'Employee' });
  await expect.poll(() => picker.isEnabled(), { timeout: 20_000 }).toBe(true);
  await picker.fill(name.split(' ')[0]!);
  await page.getByRole('option', { name: new RegExp(`^${name}`) }).click();
  expect(await picker.inputValue()).toBe(name);
  await form.getByLabel(/^Subject/).fill(subject);
  await form.getByLabel(/^Message/).fill(body);
  await form.getByRole('button', { name: 'Send', exact: true }).click();
  await form.getByText(`Send the message to ${name}? A sent message cannot be taken back.`).waitFor();
  await form.getByRole('button', { name: 'Yes, send' }).click();
  await form.getByRole('status').filter({ hasText: 'Sent to 1 employee.' }).waitFor({ timeout: 15_000 });
  // What was typed for the next message: the subject and text are emptied, the employee kept.
  expect(await form.getByLabel(/^Subject/).inputValue()).toBe('');
}

describe('the desk writes to employees', () => {
  it('sends to Eero in Finnish and to Olena in Ukrainian by mail, shows the mail sent, and confirms a group by its count', async () => {
    const { page, errors, close } = await desk('/desk/messages');
    onTestFailed(() => screenshot(page, 'desk-messages-failure'));
    await page.getByRole('heading', { level: 1, name: 'Messages' }).waitFor({ timeout: 20_000 });

    const toEero = `[${RUN}] Joulun vuorot`;
    await sendTo(page, 'Eero Nieminen', toEero, 'Hei!\nJoulun vuorot ovat nyt auki.');
    const eeroMail = await smtp.waitFor((m) => m.to.some((t) => t.address === EERO) && m.subject.endsWith(toEero), 45_000);
    expect(eeroMail.subject).toBe(`Uusi viesti Toimistolta: ${toEero}`);
    expect(eeroMail.text).toContain('Hei Eero,');
    expect(eeroMail.text).toContain('Joulun vuorot ovat nyt auki.');

    const toOlena = `[${RUN}] Графік на грудень`;
    await sendTo(page, 'Olena Kovalenko', toOlena, 'Вітаємо! Графік на грудень готовий.');
    const olenaMail = await smtp.waitFor(
      (m) => m.to.some((t) => t.address === OLENA_EMAIL) && m.subject.endsWith(toOlena),
      45_000,
    );
    expect(olenaMail.subject).toBe(`Нове повідомлення від агентства: ${toOlena}`);
    expect(olenaMail.text).toContain('Вітаємо, Olena!');
    expect(olenaMail.text).toContain('Агентство надіслало вам повідомлення у Vuoro:');

    // The sends list, newest first: Olena's delivery says the mail went.
    const sent = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: toOlena }) });
    await sent.waitFor({ timeout: 15_000 });
    expect(await sent.getByText('To Olena Kovalenko').count()).toBe(1);
    await sent.getByRole('button', { name: 'Show delivery' }).click();
    const delivery = sent.getByRole('list', { name: 'Delivery per recipient' });
    await delivery.waitFor({ timeout: 15_000 });
    await expect
      .poll(
        async () => {
          if ((await delivery.getByText('Email sent').count()) === 0)
            await sent.getByRole('button', { name: 'Refresh delivery' }).click();
          return delivery.getByText('Email sent').count();
        },
        { timeout: 30_000, interval: 1_000 },
      )
      .toBe(1);
    expect(await delivery.getByText('Olena Kovalenko').count()).toBe(1);
    expect(await delivery.getByText('Not opened').count()).toBe(1);

    // A group: the cooks. Counted first by the send's own rule (the active employees with the title), then asked.
    const cooks = (
      await adminDb.collection(staffCollections.people).where('professionTitleIds', 'array-contains', 'pt-cook').get()
    ).docs.filter((d) => d.get('employee') === true && d.get('status') !== 'passive').length;
    expect(cooks).toBeGreaterThan(1);
    const form = page.getByRole('form', { name: 'Write a message' });
    await form.getByRole('radio', { name: 'Profession titles' }).check();
    await form.getByRole('checkbox', { name: 'Cook' }).check();
    await form.getByLabel(/^Subject/).fill(`[${RUN}] Kokeille`);
    await form.getByLabel(/^Message/).fill('Uusi hygieniaohje.');
    await form.getByRole('button', { name: 'Send', exact: true }).click();
    await form
      .getByText(`Send the message to ${cooks} employees? A sent message cannot be taken back.`)
      .waitFor({ timeout: 15_000 });
    await expectNoAxeViolations(page);
    await fitsAndShoot(page, 'desk-messages-confirm');
    // Taken back before sending: nothing goes, what was typed stays.
    await form.getByRole('button', { name: 'Back' }).click();
    expect(await form.getByLabel(/^Subject/).inputValue()).toBe(`[${RUN}] Kokeille`);
    expect((await adminDb.collection(staffCollections.messageSends).where('subject', '==', `[${RUN}] Kokeille`).get()).size).toBe(
      0,
    );

    await expectNoAxeViolations(page);
    await fitsAndShoot(page, 'desk-messages');
    expect(errors).toEqual([]);
    await close();
  });

  it('publishes a staff news item, asked once more, and lists it with how many have read it', async () => {
    const { page, errors, close } = await desk('/desk/notices');
    onTestFailed(() => screenshot(page, 'desk-notices-failure'));
    await page.getByRole('heading', { level: 1, name: 'Notices and news' }).waitFor({ timeout: 20_000 });
    const form = page.getByRole('form', { name: 'Publish a notice or news item' });
    await form.getByRole('radio', { name: 'Staff news' }).check();
    const title = form.getByRole('group', { name: 'Title' });
    await form.getByRole('button', { name: 'Publish' }).click();
    // The Finnish title and text are required.
    expect(await form.getByText('Field is required').count()).toBe(2);
    await title.getByLabel(/^Finnish/).fill(`Joulujuhla ${RUN}`);
    await title.getByText('Translations (optional)').click();
    await title.getByLabel('English').fill(`Christmas party ${RUN}`);
    await form
      .getByRole('group', { name: 'Text' })
      .getByLabel(/^Finnish/)
      .fill('Tervetuloa joulujuhlaan 18.12.');
    await form.getByRole('button', { name: 'Publish' }).click();
    await form.getByText('Publish the news item to every employee? A published news item cannot be taken back.').waitFor();
    await form.getByRole('button', { name: 'Yes, publish' }).click();
    await form.getByRole('status').filter({ hasText: 'The news item is published.' }).waitFor({ timeout: 15_000 });

    const news = page.getByRole('region', { name: 'Staff news' });
    const item = news.getByRole('listitem').filter({ hasText: `Joulujuhla ${RUN}` });
    await item.waitFor({ timeout: 15_000 });
    expect(await item.getByText('Read by 0 employees').count()).toBe(1);
    const stored = await adminDb.collection(staffCollections.notices).where('title', '==', `Joulujuhla ${RUN}`).get();
    expect(stored.docs.map((d) => [d.get('kind'), d.get('titles')?.en])).toEqual([['news', `Christmas party ${RUN}`]]);

    await expectNoAxeViolations(page);
    await fitsAndShoot(page, 'desk-notices');
    expect(errors).toEqual([]);
    await close();
  });
});
