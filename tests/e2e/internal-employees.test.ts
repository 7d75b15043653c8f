import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffCollections } from '@vuoro/domain';
import { seedInternalEmployees } from '../../scripts/seed-internal-employees';
import { adminDb } from '../support/admin';
import { STAFF_SITE } from '../support/emulators';
import { startSmtpServer, type SmtpServer } from '../support/smtp-server';
import { expectNoAxeViolations, fitsAndShoot, launch, phonePage, type Browser, type Page } from './support/browser';
import { signInAs } from './support/sign-in';

/**
 * The team lead's internal employees (issue 26), at 360 px:
 *
 * 1. Pekka (Hotelli Aurora's team lead) sees Aurora's internal employees, active first and Kalle
 *    marked passive with his reason.
 * 2. He adds one: without a suggestion group and with a bad identity code the form says
 *    'Internal employee must have a suggestion group' and 'Invalid personal identity code';
 *    fixed, it says 'Saved successfully', and the invite (the first sign-in link) arrives at the
 *    local SMTP server.
 * 3. He passivates Sanna: the reason is asked, then once more; saved, the list marks her passive.
 * 4. Maria, a customer user of Aurora who is no team lead, cannot open the screens.
 *
 * The seeded employees are put back and what the journey made is deleted after.
 */
let browser: Browser;
let smtp: SmtpServer;
const PEKKA = 'pekka.salonen@demo.vuoro.fi';
const MARIA = 'maria.lehtonen@demo.vuoro.fi';
const NEW_EMAIL = 'journey.uusi-sisainen@aurora.test';

beforeAll(async () => {
  await seedInternalEmployees(adminDb, new Date());
  smtp = await startSmtpServer();
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
  await smtp?.close();
  const made = await adminDb.collection(staffCollections.internalEmployees).where('email', '==', NEW_EMAIL).get();
  for (const d of made.docs) {
    for (const name of [staffCollections.internalEmployees, staffCollections.internalEmployeeCodes, staffCollections.people]) {
      await adminDb.collection(name).doc(d.id).delete();
    }
  }
  const mails = await adminDb.collection(staffCollections.mail).where('to', '==', NEW_EMAIL).get();
  for (const d of mails.docs) await d.ref.delete();
  await seedInternalEmployees(adminDb, new Date());
});

const listItem = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Internal employees' }).getByRole('listitem').filter({ hasText: name });

