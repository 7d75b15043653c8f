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
});
