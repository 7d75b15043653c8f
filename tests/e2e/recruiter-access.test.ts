import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decideRoute, rolesFromClaims, routeAccess, routeIds, routes, type RouteId } from '@vuoro/domain';
import { TALENT_SITE } from '../support/emulators';
import { launch, newContext, type Browser, type Page } from './support/browser';
import { signInAs } from './support/sign-in';

/**
 * A talent signed in cannot open any recruiter route (issue 5): every screen the permission
 * table gives to recruiters (admin) or the talent side's staff (admin, my) sends a signed-in
 * talent to /no-access. The list comes from the permission table itself, so a recruiter route
 * added later is checked too.
 */
const talent = rolesFromClaims({});
const sample: Record<string, string> = { assignmentId: 'job-1', ID: 'demo-talent', id: 'job-1', token: 'x' };
const recruiterRoutes = routeIds.filter(
  (id: RouteId) => (routeAccess[id] === 'recruiter' || routeAccess[id] === 'talentSide') && routes[id].layout === 'talent',
);
const hrefOf = (id: RouteId) => {
  const path = routes[id].path.replace(/\/\*\??$/, '').replace(/:(\w+)\??/g, (_m, name: string) => sample[name] ?? 'x');
  return id === 'talentDetail' || id === 'talentCard' ? `${path}?id=demo-talent` : path;
};

let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launch();
  const { context } = await newContext(browser);
  page = await context.newPage();
  await signInAs(page, 'aino.virtanen@demo.vuoro.fi');
  await page.waitForURL((url) => url.pathname === '/talent-profile', { timeout: 20_000 });
});
afterAll(async () => {
  await browser?.close();
});

describe('a signed-in talent and the recruiter routes', () => {
  it('the permission table closes them all to a talent', () => {
    expect(recruiterRoutes.length).toBeGreaterThanOrEqual(10);
    for (const id of recruiterRoutes) expect([id, decideRoute(id, talent, false)]).toEqual([id, 'noAccess']);
  });

  it.each(recruiterRoutes.map((id) => [id, hrefOf(id)]))('%s (%s) shows no access', async (_id, href) => {
    await page.goto(`${TALENT_SITE}${href}`);
    await page.waitForURL((url) => url.pathname === '/no-access', { timeout: 15_000 });
  });
});
