import {
  FILE_MAX_BYTES,
  LANGUAGE_LOCALES,
  validationMessages,
  type LocalizedText,
  type SupportedLanguage,
  numberFormat,
} from '@vuoro/domain';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { errorText, isApiError, isSignedOut, issuesOf } from '@/lib/api-error';
import { FileReadError } from '../api/file-read';
import type { TranslatedTextValue } from './translated-text-fields';

/** A desk text as the routes take it: the translations left empty are not sent (the employee reads the Finnish). */
export function cleanText(value: TranslatedTextValue): LocalizedText {
  const text: LocalizedText = { fi: value.fi };
  for (const language of ['en', 'sv', 'uk', 'ru'] as const) {
    const translated = value[language]?.trim();
    if (translated) text[language] = translated;
  }
  return text;
}

/** Why a chosen file cannot be sent, found before anything is read or sent: over 8 MB, or empty. */
export function fileRefusal(file: File): 'tooLarge' | 'empty' | null {
  if (file.size > FILE_MAX_BYTES) return 'tooLarge';
  return file.size === 0 ? 'empty' : null;
}

/**
 * A file's size in the language's notation: bytes (written out, so the plural is right: "217 bytes",
 * "217 tavua") below 1 kB, kB below 1 MB, then MB with one decimal ("8 MB", "3,4 Mt").
 */
export function formatFileSize(bytes: number, language: SupportedLanguage): string {
  const [value, unit, digits] =
    bytes < 1024
      ? [bytes, 'byte', 0]
      : bytes < 1024 * 1024
        ? [bytes / 1024, 'kilobyte', 0]
        : [bytes / 1024 / 1024, 'megabyte', 1];
  return numberFormat(LANGUAGE_LOCALES[language], {
    style: 'unit',
    unit,
    unitDisplay: unit === 'byte' ? 'long' : 'short',
    maximumFractionDigits: digits,
  }).format(value);
}

/** The largest file, as the form's hint and refusal say it. */
export const maxFileSize = (language: SupportedLanguage) => formatFileSize(FILE_MAX_BYTES, language);

/**
 * A desk text checked with its route's schema: the first problem translated, naming the language
 * when it is in a translation ("English: The text is too long"); undefined when the text is fine.
 */
export function textError(t: TFunction, schema: z.ZodType, value: TranslatedTextValue): string | undefined {
  const parsed = schema.safeParse(cleanText(value));
  const issue = parsed.success ? undefined : parsed.error.issues[0];
  if (!issue) return undefined;
  const language = String(issue.path[0] ?? 'fi');
  return language === 'fi' || !(language in value)
    ? t(issue.message)
    : `${t(`labels:language.${language}`)}: ${t(issue.message)}`;
}

/** After a refused submit: the first field with an error takes the focus (once it shows). */
export function focusFirstInvalid(form: HTMLFormElement) {
  requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}

/**
 * The text of a failed share or add: a file the browser could not read, one the server found too
 * large, an employee gone meanwhile; else the form's own "was not shared/added".
 */
export function fileSendFailure(fallback: string) {
  return (error: unknown): string | null => {
    if (error instanceof FileReadError) return 'desk:files.file.unreadable';
    if (isSignedOut(error)) return null;
    if (isApiError(error, 413) || issuesOf(error).some((i) => i.message === validationMessages.fileTooLarge)) {
      return 'desk:files.file.tooLargeServer';
    }
    return errorText(error, { byCode: { employeeNotFound: 'desk:files.share.employeeNotFound' }, fallback });
  };
}
