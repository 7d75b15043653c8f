import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeskSharedFileView, DeskTrainingMaterialView } from '@vuoro/domain';
import { formatDateTimeInAgencyZone } from '@/lib/format';
import { isSupportedLanguage } from '@/lib/language';
import { PageHeader } from '@/lib/ui/page-header';
import { useDeskSharedFiles } from '../api/file-list';
import { useDeskTrainingMaterials } from '../api/material-list';
import { formatFileSize } from './desk-files-model';
import { DeskFilesItem, DeskFilesList } from './desk-files-list';
import { DeskNav } from './desk-nav';
import { FileShareForm } from './file-share-form';
import { MaterialAddForm } from './material-add-form';

/**
 * `/desk/files`: share a file with one employee or every employee, add a training material, and
 * the two lists (who a file went to and how many downloaded it; how many read each material). On
 * a wide screen the shared files and the materials stand side by side, each form above its list.
 */
export function DeskFiles() {
  const { t, i18n } = useTranslation(['desk', 'common']);
  const language = isSupportedLanguage(i18n.language) ? i18n.language : 'en';
  const headingId = useId();
  const files = useDeskSharedFiles();
  const materials = useDeskTrainingMaterials();
  const when = (iso: string) => formatDateTimeInAgencyZone(new Date(iso));
  const fileFacts = (file: DeskSharedFileView) => [
    file.recipient.kind === 'everyone' ? t('desk:files.list.toEveryone') : t('desk:files.list.to', { name: file.recipient.name }),
    formatFileSize(file.size, language),
    t('desk:files.list.sharedAt', { date: when(file.sharedAt) }),
    t('desk:files.list.downloads', { count: file.downloads }),
  ];
  const materialFacts = (material: DeskTrainingMaterialView) => [
    material.attachment
      ? `${material.attachment.fileName} (${formatFileSize(material.attachment.size, language)})`
      : t('desk:files.list.noAttachment'),
    t('desk:files.list.addedAt', { date: when(material.publishedAt) }),
    t('desk:files.list.reads', { count: material.reads }),
  ];

  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-7xl px-4 py-6">
      <DeskNav />
      <PageHeader titleId={headingId} title={t('common:screens.deskFiles')} description={t('desk:files.intro')} />
      <div className="mt-6 grid gap-10 lg:grid-cols-2 lg:gap-8">
        <div className="grid content-start gap-8">
          <FileShareForm onShared={files.retry} />
          <DeskFilesList
            title={t('desk:files.list.files')}
            state={files}
            items={files.data?.files}
            keyOf={(file) => file.id}
            loadingText={t('desk:files.list.loadingFiles')}
            emptyText={t('desk:files.list.noFiles')}
          >
            {(file) => <DeskFilesItem name={file.fileName} facts={fileFacts(file)} text={file.description.fi} />}
          </DeskFilesList>
        </div>
        <div className="grid content-start gap-8">
          <MaterialAddForm onAdded={materials.retry} />
          <DeskFilesList
            title={t('desk:files.list.materials')}
            state={materials}
            items={materials.data?.materials}
            keyOf={(material) => material.id}
            loadingText={t('desk:files.list.loadingMaterials')}
            emptyText={t('desk:files.list.noMaterials')}
          >
            {(material) => (
              <DeskFilesItem name={material.title.fi} facts={materialFacts(material)} text={material.description.fi} />
            )}
          </DeskFilesList>
        </div>
      </div>
    </section>
  );
}
