import { describe, expect, it } from 'vitest';
import { accessCheck, anonymousRoles, decideRoute, rolesFromClaims, routeAccess } from './permissions';
import { routeIds, routes } from './routes';

const talent = rolesFromClaims({});
const admin = rolesFromClaims({ admin: true });
const my = rolesFromClaims({ my: true });
const employee = rolesFromClaims({ employee: true });
const customer = rolesFromClaims({ customerIds: ['c1'] });
const teamLead = rolesFromClaims({ customerIds: ['c1'], teamLead: true });
const userManager = rolesFromClaims({ userManager: true });

describe('rolesFromClaims', () => {
  it('a signed-in user without claims is a talent with no roles', () => {
    expect(talent).toMatchObject({ signedIn: true, admin: false, employee: false, customer: false });
  });
  it('malformed claims grant nothing', () => {
    expect(rolesFromClaims({ admin: 'yes', customerIds: 'c1' })).toMatchObject({ admin: false, customer: false });
  });
  it('teamLead needs a customer', () => {
    expect(rolesFromClaims({ teamLead: true }).teamLead).toBe(false);
    expect(teamLead.teamLead).toBe(true);
  });
});

describe('decideRoute', () => {
  it('sends admin, my and userManager signed in with a password alone to the second factor, on their screens only', () => {
    const roles = (claims: object) => rolesFromClaims(claims);
    expect(decideRoute('talents', roles({ admin: true }), false)).toBe('secondFactor');
    expect(decideRoute('talents', roles({ my: true }), false)).toBe('secondFactor');
    expect(decideRoute('userList', roles({ userManager: true }), false)).toBe('secondFactor');
    expect(decideRoute('userList', roles({ userManager: true }), true)).toBe('allow');
    // A screen any signed-in account may open, and an employee's own screens, ask nothing more.
    expect(decideRoute('talentProfile', roles({ admin: true }), false)).toBe('allow');
    expect(decideRoute('shiftsUpcoming', roles({ employee: true }), false)).toBe('allow');
    // Without the role the answer is still 'no access', factor or not.
    expect(decideRoute('talents', roles({ employee: true }), true)).toBe('noAccess');
  });

  it('every route has an access rule', () => {
    for (const id of routeIds) expect(routeAccess[id]).toBeDefined();
  });
  it('public screens are open to anyone', () => {
    for (const id of routeIds.filter((i) => routes[i].layout === 'public'))
      expect(decideRoute(id, anonymousRoles, false)).toBe('allow');
  });
  it('a visitor without a session goes to /login from every other screen', () => {
    for (const id of routeIds.filter((i) => routes[i].layout !== 'public'))
      expect(decideRoute(id, anonymousRoles, false)).toBe('login');
  });
  it('talent-side data screens are for admin and my, not for a talent', () => {
    expect(decideRoute('talents', admin, true)).toBe('allow');
    expect(decideRoute('talents', my, true)).toBe('allow');
    expect(decideRoute('talents', talent, false)).toBe('noAccess');
    expect(decideRoute('talentProfile', talent, false)).toBe('allow');
  });
  it('the sick-leave screen is for employed talents (employee claim) only', () => {
    expect(decideRoute('sickLeave', employee, false)).toBe('allow');
    expect(decideRoute('sickLeave', talent, false)).toBe('noAccess');
    expect(decideRoute('sickLeave', admin, false)).toBe('noAccess');
    expect(decideRoute('sickLeave', anonymousRoles, false)).toBe('login');
  });
  it('staff screens need the employee flag; without it: no access', () => {
    expect(decideRoute('shiftsUpcoming', employee, false)).toBe('allow');
    expect(decideRoute('shiftsUpcoming', talent, false)).toBe('noAccess');
    expect(decideRoute('shiftsUpcoming', customer, false)).toBe('noAccess');
  });
  it('customer screens need a customer; internal employees need a team lead', () => {
    expect(decideRoute('customerShifts', customer, false)).toBe('allow');
    expect(decideRoute('customerInternalEmployees', customer, false)).toBe('noAccess');
    expect(decideRoute('customerInternalEmployees', teamLead, false)).toBe('allow');
  });
  it('open vacancies are public (issue 6); the vacancy screen is for admin and my (my reads only)', () => {
    expect(routes.openVacancies.layout).toBe('public');
    for (const roles of [anonymousRoles, talent, employee, customer])
      expect(decideRoute('openVacancies', roles, false)).toBe('allow');
    expect(decideRoute('vacancies', admin, true)).toBe('allow');
    expect(decideRoute('vacancies', my, true)).toBe('allow');
    expect(decideRoute('vacancies', talent, false)).toBe('noAccess');
    expect(decideRoute('vacancies', employee, false)).toBe('noAccess');
    expect(decideRoute('vacancies', anonymousRoles, false)).toBe('login');
  });
  it('the user list is for userManager; the claims screen for admin', () => {
    expect(decideRoute('userList', userManager, true)).toBe('allow');
    expect(decideRoute('userList', admin, false)).toBe('noAccess');
    expect(decideRoute('claimsScreen', admin, true)).toBe('allow');
    expect(decideRoute('claimsScreen', my, false)).toBe('noAccess');
  });
  it('the agency desk is for admin with a second factor (issue 22); my, customers and employees may not open it', () => {
    expect(decideRoute('deskShifts', admin, true)).toBe('allow');
    expect(decideRoute('deskShifts', admin, false)).toBe('secondFactor');
    for (const roles of [my, customer, employee, talent]) expect(decideRoute('deskShifts', roles, true)).toBe('noAccess');
    expect(decideRoute('deskShifts', anonymousRoles, false)).toBe('login');
  });
});

describe('staffUser access (the support form)', () => {
  it('lets employees and customer users in, nobody else', () => {
    for (const roles of [employee, customer, teamLead]) expect(accessCheck.staffUser(roles)).toBe(true);
    for (const roles of [talent, admin, my, userManager, anonymousRoles]) expect(accessCheck.staffUser(roles)).toBe(false);
  });
});