describe("the team lead's internal employees", () => {
  it('lists, adds with the texts and the invite mail, passivates with a reason; Maria cannot open them', async () => {
    const { page, errors } = await phonePage(browser, 'internal-employees-failure');

    // ── 1. The list ─────────────────────────────────────────────────────────────────────────
    await signInAs(page, PEKKA, { site: STAFF_SITE, next: '/customer/internal-employees' });
    await expect.poll(() => listItem(page, 'Sanna Sisätti').count(), { timeout: 20_000 }).toBe(1);
    const names = await page.getByRole('list', { name: 'Internal employees' }).getByRole('link').allTextContents();
    expect(names.indexOf('Sanna Sisätti')).toBeLessThan(names.indexOf('Kalle Kuusisto'));
    expect(await listItem(page, 'Kalle Kuusisto').textContent()).toContain('Passivation reason: Opintovapaalla keväällä');
    await page.getByLabel('Filter by name').fill('kalle');
    expect(await page.getByRole('list', { name: 'Internal employees' }).getByRole('listitem').count()).toBe(1);
    await page.getByLabel('Filter by name').fill('');
    await expectNoAxeViolations(page);
    await fitsAndShoot(page, 'customer-internal-employees');

    // ── 2. Add: refused with the texts, then saved and invited ────────────────────────────────
    await page.getByRole('link', { name: 'Add internal employee' }).click();
    const first = page.getByLabel(/^First name/);
    await expect.poll(() => first.count(), { timeout: 20_000 }).toBe(1);
    await first.fill('Ulla');
    await page.getByLabel(/^Last name/).fill('Uusi-Sisäinen');
    await page.getByLabel(/^Email/).fill(NEW_EMAIL);
    await page.getByLabel(/^Phone/).fill('+358 40 765 4321');
    await page.getByLabel(/^Language/).selectOption('en');
    await page.getByLabel(/^Personal identity code/).fill('131052-308U');
    await page.getByRole('button', { name: 'Add employee' }).click();
    await expect.poll(() => page.getByText('Internal employee must have a suggestion group').count()).toBe(1);
    expect(await page.getByText('Invalid personal identity code').count()).toBe(1);
    await expectNoAxeViolations(page);
    await fitsAndShoot(page, 'customer-internal-employee-add');
    await page.getByLabel(/^Shift suggestion group/).selectOption('pool-aurora-kitchen');
    await page.getByLabel(/^Personal identity code/).fill('131052-308T');
    await page.getByLabel('Hotelli Aurora, keittiö, Helsinki').check();
    await page.getByRole('button', { name: 'Add employee' }).click();
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'Saved successfully' }).count(), { timeout: 15_000 })
      .toBe(1);
    const mail = await smtp.waitFor((m) => m.to.some((a) => a.address === NEW_EMAIL), 60_000);
    expect(mail.subject).toBe('Invitation to Vuoro: Hotelli Aurora Oy');
    expect(mail.text).toMatch(/mode=signIn/);
    const stored = await adminDb.collection(staffCollections.internalEmployees).where('email', '==', NEW_EMAIL).get();
    expect(stored.docs.map((d) => d.get('suggestionGroup'))).toEqual(['pool-aurora-kitchen']);

    // ── 3. Passivate Sanna with a reason ─────────────────────────────────────────────────────
    await page.getByRole('link', { name: 'Back to internal employees' }).click();
    await expect.poll(() => listItem(page, 'Sanna Sisätti').count(), { timeout: 20_000 }).toBe(1);
    await listItem(page, 'Sanna Sisätti').getByRole('link', { name: 'Sanna Sisätti' }).click();
    await expect.poll(() => page.getByLabel(/^Personal identity code/).inputValue(), { timeout: 20_000 }).toBe('010190-902S');
    await page.getByRole('radio', { name: 'Passive' }).check();
    await page.getByLabel(/^Passivation reason/).fill('Siirtyi toiseen hotelliin');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText(/^Passivate Sanna Sisätti\?/).count()).toBe(1);
    await expectNoAxeViolations(page);
    await fitsAndShoot(page, 'customer-internal-employee-edit');
    await page.getByRole('button', { name: 'Yes, passivate' }).click();
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'Saved successfully' }).count(), { timeout: 15_000 })
      .toBe(1);
    const sanna = await adminDb.collection(staffCollections.internalEmployees).doc('ie-aurora-sanna-sisatti').get();
    expect([sanna.get('status'), sanna.get('passivationReason')]).toEqual(['passive', 'Siirtyi toiseen hotelliin']);
    await page.getByRole('link', { name: 'Back to internal employees' }).click();
    await expect
      .poll(() => listItem(page, 'Sanna Sisätti').textContent(), { timeout: 20_000 })
      .toContain('Siirtyi toiseen hotelliin');
    expect(errors).toEqual([]);

    // ── 4. Maria is no team lead ────────────────────────────────────────────────────────────
    const maria = await phonePage(browser, 'internal-employees-maria-failure');
    await signInAs(maria.page, MARIA, { site: STAFF_SITE, next: '/customer/internal-employees' });
    await maria.page.waitForURL((url) => url.pathname === '/no-access', { timeout: 20_000 });
    await maria.page.goto(`${STAFF_SITE}/customer/add-internal-employee`);
    await maria.page.waitForURL((url) => url.pathname === '/no-access', { timeout: 20_000 });
    await expect.poll(() => maria.page.getByRole('heading', { name: 'No access' }).count(), { timeout: 20_000 }).toBe(1);
    await maria.close();
  });
});
