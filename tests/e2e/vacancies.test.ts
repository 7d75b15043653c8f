import { randomBytes } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { adminDb } from '../support/admin';
import { TALENT_SITE } from '../support/emulators';
import { clearFormRateLimits } from '../support/forms';
import { expectNoAxeViolations, launch, newContext, screenshot, type Browser, type Page } from './support/browser';
import { signInAs } from './support/sign-in';

/**
 * Vacancies (issue 6 item 5). A visitor, not signed in, at 360 px: /open-vacancies shows only
 * published vacancies; the job interest form shows the spec's message by each bad field and
 * keeps the rest, then sends; the recruiter sees the answer at /jobs/{id}/interests. A recruiter
 * creates, publishes, edits, unpublishes and deletes a vacancy on /vacancies while a visitor's
 * /open-vacancies shows it appear, change and disappear LIVE (no reload: the list is an
 * onSnapshot query). Support staff (`my`) read the list without write controls. Every vacancy
 * is the run's own (unique names), removed afterwards; the seeded ones are only read.
 */
const ADMIN = 'reija.rekrytoija@demo.vuoro.fi';
const MY = 'tuomas.tuki@demo.vuoro.fi';
const run = randomBytes(3).toString('hex');
const OPEN = `e2e-vac-open-${run}`;
const DRAFT = `e2e-vac-draft-${run}`;
const CITY = `Kaupunki${run}`;
const OPEN_NAME = `Kokki ${run}`;
const DRAFT_NAME = `Siivooja ${run}`;
const CREATED = `Leipuri ${run}`;
const EDITED = `Leipuri ja kondiittori ${run}`;

let browser: Browser;
beforeAll(async () => {
  // The interest goes through the `forms` function: one shared per-address counter on the emulator.
  await clearFormRateLimits();
  browser = await launch();
  await adminDb.doc(`vacancies/${OPEN}`).set({
    n: OPEN_NAME,
    c: 'Hotelli Aurora',
    ci: [CITY],
    co: ['Uusimaa'],
    lo: '/favicon.svg',
    et: 'Full-time, fixed term',
    sd: 'As soon as possible',
    d: '<p>Lunch kitchen, <strong>weekdays</strong>.</p><script>window.hacked = true</script><img src=x onerror="window.hacked = true">',
    cd: '<p>A city hotel with 200 rooms.</p>',
    l: 'Mannerheimintie, Helsinki',
    al: `kokki-${run}`,
    p: true,
    u: new Date(),
  });
  await adminDb.doc(`vacancies/${DRAFT}`).set({ n: DRAFT_NAME, c: 'Hotelli Aurora', ci: [CITY], p: false, u: new Date() });
});
afterAll(async () => {
  await browser?.close();
  const all = await adminDb.collection('vacancies').get();
  for (const d of all.docs)
    if (d.id.includes(run) || String(d.data().n ?? '').includes(run)) await adminDb.recursiveDelete(d.ref);
});

