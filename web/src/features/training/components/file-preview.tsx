import { useTranslation } from 'react-i18next';
import { isViewableInBrowser } from '@vuoro/domain';
import type { StaffFile } from '@/lib/staff-file';
import { previewKind } from '../model';

export interface FilePreviewProps {
  file: StaffFile;
  /** A blob URL of the file's bytes, made and revoked by whoever loaded them. */
  url: string;
  className?: string;
}

/**
 * A file the browser shows itself, in the page from a blob URL of its bytes (the staff CSP allows
 * `frame-src blob:` and `media-src blob:`): a PDF or text in a frame, an image, a video with its
 * controls. Only a type `isViewableInBrowser` accepts is ever put in the page (never HTML or SVG,
 * which would run in our origin), whatever the list said.
 */
export function FilePreview({ file, url, className = '' }: FilePreviewProps) {
  const { t } = useTranslation('files');
  if (!isViewableInBrowser(file.type)) return null;
  const label = t('files:training.preview', { name: file.fileName });
  switch (previewKind(file.type)) {
    case 'image':
      return (
        <img src={url} alt={label} className={`max-h-[80vh] max-w-full rounded-lg border border-slate-200 ${className}`.trim()} />
      );
    case 'video':
      return (
        <video src={url} controls aria-label={label} className={`max-h-[80vh] w-full rounded-lg bg-black ${className}`.trim()} />
      );
    case 'frame':
      return (
        <iframe
          src={url}
          title={label}
          className={`h-[70vh] min-h-96 w-full rounded-lg border border-slate-300 bg-white ${className}`.trim()}
        />
      );
  }
}
