import { describe, expect, it } from 'vitest';
import { buildHref, routeIds, routes } from './routes';

describe('routes: every route of spec section 2, declared once', () => {
  it('declares each path once', () => {
    const paths = routeIds.map((id) => routes[id].path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it.each([
    '/',
    '/login',
    '/ukraine',
    '/login/multifactor',
    '/multiFactor',
    '/multifactor/e',
    '/signout',
    '/ad',
    '/find-talents',
    '/verify',
    '/no-access',
    '/l',
    '/s',
    '/beta-or-old',
    '/create-account-help',
    '/ohje',
    '/manual',
    '/shifts/new',
    '/shifts/edit',
    '/shifts/done',
    '/shifts/upcoming',
    '/notices',
    '/staffnews',
    '/open-vacancies',
    '/open-shifts/:skip/:take',
    '/training-materials',
    '/calendar/:year/:month/:w?',
    '/profile',
    '/profile/email',
    '/faq',
    '/settings',
    '/work-benefits',
    '/account',
    '/user-list',
    '/customer/shifts',
    '/customer/shifts/edit',
    '/customer/pools',
    '/customer/prints',
    '/shifts/order',
    '/shifts/report',
    '/customer/add-internal-employee',
    '/customer/internal-employees',
    '/customer/internal-employees/edit/:id/customerId/:customerId',
    '/customer/my-info',
    '/customer/contact-us',
    '/customer/recruit-order',
    '/customer/settings',
    '/talent-profile',
    '/sick-leave',
    '/talent',
    '/talents',
    '/talents/assignments/:assignmentId',
    '/talents/talent',
    '/jobs/:id/interests/*?',
    '/assignments',
    '/assignments/:assignmentId',
    '/assignments/:assignmentId/talents/:ID',
    '/claims-screen',
    '/restoreuser',
    '/notifications/:skip?/:take?/:from?/:until?/:messageForm?/:onlyUnopened?/:messageType?',
  ])('spec path %s is declared', (path) => {
    expect(routeIds.some((id) => routes[id].path === path)).toBe(true);
  });
});

describe('href builders', () => {
  it('fill parameters and drop unset optional ones', () => {
    expect(routes.calendar.href({ year: 2026, month: 11 })).toBe('/calendar/2026/11');
    expect(routes.calendar.href({ year: 2026, month: 11, w: 47 })).toBe('/calendar/2026/11/47');
    expect(routes.notifications.href({ skip: 0, take: 20 })).toBe('/notifications/0/20');
    expect(routes.notifications.href()).toBe('/notifications');
    expect(routes.openShifts.href({ skip: 0, take: 10 })).toBe('/open-shifts/0/10');
  });
  it('add the query and encode values', () => {
    expect(routes.talentDetail.href(undefined, { id: 'a b' })).toBe('/talents/talent?id=a+b');
    expect(routes.assignmentTalent.href({ assignmentId: 'j/1', ID: 't1' })).toBe('/assignments/j%2F1/talents/t1');
  });
  it('drop the wildcard segment', () => {
    expect(routes.jobInterests.href({ id: 'my' })).toBe('/jobs/my/interests');
  });
  it('refuse a missing required parameter', () => {
    expect(() => buildHref('/open-shifts/:skip/:take', { skip: 1 })).toThrow(/take/);
  });
});
