import { describe, expect, it } from 'vitest';
import {
  canChangeNote,
  COMMENT_MAX,
  jobComment,
  latestNote,
  NOTE_CHANGE_MINUTES,
  NOTE_HISTORY_MAX,
  noteChangeableUntil,
  talentNote,
  talentNoteInput,
} from './comment';

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

  it('latestNote leaves withdrawn notes out, of the newest and of the count', () => {
    const note = (id: string, iso: string, withdrawn?: Date) =>
      talentNote.parse({ id, talentId: 't-1', comment: id, created: { date: new Date(iso), id: 'a' }, withdrawn });
    const notes = [note('kept', '2026-11-20T08:00:00Z'), note('gone', '2026-11-21T08:00:00Z', new Date('2026-11-21T08:05:00Z'))];
    expect(latestNote(notes)).toMatchObject({ latest: { id: 'kept' }, count: 1 });
  });

  it('a stored note reads its corrections and withdrawal; one stored before them has an empty history', () => {
    const created = { date: new Date('2026-11-20T08:00:00Z'), id: 'a' };
    expect(talentNote.parse({ id: 'n', talentId: 't', comment: 'Hi', created })).toMatchObject({ history: [] });
    const edited = talentNote.parse({
      id: 'n',
      talentId: 't',
      comment: 'Hello',
      created,
      edited: new Date('2026-11-20T08:03:00Z'),
      history: [{ comment: 'Hi', at: created.date }],
    });
    expect(edited.history).toEqual([{ comment: 'Hi', at: created.date }]);
    expect(edited.edited).toEqual(new Date('2026-11-20T08:03:00Z'));
  });
});

describe('correcting or withdrawing a note', () => {
  const created = new Date('2026-11-20T08:00:00Z');
  const note = { created: { date: created, id: 'reija' }, withdrawn: null, history: [] };
  const after = (minutes: number) => new Date(created.getTime() + minutes * 60_000);

  it(`only the author, within ${NOTE_CHANGE_MINUTES} minutes of the note's server time`, () => {
    expect(noteChangeableUntil(note)).toEqual(after(NOTE_CHANGE_MINUTES));
    expect(canChangeNote(note, 'reija', after(0))).toBe(true);
    expect(canChangeNote(note, 'reija', after(NOTE_CHANGE_MINUTES - 0.01))).toBe(true);
    expect(canChangeNote(note, 'reija', after(NOTE_CHANGE_MINUTES))).toBe(false);
    expect(canChangeNote(note, 'jussi', after(1))).toBe(false);
    expect(canChangeNote(note, null, after(1))).toBe(false);
  });

  it('not once withdrawn, nor when its history is full', () => {
    expect(canChangeNote({ ...note, withdrawn: after(1) }, 'reija', after(2))).toBe(false);
    const full = Array.from({ length: NOTE_HISTORY_MAX }, () => ({ comment: 'x', at: created }));
    expect(canChangeNote({ ...note, history: full }, 'reija', after(2))).toBe(false);
  });
});
