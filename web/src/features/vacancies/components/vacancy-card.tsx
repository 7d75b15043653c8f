import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isSafeImageUrl, type ReadableVacancy } from '@vuoro/domain';
import { SafeHtml } from './safe-html';
import { Button, ButtonAnchor } from '@/lib/ui/button';

export interface VacancyCardProps {
  vacancy: ReadableVacancy;
  /** The job-board link, or null when the vacancy has none. */
  applyHref: string | null;
  /** The interest form, shown when the visitor opens it. */
  interest: ReactNode;
  /** A signed-in employee's like and dislike, beside the card's buttons. */
  opinion?: ReactNode;
}

/** An image from a stored address, only if the address is safe; hidden if it fails to load. */
function StoredImage({ src, alt, className }: { src: string | null | undefined; alt: string; className: string }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed || !isSafeImageUrl(src)) return null;
  return (
    <img src={src} alt={alt} className={className} loading="lazy" referrerPolicy="no-referrer" onError={() => setFailed(true)} />
  );
}

/** A BCP 47 language tag of the simple kind a vacancy stores (`fi`, `en`, `sv-FI`). */
const LANGUAGE_TAG = /^[a-z]{2,3}(-[A-Za-z]{2,4})?$/;

const prose =
  'space-y-2 text-slate-800 [&_a]:text-brand-800 [&_a]:underline [&_ol]:list-decimal [&_ol]:pl-5 [&_ul]:list-disc [&_ul]:pl-5';

/**
 * One published vacancy (spec section 3): logo, image, title, company, cities, counties,
 * employment type, start date, description and company description (stored HTML, shown safely),
 * the apply link and "I'm interested", which opens the interest form under the card.
 */
export function VacancyCard({ vacancy: v, applyHref, interest, opinion }: VacancyCardProps) {
  const { t } = useTranslation('vacancies');
  const id = useId();
  const [open, setOpen] = useState(false);
  // The vacancy's own text is in its language (`la`), so screen readers pronounce it right.
  const lang = v.language && LANGUAGE_TAG.test(v.language) ? v.language : undefined;
  const facts: [string, string | null | undefined][] = [
    ['cities', v.cities.join(', ')],
    ['counties', v.counties.join(', ')],
    ['location', v.location],
    ['employmentType', v.employmentType],
    ['startDate', v.startDate],
  ];
  return (
    <article aria-labelledby={`${id}-title`} className="overflow-hidden rounded-xl border border-slate-300 bg-white shadow-sm">
      <StoredImage src={v.image} alt="" className="h-40 w-full object-cover" />
      <div className="space-y-4 p-4 sm:p-6">
        <div className="flex items-start gap-4">
          <StoredImage
            src={v.logo}
            alt={t('vacancies:card.logo', { company: v.company ?? v.name })}
            className="size-14 shrink-0 rounded-lg border border-slate-200 object-contain"
          />
          <div className="min-w-0">
            <h2 id={`${id}-title`} lang={lang} className="text-xl font-bold break-words text-slate-900">
              {v.name}
            </h2>
            {v.company && <p className="font-semibold text-slate-700">{v.company}</p>}
          </div>
        </div>
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
          {facts
            .filter(([, value]) => value)
            .map(([key, value]) => (
              <div key={key}>
                <dt className="font-semibold text-slate-600">{t(`vacancies:card.${key}`)}</dt>
                <dd className="break-words text-slate-900">{value}</dd>
              </div>
            ))}
        </dl>
        <SafeHtml html={v.description} lang={lang} className={prose} />
        {v.companyDescription && (
          <details className="rounded-lg bg-slate-50 p-3">
            <summary className="cursor-pointer font-semibold text-brand-800">
              {v.company ? t('vacancies:card.aboutCompany', { company: v.company }) : t('vacancies:card.aboutTheCompany')}
            </summary>
            <SafeHtml html={v.companyDescription} lang={lang} className={`mt-2 ${prose}`} />
          </details>
        )}
        <div className="flex flex-wrap gap-3">
          <Button aria-expanded={open} aria-controls={`${id}-interest`} onClick={() => setOpen((o) => !o)}>
            {t('vacancies:card.interested')}
          </Button>
          {applyHref && (
            <ButtonAnchor href={applyHref} rel="noopener noreferrer" variant="secondary">
              {t('vacancies:card.apply')}
              <span className="sr-only"> {v.name}</span>
            </ButtonAnchor>
          )}
          {opinion}
        </div>
        <div id={`${id}-interest`} hidden={!open} className="border-t border-slate-200 pt-4">
          {open && interest}
        </div>
      </div>
    </article>
  );
}
