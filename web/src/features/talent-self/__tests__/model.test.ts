import { describe, expect, it } from 'vitest';
import { changedAnswerFields, storedAnswersOf, talent } from '@vuoro/domain';
import { checkSickLeave, sickLeaveDocument, sickLeaveValuesOf } from '@/lib/sick-leave';
import {
  answersValuesOf,
  checkAnswers,
  checkProfile,
  checkRecord,
  emptyRecordValues,
  exportFileName,
  profileValuesOf,
} from '../model';

const aino = talent.parse({
  id: 'demo-talent',
  firstName: 'Aino',
  lastName: 'Virtanen',
  email: 'aino.virtanen@demo.vuoro.fi',
  phoneNumber: '+358401234501',
  languages: [{ language: 'fi', level: 'proficient' }],
  about: 'Waiter',
});

describe('own profile form', () => {
  it('starts from the stored profile and saves it unchanged', () => {
    const values = profileValuesOf(aino);
    expect(values).toMatchObject({ firstName: 'Aino', phoneNumber: '+358401234501', about: 'Waiter', location: '' });
    const checked = checkProfile(values);
    expect(checked.ok && checked.data).toMatchObject({ firstName: 'Aino', location: null, languages: [{ language: 'fi' }] });
  });

  it("gives the recruiter form's messages: the phone format, a language, Latin texts", () => {
    const checked = checkProfile({
      ...profileValuesOf(aino),
      phoneNumber: '0401',
      about: 'Кухар',
      languages: [],
      firstName: ' ',
    });
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.errors).toEqual({
      firstName: 'validation:fieldRequired',
      phoneNumber: 'validation:phoneFormat',
      about: 'validation:latinCharactersOnly',
      languages: 'validation:languageRequired',
    });
  });

  it("refuses a LinkedIn address the rules refuse, with 'validation:invalidUrl'", () => {
    for (const linkedInUrl of ['http://www.linkedin.com/in/aino', 'https://example.com/in/aino']) {
      const checked = checkProfile({ ...profileValuesOf(aino), linkedInUrl });
      expect(checked.ok ? null : checked.errors, linkedInUrl).toEqual({ linkedInUrl: 'validation:invalidUrl' });
    }
    const checked = checkProfile({ ...profileValuesOf(aino), linkedInUrl: 'https://www.linkedin.com/in/aino' });
    expect(checked.ok && checked.data.linkedInUrl).toBe('https://www.linkedin.com/in/aino');
  });
});

describe('sick-leave notice', () => {
  it('is prefilled from the profile, both days today', () => {
    expect(sickLeaveValuesOf(aino, '2026-11-23')).toEqual({
      customer: '',
      name: 'Aino Virtanen',
      phone: '+358401234501',
      email: 'aino.virtanen@demo.vuoro.fi',
      missedShift: '',
      start: '2026-11-23',
      end: '2026-11-23',
    });
  });

  it('needs a customer and an end not before the start; writes only the fields the rules allow', () => {
    const bad = checkSickLeave({ ...sickLeaveValuesOf(aino, '2026-11-23'), end: '2026-11-22' });
    expect(bad.ok || bad.errors).toEqual({ customer: 'validation:fieldRequired', end: 'validation:endBeforeStart' });
    const good = checkSickLeave({ ...sickLeaveValuesOf(aino, '2026-11-23'), customer: 'Hotelli Aurora', end: '2026-11-25' });
    expect(good.ok).toBe(true);
    if (!good.ok) return;
    const stored = sickLeaveDocument(good.data);
    expect(Object.keys(stored).sort()).toEqual(['created', 'customer', 'email', 'end', 'missedShift', 'name', 'phone', 'start']);
    expect(stored).toMatchObject({ customer: 'Hotelli Aurora', missedShift: null, start: new Date('2026-11-23') });
  });
});

describe('download my data', () => {
  it('is saved under a dated file name', () => {
    expect(exportFileName(new Date(2026, 10, 23, 12))).toBe('vuoro-my-data-2026-11-23.json');
  });
});

describe("the talent's own answers and rows (issue 27 item 6)", () => {
  const stored = storedAnswersOf({ jobs: ['cook'], permit: null }, undefined);

  it('gives the answers in stored form, or the messages by field', () => {
    const values = {
      ...answersValuesOf(stored),
      availability: ['weekends' as const],
      weeklyHours: '25',
      licenceClasses: ['B' as const],
    };
    const ok = checkAnswers(values);
    expect(ok.ok && ok.data['registration.availability']).toEqual({ options: ['weekends'], weeklyHours: 25 });
    expect(ok.ok && changedAnswerFields(stored, ok.data)).toEqual(['registration.driverLicence', 'registration.availability']);
    const bad = checkAnswers({ ...values, weeklyHours: '200', permit: 'active', permitExpiry: '' });
    expect(bad.ok ? {} : bad.errors).toEqual({
      weeklyHours: 'validation:numberOutOfRange',
      permitExpiry: 'validation:permitExpiryRequired',
    });
  });

  it('checks a row with the registration rules: an end before the start, Latin responsibilities', () => {
    const row = {
      ...emptyRecordValues.workHistory(),
      company: 'Hotelli Aurora',
      job: 'Kokki',
      start: '2024-06-01',
      end: '2024-05-31',
    };
    const bad = checkRecord('workHistory', row);
    expect(bad.ok ? {} : bad.errors).toEqual({ end: 'validation:endBeforeStart' });
    const still = checkRecord('workHistory', { ...row, stillWorking: true, responsibilities: 'Кухня' });
    expect(still.ok ? {} : still.errors).toEqual({ responsibilities: 'validation:latinCharactersOnly' });
    const education = checkRecord('educations', {
      ...emptyRecordValues.educations(),
      institution: 'Stadin AO',
      graduationYear: '2019',
    });
    expect(education).toEqual({
      ok: true,
      data: { institution: 'Stadin AO', countryCity: null, facultySpecialty: null, graduationYear: 2019 },
    });
  });
});
