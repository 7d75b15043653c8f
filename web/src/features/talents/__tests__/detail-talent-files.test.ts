import { afterEach, describe, expect, it, vi } from 'vitest';

// Storage is replaced: the unit project has no emulator. The module's own logic is real.
const getDownloadURL = vi.fn<(ref: unknown) => Promise<string>>();
vi.mock('@/lib/firebase', () => ({ firebaseApp: {} }));
vi.mock('firebase/storage', () => ({
  getStorage: () => ({ maxOperationRetryTime: 120_000 }),
  connectStorageEmulator: vi.fn(),
  ref: (_storage: unknown, path: string) => ({ path }),
  getDownloadURL: (ref: unknown) => getDownloadURL(ref),
}));

const { fileUrl } = await import('../api/detail/talent-files');
const { rowInput } = await import('../components/detail/row-form');

afterEach(() => {
  getDownloadURL.mockReset();
  vi.restoreAllMocks();
});

describe('talent files (spec section 8: storage errors mean "file absent")', () => {
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

describe('rowInput', () => {
  it('leaves empty fields out, reads numbers as numbers and checkboxes as booleans', () => {
    const fields = [
      { key: 'institution', label: 'Institution', type: 'text' as const },
      { key: 'countryCity', label: 'Country', type: 'text' as const },
      { key: 'graduationYear', label: 'Year', type: 'number' as const },
      { key: 'stillWorking', label: 'Still', type: 'checkbox' as const },
    ];
    expect(rowInput(fields, { institution: 'College', countryCity: ' ', graduationYear: '2015' })).toEqual({
      institution: 'College',
      graduationYear: 2015,
      stillWorking: false,
    });
  });
});
