import { useTranslation } from 'react-i18next';
import { useFileUrl } from '../../api/detail/talent-files';

/** The talent's photo from Storage, or their initials when there is none (or it cannot be read). */
export function TalentPhoto({ path, name, initials }: { path: string | null | undefined; name: string; initials: string }) {
  const { t } = useTranslation(['talent']);
  const file = useFileUrl(path);
  if (file.status === 'ready') {
    return (
      <img
        src={file.url}
        alt={t('talent:photoOf', { name })}
        className="size-20 shrink-0 rounded-full border border-slate-200 object-cover"
      />
    );
  }
  return (
    <div
      className="flex size-20 shrink-0 items-center justify-center rounded-full bg-brand-100 text-2xl font-bold text-brand-800"
      role="img"
      aria-label={file.status === 'loading' ? t('talent:checkingFile') : t('talent:noPhoto')}
    >
      <span aria-hidden="true">{initials}</span>
    </div>
  );
}

/** A download link to the talent's CV, or a note that there is none. */
export function CvLink({ path }: { path: string | null | undefined }) {
  const { t } = useTranslation(['talent']);
  const file = useFileUrl(path);
  if (file.status === 'loading') return <span className="text-slate-600">{t('talent:checkingFile')}</span>;
  if (file.status === 'absent') return <span className="text-slate-700">{t('talent:noCv')}</span>;
  return (
    <a href={file.url} target="_blank" rel="noreferrer" className="font-semibold text-brand-700 underline underline-offset-4">
      {t('talent:downloadCv')}
    </a>
  );
}
