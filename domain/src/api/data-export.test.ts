import { describe, expect, it } from 'vitest';
import { dataExportSections, exportDate, exportJson } from './data-export';

/** A stand-in for a Firestore Timestamp: anything with `toDate()`. */
const stamp = (iso: string) => ({ toDate: () => new Date(iso), seconds: 1, nanoseconds: 0 });

describe('the data download (GDPR Art. 15)', () => {
  it('writes timestamps and dates as ISO strings at any depth and keeps the rest', () => {
    expect(
      exportJson({
        created: { date: stamp('2026-11-22T10:00:00Z'), id: 'u1' },
        list: [new Date('2026-01-02T03:04:05Z'), 3, null],
        ok: true,
      }),
    ).toEqual({ created: { date: '2026-11-22T10:00:00.000Z', id: 'u1' }, list: ['2026-01-02T03:04:05.000Z', 3, null], ok: true });
  });

  it('reads a date only from a timestamp or a date', () => {
    expect(exportDate(stamp('2026-11-22T10:00:00Z'))).toBe('2026-11-22T10:00:00.000Z');
    expect(exportDate('2026-11-22')).toBeNull();
    expect(exportDate(null)).toBeNull();
  });

  it('refuses a card link carrying its token: a share has only when, by whom, to whom and until when', () => {
    const base = Object.fromEntries(
      Object.keys(dataExportSections.shape).map((k) => [
        k,
        k === 'profile' || k === 'talentCard' || k === 'settings' || k === 'accountDeletionRequest' ? null : [],
      ]),
    );
    const share = { sharedAt: null, sharedBy: null, recipient: 'HR', expiresAt: null, revokedAt: null };
    expect(dataExportSections.parse({ ...base, cardShares: [{ ...share, token: 'secret' }] }).cardShares).toEqual([share]);
  });
});
