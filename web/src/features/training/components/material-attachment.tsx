import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isViewableInBrowser, type FileAttachmentView } from '@vuoro/domain';
import { isSignedOut } from '@/lib/api-error';
import { saveStaffFile } from '@/lib/staff-file';
import { Button } from '@/lib/ui/button';
import { LoadFailed } from '@/lib/ui/load-failed';
import { Notice } from '@/lib/ui/notice';
import { fetchTrainingMaterialFile, useTrainingMaterialFile } from '../api/get-training-material-file';
import { formatFileSize } from '../model';
import { useFileDownload } from '@/lib/use-file-download';
import { useUiLanguage } from '../use-ui-language';
import { DownloadNotice } from './download-notice';
import { FilePreview } from './file-preview';

export interface MaterialAttachmentProps {
  materialId: string;
  attachment: FileAttachmentView;
}

/**
 * A training material's file: one the browser can show opens in the page (its bytes loaded
 * through the Staff API, never a public URL), with a download beside it for the phone whose
 * browser shows no PDF in a frame; any other type says it cannot be opened in the browser and
 * offers the download. A failed download says 'Failed to download file'.
 */
export function MaterialAttachment({ materialId, attachment }: MaterialAttachmentProps) {
  const { t } = useTranslation(['files', 'common']);
  const language = useUiLanguage();
  const headingId = useId();
  const shown = useTrainingMaterialFile(materialId, attachment.fileName, attachment.viewable);
  const download = useFileDownload(
    async (_: void) => saveStaffFile(shown.file ?? (await fetchTrainingMaterialFile(materialId, attachment.fileName))),
    'files:downloadFailed',
  );
  // The type as answered decides too: a file the list called viewable but answered otherwise is offered as a download.
  const unsupported = !attachment.viewable || (shown.status === 'ready' && !isViewableInBrowser(shown.file.type));
  return (
    <section aria-labelledby={headingId} className="mt-6">
      <h2 id={headingId} className="text-lg font-bold text-slate-900">
        {t('files:training.attachment')}
      </h2>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
        <p className="min-w-0 break-words">
          <span className="font-semibold">{attachment.fileName}</span>{' '}
          <span className="whitespace-nowrap text-slate-700">({formatFileSize(attachment.size, language)})</span>
        </p>
        <Button variant={attachment.viewable ? 'secondary' : 'primary'} busy={download.busy} onClick={() => void download.run()}>
          {download.busy ? t('files:downloading') : t('files:download')}
        </Button>
      </div>
      <DownloadNotice notice={download.notice} />
      {unsupported && (
        <Notice tone="info" className="mt-3">
          {t('files:unsupported')}
        </Notice>
      )}
      {shown.status === 'loading' && (
        <p className="mt-3 text-slate-700" aria-live="polite">
          {t('files:training.openingFile')}
        </p>
      )}
      {shown.status === 'error' && !isSignedOut(shown.error) && (
        <LoadFailed error={shown.error} message={t('files:downloadFailed')} retry={shown.retry} className="mt-3" />
      )}
      {shown.status === 'ready' && shown.url && <FilePreview file={shown.file} url={shown.url} className="mt-3" />}
    </section>
  );
}
