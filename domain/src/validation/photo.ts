import { z } from 'zod';
import { CV_CONTENT_TYPES, CV_MAX_BYTES, PHOTO_MAX_BYTES } from '../constants';
import { validationMessages as m, type ValidationMessage } from '../texts/messages';

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

/** Why a CV cannot be uploaded, or `null`: a PDF, DOC, DOCX or ODT file of at most 10 MB. */
export function cvProblem(file: FileLike): ValidationMessage | null {
  if (!(CV_CONTENT_TYPES as readonly string[]).includes(file.type)) return m.cvFileType;
  if (file.size > CV_MAX_BYTES) return m.cvMaxFileSize;
  return null;
}

/** The kinds of file a talent keeps in Storage, named by their folder: `{uid}/cv/`, `{uid}/avatar/`. */
export const TALENT_FILE_KINDS = ['cv', 'avatar'] as const;
export type TalentFileKind = (typeof TALENT_FILE_KINDS)[number];

/** Why a talent's file cannot be uploaded, or `null` (the same limits as storage.rules). */
export function talentFileProblem(kind: TalentFileKind, file: FileLike): ValidationMessage | null {
  return kind === 'avatar' ? photoProblem(file) : cvProblem(file);
}
