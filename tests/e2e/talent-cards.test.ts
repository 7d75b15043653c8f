import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { adminDb } from '../support/admin';
import { TALENT_SITE } from '../support/emulators';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations, fitsAndShoot, launch, newContext, screenshot, type Browser } from './support/browser';
import { signInAs } from './support/sign-in';
import { waitUntil } from './support/wait';

/**
 * Talent cards (issue 5 item 5): an admin opens a talent's card, prints it (only the card
 * prints), shares it with a customer as a link; a visitor without an account opens the link and
 * sees the card; the admin revokes the link and the visitor's reload says it is no longer in use;
 * an unknown id goes back to /talents. The test writes its own talent; the card follows by the
 * talentCardSync trigger.
 */
const run = Date.now().toString(36);
const TALENT = `e2e-card-${run}`;
const NAME = `Kateryna Kortti${run}`;
const RECIPIENT = `Hotelli Aurora ${run}`;
// Item 27.8: a shortlist of three from an assignment's presented talents.
const JOB = `e2e-shortlist-job-${run}`;
const SHORTLISTED = [
  { id: `e2e-sl-a-${run}`, first: 'Oksana', last: `Lista${run}`, level: 'proficient' },
  { id: `e2e-sl-b-${run}`, first: 'Mikko', last: `Lista${run}`, level: 'independent' },
  { id: `e2e-sl-c-${run}`, first: 'Iryna', last: `Lista${run}`, level: 'basicPlus' },
] as const;
const fullName = (t: (typeof SHORTLISTED)[number]) => `${t.first} ${t.last}`;

let browser: Browser;
/** Reija's signed-in page, kept for the shortlist (one sign-in per file). */
let reija: Awaited<ReturnType<typeof newContext>> & { page: Page };
beforeAll(async () => {
  browser = await launch();
  await adminDb.doc(`talents/${TALENT}`).set({
    firstName: 'Kateryna',
    lastName: `Kortti${run}`,
    email: `card-${run}@example.com`,
    shortDescription: 'Cook with five years in hotel kitchens',
    location: 'Turku',
    industry: 'horeca',
    about: 'Calm and quick in a busy kitchen.',
    tags: [{ id: 'hygieniapassi', name: 'Hygieniapassi' }],
    languages: [{ language: 'uk', level: 'proficient' }],
    added: Timestamp.now(),
  });
  for (const t of SHORTLISTED) {
    await adminDb.doc(`talents/${t.id}`).set({
      firstName: t.first,
      lastName: t.last,
      email: `${t.id}@example.com`,
      phoneNumber: '+358401112233',
      shortDescription: 'Room attendant',
      location: 'Helsinki',
      languages: [{ language: 'fi', level: t.level }],
      permit: 'active',
      permitActive: Timestamp.fromDate(new Date('2027-06-30T12:00:00Z')),
      registration: { availability: { options: ['evening', 'weekends'], weeklyHours: 30 }, driverLicence: { classes: ['B'] } },
      added: Timestamp.now(),
    });
  }
  const stamp = { date: new Date(), id: 'demo-admin' };
  await adminDb.doc(`jobs/${JOB}`).set({
    company: RECIPIENT,
    title: 'Kerroshoitaja',
    contractStatus: true,
    presentedTalents: SHORTLISTED.map((t) => ({ id: t.id, name: fullName(t), hiredStatus: null })),
    created: stamp,
    updated: stamp,
    updatedBy: 'demo-admin',
  });
  // The talentCardSync trigger writes the cards; wait for them (expect.poll works only inside a test).
  for (const [id, name] of [[TALENT, NAME], ...SHORTLISTED.map((t) => [t.id, fullName(t)] as const)] as const) {
    let seen: unknown = null;
    await waitUntil(
      async () => {
        seen = (await adminDb.doc(`talentCards/${id}`).get()).get('talentName') ?? null;
        return seen === name;
      },
      `talentCards/${id} was not written by the talentCardSync trigger`,
      { timeoutMs: 45_000 },
    ).catch((error: unknown) => {
      throw new Error(`${String(error)} (its talentName: ${JSON.stringify(seen)})`);
    });
  }
});
afterAll(async () => {
  await browser?.close();
  for (const id of [TALENT, ...SHORTLISTED.map((t) => t.id)]) {
    const shares = await adminDb.collection('talentCardShares').where('talentIds', 'array-contains', id).get();
    await Promise.all(shares.docs.map((d) => adminDb.recursiveDelete(d.ref)));
    await adminDb.doc(`talents/${id}`).delete();
  }
  await adminDb.doc(`jobs/${JOB}`).delete();
});

