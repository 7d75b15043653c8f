import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { routes } from '@vuoro/domain';
import { buttonClass, Notice } from '@/lib/ui/account-form';
import type { PossibleDuplicate } from '../../api/detail/find-duplicates';

export interface DuplicateNoticeProps {
  flagged: boolean;
  matches: PossibleDuplicate[];
  /** Given to admins only: clears the duplicate flag. */
  onDismiss?: (() => Promise<void>) | undefined;
}

/**
 * A possible duplicate profile: the talent's `duplicate` flag says 'It seems that you have
 * multiple accounts!', and other talents with the same email or phone are listed for the
 * recruiter. Dismiss clears the flag. Merging two profiles is a follow-up: not built yet.
 */
export function DuplicateNotice({ flagged, matches, onDismiss }: DuplicateNoticeProps) {
  const { t } = useTranslation(['talent']);
  const [state, setState] = useState<'idle' | 'saving' | 'failed'>('idle');
  if (!flagged && matches.length === 0) return null;

  async function dismiss() {
    if (!onDismiss) return;
    setState('saving');
    try {
      await onDismiss();
      setState('idle');
    } catch (error) {
      console.warn('vuoro: dismissing the duplicate flag failed', error);
      setState('failed');
    }
  }

  return (
    <section aria-labelledby="talent-duplicate" className="rounded-xl border border-accent-400 bg-accent-100 p-4">
      <h2 id="talent-duplicate" className="font-bold text-slate-900">
        {t('talent:duplicate.title')}
      </h2>
      {flagged && <p className="mt-1 font-semibold text-slate-900">{t('talent:multipleAccounts')}</p>}
      {matches.length > 0 && (
        <>
          <p className="mt-2 text-slate-800">{t('talent:duplicate.matches')}</p>
          <ul className="mt-1 list-inside list-disc">
            {matches.map((m) => (
              <li key={m.id}>
                <Link
                  href={routes.talentDetail.href(undefined, { id: m.id })}
                  className="font-semibold text-brand-800 underline underline-offset-4"
                >
                  {m.name}
                </Link>
                {[m.email, m.phoneNumber].filter(Boolean).length > 0 && (
                  <span className="text-slate-700"> ({[m.email, m.phoneNumber].filter(Boolean).join(', ')})</span>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
      {state === 'failed' && (
        <div className="mt-2">
          <Notice tone="error">{t('talent:saveFailed')}</Notice>
        </div>
      )}
      {flagged && onDismiss && (
        <button type="button" className={`${buttonClass.secondary} mt-3`} onClick={dismiss} disabled={state === 'saving'}>
          {t('talent:duplicate.dismiss')}
        </button>
      )}
    </section>
  );
}
