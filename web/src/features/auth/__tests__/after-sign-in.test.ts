import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anonymousRoles, rolesFromClaims, USERNAME_LOGIN_DOMAIN } from '@vuoro/domain';
import { destinationAfterSignIn, safeNext } from '../components/after-sign-in';

const ORIGIN = 'https://vuoro.example';

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

  // Each of these is, or becomes once a browser, a router or a second decoding reads it, a
  // protocol-relative (`//host`) or absolute address: another site.
  it.each([
    ['//evil'],
    ['/\\evil'],
    ['\\\\evil'],
    ['\\/evil'],
    ['/%2F%2Fevil'],
    ['/%2f%2fevil'],
    ['/%2F/evil'],
    ['/%5Cevil'],
    ['/%5c%5cevil'],
    ['/%252F%252Fevil'], // encoded twice
    ['/%25252F%25252Fevil'], // three times
    ['/\t/evil'], // the URL parser drops tabs and newlines: //evil
    ['/\n/evil'],
    ['/\r\n/evil'],
    ['/%09/evil'],
    ['/%0A/evil'],
    ['/%00/evil'],
    ['/\u0000/evil'],
    ['/\u0085/evil'], // a C1 control
    ['/a/..//evil'], // dot segments that leave `//evil`
    ['/./%2E%2E//evil'],
    ['https:evil'],
    ['https:/evil'],
    ['https://evil'],
    ['http:\\\\evil'],
    ['javascript:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    [' //evil'], // leading space: not a path
    ['\t//evil'],
    ['/%'], // not decodable
    ['/%E0%A4%A'],
    ['/%6Cogin'], // /login, encoded
  ])('refuses %j, which leads off the site', (raw) => {
    expect(safeNext(raw, ORIGIN)).toBeNull();
  });

  it('refuses an absurdly long next', () => {
    expect(safeNext(`/${'a'.repeat(3000)}`, ORIGIN)).toBeNull();
  });

  it.each([
    ['/talents', '/talents'],
    ['/talents/talent?id=abc%2Fdef', '/talents/talent?id=abc%2Fdef'], // an encoded slash in the query is data
    ['/talents?q=%5C%5C', '/talents?q=%5C%5C'],
    ['/jobs/a b', '/jobs/a%20b'],
    ['/työpaikat', '/ty%C3%B6paikat'],
    ['/calendar/2026/11#today', '/calendar/2026/11#today'],
    ['/https:evil', '/https:evil'], // a path segment, not a scheme
  ])('keeps %j as %j', (raw, expected) => {
    expect(safeNext(raw, ORIGIN)).toBe(expected);
  });

  /** The same string decoded until it no longer changes (or null when it cannot be). */
  const decodedFully = (value: string): string | null => {
    let current = value;
    for (let i = 0; i < 10; i++) {
      let next: string;
      try {
        next = decodeURIComponent(current);
      } catch {
        return null;
      }
      if (next === current) return current;
      current = next;
    }
    return current;
  };
  const hostile = fc.string({
    unit: fc.constantFrom(
      '/',
      '\\',
      '%',
      '2F',
      '2f',
      '5C',
      '25',
      '09',
      '0A',
      '00',
      '2E',
      '.',
      '..',
      ':',
      '@',
      '?',
      '#',
      ' ',
      '\t',
      '\n',
      '\u0000',
      '\u3000',
      'evil',
      'https',
      'a',
    ),
    maxLength: 12,
  });

  it('whatever it returns is a path of our origin, before and after any decoding, and stays itself', () => {
    fc.assert(
      fc.property(fc.oneof(hostile, fc.string(), fc.webUrl(), fc.webPath()), (raw) => {
        const next = safeNext(raw, ORIGIN);
        if (next === null) return;
        expect(next.startsWith('/') && !next.startsWith('//')).toBe(true);
        expect(new URL(next, ORIGIN).origin).toBe(ORIGIN);
        // Resolved against any other site it stays there: it carries no host of its own.
        expect(new URL(next, 'https://other.example').origin).toBe('https://other.example');
        const decoded = decodedFully(next);
        if (decoded !== null) expect(new URL(decoded, ORIGIN).origin).toBe(ORIGIN);
        expect(safeNext(next, ORIGIN)).toBe(next);
      }),
      { numRuns: 5000 },
    );
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
