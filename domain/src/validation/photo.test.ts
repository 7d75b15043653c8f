import { describe, expect, it } from 'vitest';
import { PHOTO_MAX_BYTES } from '../constants';
import { photoFile } from './photo';

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
});
