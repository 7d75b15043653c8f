import { describe, expect, it, vi } from 'vitest';

vi.mock('reactfire', () => ({ useFirestore: () => ({}) }));
vi.mock('firebase/firestore', () => ({ doc: vi.fn(), onSnapshot: vi.fn() }));

const { parseTalent } = await import('../api/detail/read-talent');

describe('parseTalent (display)', () => {
  it('parses a stored talent, turning timestamps into dates and filling defaults', () => {
    const talent = parseTalent({
      id: 't-1',
      firstName: 'Aino',
      lastName: 'Virtanen',
      email: 'aino@example.com',
      added: { seconds: 1_760_000_000, nanoseconds: 0 },
    });
    expect(talent).toMatchObject({ id: 't-1', firstName: 'Aino', tags: [], duplicate: false });
    expect(talent.added).toBeInstanceOf(Date);
  });

  it('a field that does not fit is shown as absent instead of hiding the profile; names keep their text', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const talent = parseTalent({
      id: 't-2',
      firstName: 'Olena',
      lastName: '',
      email: 'not an email',
      phoneNumber: '0401234',
      tags: 'oops',
      location: 'Espoo',
    });
    expect(talent).toMatchObject({ id: 't-2', firstName: 'Olena', lastName: '', email: 'not an email', location: 'Espoo' });
    expect(talent.phoneNumber).toBeUndefined();
    expect(talent.tags).toEqual([]);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it("keeps the registration's extra answers, filling what an older map lacks; an unreadable map is left out", () => {
    const base = { id: 't-3', firstName: 'Olena', lastName: 'Testova', email: 'olena@example.com' };
    expect(parseTalent(base).registration).toBeNull();
    const talent = parseTalent({
      ...base,
      registration: { jobFields: ['horeca'], driverLicence: { classes: ['B'], carInUse: true }, readyToMove: true },
    });
    expect(talent.registration).toEqual({
      jobFields: ['horeca'],
      driverLicence: { classes: ['B'], otherClass: null, carInUse: true },
      availability: { options: [], weeklyHours: null },
      readyToMove: true,
      whereHeard: null,
      formLanguage: null,
    });
    expect(parseTalent({ ...base, registration: { jobFields: 'horeca' } }).registration).toBeNull();
  });
});
