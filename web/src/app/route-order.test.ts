import { describe, expect, it } from 'vitest';
import { routeIds, routes } from '@vuoro/domain';
import { resolveRoute } from './route-order';

describe('resolveRoute: what the router shows for a path', () => {
  it.each([
    ['/', 'landing', {}],
    ['/talents', 'talents', {}],
    ['/talents/talent', 'talentDetail', {}],
    ['/talents/assignments/job-1', 'talentsAssignment', { assignmentId: 'job-1' }],
    ['/assignments/new', 'assignment', { assignmentId: 'new' }],
    ['/assignments/job-1/talents/t-1', 'assignmentTalent', { assignmentId: 'job-1', ID: 't-1' }],
    ['/shifts/order', 'shiftsOrder', {}],
    ['/desk/shifts', 'deskShifts', {}],
    ['/shifts/upcoming', 'shiftsUpcoming', {}],
    ['/calendar/2026/11', 'calendar', { year: '2026', month: '11' }],
    ['/calendar/2026/11/47', 'calendar', { w: '47' }],
    ['/calendar/2026/11/47/edit', 'calendarEdit', { w: '47' }],
    ['/notifications', 'notifications', {}],
    ['/notifications/0/20', 'notifications', { skip: '0', take: '20' }],
    ['/open-shifts/0/10', 'openShifts', { skip: '0', take: '10' }],
    ['/jobs/my/interests', 'jobInterests', { id: 'my' }],
    ['/jobs/job-1/interests/anything/below', 'jobInterests', { id: 'job-1' }],
    ['/auth/linkedin/callback', 'linkedinCallback', {}],
    ['/multiFactor', 'multiFactor', {}],
    ['/multifactor/e', 'multiFactorE', {}],
    ['/customer/internal-employees/edit/e1/customerId/c1', 'customerInternalEmployeeEdit', { id: 'e1', customerId: 'c1' }],
  ])('%s → %s', (path, id, params) => {
    const match = resolveRoute(path);
    expect(match?.id).toBe(id);
    expect(match?.params).toMatchObject(params);
  });

  it('every declared route is reachable by its own href', () => {
    const sample = (p: string) => p.replace(/:(\w+)\??/g, 'x1').replace(/\/\*\??/, '/rest');
    for (const id of routeIds) expect(resolveRoute(sample(routes[id].path))?.id, id).toBe(id);
  });

  it.each(['/nothing', '/talents/x/y/z', '/open-shifts/1'])('%s has no route (404 page)', (path) => {
    expect(resolveRoute(path)).toBeNull();
  });
});
