import { describe, expect, it } from 'vitest';
import {
  answersInput,
  answersToStored,
  issuesOfStep,
  REGISTRATION_STEP_FIELDS,
  REGISTRATION_STEPS,
  stepOfField,
  answersUnchanged,
  changedAnswerFields,
  ownWorkHistoryEntry,
  registrationToTalent,
  storedAnswersOf,
  talentAnswers,
  talentRegistration,
  talentRegistrationForm,
  workHistoryEntry,
  workPermit,
  workReference,
} from './registration';

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

  it('requires only what spec section 5 names: first and last name, email, phone and a language', () => {
    expect(talentRegistration.safeParse({ ...minimal, currentLocation: '', jobsOfInterest: [], workPermit: null }).success).toBe(
      true,
    );
    expect(issues(talentRegistration.safeParse({ languages: [] }))).toEqual([
      ['firstName', 'validation:fieldRequired'],
      ['lastName', 'validation:fieldRequired'],
      ['email', 'validation:fieldRequired'],
      ['phone', 'validation:fieldRequired'],
      ['languages', 'validation:languageRequired'],
    ]);
    expect(issues(talentRegistration.safeParse({ ...minimal, phone: '040 123 4567' }))).toEqual([
      ['phone', 'validation:phoneFormat'],
    ]);
  });

  it('free texts for the English profile are in Latin characters', () => {
    expect(issues(talentRegistration.safeParse({ ...minimal, skillsAndHobbies: 'Кухар, шахи' }))).toEqual([
      ['skillsAndHobbies', 'validation:latinCharactersOnly'],
    ]);
    const job = { company: 'Bistro', job: 'Cook', stillWorking: true };
    expect(issues(talentRegistration.safeParse({ ...minimal, workHistory: [{ ...job, responsibilities: 'Готувала' }] }))).toEqual(
      [['workHistory.0.responsibilities', 'validation:latinCharactersOnly']],
    );
    expect(talentRegistration.safeParse({ ...minimal, skillsAndHobbies: 'Café work – HACCP, chess' }).success).toBe(true);
  });

  it('the account password follows the spec rules and must be typed twice alike', () => {
    const withPassword = { ...minimal, password: 'Kyiv-2026!', confirmPassword: 'Kyiv-2026!', consent: true };
    expect(talentRegistrationForm.safeParse(withPassword).success).toBe(true);
    expect(issues(talentRegistrationForm.safeParse({ ...withPassword, password: 'short', confirmPassword: 'short' }))).toEqual([
      ['password', 'validation:passwordWeak'],
    ]);
    expect(issues(talentRegistrationForm.safeParse({ ...withPassword, confirmPassword: 'Kyiv-2027!' }))).toEqual([
      ['confirmPassword', 'validation:passwordsDiffer'],
    ]);
  });

  it('jobs of interest are job category codes', () => {
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

  it('maps a registration to the talent document and its records', () => {
    const form = talentRegistration.parse({
      ...minimal,
      jobFields: ['horeca'],
      educations: [{ institution: 'KNU', countryCity: 'Kyiv', facultySpecialty: 'Cooking', graduationYear: 2015 }],
      workHistory: [
        { company: 'Kyiv Bistro', job: 'Cook', start: '2016-01-01', end: '2020-01-01', responsibilities: 'Soups' },
        { company: 'Cafe', job: 'Chef', start: '2021-01-01', end: '2022-01-01', stillWorking: true },
      ],
      references: [{ name: 'Petro', email: 'petro@example.com', phone: '' }],
      driverLicence: { classes: ['B'], otherClass: 'ignored', carInUse: true },
      availability: { options: ['evening'], weeklyHours: 30 },
      workPermit: { status: 'active', expiryDate: '2027-03-04' },
      readyToMove: true,
      whereHeard: 'Facebook',
      skillsAndHobbies: 'Chess',
      duplicateProfile: true,
      cv: 'u1/cv/1-cv.pdf',
      photo: 'u1/avatar/1-me.jpg',
    });
    const { talent, records } = registrationToTalent(form);
    expect(talent).toMatchObject({
      firstName: 'Olena',
      phoneNumber: '+380671234567',
      location: 'Espoo',
      jobs: ['cook'],
      skills: 'Chess',
      permit: 'active',
      permitActive: new Date('2027-03-04'),
      permitApplied: null,
      fileCV: 'u1/cv/1-cv.pdf',
      photo: 'u1/avatar/1-me.jpg',
      avatar: 'u1/avatar/1-me.jpg',
      duplicate: true,
      registration: {
        jobFields: ['horeca'],
        driverLicence: { classes: ['B'], otherClass: null, carInUse: true },
        availability: { options: ['evening'], weeklyHours: 30 },
        readyToMove: true,
        whereHeard: 'Facebook',
      },
    });
    expect(talent.workHistories).toEqual([
      { company: 'Kyiv Bistro', title: 'Cook', start: new Date('2016-01-01'), end: new Date('2020-01-01') },
      { company: 'Cafe', title: 'Chef', start: new Date('2021-01-01'), end: null },
    ]);
    expect(talent.educations).toEqual([{ school: 'KNU', degree: 'Cooking', start: null, end: new Date(Date.UTC(2015, 5, 1)) }]);
    expect(records.workReferences).toEqual([
      { name: 'Petro', position: null, company: null, email: 'petro@example.com', phone: null },
    ]);
    expect(records.workHistory[1]).toMatchObject({ stillWorking: true, end: null, responsibilities: null });
    expect(records.educations[0]).toEqual({
      institution: 'KNU',
      countryCity: 'Kyiv',
      facultySpecialty: 'Cooking',
      graduationYear: 2015,
    });
  });
});

