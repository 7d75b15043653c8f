import { afterEach, describe, expect, it, vi } from 'vitest';
import { CV_MAX_BYTES, PHOTO_MAX_BYTES } from '@vuoro/domain';

// Storage is replaced: the unit project has no emulator (the Storage emulator's rules runtime is
// not on these machines; storage.rules is tested where it runs). The module's own logic is real.
const getDownloadURL = vi.fn<(ref: unknown) => Promise<string>>();
const uploadBytes = vi.fn<(ref: unknown, file: unknown, meta: unknown) => Promise<unknown>>();
const deleteObject = vi.fn<(ref: unknown) => Promise<void>>();
vi.mock('@/lib/firebase', () => ({ firebaseApp: {} }));
vi.mock('firebase/storage', () => ({
  getStorage: () => ({ maxOperationRetryTime: 120_000, maxUploadRetryTime: 600_000 }),
  connectStorageEmulator: vi.fn(),
  ref: (_storage: unknown, path: string) => ({ path }),
  getDownloadURL: (ref: unknown) => getDownloadURL(ref),
  uploadBytes: (ref: unknown, file: unknown, meta: unknown) => uploadBytes(ref, file, meta),
  deleteObject: (ref: unknown) => deleteObject(ref),
}));

const { fileUrl, uploadTalentFile, deleteTalentFile, safeFileName, talentFilePath, TalentFileError } =
  await import('./talent-files');

function fakeFile(name: string, type: string, size: number): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

afterEach(() => {
  getDownloadURL.mockReset();
  uploadBytes.mockReset();
  deleteObject.mockReset();
  vi.restoreAllMocks();
});

describe('reading files (spec section 8: storage errors mean "file absent")', () => {
  it('gives the download address of a stored path', async () => {
    getDownloadURL.mockResolvedValue('https://files.example/cv.pdf');
    await expect(fileUrl('t-1/cv/cv.pdf')).resolves.toBe('https://files.example/cv.pdf');
    expect(getDownloadURL).toHaveBeenCalledWith({ path: 't-1/cv/cv.pdf' });
  });

  it.each(['storage/object-not-found', 'storage/unauthorized', 'storage/unknown'])(
    '%s: logged, treated as absent',
    async (code) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      getDownloadURL.mockRejectedValue(Object.assign(new Error(code), { code }));
      await expect(fileUrl('t-1/avatar/me.jpg')).resolves.toBeNull();
      expect(warn).toHaveBeenCalledWith(expect.stringContaining(code));
    },
  );

  it('no path is no file; a web address is used as it is', async () => {
    await expect(fileUrl('')).resolves.toBeNull();
    await expect(fileUrl(null)).resolves.toBeNull();
    await expect(fileUrl('https://cdn.example/p.jpg')).resolves.toBe('https://cdn.example/p.jpg');
    expect(getDownloadURL).not.toHaveBeenCalled();
  });
});

describe('uploading (spec sections 5 and 7: photo at most 5 MB and an image; {uid}/cv and {uid}/avatar)', () => {
  it('uploads a photo under {uid}/avatar/ with its content type and resolves the path', async () => {
    uploadBytes.mockResolvedValue({});
    const photo = fakeFile('Minä kuva.JPG', 'image/jpeg', PHOTO_MAX_BYTES);
    const path = await uploadTalentFile('uid-1', 'avatar', photo);
    expect(path).toMatch(/^uid-1\/avatar\/\d+-Mina-kuva\.JPG$/);
    expect(uploadBytes).toHaveBeenCalledWith({ path }, photo, { contentType: 'image/jpeg' });
  });

  it('uploads a CV under {uid}/cv/', async () => {
    uploadBytes.mockResolvedValue({});
    const path = await uploadTalentFile('uid-1', 'cv', fakeFile('cv.pdf', 'application/pdf', 1000));
    expect(path).toMatch(/^uid-1\/cv\/\d+-cv\.pdf$/);
  });

  it.each([
    ['avatar', 'big.png', 'image/png', PHOTO_MAX_BYTES + 1, 'validation:maxFileSize'],
    ['avatar', 'cv.pdf', 'application/pdf', 10, 'validation:notAnImage'],
    ['cv', 'big.pdf', 'application/pdf', CV_MAX_BYTES + 1, 'validation:cvMaxFileSize'],
    ['cv', 'me.png', 'image/png', 10, 'validation:cvFileType'],
  ] as const)('refuses a bad %s (%s, %s) before sending a byte', async (kind, name, type, size, message) => {
    await expect(uploadTalentFile('uid-1', kind, fakeFile(name, type, size))).rejects.toThrow(message);
    expect(uploadBytes).not.toHaveBeenCalled();
  });

  it('a Storage failure becomes errors:fileUploadFailed with the storage code', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    uploadBytes.mockRejectedValue(Object.assign(new Error('x'), { code: 'storage/unauthorized' }));
    const failure = await uploadTalentFile('uid-1', 'cv', fakeFile('cv.pdf', 'application/pdf', 10)).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(TalentFileError);
    expect(failure).toMatchObject({ message: 'errors:fileUploadFailed', storageCode: 'storage/unauthorized' });
  });

  it('file names are made safe for a path', () => {
    expect(safeFileName('../../etc/passwd')).toBe('etc-passwd');
    expect(safeFileName('Резюме.pdf')).toBe('pdf');
    expect(safeFileName('???')).toBe('file');
    expect(talentFilePath('u', 'cv', 'a b.pdf', 5)).toBe('u/cv/5-a-b.pdf');
  });
});

describe('deleting', () => {
  it('deletes a stored path; a missing object or a web address is not an error', async () => {
    deleteObject.mockResolvedValueOnce(undefined);
    await deleteTalentFile('u/cv/1-cv.pdf');
    expect(deleteObject).toHaveBeenCalledWith({ path: 'u/cv/1-cv.pdf' });
    deleteObject.mockRejectedValueOnce(Object.assign(new Error('x'), { code: 'storage/object-not-found' }));
    await expect(deleteTalentFile('u/cv/gone.pdf')).resolves.toBeUndefined();
    await deleteTalentFile('https://cdn.example/p.jpg');
    expect(deleteObject).toHaveBeenCalledTimes(2);
  });
});
