import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { routes } from '@vuoro/domain';
import { formatDate } from '@/lib/format';

/** The agency's support mailbox, the address the help pages give too (`/create-account-help`). */
export const ACCESSIBILITY_EMAIL = 'tuki@vuoro.fi';
/** The Finnish supervisory authority's site on digital accessibility (Traficom since 2025). */
export const AUTHORITY_SITE = 'https://www.saavutettavuusvaatimukset.fi/';
/** The day the statement was written (its content was last reviewed); shown as d.M.y. */
export const STATEMENT_DATE = '2026-11-29';

const TESTED = ['axe', 'phone', 'keyboard', 'languages', 'targets'] as const;
const GAPS = ['screenReader', 'targets', 'pdf', 'files', 'userContent', 'providers'] as const;

const link = 'font-semibold text-brand-700 underline underline-offset-2';
const h2 = 'mt-8 text-xl font-bold text-slate-900';

/**
 * The accessibility statement (WCAG 2.2 AA, issue 28): how accessible the service is, how that is
 * checked, what is known not to be, and where to give feedback or complain. The figures it names
 * (360 and 1280 px, axe-core, 24 px targets) are what the browser tests in `tests/e2e/` check.
 */
export function AccessibilityStatement() {
  const { t } = useTranslation(['accessibility', 'common']);
  const [year, month, day] = STATEMENT_DATE.split('-').map(Number) as [number, number, number];
  return (
    <article aria-labelledby="a11y-title" className="mx-auto max-w-2xl px-4 py-8 text-slate-800 sm:py-12">
      <h1 id="a11y-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
        {t('common:screens.accessibility')}
      </h1>
      <p className="mt-3">{t('accessibility:lead')}</p>
      <p className="mt-3">{t('accessibility:basis')}</p>

      <h2 className={h2}>{t('accessibility:status.title')}</h2>
      <p className="mt-2">{t('accessibility:status.body')}</p>

      <h2 className={h2}>{t('accessibility:tested.title')}</h2>
      <p className="mt-2">{t('accessibility:tested.intro')}</p>
      <ul className="mt-3 list-disc space-y-2 pl-6">
        {TESTED.map((key) => (
          <li key={key}>{t(`accessibility:tested.${key}`)}</li>
        ))}
      </ul>

      <h2 className={h2}>{t('accessibility:gaps.title')}</h2>
      <p className="mt-2">{t('accessibility:gaps.intro')}</p>
      <ul className="mt-3 list-disc space-y-2 pl-6">
        {GAPS.map((key) => (
          <li key={key}>{t(`accessibility:gaps.${key}`)}</li>
        ))}
      </ul>
      <p className="mt-3">{t('accessibility:gaps.plan')}</p>

      <section aria-labelledby="a11y-feedback" className="mt-8 rounded-xl bg-brand-50 p-4 ring-1 ring-brand-100">
        <h2 id="a11y-feedback" className="text-xl font-bold text-slate-900">
          {t('accessibility:feedback.title')}
        </h2>
        <p className="mt-2">{t('accessibility:feedback.body')}</p>
        <p className="mt-2">
          {t('accessibility:feedback.email')}{' '}
          <a href={`mailto:${ACCESSIBILITY_EMAIL}`} className={link}>
            {ACCESSIBILITY_EMAIL}
          </a>
        </p>
        <p className="mt-3">{t('accessibility:feedback.signedIn')}</p>
        <ul className="mt-1 space-y-1">
          <li>
            {t('accessibility:feedback.employees')}{' '}
            <Link href={routes.faq.href()} className={link}>
              {t('common:screens.faq')}
            </Link>
          </li>
          <li>
            {t('accessibility:feedback.customers')}{' '}
            <Link href={routes.customerContactUs.href()} className={link}>
              {t('common:screens.customerContactUs')}
            </Link>
          </li>
        </ul>
      </section>

      <h2 className={h2}>{t('accessibility:authority.title')}</h2>
      <p className="mt-2">{t('accessibility:authority.body')}</p>
      <p className="mt-2">
        <a href={AUTHORITY_SITE} className={`${link} break-words`}>
          www.saavutettavuusvaatimukset.fi
        </a>
      </p>

      <p className="mt-8 text-sm text-slate-700">
        {t('accessibility:dated')} <time dateTime={STATEMENT_DATE}>{formatDate(new Date(year, month - 1, day))}</time>
      </p>
    </article>
  );
}
