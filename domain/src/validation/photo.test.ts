import { describe, expect, it } from 'vitest';
import { CV_MAX_BYTES, PHOTO_MAX_BYTES } from '../constants';
import { cvProblem, photoFile, talentFileProblem } from './photo';

describe('photo', () => {
  it('"Photo: at most 5 MB, must be an image (\'Maximum file size 5 MB\')"', () => {
    expect(PHOTO_MAX_BYTES).toBe(5 * 1024 * 1024);
    const ok = { name: 'me.jpg', type: 'image/jpeg', size: PHOTO_MAX_BYTES };
    expect(photoFile.parse(ok)).toBe(ok);
    expect(photoFile.safeParse({ ...ok, size: PHOTO_MAX_BYTES + 1 }).error?.issues.map((i) => i.message)).toEqual([
      'validation:maxFileSize',
    ]);
  });

  it('a file that is not an image is refused', () => {
    expect(
      photoFile.safeParse({ name: 'cv.pdf', type: 'application/pdf', size: 1000 }).error?.issues.map((i) => i.message),
    ).toEqual(['validation:notAnImage']);
    expect(photoFile.safeParse(undefined).error?.issues.map((i) => i.message)).toEqual(['validation:fieldRequired']);
  });

  it('a CV is a PDF, DOC, DOCX or ODT file of at most 10 MB (the limits storage.rules enforces)', () => {
    const pdf = { name: 'cv.pdf', type: 'application/pdf', size: CV_MAX_BYTES };
    expect(cvProblem(pdf)).toBeNull();
    expect(cvProblem({ ...pdf, type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' })).toBeNull();
    expect(cvProblem({ ...pdf, size: CV_MAX_BYTES + 1 })).toBe('validation:cvMaxFileSize');
    expect(cvProblem({ ...pdf, type: 'image/png' })).toBe('validation:cvFileType');
    expect(cvProblem({ ...pdf, type: '' })).toBe('validation:cvFileType');
  });

  it('talentFileProblem applies the photo rule to avatars and the CV rule to CVs', () => {
    const big = { name: 'me.png', type: 'image/png', size: PHOTO_MAX_BYTES + 1 };
    expect(talentFileProblem('avatar', big)).toBe('validation:maxFileSize');
    expect(talentFileProblem('cv', big)).toBe('validation:cvFileType');
    expect(talentFileProblem('avatar', { ...big, size: 10 })).toBeNull();
  });
});
