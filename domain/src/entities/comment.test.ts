import { describe, expect, it } from 'vitest';
import { COMMENT_MAX, jobComment, latestNote, talentNote, talentNoteInput } from './comment';

describe('job comment', () => {
  it('reads a comment stored before writers and revisions as a time-only stamp at revision 0', () => {
    const old = jobComment.parse({ id: 'job-1', comment: 'Hi', updated: new Date('2026-11-20T08:00:00Z') });
    expect(old.updated).toEqual({ date: new Date('2026-11-20T08:00:00Z') });
    expect(old.revision).toBe(0);
  });

  it('keeps who changed it and the revision', () => {
    const c = jobComment.parse({
      id: 'job-1',
      comment: 'Hi',
      updated: { date: new Date('2026-11-20T08:00:00Z'), id: 'c-jussi', name: 'Jussi Korhonen' },
      revision: 4,
    });
    expect(c.updated).toMatchObject({ id: 'c-jussi', name: 'Jussi Korhonen' });
    expect(c.revision).toBe(4);
  });
});

describe('talent notes', () => {
  it('a note needs text of at most COMMENT_MAX characters; assignment and status are optional', () => {
    expect(talentNoteInput.safeParse({ talentId: 't-1', comment: 'x'.repeat(COMMENT_MAX) }).success).toBe(true);
    expect(talentNoteInput.safeParse({ talentId: 't-1', comment: 'x'.repeat(COMMENT_MAX + 1) }).success).toBe(false);
    expect(talentNoteInput.safeParse({ talentId: 't-1', comment: '   ' }).success).toBe(false);
  });

  it('latestNote picks the newest by created time and counts them all', () => {
    const at = (iso: string, id: string) =>
      talentNote.parse({ id, talentId: 't-1', comment: id, created: { date: new Date(iso), id: 'a', name: 'A' } });
    const notes = [at('2026-11-20T08:00:00Z', 'old'), at('2026-11-23T08:00:00Z', 'new'), at('2026-11-21T08:00:00Z', 'mid')];
    expect(latestNote(notes)).toMatchObject({ latest: { id: 'new' }, count: 3 });
    expect(latestNote([])).toEqual({ latest: null, count: 0 });
  });
});
