import { describe, expect, it } from 'vitest';
import {
  clearDraft,
  draftLanguage,
  emptyLanguage,
  loadDraft,
  saveDraft,
  emptyReference,
  emptyRegistration,
  emptyWork,
  fileErrors,
  validateRegistration,
  type RegistrationValues,
} from '../model';

const filled = (): RegistrationValues => ({
  ...emptyRegistration(),
  firstName: 'Olena',
  lastName: 'Kovalenko',
  email: 'olena@example.com',
  phone: '+380 67 123 4567',
  password: 'Kyiv-2026!',
  confirmPassword: 'Kyiv-2026!',
  languages: [{ ...emptyLanguage(), language: 'uk', level: 'proficient' }],
  consent: true,
});

const file = (name: string, type: string, size: number) => new File([new Uint8Array(size)], name, { type });

describe('registration form model', () => {
  it("a blank form starts with +358 and one language row, and reports the spec's required fields", () => {
    const blank = emptyRegistration();
    expect(blank.phone).toBe('+358');
    expect(blank.languages).toHaveLength(1);
    const checked = validateRegistration(blank, 'uk');
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.errors).toMatchObject({
      firstName: 'validation:fieldRequired',
      lastName: 'validation:fieldRequired',
      email: 'validation:fieldRequired',
      phone: 'validation:fieldRequired',
      languages: 'validation:languageRequired',
      password: 'validation:fieldRequired',
    });
  });

  it("a phone without a country code gets 'Phone number should be formatted +358...'", () => {
    const checked = validateRegistration({ ...filled(), phone: '040 123 4567' }, 'en');
    expect(checked.ok ? {} : checked.errors).toEqual({ phone: 'validation:phoneFormat' });
  });

  it('a valid form parses with the form language, the normalised phone and no end date for a current job', () => {
    const checked = validateRegistration(
      {
        ...filled(),
        workHistory: [
          { ...emptyWork(), company: 'Bistro', job: 'Cook', start: '2020-01-01', end: '2021-01-01', stillWorking: true },
        ],
        permit: 'active',
        permitExpiry: '2027-01-31',
        weeklyHours: '30',
      },
      'uk',
    );
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    expect(checked.form.phone).toBe('+380671234567');
    expect(checked.form.formLanguage).toBe('uk');
    expect(checked.form.workHistory[0]?.end).toBeUndefined();
    expect(checked.form.workPermit).toEqual({ status: 'active', expiryDate: new Date('2027-01-31') });
    expect(checked.form.availability.weeklyHours).toBe(30);
  });

  it('row errors carry their row, the permit date and weekly hours their own field', () => {
    const checked = validateRegistration(
      {
        ...filled(),
        languages: [
          { ...emptyLanguage(), language: 'uk', level: 'proficient' },
          { ...emptyLanguage(), language: 'fi', level: '' },
        ],
        references: [{ ...emptyReference(), name: 'Petro' }],
        workHistory: [{ ...emptyWork(), company: 'Bistro', job: 'Cook', start: '2020-01-01' }],
        permit: 'notActive',
        weeklyHours: '200',
        skillsAndHobbies: 'Шахи',
        confirmPassword: 'other',
      },
      'en',
    );
    expect(checked.ok ? {} : checked.errors).toEqual({
      'languages.1.level': 'validation:languageRequired',
      'references.0.email': 'validation:referenceContactRequired',
      'workHistory.0.end': 'validation:workHistoryEndRequired',
      permitApplied: 'validation:permitApplicationDateRequired',
      weeklyHours: 'validation:numberOutOfRange',
      skillsAndHobbies: 'validation:latinCharactersOnly',
      confirmPassword: 'validation:passwordsDiffer',
    });
  });

  it("a photo over 5 MB gets 'Maximum file size 5 MB', a non-image and a wrong CV type theirs", () => {
    expect(fileErrors({ photo: file('me.jpg', 'image/jpeg', 5 * 1024 * 1024 + 1), cv: null })).toEqual({
      photo: 'validation:maxFileSize',
    });
    expect(fileErrors({ photo: file('me.txt', 'text/plain', 10), cv: file('cv.exe', 'application/x-msdownload', 10) })).toEqual({
      photo: 'validation:notAnImage',
      cv: 'validation:cvFileType',
    });
    const checked = validateRegistration(
      { ...filled(), cv: file('cv.pdf', 'application/pdf', 1000), photo: file('me.png', 'image/png', 1000) },
      'en',
    );
    expect(checked.ok).toBe(true);
  });

  it('a draft keeps what was typed and its language for the tab, never the password or the files', () => {
    const cv = file('cv.pdf', 'application/pdf', 10);
    saveDraft({ ...filled(), cv, workHistory: [{ ...emptyWork(), company: 'Bistro' }] }, 'uk', sessionStorage);
    expect(sessionStorage.getItem('vuoro:registration-draft')).not.toContain('Kyiv-2026!');
    const back = loadDraft(sessionStorage);
    expect(back).toMatchObject({ firstName: 'Olena', password: '', confirmPassword: '', cv: null, consent: true });
    expect(back.workHistory[0]!.company).toBe('Bistro');
    expect(draftLanguage(sessionStorage)).toBe('uk');
    sessionStorage.setItem('vuoro:registration-draft-language', 'xx');
    expect(draftLanguage(sessionStorage)).toBeNull();
    sessionStorage.setItem('vuoro:registration-draft', '{broken');
    expect(loadDraft(sessionStorage).firstName).toBe('');
    clearDraft(sessionStorage);
    expect(sessionStorage.getItem('vuoro:registration-draft')).toBeNull();
  });
});
