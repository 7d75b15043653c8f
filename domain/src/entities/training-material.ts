import { z } from 'zod';
import { optionalFirestoreDate } from '../firestore';
import { docId, booleanField, optionalText, requiredText } from './common';

/** Training material for employees, with the employee's read flag. */
export const trainingMaterial = z.object({
  id: docId,
  title: requiredText(),
  description: optionalText(2000),
  fileName: optionalText(),
  fileType: optionalText(100),
  published: optionalFirestoreDate,
  read: booleanField.default(false),
});
export type TrainingMaterial = z.infer<typeof trainingMaterial>;

/** File types the browser can open; other training materials show "unsupported file type". */
export const OPENABLE_FILE_TYPES = [
  'application/pdf',
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'video/mp4',
  'video/webm',
  'audio/mpeg',
  'text/plain',
] as const;

/** Whether a training material of this MIME type can be opened. */
export function canOpenFileType(fileType: string | null | undefined): boolean {
  const type = (fileType ?? '').split(';')[0]!.trim().toLowerCase();
  return (OPENABLE_FILE_TYPES as readonly string[]).includes(type);
}