describe('talent cards', () => {
  it('print, share as a link a visitor opens, revoke', async () => {
    const { context, external } = await newContext(browser, { viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    onTestFailed(() => screenshot(page, 'talent-card-failure'));
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));

    await signInAs(page, 'reija.rekrytoija@demo.vuoro.fi', { next: `/talents/card?id=${TALENT}` });
    await expect.poll(() => page.getByRole('heading', { level: 1, name: NAME }).count(), { timeout: 20_000 }).toBe(1);
    const card = page.getByRole('article', { name: `Talent card: ${NAME}` });
    await expect.poll(() => card.getByText('Hygieniapassi').count()).toBe(1);
    await expect.poll(() => card.getByText('Turku').count()).toBe(1);
    await expectNoAxeViolations(page);
    await screenshot(page, 'talent-card-1280');

    // Print: only the card; the app's header and the share panel stay off the page.
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('header').first().isVisible()).toBe(false);
    expect(await page.getByRole('heading', { name: 'Share with a customer' }).isVisible()).toBe(false);
    expect(await card.isVisible()).toBe(true);
    await page.emulateMedia({ media: 'screen' });

    // Share: a recipient is required.
    await page.getByRole('button', { name: 'Create link' }).click();
    await expect.poll(() => page.getByText('Field is required').count()).toBe(1);
    await page.getByLabel('Shared with (customer)').fill(RECIPIENT);
    await page.getByLabel(/Valid for days/).fill('7');
    await page.getByRole('button', { name: 'Create link' }).click();
    const link = page.getByLabel('Link to the card');
    await expect.poll(() => link.count(), { timeout: 10_000 }).toBe(1);
    const url = await link.inputValue();
    expect(url).toMatch(new RegExp(`^${TALENT_SITE}/shared/cards/[A-Za-z0-9_-]{43}$`));
    const links = page.getByRole('list', { name: 'Links to this card' });
    await expect.poll(() => links.getByText(RECIPIENT, { exact: true }).count(), { timeout: 10_000 }).toBe(1);
    await expect.poll(() => links.getByText('Active').count()).toBe(1);

    // A visitor without an account opens the link.
    const visitor = await newContext(browser, { viewport: { width: 360, height: 800 } });
    const guest = await visitor.context.newPage();
    await guest.goto(url);
    await expect
      .poll(() => guest.getByRole('heading', { level: 1, name: `Talent cards for ${RECIPIENT}` }).count(), { timeout: 15_000 })
      .toBe(1);
    // The surname as an initial: the link was made without full names.
    await expect.poll(() => guest.getByRole('heading', { level: 2, name: 'Kateryna K.' }).count()).toBe(1);
    await expectNoAxeViolations(guest);
    await screenshot(guest, 'shared-talent-card-360');

    // The admin revokes it; the visitor's reload says so.
    await links.getByRole('button', { name: /Revoke/ }).click();
    await page.getByRole('button', { name: 'Revoke link' }).click();
    await expect.poll(() => links.getByText('Revoked').count(), { timeout: 10_000 }).toBe(1);
    await guest.reload();
    await expect
      .poll(() => guest.getByText('This link is no longer in use.', { exact: false }).count(), { timeout: 15_000 })
      .toBe(1);
    await expectNoAxeViolations(guest);

    await page.setViewportSize({ width: 360, height: 800 });
    await expectNoAxeViolations(page);
    await screenshot(page, 'talent-card-360');

    // An unknown id goes back to the list.
    await page.goto(`${TALENT_SITE}/talents/card?id=nobody-${run}`);
    await page.waitForURL((u) => u.pathname === '/talents', { timeout: 15_000 });

    expect(errors).toEqual([]);
    expect(external).toEqual([]);
    await visitor.context.close();
    reija = { context, external, page };
  });

  it('a shortlist of three from an assignment: the customer opens it in Finnish at 360, marks two, Reija sees the marks', async () => {
    const { page, context } = reija;
    onTestFailed(() => screenshot(page, 'shortlist-failure'));
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${TALENT_SITE}/assignments/${JOB}`);
    const presented = page.getByRole('list', { name: 'Presented talents' });
    await expect.poll(() => presented.getByRole('listitem').count(), { timeout: 20_000 }).toBe(3);
    for (const t of SHORTLISTED) await page.getByLabel(`Select ${fullName(t)} for a shortlist`).check();
    await page.getByRole('button', { name: 'Share 3 talents as a shortlist' }).click();
    await page.getByLabel('Shared with (customer)').fill(RECIPIENT);
    await page.getByRole('button', { name: 'Create link' }).click();
    const link = page.getByLabel('Link to the shortlist');
    await expect.poll(() => link.count(), { timeout: 10_000 }).toBe(1);
    const url = await link.inputValue();
    await expectNoAxeViolations(page);
    await screenshot(page, 'shortlist-share-1280');

    // The customer, without an account, in Finnish on a phone.
    const customer = await newContext(browser, { viewport: { width: 360, height: 800 }, locale: 'fi-FI' });
    const guest = await customer.context.newPage();
    const guestErrors: string[] = [];
    guest.on('pageerror', (e) => guestErrors.push(e.message));
    await guest.goto(url);
    const list = guest.getByRole('list', { name: 'Lyhyen listan osaajat' });
    await expect.poll(() => list.getByRole('listitem').count(), { timeout: 15_000 }).toBe(3);
    // In Reija's order, first names and the surname's initial only.
    const initial = `${SHORTLISTED[0].last.charAt(0)}.`;
    expect(await list.getByRole('heading', { level: 2 }).allTextContents()).toEqual(
      SHORTLISTED.map((t) => `${t.first} ${initial}`),
    );
    expect(await guest.getByText(SHORTLISTED[0].last).count()).toBe(0);
    // Each card opens: languages, work permit, availability and licence in Finnish.
    const first = list.getByRole('article').first();
    await first.getByRole('button', { name: /^Avaa kortti/ }).click();
    await expect.poll(() => first.getByText('suomi (taitava)').count()).toBe(1);
    await expect.poll(() => first.getByText('Työlupa voimassa 30.6.2027 asti').count()).toBe(1);
    await expect.poll(() => first.getByText('Iltaisin, viikonloppuisin ja 30,00 tuntia viikossa').count()).toBe(1);
    await expectNoAxeViolations(guest);

    // Two marked interested, the first with a message.
    await first.getByLabel(/Viesti toimistolle/).fill('Voisiko aloittaa maanantaina?');
    await first.getByRole('button', { name: /^Kiinnostaa/ }).click();
    await expect.poll(() => first.getByText(/^Tallennettu: .* kiinnostaa sinua/).count(), { timeout: 10_000 }).toBe(1);
    const second = list.getByRole('article').nth(1);
    await second.getByRole('button', { name: /^Kiinnostaa/ }).click();
    await expect.poll(() => second.getByText(/^Tallennettu: .* kiinnostaa sinua/).count(), { timeout: 10_000 }).toBe(1);
    await expectNoAxeViolations(guest);
    await fitsAndShoot(guest, 'shortlist-shared-fi');

    // Reija sees them on the assignment's rows, live.
    // Today as the app writes it (d.M.y in the browser's own zone: around midnight Helsinki's day is another).
    const date = await page.evaluate(() => {
      const now = new Date();
      return `${now.getDate()}.${now.getMonth() + 1}.${now.getFullYear()}`;
    });
    await expect.poll(() => presented.getByText(`Interested ✓ (${RECIPIENT}, ${date})`).count(), { timeout: 15_000 }).toBe(2);
    await expect.poll(() => presented.getByText('Message: Voisiko aloittaa maanantaina?').count()).toBe(1);
    await expectNoAxeViolations(page);
    await screenshot(page, 'shortlist-marks-1280');
    expect(guestErrors).toEqual([]);
    await customer.context.close();
    await context.close();
  });
});
