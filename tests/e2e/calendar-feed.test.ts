import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { STAFF_SITE } from '../support/emulators';
import { expectNoAxeViolations, fitsAndShoot, launch, newContext, PHONE, screenshot, type Browser } from './support/browser';
import { EERO } from './support/employee';
import { signInAs } from './support/sign-in';

/**
 * The employee's calendar subscription in settings (issue 15 item 7, our extension), on a 360 px
 * phone as the demo employee: makes the secret address, copies it, a calendar app reads his
 * shifts from it through Hosting, he turns it off after confirming and the address answers 404.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('calendar subscription in settings', () => {
  it('makes, copies, serves and turns off the feed address', async () => {
    const { context, external } = await newContext(browser, { viewport: PHONE });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: STAFF_SITE });
    const page = await context.newPage();
    onTestFailed(() => screenshot(page, 'calendar-feed-failure'));
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));

    await signInAs(page, EERO, { site: STAFF_SITE });
    await page.waitForURL((url) => url.pathname === '/shifts/upcoming', { timeout: 20_000 });
    await page.goto(`${STAFF_SITE}/settings`);
    const section = page.getByRole('region', { name: 'Shifts in your own calendar' });
    await section.getByTestId('calendar-feed-status').waitFor({ timeout: 20_000 });

    // An address from an earlier run is turned off first, so the journey starts from none.
    if ((await section.getByRole('button', { name: 'Turn off' }).count()) > 0) {
      await section.getByRole('button', { name: 'Turn off' }).click();
      await section.getByRole('button', { name: 'Yes, turn off' }).click();
      await section.getByText('Calendar address turned off.').waitFor();
    }
    await expect.poll(() => section.getByText('You have no calendar address.').count(), { timeout: 15_000 }).toBe(1);

    await section.getByRole('button', { name: 'Make a calendar address' }).click();
    await section.getByText('Calendar address made. Add it to your calendar app now.').waitFor({ timeout: 15_000 });
    const address = await section.getByLabel('Calendar address').inputValue();
    expect(address).toMatch(new RegExp(`^${STAFF_SITE}/calendar-feed/[A-Za-z0-9_-]{20,}\\.ics$`));
    expect(await section.getByRole('link', { name: 'Open in calendar app' }).getAttribute('href')).toBe(
      address.replace(/^http:/, 'webcal:'),
    );
    await expect.poll(() => section.getByText(/Your calendar address was made on \d{1,2}\.\d{1,2}\.\d{4}\./).count()).toBe(1);
    await section.getByRole('button', { name: 'Copy address' }).click();
    await section.getByRole('button', { name: 'Address copied' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
    await expectNoAxeViolations(page);
    await fitsAndShoot(page, 'settings-calendar-feed');

    // What a calendar app reads from the address, through Hosting's rewrite to the feed function.
    const feed = await page.request.get(address);
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toMatch(/^text\/calendar/);
    const ics = await feed.text();
    expect(ics.startsWith('BEGIN:VCALENDAR')).toBe(true);
    expect(ics).toContain('Hotelli Aurora');

    // Turning it off asks once more; afterwards the address answers 404.
    await section.getByRole('button', { name: 'Turn off' }).click();
    expect(await section.getByText(/Turn off your calendar address\?/).count()).toBe(1);
    await section.getByRole('button', { name: 'Back' }).click();
    expect((await page.request.get(address)).status()).toBe(200);
    await section.getByRole('button', { name: 'Turn off' }).click();
    await section.getByRole('button', { name: 'Yes, turn off' }).click();
    await section.getByText('Calendar address turned off.').waitFor({ timeout: 15_000 });
    await expect.poll(() => section.getByText('You have no calendar address.').count(), { timeout: 15_000 }).toBe(1);
    expect(await section.getByLabel('Calendar address').count()).toBe(0);
    expect((await page.request.get(address)).status()).toBe(404);

    expect(errors).toEqual([]);
    expect(external).toEqual([]);
    await context.close();
  });
});
