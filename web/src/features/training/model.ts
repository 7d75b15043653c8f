import { LANGUAGE_LOCALES, type SupportedLanguage, numberFormat } from '@vuoro/domain';

/**
 * A file's size as the language writes it, in decimal units as Intl names them: bytes in words
 * with the language's plural ("869 bytes", "869 tavua", "5 байтів"), then "25 kB", "1.5 MB"
 * (Finnish "25 kt", "1,5 Mt"; Ukrainian "1,5 МБ"): whole bytes and kilobytes, megabytes to one decimal.
 */
export function formatFileSize(bytes: number, language: SupportedLanguage): string {
  const locale = LANGUAGE_LOCALES[language];
  if (bytes < 1000) return numberFormat(locale, { style: 'unit', unit: 'byte', unitDisplay: 'long' }).format(bytes);
  const [value, unit, digits] = bytes < 999_500 ? [bytes / 1000, 'kilobyte', 0] : [bytes / 1_000_000, 'megabyte', 1];
  return numberFormat(locale, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: digits }).format(value);
}

/** How a file the browser can show is shown in the page: a PDF or text in a frame, an image, a video. */
export type PreviewKind = 'frame' | 'image' | 'video';

/** The element that shows a viewable type (domain's `isViewableInBrowser` decides which types are viewable). */
export function previewKind(contentType: string): PreviewKind {
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  if (type.startsWith('image/')) return 'image';
  if (type.startsWith('video/')) return 'video';
  return 'frame';
}
