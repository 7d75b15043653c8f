import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PRIVACY_NOTICE_VERSION, talentRegistrationForm } from '@vuoro/domain';

/**
 * The order and resumption of the registration steps. The Firebase SDK calls are stand-ins here
 * (the journey in tests/e2e/registration.test.ts runs them for real against the emulators): what
 * is checked is that a retry resumes from the failed step and never creates a second account.
 */
const sdk = vi.hoisted(() => ({
  createUser: vi.fn(),
  commit: vi.fn(),
  sets: [] as [string, Record<string, unknown>][],
  update: vi.fn(),
  upload: vi.fn(),
  report: vi.fn(),
}));

vi.mock('@/lib/firebase', () => ({ auth: { name: 'auth' } }));
vi.mock('@/lib/firestore', () => ({ db: { name: 'db' } }));
vi.mock('firebase/auth', () => ({ createUserWithEmailAndPassword: sdk.createUser }));
vi.mock('firebase/firestore', () => {
  let auto = 0;
  return {
    doc: (parent: { path: string } | { name: string }, ...segments: string[]) =>
      segments.length ? { path: segments.join('/') } : { path: `${(parent as { path: string }).path}/auto-${++auto}` },
    collection: (parent: { path: string }, name: string) => ({ path: `${parent.path}/${name}` }),
    serverTimestamp: () => 'SERVER_TIME',
    writeBatch: () => ({
      set: (ref: { path: string }, data: Record<string, unknown>) => sdk.sets.push([ref.path, data]),
      commit: sdk.commit,
    }),
    updateDoc: sdk.update,
  };
});
vi.mock('@/lib/talent-files', () => ({
  TalentFileError: class TalentFileError extends Error {},
  uploadTalentFile: sdk.upload,
}));
vi.mock('../api/report-duplicate', () => ({ reportDuplicateRegistration: sdk.report }));

const { noProgress, registerTalent } = await import('../api/register-talent');

const form = talentRegistrationForm.parse({
  firstName: 'Olena',
  lastName: 'Kovalenko',
  email: 'olena@example.com',
  phone: '+380671234567',
  languages: [{ language: 'uk', level: 'proficient' }],
  workHistory: [{ company: 'Bistro', job: 'Cook', stillWorking: true }],
  references: [{ name: 'Petro', email: 'petro@example.com' }],
  password: 'Kyiv-2026!',
  confirmPassword: 'Kyiv-2026!',
  consent: true,
});
const cv = new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' });

beforeEach(() => {
  vi.clearAllMocks();
  sdk.sets.length = 0;
  sdk.createUser.mockResolvedValue({ user: { uid: 'u1' } });
  sdk.commit.mockResolvedValue(undefined);
  sdk.update.mockResolvedValue(undefined);
  sdk.upload.mockResolvedValue('u1/cv/1-cv.pdf');
});

describe('registerTalent', () => {
  it('creates the account, then the talent with its records in one batch, then uploads and stores the CV path', async () => {
    const result = await registerTalent(form, { cv, photo: null }, noProgress());
    expect(result).toEqual({ status: 'done', uid: 'u1' });
    expect(sdk.createUser).toHaveBeenCalledWith({ name: 'auth' }, 'olena@example.com', 'Kyiv-2026!');
    expect(sdk.sets.map(([path]) => path.replace(/auto-\d+/, 'auto'))).toEqual([
      'talents/u1',
      'talents/u1/workHistory/auto',
      'talents/u1/workReferences/auto',
    ]);
    expect(sdk.sets[0]![1]).toMatchObject({
      firstName: 'Olena',
      phoneNumber: '+380671234567',
      added: 'SERVER_TIME',
      duplicate: false,
      consent: { version: PRIVACY_NOTICE_VERSION, at: 'SERVER_TIME' },
    });
    expect(sdk.sets[0]![1]).not.toHaveProperty('password');
    expect(sdk.sets[0]![1]).not.toHaveProperty('confirmPassword');
    expect(sdk.upload).toHaveBeenCalledWith('u1', 'cv', cv);
    expect(sdk.update).toHaveBeenCalledWith({ path: 'talents/u1' }, { fileCV: 'u1/cv/1-cv.pdf' });
  });

  it('a failed profile save is retried without a second account', async () => {
    sdk.commit.mockRejectedValueOnce(Object.assign(new Error('offline'), { code: 'unavailable' }));
    const progress = noProgress();
    expect(await registerTalent(form, { cv: null, photo: null }, progress)).toEqual({
      status: 'failed',
      step: 'profile',
      message: 'registration:failed.profile',
    });
    expect(await registerTalent(form, { cv: null, photo: null }, progress)).toEqual({ status: 'done', uid: 'u1' });
    expect(sdk.createUser).toHaveBeenCalledTimes(1);
    expect(sdk.commit).toHaveBeenCalledTimes(2);
  });

  it('a failed upload names the file; the retry uploads only what is missing', async () => {
    sdk.upload.mockRejectedValueOnce(new Error('storage down'));
    const progress = noProgress();
    expect(await registerTalent(form, { cv, photo: null }, progress)).toEqual({
      status: 'failed',
      step: 'files',
      message: 'errors:fileUploadFailed',
      field: 'cv',
    });
    expect(await registerTalent(form, { cv, photo: null }, progress)).toEqual({ status: 'done', uid: 'u1' });
    expect(sdk.createUser).toHaveBeenCalledTimes(1);
    expect(sdk.commit).toHaveBeenCalledTimes(1);
    expect(sdk.upload).toHaveBeenCalledTimes(2);
  });

  it('an email with an account is reported as a duplicate and writes nothing', async () => {
    sdk.createUser.mockRejectedValueOnce(Object.assign(new Error('exists'), { code: 'auth/email-already-in-use' }));
    expect(await registerTalent(form, { cv: null, photo: null }, noProgress(), '')).toEqual({ status: 'emailInUse' });
    expect(sdk.report).toHaveBeenCalledWith({
      email: 'olena@example.com',
      firstName: 'Olena',
      lastName: 'Kovalenko',
      phone: '+380671234567',
      website: '',
    });
    expect(sdk.commit).not.toHaveBeenCalled();
  });

  it('a failed account creation says why, by the field it concerns', async () => {
    sdk.createUser.mockRejectedValueOnce(Object.assign(new Error('weak'), { code: 'auth/weak-password' }));
    expect(await registerTalent(form, { cv: null, photo: null }, noProgress())).toMatchObject({
      step: 'account',
      message: 'validation:passwordWeak',
      field: 'password',
    });
    sdk.createUser.mockRejectedValueOnce(Object.assign(new Error('net'), { code: 'auth/network-request-failed' }));
    expect(await registerTalent(form, { cv: null, photo: null }, noProgress())).toMatchObject({
      step: 'account',
      message: 'errors:network',
    });
  });
});
