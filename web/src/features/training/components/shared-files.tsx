import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAgencyDate, type EmployeeSharedFileView } from '@vuoro/domain';
import { isSignedOut } from '@/lib/api-error';
import { Button } from '@/lib/ui/button';
import { EmptyState } from '@/lib/ui/empty-state';
import { LoadFailed } from '@/lib/ui/load-failed';
import { MessagesNav } from '@/lib/ui/messages-nav';
import { PageHeader } from '@/lib/ui/page-header';
import { downloadSharedFile } from '../api/download-shared-file';
import { useSharedFiles } from '../api/get-shared-files';
import { formatFileSize } from '../model';
import { useFileDownload } from '@/lib/use-file-download';
import { useUiLanguage } from '../use-ui-language';
import { DownloadNotice } from './download-notice';
import { LocalText } from './local-text';
import { NewLabel } from './new-label';

/**
 * `/my-files`: the files the agency has shared with this employee or with everyone, newest first:
 * name, size, description, when shared, and a download through the Staff API (the caller is
 * checked there and the first download recorded; no public storage URL). A file not downloaded
 * yet is "New"; after a download the list is read again, so it says when.
 */
export function SharedFiles() {
  const { t } = useTranslation(['files', 'common']);
  const files = useSharedFiles();
  const list = files.data?.files ?? [];
  const signedOut = files.status === 'error' && isSignedOut(files.error);
  return (
    <section className="mx-auto max-w-3xl px-4 py-6">
      <MessagesNav />
      <PageHeader title={t('common:screens.myFiles')} description={t('files:myFiles.intro')} />
      <p className="mt-3 text-slate-700" aria-live="polite">
        {files.status === 'loading' && !files.data ? t('files:myFiles.loading') : ''}
      </p>
      {files.status === 'error' && !signedOut && (
        <LoadFailed error={files.error} message={t('files:myFiles.loadFailed')} retry={files.retry} className="mt-3" />
      )}
      {files.data && list.length === 0 && (
        <EmptyState title={t('files:myFiles.empty')} className="mt-4">
          {t('files:myFiles.emptyBody')}
        </EmptyState>
      )}
      {list.length > 0 && (
        <ul className="mt-4 grid gap-3">
          {list.map((file) => (
            <li key={file.id}>
              <SharedFileCard file={file} onDownloaded={files.retry} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function SharedFileCard({ file, onDownloaded }: { file: EmployeeSharedFileView; onDownloaded: () => void }) {
  const { t } = useTranslation('files');
  const language = useUiLanguage();
  const nameId = useId();
  const download = useFileDownload(downloadSharedFile, 'files:downloadFailed', onDownloaded);
  const facts = [
    formatFileSize(file.size, language),
    t('files:myFiles.shared', { date: formatAgencyDate(new Date(file.sharedAt)) }),
    ...(file.downloadedAt ? [t('files:myFiles.downloaded', { date: formatAgencyDate(new Date(file.downloadedAt)) })] : []),
    ...(file.everyone ? [t('files:myFiles.everyone')] : []),
  ];
  return (
    <article aria-labelledby={nameId} className="rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1 basis-56">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <h2 id={nameId} className="text-lg font-bold break-words">
              {file.fileName}
            </h2>
            {!file.downloadedAt && <NewLabel>{t('files:myFiles.new')}</NewLabel>}
          </div>
          <ul className="mt-1 flex flex-wrap gap-x-4 text-sm text-slate-700">
            {facts.map((fact) => (
              <li key={fact} className="whitespace-nowrap">
                {fact}
              </li>
            ))}
          </ul>
          {file.description && <LocalText text={file.description} language={file.language} className="mt-2" />}
        </div>
        <Button
          variant="secondary"
          busy={download.busy}
          aria-label={t('files:downloadNamed', { name: file.fileName })}
          onClick={() => void download.run({ id: file.id, fileName: file.fileName })}
        >
          {t('files:download')}
        </Button>
      </div>
      <DownloadNotice notice={download.notice} />
    </article>
  );
}