const card = (page: Page, name: string) => page.getByRole('article', { name });
const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true });
const noOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe('vacancies', () => {
  it('a visitor at 360 px sees published vacancies only and sends an interest; bad fields first', async () => {
    const visitor = await newContext(browser, { viewport: { width: 360, height: 800 } });
    const page = await visitor.context.newPage();
    onTestFailed(() => screenshot(page, 'vacancies-visitor-failure'));
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));

    await page.goto(`${TALENT_SITE}/open-vacancies`);
    await heading(page, 'Open vacancies').waitFor({ timeout: 15_000 });
    await card(page, OPEN_NAME).waitFor({ timeout: 15_000 });
    // Seeded: two published, one not.
    expect(await heading(page, 'Kerroshoitaja, Hotelli Aurora').count()).toBe(1);
    expect(await heading(page, 'Cook, Turku').count()).toBe(1);
    // A vacancy's own text carries its language (seeded: Finnish and English).
    expect(await heading(page, 'Kerroshoitaja, Hotelli Aurora').getAttribute('lang')).toBe('fi');
    expect(await heading(page, 'Cook, Turku').getAttribute('lang')).toBe('en');
    expect(await heading(page, 'Varastotyöntekijä, Vantaa').count()).toBe(0);
    expect(await heading(page, DRAFT_NAME).count()).toBe(0);

    // The card: every field shown, stored HTML safe, the apply link on the job board.
    const ours = card(page, OPEN_NAME);
    const text = await ours.innerText();
    for (const shown of [
      'Hotelli Aurora',
      CITY,
      'Uusimaa',
      'Full-time, fixed term',
      'As soon as possible',
      'Lunch kitchen, weekdays.',
    ])
      expect(text).toContain(shown);
    expect(await ours.getByRole('img', { name: 'Hotelli Aurora logo' }).count()).toBe(1);
    expect(await ours.locator('script, img[src="x"]').count()).toBe(0);
    expect(await page.evaluate(() => (window as { hacked?: boolean }).hacked)).toBeUndefined();
    expect(await ours.getByRole('link', { name: /Apply on the job board/ }).getAttribute('href')).toBe(
      `https://vuoro.fi/tyopaikat/kokki-${run}`,
    );
    await ours.getByText('About Hotelli Aurora').click();
    await expect.poll(() => ours.getByText('A city hotel with 200 rooms.').isVisible()).toBe(true);

    // The city filter: only the run's published vacancy.
    await page.getByLabel('City').selectOption(CITY);
    await expect.poll(() => page.getByRole('article').count()).toBe(1);
    await page.getByLabel('Search by words').fill('no such words anywhere');
    await expect.poll(() => page.getByText('No vacancy matches your search.', { exact: false }).count()).toBe(1);
    await page.getByLabel('Search by words').fill('');
    await expectNoAxeViolations(page);
    expect(await noOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'open-vacancies-360');
    await page.setViewportSize({ width: 1280, height: 900 });
    await screenshot(page, 'open-vacancies-1280');
    await page.setViewportSize({ width: 360, height: 800 });

    // The interest form, by keyboard: the button says whether it is open.
    const toggle = ours.getByRole('button', { name: "I'm interested" });
    await toggle.focus();
    await page.keyboard.press('Enter');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    const form = ours.getByRole('form', { name: `Interest in ${OPEN_NAME}` });
    const field = (label: string) => form.getByLabel(label, { exact: false });
    expect(await field('Phone').inputValue()).toBe('+358');
    const send = form.getByRole('button', { name: 'Send' });
    const messageOf = async (label: string) => {
      const ids = (await field(label).getAttribute('aria-describedby'))?.split(' ') ?? [];
      return form.locator(`[id="${ids.at(-1)}"]`).innerText();
    };

    // Everything wrong at once: each field says why; what was typed stays.
    await field('Email').fill('olena@');
    await field('Hours per week').fill('200');
    await field('Contract type').selectOption({ label: 'Fixed term' });
    await field('Collective agreement').fill('Matkailu-ala');
    await send.click();
    await expect.poll(() => field('Your name').getAttribute('aria-invalid')).toBe('true');
    expect(await field('Your name').evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await messageOf('Your name')).toBe('Field is required');
    expect(await messageOf('Phone')).toBe('Phone number should be formatted +358...');
    expect(await messageOf('Email')).toBe('This is not a valid email address');
    expect(await messageOf('Hours per week')).toBe('The number is outside the allowed range');
    expect(await form.getByRole('group', { name: /Are you interested/ }).innerText()).toContain('Field is required');
    expect(await field('Email').inputValue()).toBe('olena@');
    expect(await field('Contract type').inputValue()).toBe('fixedTerm');
    expect(await field('Collective agreement').inputValue()).toBe('Matkailu-ala');
    await expectNoAxeViolations(page);
    await screenshot(page, 'vacancy-interest-errors-360');
    await page.setViewportSize({ width: 1280, height: 900 });
    await screenshot(page, 'vacancy-interest-errors-1280');
    await page.setViewportSize({ width: 360, height: 800 });

    // Then one bad field at a time, the others valid: its message, the rest kept.
    const valid: [string, string][] = [
      ['Your name', 'Olena Shevchenko'],
      ['Phone', '+358 45 123 4502'],
      ['Email', 'olena@example.com'],
      ['Hours per week', '37,5'],
    ];
    for (const [label, value] of valid) await field(label).fill(value);
    await form.getByRole('radio', { name: 'Yes' }).check();
    const bad: [string, string, string][] = [
      ['Your name', '  ', 'Field is required'],
      ['Phone', '040 123 4567', 'Phone number should be formatted +358...'],
      ['Email', 'olena.example.com', 'This is not a valid email address'],
      ['Hours per week', 'many', 'Invalid value'],
    ];
    for (const [label, wrong, message] of bad) {
      await field(label).fill(wrong);
      await send.click();
      await expect.poll(() => field(label).getAttribute('aria-invalid'), { message: label }).toBe('true');
      expect(await messageOf(label), label).toBe(message);
      for (const [other, kept] of valid) if (other !== label) expect(await field(other).inputValue(), other).toBe(kept);
      expect(await form.getByRole('radio', { name: 'Yes' }).isChecked()).toBe(true);
      expect(await form.locator('[aria-invalid="true"]').count(), label).toBe(1);
      await field(label).fill(valid.find(([l]) => l === label)![1]);
    }

    await send.click();
    await expect.poll(() => ours.getByRole('status').filter({ hasText: 'Thank you!' }).count(), { timeout: 15_000 }).toBe(1);
    await expectNoAxeViolations(page);
    await screenshot(page, 'vacancy-interest-sent-360');

    const stored = await adminDb.collection(`vacancies/${OPEN}/interests`).get();
    expect(stored.size).toBe(1);
    const record = stored.docs[0]!.data();
    expect(record).toMatchObject({
      name: 'Olena Shevchenko',
      phone: '+358451234502',
      email: 'olena@example.com',
      interested: true,
      employer: 'Hotelli Aurora',
      contractType: 'fixedTerm',
      weeklyHours: 37.5,
      collectiveAgreement: 'Matkailu-ala',
    });
    expect(record.timestamp).toBeInstanceOf(Timestamp);
    expect(record).not.toHaveProperty('workTimeType');

    // The recruiter sees the answer among the job's interests.
    const recruiter = await newContext(browser, { viewport: { width: 1280, height: 900 } });
    const admin = await recruiter.context.newPage();
    onTestFailed(() => screenshot(admin, 'vacancies-interests-failure'));
    await signInAs(admin, ADMIN, { next: `/jobs/${OPEN}/interests` });
    const row = admin.getByRole('row').filter({ has: admin.getByRole('rowheader', { name: 'Olena Shevchenko' }) });
    await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(1);
    expect(await row.innerText()).toContain('Fixed term');

    expect(errors).toEqual([]);
    expect([...visitor.external, ...recruiter.external]).toEqual([]);
    await Promise.all([visitor.context.close(), recruiter.context.close()]);
  }, 180_000);

  it('a recruiter creates, publishes, edits, unpublishes and deletes; a visitor sees it live; my only reads', async () => {
    const recruiter = await newContext(browser, { viewport: { width: 1280, height: 900 } });
    const admin = await recruiter.context.newPage();
    const visitor = await newContext(browser, { viewport: { width: 360, height: 800 } });
    const page = await visitor.context.newPage();
    onTestFailed(async () => {
      await Promise.all([screenshot(admin, 'vacancies-admin-failure'), screenshot(page, 'vacancies-live-failure')]);
    });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    admin.on('pageerror', (e) => errors.push(e.message));

    await page.goto(`${TALENT_SITE}/open-vacancies`);
    await card(page, OPEN_NAME).waitFor({ timeout: 15_000 });

    await signInAs(admin, ADMIN, { next: '/talents' });
    await admin.getByRole('link', { name: 'Vacancies' }).first().click();
    await admin.waitForURL((url) => url.pathname === '/vacancies');
    const list = admin.getByRole('list', { name: 'Vacancies' });
    const item = (name: string) => list.getByRole('listitem').filter({ has: admin.getByRole('heading', { name, exact: true }) });
    // Published and unpublished alike.
    await item(DRAFT_NAME).waitFor({ timeout: 15_000 });
    expect(await item(DRAFT_NAME).innerText()).toContain('Not published');
    expect(await item(OPEN_NAME).innerText()).toContain('Published');
    expect(
      await item(OPEN_NAME)
        .getByRole('link', { name: /Job interests/ })
        .getAttribute('href'),
    ).toBe(`/jobs/${OPEN}/interests`);

    // Create (not yet published): a bad title and logo first.
    await admin.getByRole('button', { name: 'New vacancy' }).click();
    const editor = admin.getByRole('form', { name: /New vacancy/ });
    await editor.getByLabel('Logo address', { exact: false }).fill('javascript:alert(1)');
    await editor.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => editor.getByText('Field is required').count()).toBe(1);
    expect(await editor.getByLabel('Logo address', { exact: false }).getAttribute('aria-invalid')).toBe('true');
    await expectNoAxeViolations(admin);
    await screenshot(admin, 'vacancies-admin-editor-1280');
    await admin.setViewportSize({ width: 360, height: 800 });
    expect(await noOverflow(admin)).toBeLessThanOrEqual(0);
    await screenshot(admin, 'vacancies-admin-editor-360');
    await admin.setViewportSize({ width: 1280, height: 900 });

    await editor.getByLabel('Logo address', { exact: false }).fill('');
    await editor.getByLabel('Title', { exact: false }).fill(CREATED);
    await editor.getByLabel('Company', { exact: true }).fill('Leipomo Lahtinen');
    await editor.getByLabel('Cities', { exact: false }).fill(`Lahti, ${CITY}`);
    await editor.getByLabel('Employment type').fill('Part-time');
    await editor
      .getByLabel('Description', { exact: true })
      .fill('<p>Early <em>morning</em> baking.</p><script>window.hacked = 1</script>');
    await editor.getByLabel('Apply link suffix', { exact: false }).fill(`leipuri-${run}`);
    await editor.getByRole('button', { name: 'Save' }).click();
    await admin.getByText('Saved successfully').waitFor({ timeout: 15_000 });
    await item(CREATED).waitFor();
    expect(await item(CREATED).innerText()).toContain('Not published');
    const created = await adminDb.collection('vacancies').where('n', '==', CREATED).get();
    expect(created.size).toBe(1);
    expect(created.docs[0]!.data()).toMatchObject({ c: 'Leipomo Lahtinen', ci: ['Lahti', CITY], et: 'Part-time', p: false });
    expect(created.docs[0]!.data().u).toBeInstanceOf(Timestamp);
    expect(await heading(page, CREATED).count()).toBe(0);

    // Publish: the visitor's page shows it without a reload.
    await item(CREATED)
      .getByRole('button', { name: /^Publish/ })
      .click();
    await card(page, CREATED).waitFor({ timeout: 15_000 });
    expect(await card(page, CREATED).innerText()).toContain('Early morning baking.');
    expect(await page.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();
    expect(
      await card(page, CREATED)
        .getByRole('link', { name: /Apply on the job board/ })
        .getAttribute('href'),
    ).toBe(`https://vuoro.fi/tyopaikat/leipuri-${run}`);
    await expectNoAxeViolations(admin);
    await screenshot(admin, 'vacancies-admin-1280');
    await admin.setViewportSize({ width: 360, height: 800 });
    await screenshot(admin, 'vacancies-admin-360');
    await admin.setViewportSize({ width: 1280, height: 900 });

    // Edit: the new title reaches the visitor.
    await item(CREATED).getByRole('button', { name: /^Edit/ }).click();
    const edit = admin.getByRole('form', { name: /Edit vacancy/ });
    expect(await edit.getByLabel('Cities', { exact: false }).inputValue()).toBe(`Lahti, ${CITY}`);
    await edit.getByLabel('Title', { exact: false }).fill(EDITED);
    await edit.getByRole('button', { name: 'Save' }).click();
    await card(page, EDITED).waitFor({ timeout: 15_000 });
    expect(await heading(page, CREATED).count()).toBe(0);

    // Unpublish: gone from the visitor's page, still on the recruiter's list.
    await item(EDITED)
      .getByRole('button', { name: /^Unpublish/ })
      .click();
    await expect.poll(() => card(page, EDITED).count(), { timeout: 15_000 }).toBe(0);
    await expect.poll(() => item(EDITED).innerText()).toContain('Not published');

    // Delete, after confirming.
    await item(EDITED)
      .getByRole('button', { name: /^Delete/ })
      .click();
    const dialog = admin.getByRole('dialog', { name: `Delete ${EDITED}?` });
    // Headless UI's dialog element itself has no box (its panel is fixed): wait for what is in it.
    await dialog.getByRole('button', { name: 'Cancel' }).waitFor();
    await expectNoAxeViolations(admin);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(await item(EDITED).count()).toBe(1);
    await item(EDITED)
      .getByRole('button', { name: /^Delete/ })
      .click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => item(EDITED).count(), { timeout: 15_000 }).toBe(0);
    // The list drops it at once (local write); the server has it gone a moment later.
    await expect.poll(async () => (await adminDb.collection('vacancies').where('n', '==', EDITED).get()).size).toBe(0);

    // Support staff read the list, with no write controls.
    const support = await newContext(browser, { viewport: { width: 1280, height: 900 } });
    const my = await support.context.newPage();
    await signInAs(my, MY, { next: '/vacancies' });
    const myList = my.getByRole('list', { name: 'Vacancies' });
    await myList.getByRole('heading', { name: DRAFT_NAME }).waitFor({ timeout: 15_000 });
    expect(await my.getByRole('button', { name: 'New vacancy' }).count()).toBe(0);
    expect(await myList.getByRole('button').count()).toBe(0);
    expect(await myList.getByRole('link', { name: /Job interests/ }).count()).toBeGreaterThan(0);
    await expectNoAxeViolations(my);

    expect(errors).toEqual([]);
    expect([...visitor.external, ...recruiter.external, ...support.external]).toEqual([]);
    await Promise.all([visitor.context.close(), recruiter.context.close(), support.context.close()]);
  }, 240_000);
});
