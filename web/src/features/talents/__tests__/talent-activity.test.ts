import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditRecord, TalentJob, TalentNote } from '@vuoro/domain';
import fiTalent from '@/locales/fi/talent.json';
import talent from '@/locales/en/talent.json';
import type { CardShareActivity } from '../api/detail/read-card-shares';
import { NOTE_EXCERPT, talentActivity, type ActivitySources } from '../components/detail/talent-activity';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({ lng: 'en', resources: { en: { talent }, fi: { talent: fiTalent } }, interpolation: { escapeValue: false } });
});

const at = (hhmm: string) => new Date(`2026-11-24T${hhmm}:00Z`);
const note = (id: string, time: string, extra: Partial<TalentNote> = {}): TalentNote => ({
  id,
  talentId: 'oksana',
  comment: `Note ${id}`,
  created: { date: at(time), id: 'reija', name: 'Reija Rekrytoija' },
  history: [],
  ...extra,
});

function sources(extra: Partial<ActivitySources> = {}): ActivitySources {
  return {
    talent: { id: 'oksana', name: 'Oksana Kovalenko' },
    notes: [],
    jobs: [],
    audit: [],
    shares: [],
    jobNames: new Map([['job-1', { title: 'Kokki', company: 'Hotelli Aurora' }]]),
    statusLabel: (s) => ({ presented: 'Presented', hired: 'Hired', interviewed: 'Interviewed' })[s] ?? s,
    ...extra,
  };
}
/** Each line as the recruiter reads it: the text, and who · when (Helsinki time is the component's). */
const lines = (s: ActivitySources, lng = 'en') =>
  talentActivity(s).map((item) => [i18n.getFixedT(lng)(item.key, item.values), item.who, item.at.toISOString().slice(11, 16)]);

