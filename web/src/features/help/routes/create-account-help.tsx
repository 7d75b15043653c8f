import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { routes } from '@vuoro/domain';

/** The support address the help page names (a mailto link). */
export const SUPPORT_EMAIL = 'tuki@vuoro.fi';

const STEPS = ['auth:help.steps.1', 'auth:help.steps.2', 'auth:help.steps.3', 'auth:help.steps.4', 'auth:help.steps.5'] as const;

/** `/create-account-help`: the five numbered steps of creating an account, and where to ask for help. */
export default function CreateAccountHelpRoute() {
  const { t } = useTranslation('auth');
  return (
    <article aria-labelledby="help-title" className="mx-auto max-w-2xl px-4 py-8 sm:py-12">
      <h1 id="help-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
        {t('auth:help.title')}
      </h1>
      <p className="mt-3 text-slate-700">{t('auth:help.lead')}</p>
      <ol className="mt-6 list-decimal space-y-3 pl-7 marker:font-bold marker:text-brand-700">
        {STEPS.map((key) => (
          <li key={key} className="rounded-xl bg-white p-4 pl-3 text-slate-800 ring-1 ring-slate-200">
            {t(key)}
          </li>
        ))}
      </ol>
      <section aria-labelledby="help-support" className="mt-8 rounded-xl bg-brand-50 p-4 ring-1 ring-brand-100">
        <h2 id="help-support" className="text-lg font-bold text-slate-900">
          {t('auth:help.supportTitle')}
        </h2>
        <p className="mt-1 text-slate-800">
          {t('auth:help.support')}{' '}
          <a href={`mailto:${SUPPORT_EMAIL}`} className="font-semibold text-brand-700 underline underline-offset-2">
            {SUPPORT_EMAIL}
          </a>
        </p>
      </section>
      <div className="mt-8 flex flex-wrap gap-x-6 gap-y-3">
        <Link href={routes.login.href()} className="font-semibold text-brand-700 underline underline-offset-2">
          {t('auth:help.toLogin')}
        </Link>
        <Link href={routes.register.href()} className="font-semibold text-brand-700 underline underline-offset-2">
          {t('auth:register')}
        </Link>
      </div>
    </article>
  );
}
