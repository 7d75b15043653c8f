import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { routes } from '@vuoro/domain';
import { Button } from '@/lib/ui';
import type { RegistrationFormApi } from '../use-registration-form';

/**
 * The end of each step: the hidden honeypot, what the last try said (an email that has an
 * account, a failed send with everything kept), Back (from the second step) and Next, or on the
 * last step the submit ("Try again" after a failure).
 */
export function RegistrationOutcome({
  form,
  outcomeRef,
}: {
  form: RegistrationFormApi;
  outcomeRef: RefObject<HTMLDivElement | null>;
}) {
  const { t } = useTranslation(['registration', 'errors']);
  const { values, outcome, sending, set, prefix, stepIndex, isLast, back } = form;
  return (
    <>
      {/* The honeypot: people never see or reach it; a bot that fills it is not reported. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={`${prefix}-website`}>{t('registration:honeypot')}</label>
        <input
          id={`${prefix}-website`}
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={values.website}
          onChange={(e) => set('website', e.target.value)}
        />
      </div>

      <div ref={outcomeRef} tabIndex={-1} className="space-y-3 outline-none">
        {outcome?.kind === 'emailInUse' && (
          <div role="alert" className="rounded-lg border-l-4 border-red-700 bg-red-50 p-3 text-sm text-red-900">
            <p className="font-semibold">{t('registration:multipleAccounts')}</p>
            <p className="mt-1">{t('registration:multipleAccountsHelp')}</p>
            <Link
              href={routes.login.href()}
              className="mt-2 inline-block font-semibold text-brand-800 underline underline-offset-4"
            >
              {t('registration:signIn')}
            </Link>
          </div>
        )}
        {outcome?.kind === 'failed' && (
          <div role="alert" className="rounded-lg border-l-4 border-red-700 bg-red-50 p-3 text-sm text-red-900">
            {outcome.step && <p className="font-semibold">{t(`registration:failedStep.${outcome.step}`)}</p>}
            <p className={outcome.step ? 'mt-1' : 'font-semibold'}>{t(outcome.message)}</p>
            <p className="mt-1">{t('registration:keptTyped')}</p>
          </div>
        )}
      </div>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        {stepIndex > 0 ? (
          <Button variant="secondary" className="w-full sm:w-auto" onClick={back} disabled={sending}>
            {t('registration:steps.back')}
          </Button>
        ) : (
          <span className="hidden sm:block" />
        )}
        <Button type="submit" className="w-full sm:w-auto" disabled={sending}>
          {!isLast
            ? t('registration:steps.next')
            : sending
              ? t('registration:sending')
              : outcome?.kind === 'failed'
                ? t('registration:retry')
                : t('registration:submit')}
        </Button>
      </div>
    </>
  );
}