describe('talentActivity', () => {
  it("notes, status steps, card links, registration and the talent's own edit, one line each, newest first", () => {
    const jobs: TalentJob[] = [
      {
        id: 'job-1',
        statuses: [
          { status: 'presented', date: at('09:00'), by: { id: 'reija', name: 'Reija Rekrytoija' } },
          { status: 'interviewed', date: at('10:00'), by: { id: 'reija', name: 'Reija Rekrytoija' } },
          { status: 'hired', date: at('11:00'), by: null },
        ],
      },
    ];
    const shares: CardShareActivity[] = [
      {
        id: 's1',
        recipient: 'Hotelli Aurora',
        createdByName: 'Jussi Korhonen',
        created: at('12:00'),
        expiresAt: new Date('2026-12-08T12:00:00Z'),
        revokedAt: at('13:00'),
      },
    ];
    const s = sources({
      talent: { id: 'oksana', name: 'Oksana Kovalenko', added: at('07:00'), updated: { date: at('08:00'), id: 'oksana' } },
      notes: [note('n1', '14:00')],
      jobs,
      shares,
    });
    expect(lines(s)).toEqual([
      ['Note: “Note n1”', 'Reija Rekrytoija', '14:00'],
      ['Card link for Hotelli Aurora revoked', null, '13:00'],
      ['Card shared with Hotelli Aurora, link valid until 8.12.2026', 'Jussi Korhonen', '12:00'],
      ['Hired for Hotelli Aurora / Kokki', null, '11:00'],
      ['Hotelli Aurora / Kokki: Interviewed', 'Reija Rekrytoija', '10:00'],
      ['Presented to Hotelli Aurora / Kokki', 'Reija Rekrytoija', '09:00'],
      ['Profile updated by the talent', 'Oksana Kovalenko', '08:00'],
      ['Registered', 'Oksana Kovalenko', '07:00'],
    ]);
    expect(lines(s, 'fi')[5]).toEqual(['Esitelty: Hotelli Aurora / Kokki', 'Reija Rekrytoija', '09:00']);
  });

  it('a withdrawn note shows without its text; a long note is cut short', () => {
    const long = 'word '.repeat(40);
    const items = talentActivity(
      sources({ notes: [note('gone', '10:00', { withdrawn: at('10:05') }), note('long', '09:00', { comment: long })] }),
    );
    expect(i18n.t(items[0]!.key, items[0]!.values)).toBe('Note (withdrawn)');
    expect(items[0]!.values).toBeUndefined();
    expect(items[1]!.values!.comment).toHaveLength(NOTE_EXCERPT);
    expect(items[1]!.values!.comment!.endsWith('…')).toBe(true);
  });

  it("from the audit: a step taken back on an assignment, and an edit of the profile, by whom; other job entries are the status list's", () => {
    const audit: AuditRecord[] = [
      {
        id: 'a1',
        date: at('10:00'),
        userId: 'reija',
        userName: 'Reija Rekrytoija',
        action: 'revert',
        fields: ['statuses'],
        jobId: 'job-1',
      },
      {
        id: 'a2',
        date: at('09:00'),
        userId: 'reija',
        userName: 'Reija Rekrytoija',
        action: 'present',
        fields: ['statuses'],
        jobId: 'job-1',
      },
      {
        id: 'a3',
        date: at('08:00'),
        userId: 'oksana',
        userName: 'Oksana Kovalenko',
        action: 'update',
        fields: ['about'],
        jobId: null,
      },
      {
        id: 'a4',
        date: at('07:00'),
        userId: 'reija',
        userName: 'Reija Rekrytoija',
        action: 'update',
        fields: ['tags'],
        jobId: null,
      },
    ];
    expect(lines(sources({ audit }))).toEqual([
      ['Step taken back for Hotelli Aurora / Kokki', 'Reija Rekrytoija', '10:00'],
      ['Profile updated by the talent', 'Oksana Kovalenko', '08:00'],
      ['Profile edited by a recruiter', 'Reija Rekrytoija', '07:00'],
    ]);
  });

  it("a recruiter's edit of the profile (its `updated` stamp) names the recruiter; an unknown assignment shows its id", () => {
    const s = sources({
      talent: { id: 'oksana', name: 'Oksana Kovalenko', updated: { date: at('08:00'), id: 'reija', name: 'Reija Rekrytoija' } },
      jobs: [{ id: 'job-x', statuses: [{ status: 'presented', date: at('09:00') }] }],
    });
    expect(lines(s)).toEqual([
      ['Presented to job-x', null, '09:00'],
      ['Profile edited by a recruiter', 'Reija Rekrytoija', '08:00'],
    ]);
  });

  it("the trail's profile edits name the parts they touched, in the reader's language; the save's stamp is not a second line", () => {
    const entry = (id: string, time: string, userId: string, action: string, fields: string[]): AuditRecord => ({
      id,
      date: at(time),
      userId,
      userName: userId === 'oksana' ? 'Oksana Kovalenko' : 'Reija Rekrytoija',
      action,
      fields,
      jobId: null,
    });
    const s = sources({
      // The stamp of the 09:00 save, a few seconds before its trail entry.
      talent: { id: 'oksana', name: 'Oksana Kovalenko', updated: { date: new Date('2026-11-24T08:59:57Z'), id: 'oksana' } },
      audit: [
        entry('a1', '09:00', 'oksana', 'update', ['registration.availability', 'jobs']),
        entry('a2', '08:00', 'oksana', 'create', ['workHistory']),
        entry('a3', '07:00', 'reija', 'update', ['tags', 'registration.driverLicence']),
      ],
      partLabel: (part) => i18n.getFixedT('fi')(`talent:activity.part.${part}`),
    });
    expect(lines(s, 'fi')).toEqual([
      ['Osaaja päivitti profiiliaan: ilmoittautumisen vastaukset', 'Oksana Kovalenko', '09:00'],
      ['Osaaja päivitti profiiliaan: työhistoria', 'Oksana Kovalenko', '08:00'],
      ['Rekrytoija muokkasi profiilia: perustiedot, ilmoittautumisen vastaukset', 'Reija Rekrytoija', '07:00'],
    ]);
  });

  it('a customer\'s "Interested" on a card link is a line of its own, with the message when there is one', () => {
    const share = (id: string, interest: CardShareActivity['interest']): CardShareActivity => ({
      id,
      recipient: id === 's1' ? 'Hotelli Aurora' : 'Ravintola Helmi',
      createdByName: 'Reija Rekrytoija',
      created: at('09:00'),
      expiresAt: new Date('2026-12-08T12:00:00Z'),
      interest,
    });
    const s = sources({
      shares: [
        share('s1', {
          oksana: { at: at('10:00'), message: 'Could she start on Monday?' },
          other: { at: at('11:00'), message: null },
        }),
        share('s2', { oksana: { at: at('12:00'), message: null } }),
      ],
    });
    expect(lines(s).filter(([text]) => String(text).includes('interested'))).toEqual([
      ['Ravintola Helmi is interested (card link)', null, '12:00'],
      ['Hotelli Aurora is interested (card link): “Could she start on Monday?”', null, '10:00'],
    ]);
  });
});

describe('talentActivity: an assignment no longer listed', () => {
  it('is named in words, never by its id', () => {
    const jobs: TalentJob[] = [{ id: 'job-gone', statuses: [{ status: 'presented', date: at('09:00'), by: null }] }];
    const text = lines(sources({ jobs, removedAssignment: 'Assignment no longer listed' }))
      .map(([line]) => line)
      .join('\n');
    expect(text).toContain('Assignment no longer listed');
    expect(text).not.toContain('job-gone');
  });
});
