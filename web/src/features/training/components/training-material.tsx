import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAgencyDate, routes, type EmployeeTrainingMaterialView } from '@vuoro/domain';
import { isNotFound, isSignedOut } from '@/lib/api-error';
import { BackLink } from '@/lib/ui/actions';
import { LoadFailed } from '@/lib/ui/load-failed';
import { MessagesNav } from '@/lib/ui/messages-nav';
import { useTrainingMaterial } from '../api/get-training-material';
import { markTrainingMaterialRead } from '../api/mark-training-material-read';
import { LocalText } from './local-text';
import { MaterialAttachment } from './material-attachment';
import { NewLabel } from './new-label';
import { useUiLanguage } from '../use-ui-language';

export interface TrainingMaterialProps {
  id: string;
}

/**
 * One training material (`/training-materials?id=`): its title, text and file. Opening an unread
 * one marks it read for this employee (MarkEmployeeTrainingMaterialAsRead) and the "New" label goes
 * as soon as the route answers. A failed mark is left unsaid on purpose: the material is on
 * screen, and the next opening marks it again.
 */
export function TrainingMaterial({ id }: TrainingMaterialProps) {
  const { t } = useTranslation(['files', 'common']);
  const loaded = useTrainingMaterial(id);
  const [marked, setMarked] = useState<EmployeeTrainingMaterialView | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const ready = loaded.status === 'ready';
  useEffect(() => {
    if (ready) heading.current?.focus();
  }, [ready]);
  const unread = loaded.status === 'ready' && !loaded.data.material.read;
  useEffect(() => {
    if (!unread) return;
    markTrainingMaterialRead(id).then(
      (answer) => setMarked(answer.material),
      () => undefined,
    );
  }, [unread, id]);

  const material = marked ?? (loaded.status === 'ready' ? loaded.data.material : null);
  const notFound = loaded.status === 'error' && isNotFound(loaded.error);
  const signedOut = loaded.status === 'error' && isSignedOut(loaded.error);
  return (
    <section aria-labelledby="training-material-title" className="mx-auto max-w-3xl px-4 py-6">
      <MessagesNav />
      <BackLink href={routes.trainingMaterials.href()}>{t('files:training.back')}</BackLink>
      {material ? (
        <MaterialBody material={material} headingRef={heading} />
      ) : (
        <h1 id="training-material-title" className="mt-2 text-2xl font-bold">
          {t('common:screens.trainingMaterials')}
        </h1>
      )}
      {loaded.status === 'loading' && (
        <p className="mt-4 text-slate-700" aria-live="polite">
          {t('files:training.loading')}
        </p>
      )}
      {loaded.status === 'error' && !signedOut && (
        <LoadFailed
          error={loaded.error}
          message={notFound ? t('files:training.notFound') : t('files:training.loadFailed')}
          {...(!notFound && { retry: loaded.retry })}
          className="mt-4"
        />
      )}
    </section>
  );
}

function MaterialBody({
  material,
  headingRef,
}: {
  material: EmployeeTrainingMaterialView;
  headingRef: React.Ref<HTMLHeadingElement>;
}) {
  const { t } = useTranslation('files');
  const other = material.language !== useUiLanguage();
  return (
    <>
      <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1">
        <h1
          id="training-material-title"
          ref={headingRef}
          tabIndex={-1}
          lang={other ? material.language : undefined}
          className="text-2xl font-bold break-words focus:outline-none"
        >
          {material.title}
        </h1>
        {!material.read && <NewLabel>{t('files:training.new')}</NewLabel>}
      </div>
      <p className="mt-1 text-sm text-slate-700">
        {t('files:training.published', { date: formatAgencyDate(new Date(material.publishedAt)) })}
      </p>
      <LocalText text={material.description} language={material.language} className="mt-4" />
      {material.attachment && <MaterialAttachment materialId={material.id} attachment={material.attachment} />}
    </>
  );
}
