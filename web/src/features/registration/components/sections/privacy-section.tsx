import { useTranslation } from 'react-i18next';
import { PRIVACY_NOTICE_VERSION, routes } from '@vuoro/domain';
import { formatDate } from '@/lib/format';
import { checkboxClass, choiceLabelClass, Section } from '../form-parts';
import type { RegistrationFormApi } from '../use-registration-form';

const POINTS = ['who', 'why', 'howLong', 'rights'] as const;

/**
 * The privacy notice (who keeps what, why, how long, the person's rights with the way to /account's
 * download and deletion) and the consent tick the registration needs; the notice's version (a date)
 * is stored with the consent (domain PRIVACY_NOTICE_VERSION).
 */
export function PrivacySection({ form }: { form: RegistrationFormApi }) {
  const { t } = useTranslation('registration');
  const { values, set, idOf, errorOf, requiredText } = form;
  const error = errorOf('consent');
  const errorId = `${idOf('consent')}-error`;
  return (
    <Section title={t('registration:privacy.title')}>
      <dl className="space-y-2 text-sm text-slate-800">
        {POINTS.map((point) => (
          <div key={point}>
            <dt className="inline font-semibold">{`${t(`registration:privacy.${point}.title`)}: `}</dt>
            <dd className="inline">{t(`registration:privacy.${point}.text`)}</dd>
          </div>
        ))}
      </dl>
      <p className="text-sm text-slate-800">
        <a href={routes.account.href()} className="font-semibold text-brand-800 underline underline-offset-4">
          {t('registration:privacy.accountLink')}
        </a>
      </p>
      <p className="text-xs text-slate-600">
        {t('registration:privacy.version', { date: formatDate(new Date(`${PRIVACY_NOTICE_VERSION}T12:00:00Z`)) })}
      </p>
      <div>
        <label className={`${choiceLabelClass} font-semibold`}>
          <input
            id={idOf('consent')}
            type="checkbox"
            className={`${checkboxClass} mt-0.5`}
            checked={values.consent}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(e) => set('consent', e.target.checked)}
          />
          <span>
            {t('registration:privacy.consent')}
            <span className="text-red-800">
              {' '}
              <span aria-hidden="true">*</span>
              <span className="sr-only">{requiredText}</span>
            </span>
          </span>
        </label>
        {error && (
          <p id={errorId} className="ml-7 mt-1 text-sm font-semibold text-red-800">
            {error}
          </p>
        )}
      </div>
    </Section>
  );
}
