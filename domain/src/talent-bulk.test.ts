import { describe, expect, it } from 'vitest';
import {
  applyTagChange,
  BULK_WRITE_BATCH,
  chunk,
  planTagChange,
  recordTalentExportBody,
  talentExportFileName,
  TALENT_TAGS_MAX,
  rebaseTagRow,
  undoPlan,
} from './talent-bulk';

const a = { id: 'a', name: 'A' };
const b = { id: 'b', name: 'B' };

describe('bulk tag changes', () => {
  it('slices writes into batches of at most 500', () => {
    const ids = Array.from({ length: 1201 }, (_, i) => i);
    expect(chunk(ids).map((c) => c.length)).toEqual([BULK_WRITE_BATCH, BULK_WRITE_BATCH, 201]);
    expect(chunk([])).toEqual([]);
    expect(() => chunk([1], 0)).toThrow();
  });

  it('adds a tag once, last, and removes one wherever it is', () => {
    expect(applyTagChange([a], { op: 'add', tag: b })).toEqual([a, b]);
    expect(applyTagChange([a, b], { op: 'add', tag: b })).toEqual([a, b]);
    expect(applyTagChange([a, b], { op: 'remove', tagId: 'a' })).toEqual([b]);
    const many = Array.from({ length: TALENT_TAGS_MAX }, (_, i) => ({ id: `t${i}`, name: `T${i}` }));
    expect(applyTagChange(many, { op: 'add', tag: b })).toHaveLength(TALENT_TAGS_MAX);
  });

  it('plans only the talents that change, with their tags before for Undo', () => {
    const full = { id: 'x', tags: Array.from({ length: TALENT_TAGS_MAX }, (_, i) => ({ id: `t${i}`, name: `T${i}` })) };
    const plan = planTagChange([{ id: '1', tags: [a] }, { id: '2', tags: [a, b] }, full], { op: 'add', tag: b });
    expect(plan.rows).toEqual([{ id: '1', before: [a], after: [a, b] }]);
    expect(plan.unchanged).toBe(2);
    expect(plan.full).toBe(1);
    expect(undoPlan(plan.rows)).toEqual([{ id: '1', before: [a, b], after: [a] }]);
    const removal = planTagChange(
      [
        { id: '1', tags: [a] },
        { id: '2', tags: [a, b] },
      ],
      { op: 'remove', tagId: 'b' },
    );
    expect(removal.rows).toEqual([{ id: '2', before: [a, b], after: [a] }]);
    expect(removal.full).toBe(0);
  });
});

describe('talent export', () => {
  it('names the file by the day in Helsinki', () => {
    // 22.30 UTC on 31 December is already 1 January in Helsinki.
    expect(talentExportFileName(new Date('2026-12-31T22:30:00Z'))).toBe('talents-2027-01-01.csv');
    expect(talentExportFileName(new Date('2026-06-05T08:00:00Z'))).toBe('talents-2026-06-05.csv');
  });

  it('the callable takes a whole count of at least one, nothing else', () => {
    expect(recordTalentExportBody.safeParse({ count: 3 }).success).toBe(true);
    expect(recordTalentExportBody.safeParse({ count: 0 }).success).toBe(false);
    expect(recordTalentExportBody.safeParse({ count: 1.5 }).success).toBe(false);
    expect(recordTalentExportBody.safeParse({ count: 2, ids: ['x'] }).success).toBe(false);
  });
});

describe('rebaseTagRow: a bulk tag write keeps what others changed since the list was read', () => {
  const a = { id: 'a', name: 'A' };
  const b = { id: 'b', name: 'B' };
  const c = { id: 'c', name: 'C' };
  it('writes the row as planned when the tags are still as read', () => {
    expect(rebaseTagRow({ id: 't', before: [a], after: [a, b] }, [a])).toEqual({ id: 't', before: [a], after: [a, b] });
  });
  it('adds to the tags as they are now, keeping a tag another recruiter added meanwhile', () => {
    expect(rebaseTagRow({ id: 't', before: [a], after: [a, b] }, [a, c])).toEqual({ id: 't', before: [a, c], after: [a, c, b] });
  });
  it('removes only its own tag, keeping the others as they are now', () => {
    expect(rebaseTagRow({ id: 't', before: [a, b], after: [a] }, [c, b, a])).toEqual({
      id: 't',
      before: [c, b, a],
      after: [c, a],
    });
  });
  it('an undo after someone else changed the tags takes back only its own change', () => {
    const undo = undoPlan([{ id: 't', before: [a], after: [a, b] }])[0]!;
    expect(rebaseTagRow(undo, [a, b, c])).toEqual({ id: 't', before: [a, b, c], after: [a, c] });
  });
  it('is nothing when the change is already there', () => {
    expect(rebaseTagRow({ id: 't', before: [a], after: [a, b] }, [b, a])).toBeNull();
    expect(rebaseTagRow({ id: 't', before: [a, b], after: [a] }, [c])).toBeNull();
  });
});
