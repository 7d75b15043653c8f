import { describe, expect, it } from 'vitest';
import {
  decodeListUsersCursor,
  encodeListUsersCursor,
  listingSearchKey,
  listUsersQuery,
  staffPerson,
  staffPersonListing,
  type StaffPerson,
} from './identity';

const person = (over: Partial<StaffPerson>) =>
  staffPerson.parse({
    username: null,
    email: null,
    firstName: 'Anna',
    lastName: 'Aalto',
    employee: true,
    customerIds: [],
    teamLead: false,
    canEditShifts: false,
    firebaseUid: null,
    migratedAt: null,
    language: null,
    ...over,
  });

describe('staffPersonListing', () => {
  it('holds every prefix of the name, the email and the username, from each word start, in lower case', () => {
    const { prefixes, customerUser } = staffPersonListing(
      person({ email: 'anna.aalto@hotelli.fi', username: 'anna_a', customerIds: ['c1'] }),
    );
    for (const found of [
      'a',
      'anna',
      'anna a',
      'anna aalto',
      'aalto anna',
      'aalto',
      'anna.aalto@h',
      'hotelli.fi',
      'fi',
      'anna_a',
    ])
      expect(prefixes, found).toContain(found);
    for (const missing of ['nna', 'lto', 'otelli', 'Anna', '']) expect(prefixes, missing).not.toContain(missing);
    expect(customerUser).toBe(true);
  });

  it('sorts as the Finnish collation does: by last name, then first name, any case, å ä ö after z, other accents ignored', () => {
    const names = [
      ['Öhman', 'Eero'],
      ['Åberg', 'Liisa'],
      ['Ähtäri', 'Aino'],
      ['Zahir', 'Omar'],
      ['de Luca', 'Juha'],
      ['De', 'Zed'],
      ['Éclair', 'Anna'],
      ['Aho', 'Matti'],
      ['Aho', 'Anna'],
      ['Ahola', 'Aapo'],
    ] as const;
    const keyed = names.map(([lastName, firstName]) => ({
      lastName,
      firstName,
      key: staffPersonListing(person({ lastName, firstName })).sortKey,
    }));
    const collator = new Intl.Collator('fi', { sensitivity: 'base' });
    const expected = [...keyed].sort(
      (a, b) => collator.compare(a.lastName, b.lastName) || collator.compare(a.firstName, b.firstName),
    );
    const byKey = [...keyed].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    expect(byKey.map((k) => `${k.firstName} ${k.lastName}`)).toEqual(expected.map((k) => `${k.firstName} ${k.lastName}`));
  });

  it('normalises a search as the prefixes are stored', () => {
    expect(listingSearchKey('  Anna   AALTO ')).toBe('anna aalto');
    expect(listingSearchKey('A\u0308ht')).toBe('äht'); // a + combining diaeresis is ä
  });
});

describe('the ListUsers cursor', () => {
  it('round-trips any sort key and id, and refuses anything else', () => {
    const cursor = { sortKey: 'h|m|l|inen\u0001anna', id: 'sp-1' };
    const encoded = encodeListUsersCursor(cursor);
    expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeListUsersCursor(encoded)).toEqual(cursor);
    expect(listUsersQuery.safeParse({ cursor: encoded }).success).toBe(true);
    for (const bad of ['', 'not a cursor', encodeListUsersCursor({ sortKey: 'x', id: '' }), btoa('{"a":1}')]) {
      expect(decodeListUsersCursor(bad), bad).toBeNull();
      expect(listUsersQuery.safeParse({ cursor: bad }).success, bad).toBe(false);
    }
  });
});
