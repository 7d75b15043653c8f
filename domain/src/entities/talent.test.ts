import { readFileSync } from 'node:fs';
import { Timestamp } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { compareTalentsByAdded, LINKEDIN_URL_PATTERN, linkedInAddress, storedTalentFile, talent } from './talent';
import { talentJob, talentWorkReference } from './talent-records';

const stored = {
  id: 't1',
  firstName: 'Olena',
  lastName: 'Kovalenko',
  email: 'olena@example.com',
  phoneNumber: '+380671234567',
  tags: [{ id: 'tag1', name: 'HACCP' }],
  jobs: ['cook', 'kitchenAssistant'],
  languages: [
    { language: 'uk', level: 'proficient' },
    { language: 'en', level: 'independent' },
  ],
  yearsOfExperiences: [{ name: 'Cook', years: 6 }],
  workHistories: [{ start: Timestamp.fromDate(new Date('2019-01-01')), company: 'Kyiv Bistro', title: 'Cook' }],
  certificates: [{ date: '2024-02-01', name: 'Hygiene passport', additional_info: 'Valid until 2029' }],
  permit: 'temporaryProtection',
  created: { date: Timestamp.fromDate(new Date('2025-03-01T10:00:00Z')), id: 'u1', name: 'Olena Kovalenko' },
  updated: { date: Timestamp.fromDate(new Date('2025-03-02T10:00:00Z')), id: 'c1', name: 'Recruiter' },
  added: Timestamp.fromDate(new Date('2025-03-01T10:00:00Z')),
};

describe('talent', () => {
  it('parses a stored talent with its stamps "created and updated (date, id, name)"', () => {
    const parsed = talent.parse(stored);
    expect(parsed.created).toEqual({ date: new Date('2025-03-01T10:00:00Z'), id: 'u1', name: 'Olena Kovalenko' });
    expect(parsed.workHistories[0]?.start).toEqual(new Date('2019-01-01'));
    expect(parsed.certificates[0]).toEqual({
      date: new Date('2024-02-01'),
      name: 'Hygiene passport',
      additional_info: 'Valid until 2029',
    });
    expect(parsed.duplicate).toBe(false);
  });

  it('accepts the nulls Firestore documents carry for empty fields', () => {
    const parsed = talent.parse({ ...stored, location: null, linkedInUrl: null, phoneNumber: null, permit: null, added: null });
    expect(parsed.location).toBeNull();
    expect(parsed.added).toBeNull();
  });

  it('"Talent list sorted by added date, newest first"', () => {
    const list = [
      { id: 'old', added: new Date('2024-01-01') },
      { id: 'none', added: undefined },
      { id: 'new', added: new Date('2025-01-01') },
    ];
    expect([...list].sort(compareTalentsByAdded).map((t) => t.id)).toEqual(['new', 'old', 'none']);
  });

  it('the jobs subcollection holds a per-job status list', () => {
    const job = talentJob.parse({ id: 'job-1', statuses: [{ status: 'presented', date: '2025-05-02' }] });
    expect(job.statuses[0]?.date).toEqual(new Date('2025-05-02'));
  });

  it('a work reference needs "at least one contact field"', () => {
    expect(talentWorkReference.safeParse({ id: 'r1', name: 'Petro' }).error?.issues.map((i) => i.message)).toEqual([
      'validation:referenceContactRequired',
    ]);
    expect(talentWorkReference.safeParse({ id: 'r1', name: 'Petro', phone: '+380671234567' }).success).toBe(true);
  });
});

describe('talent files and LinkedIn address (firestore.rules checks the same)', () => {
  const messages = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues.map((i) => i.message);

  it('a file is a Storage path of its kind: {uid}/cv/{file} or {uid}/avatar/{file}', () => {
    expect(storedTalentFile('cv').parse('u1/cv/1700000000000-cv.pdf')).toBe('u1/cv/1700000000000-cv.pdf');
    expect(storedTalentFile('avatar').parse('u1/avatar/1-me.jpg')).toBe('u1/avatar/1-me.jpg');
    for (const path of ['u1/avatar/1-cv.pdf', 'https://example.com/cv.pdf', 'cv.pdf', 'u1/cv/', 'u1/cv/a/b.pdf', '/cv/x.pdf']) {
      expect(messages(storedTalentFile('cv').safeParse(path)), path).toEqual(['validation:invalidValue']);
    }
    expect(messages(talent.safeParse({ ...stored, photo: 'https://example.com/me.jpg' }))).toEqual(['validation:invalidValue']);
    expect(talent.parse({ ...stored, fileCV: 't1/cv/1-cv.pdf', photo: null }).fileCV).toBe('t1/cv/1-cv.pdf');
  });

  it("linkedInUrl is an https address on (www.)linkedin.com: 'validation:invalidUrl' otherwise", () => {
    for (const ok of ['https://www.linkedin.com/in/olena', 'https://linkedin.com/in/olena', 'https://www.linkedin.com', '']) {
      expect(linkedInAddress.parse(ok)).toBe(ok);
    }
    for (const bad of [
      'http://www.linkedin.com/in/olena',
      'https://example.com/in/olena',
      'https://www.linkedin.com.example.com/in/olena',
      'https://fi.linkedin.com/in/olena',
      'javascript:alert(1)//https://www.linkedin.com/',
    ]) {
      expect(messages(linkedInAddress.safeParse(bad)), bad).toEqual(['validation:invalidUrl']);
    }
    expect(messages(linkedInAddress.safeParse(`https://www.linkedin.com/in/${'x'.repeat(500)}`))).toContain(
      'validation:textTooLong',
    );
  });

  it('firestore.rules matches LinkedIn addresses with the same pattern', () => {
    const rules = readFileSync(new URL('../../../firestore.rules', import.meta.url), 'utf8');
    expect(rules).toContain(`matches('${LINKEDIN_URL_PATTERN.replaceAll('\\', '\\\\')}')`);
  });
});
