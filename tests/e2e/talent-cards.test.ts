import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { adminDb } from '../support/admin';
import { TALENT_SITE } from '../support/emulators';
import { expectNoAxeViolations, launch, newContext, screenshot, type Browser } from './support/browser';
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

let browser: Browser;
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
  // The talentCardSync trigger writes the card; wait for it (expect.poll works only inside a test).
  await waitUntil(
    async () => (await adminDb.doc(`talentCards/${TALENT}`).get()).get('talentName') === NAME,
    `talentCards/${TALENT} was not written by the talentCardSync trigger`,
  );
});
afterAll(async () => {
  await browser?.close();
  const shares = await adminDb.collection('talentCardShares').where('talentIds', 'array-contains', TALENT).get();
  await Promise.all(shares.docs.map((d) => d.ref.delete()));
  await adminDb.doc(`talents/${TALENT}`).delete();
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
    await expect.poll(() => guest.getByRole('heading', { level: 2, name: NAME }).count()).toBe(1);
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
    await context.close();
  });
});
