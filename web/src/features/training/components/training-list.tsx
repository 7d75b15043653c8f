import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { formatAgencyDate, routes, type EmployeeTrainingMaterialView } from '@vuoro/domain';
import { isSignedOut } from '@/lib/api-error';
import { EmptyState } from '@/lib/ui/empty-state';
import { LoadFailed } from '@/lib/ui/load-failed';
import { MessagesNav } from '@/lib/ui/messages-nav';
import { PageHeader } from '@/lib/ui/page-header';
import { useTrainingMaterials } from '../api/get-training-materials';
import { formatFileSize } from '../model';
import { useUiLanguage } from '../use-ui-language';
import { LocalText } from './local-text';
import { NewLabel } from './new-label';

/**
 * `/training-materials`: the agency's materials, unread first ("New") then newest, each with its
 * text in the employee's language (Finnish, marked so, where not translated), when it was
 * published and its file. A title opens the material on this screen (`?id=`).
 */
export function TrainingList() {
  const { t } = useTranslation(['files', 'common']);
  const materials = useTrainingMaterials();
  const list = materials.data?.materials ?? [];
  const signedOut = materials.status === 'error' && isSignedOut(materials.error);
  const unread = materials.data?.unread ?? 0;
  return (
    <section className="mx-auto max-w-3xl px-4 py-6">
      <MessagesNav />
      <PageHeader title={t('common:screens.trainingMaterials')} description={t('files:training.intro')} />
      <p className="mt-3 font-semibold text-slate-900" aria-live="polite">
        {materials.status === 'loading' && !materials.data
          ? t('files:training.loading')
          : unread > 0
            ? t('files:training.unread', { count: unread })
            : ''}
      </p>
      {materials.status === 'error' && !signedOut && (
        <LoadFailed error={materials.error} message={t('files:training.loadFailed')} retry={materials.retry} className="mt-3" />
      )}
      {materials.data && list.length === 0 && (
        <EmptyState title={t('files:training.empty')} className="mt-4">
          {t('files:training.emptyBody')}
        </EmptyState>
      )}
      {list.length > 0 && (
        <ul className="mt-4 grid gap-3">
          {list.map((material) => (
            <li key={material.id}>
              <MaterialCard material={material} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function MaterialCard({ material }: { material: EmployeeTrainingMaterialView }) {
  const { t } = useTranslation('files');
  const language = useUiLanguage();
  const titleId = useId();
  const other = material.language !== language;
  return (
    <article
      aria-labelledby={titleId}
      className={`rounded-xl border p-4 ${material.read ? 'border-slate-200 bg-white' : 'border-brand-300 bg-brand-50'}`}
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h2 id={titleId} className="text-lg font-bold break-words" lang={other ? material.language : undefined}>
          <Link
            href={routes.trainingMaterials.href(undefined, { id: material.id })}
            className="text-brand-800 underline underline-offset-2 hover:text-brand-900"
          >
            {material.title}
          </Link>
        </h2>
        {!material.read && <NewLabel>{t('files:training.new')}</NewLabel>}
      </div>
      <p className="mt-1 text-sm text-slate-700">
        {t('files:training.published', { date: formatAgencyDate(new Date(material.publishedAt)) })}
        {material.attachment && (
          <>
            {' · '}
            <span className="break-words">{material.attachment.fileName}</span>{' '}
            <span className="whitespace-nowrap">({formatFileSize(material.attachment.size, language)})</span>
          </>
        )}
      </p>
      <LocalText text={material.description} language={material.language} clamp className="mt-2" />
    </article>
  );
}
