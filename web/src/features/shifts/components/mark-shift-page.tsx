import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CreateShiftDataResponse } from '@vuoro/domain';
import { isSignedOut } from '@/lib/api-error';
import { Notice } from '@/lib/ui/notice';
import { BackLink } from '@/lib/ui/actions';
import { LoadFailed } from '@/lib/ui/load-failed';
import { useCreateShiftData } from '../api/get-create-shift-data';

export interface MarkShiftPageProps {
  title: string;
  backHref: string;
  backLabel: string;
  children: ReactNode;
}

/** The frame of /shifts/new and /shifts/edit: the way back and the screen's heading. */
export function MarkShiftPage({ title, backHref, backLabel, children }: MarkShiftPageProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-2xl px-4 py-6">
      <BackLink href={backHref}>{backLabel}</BackLink>
      <h1 id={headingId} className="mt-2 text-2xl font-bold">
        {title}
      </h1>
      {children}
    </section>
  );
}

export interface MarkShiftChoicesProps {
  /** The form, once its choices are there. */
  children: (choices: CreateShiftDataResponse) => ReactNode;
  /** Loaded beside the choices (the shift to edit): shown while it is not ready. */
  pending?: ReactNode;
}

/**
 * Loads the form's choices (places of work and profession titles of the employee's own shifts).
 * Without a place or a title there is no form to fill: the screen says why and whom to ask.
 */
export function MarkShiftChoices({ children, pending }: MarkShiftChoicesProps) {
  const { t } = useTranslation('shifts');
  const choices = useCreateShiftData();
  if (choices.status === 'error' && !choices.data) {
    return isSignedOut(choices.error) ? null : <LoadFailed error={choices.error} retry={choices.retry} className="mt-4" />;
  }
  if (!choices.data) {
    return (
      <p className="mt-4 text-slate-700" aria-live="polite">
        {t('shifts:mark.loadingChoices')}
      </p>
    );
  }
  if (choices.data.placesOfWork.length === 0 || choices.data.professionTitles.length === 0) {
    return (
      <div className="mt-4">
        <Notice tone="info">{t('shifts:mark.noPlaces')}</Notice>
      </div>
    );
  }
  return <>{pending ? pending : children(choices.data)}</>;
}
