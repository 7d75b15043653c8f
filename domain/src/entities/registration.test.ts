import { describe, expect, it } from 'vitest';
import { talentRegistration, workHistoryEntry, workPermit, workReference } from './registration';

const minimal = {
  firstName: 'Olena',
  lastName: 'Kovalenko',
  email: 'olena@example.com',
  phone: '+380671234567',
  currentLocation: 'Espoo',
  jobsOfInterest: ['cook'],
  languages: [{ language: 'uk', level: 'proficient' }],
  workPermit: { status: 'temporaryProtection' },
};
const issues = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('talent registration form', () => {
  it('a minimal registration passes and fills the optional blocks with empty values', () => {
    const form = talentRegistration.parse(minimal);
    expect(form.driverLicence).toEqual({ classes: [], carInUse: false });
    expect(form.references).toEqual([]);
    expect(form.duplicateProfile).toBe(false);
  });

  it('jobs of interest are job category codes', () => {
    expect(issues(talentRegistration.safeParse({ ...minimal, jobsOfInterest: [] }))).toEqual([
      ['jobsOfInterest', 'validation:selectAtLeastOne'],
    ]);
    expect(talentRegistration.safeParse({ ...minimal, jobsOfInterest: ['astronaut'] }).success).toBe(false);
  });

  it('"language skills (language plus level basic, basic+, independent, proficient)"', () => {
    expect(talentRegistration.safeParse({ ...minimal, languages: [{ language: 'fi', level: 'basicPlus' }] }).success).toBe(true);
    expect(issues(talentRegistration.safeParse({ ...minimal, languages: [] }))).toEqual([
      ['languages', 'validation:languageRequired'],
    ]);
  });

  it('"work history (company, job, period, still-working flag, responsibilities)"', () => {
    const base = { company: 'Kyiv Bistro', job: 'Cook', start: '2019-01-01' };
    expect(workHistoryEntry.safeParse({ ...base, stillWorking: true }).success).toBe(true);
    expect(issues(workHistoryEntry.safeParse(base))).toEqual([['end', 'validation:workHistoryEndRequired']]);
    expect(issues(workHistoryEntry.safeParse({ ...base, end: '2018-12-31' }))).toEqual([['end', 'validation:endBeforeStart']]);
  });

  it('"references (name, position, company, email, phone; at least one contact field)"', () => {
    expect(issues(workReference.safeParse({ name: 'Petro', email: '', phone: '' }))).toEqual([
      ['email', 'validation:referenceContactRequired'],
    ]);
    expect(workReference.safeParse({ name: 'Petro', email: 'petro@example.com' }).success).toBe(true);
  });

  it('"work permit (EU citizen, active with expiry date, not active with application date, temporary protection, no permit, unknown)"', () => {
    expect(workPermit.parse({ status: 'active', expiryDate: '2026-03-04' })).toEqual({
      status: 'active',
      expiryDate: new Date('2026-03-04'),
    });
    expect(issues(workPermit.safeParse({ status: 'active' }))).toEqual([['expiryDate', 'validation:permitExpiryRequired']]);
    expect(issues(workPermit.safeParse({ status: 'notActive' }))).toEqual([
      ['applicationDate', 'validation:permitApplicationDateRequired'],
    ]);
    for (const status of ['euCitizen', 'temporaryProtection', 'noPermit', 'unknown']) {
      expect(workPermit.safeParse({ status }).success).toBe(true);
    }
  });

  it('"driver licence (B, C, CE, D, LT, other, car in use)" and "availability (… weekly hours)"', () => {
    const form = talentRegistration.parse({
      ...minimal,
      driverLicence: { classes: ['B', 'CE'], carInUse: true },
      availability: { options: ['evening', 'weekends', 'partTime'], weeklyHours: 20 },
    });
    expect(form.driverLicence.classes).toEqual(['B', 'CE']);
    expect(form.availability.weeklyHours).toBe(20);
    expect(issues(talentRegistration.safeParse({ ...minimal, availability: { options: [], weeklyHours: 200 } }))).toEqual([
      ['availability.weeklyHours', 'validation:numberOutOfRange'],
    ]);
  });
});
