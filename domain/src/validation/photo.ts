import { z } from 'zod';
import { PHOTO_MAX_BYTES } from '../constants';
import { validationMessages as m, type ValidationMessage } from './messages';

/** What the photo check needs of a browser `File` (or any upload description). */
export interface FileLike {
  readonly name?: string;
  readonly type: string;
  readonly size: number;
}

function isFileLike(value: unknown): value is FileLike {
  return (
    value !== null &&
    typeof value === 'object' &&
    typeof (value as FileLike).type === 'string' &&
    typeof (value as FileLike).size === 'number'
  );
}

/** Why a photo cannot be uploaded, or `null`: it must be an image of at most 5 MB. */
export function photoProblem(file: FileLike): ValidationMessage | null {
  if (!file.type.startsWith('image/')) return m.notAnImage;
  if (file.size > PHOTO_MAX_BYTES) return m.maxFileSize;
  return null;
}

/**
 * A talent photo or avatar to upload: an image ('The file must be an image') of at most 5 MB
 * ('Maximum file size 5 MB'). Parses to the same `File` object it was given.
 */
export const photoFile = z.custom<FileLike>(isFileLike, { error: m.fieldRequired }).superRefine((file, ctx) => {
  const problem = photoProblem(file);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});
