import type { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { poolConnectionId, poolInvitationMessage, routes, staffCollections } from '@vuoro/domain';
import { adminDb } from '../support/admin';
import { STAFF_SITE } from '../support/emulators';
import { seedPools } from '../../scripts/seed-pools';
import { expectNoAxeViolations, fitsAndShoot, launch, phonePage, screenshot, type Browser, type Page } from './support/browser';
import { EERO, EERO_ID } from './support/employee';
import { REIJA, signInAs } from './support/sign-in';

/**
 * The desk's pool invitation (issue 25) closing its loop on 360 px phones, against the seed
 * (scripts/seed-pools.ts), with Eero not invited to the Aurora rooms' pool: Reija (admin with a
 * second factor) picks the pool and Eero at /desk/pools, is asked once more and invites him
 * ('Fixed term'); the pool's list shows him New, his message is written in his language and the
 * audit record kept. Eero finds the invitation at /pools and accepts it; back at the desk the list
 * shows him Accepted. The seed's pools, and no message or audit record of the journey, are left.
 */
const ROOMS = 'pool-aurora-rooms';
const STARTED = new Date();
const connection = adminDb.collection(staffCollections.poolConnections).doc(poolConnectionId(EERO_ID, ROOMS));
const members = async () =>
  ((await adminDb.collection(staffCollections.pools).doc(ROOMS).get()).get('employeeIds') as string[]) ?? [];

/** What the journey wrote besides the pools: Eero's messages and the desk's audit records since it started. */
async function madeByTheJourney() {
  const [sent, audits] = await Promise.all([
    adminDb.collection(staffCollections.messages).where('employeeId', '==', EERO_ID).where('sentAt', '>=', STARTED).get(),
    adminDb.collection(staffCollections.deskAudit).where('poolId', '==', ROOMS).get(),
  ]);
  return {
    messages: sent.docs,
    audits: audits.docs.filter((d) => (d.get('at') as Timestamp).toDate() >= STARTED),
  };
}

let browser: Browser;
beforeAll(async () => {
  // The seed's pools, without Eero's invitation to the rooms' pool: the desk makes it.
  await seedPools(adminDb, new Date());
  await connection.delete();
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
  const made = await madeByTheJourney();
  await Promise.all([...made.messages, ...made.audits].map((d) => d.ref.delete()));
  await seedPools(adminDb, new Date());
});

/** The pool's list at the desk: Eero's row. */
const eeroAtTheDesk = (page: Page) =>
  page.getByRole('region', { name: 'Who is in Kerroshoidon pooli' }).getByRole('listitem').filter({ hasText: 'Eero Nieminen' });

describe('the desk invites to a pool, the employee answers', () => {
  it('Reija invites Eero after confirming; he accepts at /pools; the desk shows him Accepted', async () => {
    expect((await connection.get()).exists).toBe(false);

    // ── Reija: the pool, the employee, the contract type; asked once more ───────────────────────
    const desk = await phonePage(browser, 'desk-pools-failure');
    await signInAs(desk.page, REIJA, { next: routes.deskPools.href() });
    await desk.page.waitForURL((url) => url.pathname === routes.deskPools.href(), { timeout: 20_000 });
    const form = desk.page.getByRole('form', { name: 'Invite to a pool' });
    const pool = form.getByLabel('Pool', { exact: true });
    await expect.poll(() => pool.locator('option').count(), { timeout: 20_000 }).toBeGreaterThan(1);
    await pool.selectOption({ label: 'Hotelli Aurora Oy: Kerroshoidon pooli (0 members)' });
    await desk.page.getByText('Nobody invited to this pool yet').waitFor({ timeout: 20_000 });
    const picker = form.getByRole('combobox', { name: 'Employee' });
    await expect.poll(() => picker.isEnabled(), { timeout: 20_000 }).toBe(true);
    // The seed's Eero works at Hotelli Aurora (another Eero Nieminen may be on the register).
    await picker.fill('Eero');
    await desk.page.getByRole('option', { name: /^Eero Nieminen Hotelli Aurora/ }).click();
    await form.getByLabel('Contract type').selectOption({ label: 'Fixed term' });
    await expectNoAxeViolations(desk.page);
    await fitsAndShoot(desk.page, 'desk-pools');
    await form.getByRole('button', { name: 'Invite', exact: true }).click();
    await form
      .getByText('Invite Eero Nieminen to the pool Kerroshoidon pooli of Hotelli Aurora Oy? They get a message about it.')
      .waitFor();
    await expectNoAxeViolations(desk.page);
    await fitsAndShoot(desk.page, 'desk-pools-confirm');
    await form.getByRole('button', { name: 'Yes, invite' }).click();
    await form.getByText('Invitation sent to Eero Nieminen').waitFor({ timeout: 20_000 });
    await expect.poll(async () => (await eeroAtTheDesk(desk.page).textContent()) ?? '', { timeout: 20_000 }).toMatch(/New/);
    await fitsAndShoot(desk.page, 'desk-pools-invited');

    // Stored: the new connection, Eero's message in his language, the audit record.
    const stored = (await connection.get()).data()!;
    expect(stored).toMatchObject({ state: 'new', contractType: 'fixedTerm', invitedBy: 'Reija Rekrytoija' });
    const made = await madeByTheJourney();
    const language = (await adminDb.collection(staffCollections.people).doc(EERO_ID).get()).get('language') as string | null;
    const words = poolInvitationMessage(language, { pool: 'Kerroshoidon pooli', customer: 'Hotelli Aurora Oy' });
    expect(made.messages.map((d) => d.get('subject') as string)).toEqual([words.subject]);
    expect(made.audits.map((d) => d.get('employeeId') as string)).toEqual([EERO_ID]);

    // ── Eero: the invitation at /pools, accepted ────────────────────────────────────────────────
    const eero = await phonePage(browser, 'desk-pools-employee-failure');
    await signInAs(eero.page, EERO, { site: STAFF_SITE });
    await eero.page.waitForURL((url) => url.pathname === routes.shiftsUpcoming.href(), { timeout: 20_000 });
    await eero.page.evaluate(() => localStorage.setItem('vuoro.language', 'en'));
    await eero.page.goto(`${STAFF_SITE}${routes.pools.href()}`);
    const invitation = eero.page
      .getByRole('article')
      .filter({ has: eero.page.getByRole('heading', { name: 'Kerroshoidon pooli', exact: true }) });
    await invitation.waitFor({ timeout: 20_000 });
    expect(await invitation.textContent()).toContain('Fixed term');
    await invitation.getByRole('button', { name: /^Accept/ }).click();
    await eero.page.getByText('Invitation accepted').waitFor({ timeout: 15_000 });
    expect((await connection.get()).get('state')).toBe('accepted');
    expect(await members()).toContain(EERO_ID);
    expect(eero.errors).toEqual([]);
    expect(eero.external).toEqual([]);
    await eero.close();

    // ── The desk again: the pool's list follows ─────────────────────────────────────────────────
    await desk.page.reload();
    await expect.poll(() => pool.locator('option').count(), { timeout: 20_000 }).toBeGreaterThan(1);
    await pool.selectOption({ label: 'Hotelli Aurora Oy: Kerroshoidon pooli (1 member)' });
    await expect.poll(async () => (await eeroAtTheDesk(desk.page).textContent()) ?? '', { timeout: 20_000 }).toMatch(/Accepted/);
    await expectNoAxeViolations(desk.page);
    await screenshot(desk.page, 'desk-pools-accepted');
    await desk.page.setViewportSize({ width: 1280, height: 900 });
    await screenshot(desk.page, 'desk-pools-wide');
    expect(desk.errors).toEqual([]);
    expect(desk.external).toEqual([]);
    await desk.close();
  }, 180_000);
});
