import { describe, expect, it } from 'vitest';
import { anonymousRoles, rolesFromClaims, USERNAME_LOGIN_DOMAIN } from '@vuoro/domain';
import { destinationAfterSignIn, safeNext } from '../components/after-sign-in';

describe('safeNext: only a path of this site', () => {
  it.each([
    ['/talents', '/talents'],
    ['/talents/talent?id=abc', '/talents/talent?id=abc'],
    ['/calendar/2026/11#today', '/calendar/2026/11#today'],
    ['/shifts/upcoming?state=changesNeedConfirmation', '/shifts/upcoming?state=changesNeedConfirmation'],
  ])('keeps %s', (raw, expected) => {
    expect(safeNext(raw)).toBe(expected);
  });

  it.each([
    [null],
    [undefined],
    [''],
    ['talents'], // not a path
    ['https://evil.example/'],
    ['//evil.example/path'], // another host, scheme-relative
    ['/\\evil.example'], // browsers read /\ as //
    ['/\\/evil.example'],
    ['/%0d%0aevil'.replace('%0d%0a', '\r\n')], // control characters
    ['javascript:alert(1)'],
    ['/login'], // a sign-in screen would loop
    ['/login?next=%2Ftalents'],
    ['/signout'],
    ['/l'],
    ['/s'],
    ['/ukraine'],
    ['/ad'],
    ['/login/multifactor'],
  ])('refuses %j', (raw) => {
    expect(safeNext(raw)).toBeNull();
  });

  it('normalises dot segments, so they cannot climb out to a sign-in screen', () => {
    expect(safeNext('/talents/../login')).toBeNull();
    expect(safeNext('/a/../talents')).toBe('/talents');
  });
});

describe('destinationAfterSignIn: where each role lands', () => {
  const base = { email: 'someone@demo.vuoro.fi', next: null, side: 'talent' as const };
  it.each([
    ['talent', {}, 'talent', '/talent-profile'],
    ['admin', { admin: true }, 'talent', '/talents'],
    ['my', { my: true }, 'talent', '/talents'],
    ['userManager', { userManager: true }, 'talent', '/user-list'],
    ['employee', { employee: true }, 'talent', '/shifts/upcoming'],
    ['customer', { customerIds: ['hotelli-aurora'] }, 'talent', '/customer/shifts'],
    ['team lead', { customerIds: ['hotelli-aurora'], teamLead: true }, 'talent', '/customer/shifts'],
    ['talent on the staff site', {}, 'staff', '/shifts/upcoming'],
    ['customer on the staff site', { customerIds: ['hotelli-aurora'] }, 'staff', '/customer/shifts'],
  ] as const)('%s', (_, claims, side, expected) => {
    expect(destinationAfterSignIn({ ...base, side, roles: rolesFromClaims(claims) })).toBe(expected);
  });

  it('honours a safe next, and ignores an unsafe one', () => {
    const roles = rolesFromClaims({ admin: true });
    expect(destinationAfterSignIn({ ...base, roles, next: '/assignments/new' })).toBe('/assignments/new');
    expect(destinationAfterSignIn({ ...base, roles, next: '//evil.example' })).toBe('/talents');
  });

  it('sends an old username account to the migration screen, whatever next says', () => {
    const email = `x1y2z3@${USERNAME_LOGIN_DOMAIN}`;
    expect(destinationAfterSignIn({ ...base, email, roles: { ...anonymousRoles, signedIn: true }, next: '/talents' })).toBe(
      '/verify?migrate=1',
    );
  });
});