describe("the talent's own answers (issue 27 item 6)", () => {
  const stored = storedAnswersOf(
    { jobs: ['cook'], permit: 'euCitizen', permitActive: null, permitApplied: null },
    { driverLicence: { classes: ['B'], otherClass: null, carInUse: false }, whereHeard: 'A friend' },
  );

  it('reads an older profile leniently and stores answers field by field', () => {
    expect(storedAnswersOf({ jobs: [], permit: null }, undefined)['registration.availability']).toEqual({
      options: [],
      weeklyHours: null,
    });
    const next = answersToStored(
      talentAnswers.parse({
        jobsOfInterest: ['cook', 'cleaner'],
        driverLicence: { classes: ['B', 'C'], otherClass: 'ignored', carInUse: true },
        availability: { options: ['weekends'], weeklyHours: 30 },
        workPermit: { status: 'euCitizen' },
      }),
    );
    expect(next['registration.driverLicence']).toEqual({ classes: ['B', 'C'], otherClass: null, carInUse: true });
    expect(changedAnswerFields(stored, next)).toEqual(['jobs', 'registration.driverLicence', 'registration.availability']);
    expect(answersUnchanged(stored, { ...stored, permit: 'noPermit' }, ['jobs'])).toBe(true);
    expect(answersUnchanged(stored, { ...stored, jobs: [] }, ['jobs'])).toBe(false);
  });

  it("keeps the registration's rules: weekly hours 0–168, a permit's date, a job's end after its start", () => {
    const bad = talentAnswers.safeParse({
      availability: { options: [], weeklyHours: 200 },
      workPermit: { status: 'active' },
    });
    expect(issues(bad).map(([path]) => path)).toEqual(['availability.weeklyHours', 'workPermit.expiryDate']);
    const row = ownWorkHistoryEntry.safeParse({
      company: 'A',
      job: 'B',
      start: '2024-05-01',
      end: '2024-01-01',
      responsibilities: 'Кухня',
    });
    expect(
      issues(row)
        .map(([path]) => path)
        .sort(),
    ).toEqual(['end', 'responsibilities']);
  });
});

describe('the registration in steps and its consent (issue 27 item 7)', () => {
  const full = { ...minimal, password: 'Kyiv-2026!', confirmPassword: 'Kyiv-2026!', consent: true };

  it('the privacy consent must be ticked', () => {
    expect(talentRegistrationForm.safeParse(full).success).toBe(true);
    expect(issues(talentRegistrationForm.safeParse({ ...full, consent: false }))).toEqual([
      ['consent', 'registration:privacy.consentRequired'],
    ]);
  });

  it('every field of the form is on exactly one step, in the order the brief names (work in two)', () => {
    expect(REGISTRATION_STEPS).toEqual(['account', 'work', 'conditions', 'languages', 'education', 'documents']);
    const onSteps = Object.values(REGISTRATION_STEP_FIELDS).flat();
    expect(new Set(onSteps).size).toBe(onSteps.length);
    const formFields = Object.keys(talentRegistrationForm.shape).filter(
      (k) => k !== 'formLanguage' && k !== 'cv' && k !== 'photo',
    );
    expect(formFields.filter((k) => !onSteps.includes(k))).toEqual([]);
  });

  it("a field's step by its schema path or its input's name", () => {
    expect(stepOfField('password')).toBe('account');
    expect(stepOfField('workHistory.1.end')).toBe('work');
    expect(stepOfField('permitExpiry')).toBe('conditions');
    expect(stepOfField('weeklyHours')).toBe('conditions');
    expect(stepOfField('languages.0.level')).toBe('languages');
    expect(stepOfField('references.0.email')).toBe('education');
    expect(stepOfField('cv')).toBe('documents');
  });

  it("the step's issues only", () => {
    const result = talentRegistrationForm.safeParse({ languages: [] });
    const paths = (step: (typeof REGISTRATION_STEPS)[number]) =>
      issuesOfStep(result.error!.issues, step).map((i) => i.path.join('.'));
    expect(paths('account')).toEqual(['firstName', 'lastName', 'email', 'phone', 'password', 'confirmPassword']);
    expect(paths('languages')).toEqual(['languages']);
    expect(paths('work')).toEqual([]);
    expect(paths('documents')).toEqual(['consent']);
  });

  it("the answers' form values as the schema takes them", () => {
    const values = {
      jobsOfInterest: ['cook' as const],
      jobFields: [],
      licenceClasses: ['B' as const],
      otherClass: '',
      carInUse: true,
      availability: [],
      weeklyHours: ' 30 ',
      permit: 'active' as const,
      permitExpiry: '2027-03-04',
      permitApplied: '',
    };
    const parsed = talentAnswers.parse(answersInput(values));
    expect(parsed.availability.weeklyHours).toBe(30);
    expect(parsed.workPermit).toEqual({ status: 'active', expiryDate: new Date('2027-03-04T00:00:00.000Z') });
    expect(answersInput({ ...values, permit: '', weeklyHours: '' })).toMatchObject({
      workPermit: null,
      availability: { weeklyHours: null },
    });
    expect(talentAnswers.safeParse(answersInput({ ...values, weeklyHours: 'many' })).success).toBe(false);
  });
});
