import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  joinLists,
  joinStatuses,
  mergeTalentFields,
  planTalentMerge,
  rewriteAssignment,
  type MergeJobStatus,
  type MergeProfile,
} from './talent-merge';

const noRecords = { workHistory: [], workReferences: [], educations: [], i18n: [], sickLeaves: [] };

function profile(id: string, talent: Record<string, unknown>, extra: Partial<MergeProfile> = {}): MergeProfile {
  return { id, talent, records: { ...noRecords }, jobs: [], ...extra };
}

describe('talent merge', () => {
  it('copies only the fields the kept profile lacks; the kept value wins', () => {
    const update = mergeTalentFields(
      { firstName: 'Aino', lastName: 'Virtanen', email: 'a@x.fi', phoneNumber: '', industry: null, duplicate: true },
      {
        firstName: 'Aina',
        lastName: 'V',
        email: 'b@x.fi',
        phoneNumber: '+358401234567',
        industry: 'hospitality',
        location: 'Oulu',
      },
    );
    expect(update).toEqual({ phoneNumber: '+358401234567', industry: 'hospitality', location: 'Oulu', duplicate: false });
  });

  it('joins tags, languages and certificates, kept entries first', () => {
    const update = mergeTalentFields(
      { tags: [{ id: 't1', name: 'Chef' }], languages: [{ language: 'fi', level: 'native' }], certificates: [] },
      {
        tags: [
          { id: 't1', name: 'Chef' },
          { id: 't2', name: 'Forklift' },
        ],
        languages: [
          { language: 'fi', level: 'basic' },
          { language: 'en', level: 'good' },
        ],
        certificates: [{ name: 'Hygiene passport' }],
      },
    );
    expect(update.tags).toEqual([
      { id: 't1', name: 'Chef' },
      { id: 't2', name: 'Forklift' },
    ]);
    expect(update.languages).toEqual([
      { language: 'fi', level: 'native' },
      { language: 'en', level: 'good' },
    ]);
    expect(update.certificates).toEqual([{ name: 'Hygiene passport' }]);
  });

  it('keeps the flags of the kept profile, except a done video interview; keeps the older added date', () => {
    const update = mergeTalentFields(
      { jobSeeker: false, videoInterviewDone: false, added: new Date('2025-05-01') },
      { jobSeeker: true, videoInterviewDone: true, added: new Date('2024-01-01') },
    );
    expect(update).toEqual({ videoInterviewDone: true, added: new Date('2024-01-01'), duplicate: false });
  });

  it('joins status lists of the same job sorted by date, each entry once', () => {
    const d = (day: number) => new Date(Date.UTC(2026, 0, day));
    expect(
      joinStatuses(
        [
          { status: 'presented', date: d(2) },
          { status: 'hired', date: d(9) },
        ],
        [
          { status: 'presented', date: d(2) },
          { status: 'interviewed', date: d(5) },
        ],
      ).map((s) => s.status),
    ).toEqual(['presented', 'interviewed', 'hired']);
  });

  it('a joined status list holds every entry of both lists, sorted by date (property)', () => {
    const entry = fc.record({
      status: fc.constantFrom('presented', 'interviewed', 'hired'),
      date: fc.date({ noInvalidDate: true }),
    });
    fc.assert(
      fc.property(fc.array(entry), fc.array(entry), (a: MergeJobStatus[], b: MergeJobStatus[]) => {
        const joined = joinStatuses(a, b);
        const key = (s: MergeJobStatus) => `${s.status}@${s.date.getTime()}`;
        const all = new Set([...a, ...b].map(key));
        expect(new Set(joined.map(key))).toEqual(all);
        for (let i = 1; i < joined.length; i++)
          expect(joined[i]!.date.getTime()).toBeGreaterThanOrEqual(joined[i - 1]!.date.getTime());
        for (const s of a) expect(joined).toContain(s);
      }),
    );
  });

  it('a joined list keeps every kept entry and adds each other key once (property)', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ max: 20, min: 0 })), fc.array(fc.integer({ max: 20, min: 0 })), (kept, other) => {
        const joined = joinLists(kept, other, (x) => x);
        expect(joined.slice(0, kept.length)).toEqual(kept);
        expect(new Set(joined)).toEqual(new Set([...kept, ...other]));
        expect(joined.length).toBe(new Set(joined).size);
      }),
    );
  });

  it('moves records, fills a clashing language document, renames a clashing id and deletes the moved ones', () => {
    const kept = profile(
      'k',
      { firstName: 'Aino', lastName: 'Virtanen' },
      {
        records: {
          ...noRecords,
          i18n: [{ id: 'fi', data: { about: 'Minä', skills: '' } }],
          workHistory: [{ id: 'w1', data: { job: 'Cook' } }],
        },
        jobs: [{ id: 'j1', statuses: [{ status: 'presented', date: new Date(2) }] }],
      },
    );
    const merged = profile(
      'm',
      {},
      {
        records: {
          ...noRecords,
          i18n: [{ id: 'fi', data: { about: 'Toinen', skills: 'Kokkaus' } }],
          workHistory: [
            { id: 'w1', data: { job: 'Waiter' } },
            { id: 'w2', data: { job: 'Cleaner' } },
          ],
          sickLeaves: [{ id: 's1', data: { customer: 'Hotel' } }],
        },
        jobs: [
          { id: 'j1', statuses: [{ status: 'interviewed', date: new Date(1) }] },
          { id: 'j2', statuses: [{ status: 'presented', date: new Date(3) }] },
        ],
      },
    );
    const plan = planTalentMerge(kept, merged, [
      { id: 'a1', presentedTalents: [{ id: 'm', name: 'A V', hiredStatus: 'hired' }], presentableTalents: [] },
      {
        id: 'a2',
        presentedTalents: [
          { id: 'k', name: 'Aino Virtanen', hiredStatus: null },
          { id: 'm', name: 'A V', hiredStatus: 'hired' },
        ],
        presentableTalents: [{ id: 'm', name: 'A V' }],
      },
      { id: 'a3', presentedTalents: [{ id: 'x', name: 'Other' }], presentableTalents: [] },
    ]);
    expect(plan.recordWrites).toEqual([
      { kind: 'workHistory', id: 'm-w1', data: { job: 'Waiter' } },
      { kind: 'workHistory', id: 'w2', data: { job: 'Cleaner' } },
      { kind: 'i18n', id: 'fi', data: { about: 'Minä', skills: 'Kokkaus' } },
      { kind: 'sickLeaves', id: 's1', data: { customer: 'Hotel' } },
    ]);
    expect(plan.jobWrites.map((j) => [j.id, j.statuses.map((s) => s.status)])).toEqual([
      ['j1', ['interviewed', 'presented']],
      ['j2', ['presented']],
    ]);
    expect(plan.assignmentWrites).toEqual([
      { id: 'a1', presentedTalents: [{ id: 'k', name: 'Aino Virtanen', hiredStatus: 'hired' }], presentableTalents: [] },
      {
        id: 'a2',
        presentedTalents: [{ id: 'k', name: 'Aino Virtanen', hiredStatus: 'hired' }],
        presentableTalents: [{ id: 'k', name: 'Aino Virtanen' }],
      },
    ]);
    expect(plan.deletes).toEqual([
      { kind: 'workHistory', id: 'w1' },
      { kind: 'workHistory', id: 'w2' },
      { kind: 'i18n', id: 'fi' },
      { kind: 'sickLeaves', id: 's1' },
      { kind: 'jobs', id: 'j1' },
      { kind: 'jobs', id: 'j2' },
    ]);
    expect(plan.talentUpdate).toEqual({ duplicate: false });
  });

  it('an assignment without the merged talent is left alone; a profile is not merged into itself', () => {
    expect(rewriteAssignment({ id: 'a', presentedTalents: [], presentableTalents: [] }, 'm', { id: 'k', name: 'K' })).toBeNull();
    expect(() => planTalentMerge(profile('k', {}), profile('k', {}), [])).toThrow();
  });
});
