import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { OfferChoices, OfferFilter as Filter, SupportedLanguage } from '@vuoro/domain';
import { Button, ButtonLink } from '@/lib/ui/button';
import { formatShortDay } from '../model';
import { titleChoices } from '@/lib/work-data-names';

export interface OfferFilterProps {
  filter: Filter;
  /** The days, places and titles among every offer; null while they load. */
  choices: OfferChoices | null;
  language: SupportedLanguage;
  onShow: (filter: Filter) => void;
  /** The unfiltered list's address, shown as 'Clear filter' while a filter is on. */
  clearHref: string;
}

/**
 * The open-shifts screen's filter: a Helsinki day, a place of work and a profession title, each
 * from those the offers have; 'Show' puts them in the address (shared, kept on reload).
 */
export function OfferFilter({ filter, choices, language, onShow, clearHref }: OfferFilterProps) {
  const { t } = useTranslation('shifts');
  const ids = { day: useId(), place: useId(), title: useId() };
  const [day, setDay] = useState(filter.day ?? '');
  const [place, setPlace] = useState(filter.placeOfWorkId ?? '');
  const [title, setTitle] = useState(filter.professionTitleId ?? '');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onShow({ ...(day && { day }), ...(place && { placeOfWorkId: place }), ...(title && { professionTitleId: title }) });
  };
  const filtered = !!(filter.day || filter.placeOfWorkId || filter.professionTitleId);
  const field = 'mt-1 min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 py-2';
  return (
    <form
      onSubmit={submit}
      aria-label={t('shifts:offers.filter.label')}
      className="mt-4 grid grid-cols-2 gap-x-3 gap-y-2 sm:grid-cols-3 sm:items-end"
    >
      <div>
        <label htmlFor={ids.day} className="font-semibold">
          {t('shifts:offers.filter.day')}
        </label>
        <select id={ids.day} value={day} onChange={(e) => setDay(e.target.value)} disabled={!choices} className={field}>
          <option value="">{t('shifts:offers.filter.anyDay')}</option>
          {choices?.days.map((d) => (
            <option key={d} value={d}>
              {formatShortDay(d, language)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={ids.title} className="font-semibold">
          {t('shifts:professionTitle')}
        </label>
        <select id={ids.title} value={title} onChange={(e) => setTitle(e.target.value)} disabled={!choices} className={field}>
          <option value="">{t('shifts:offers.filter.anyTitle')}</option>
          {titleChoices(choices?.professionTitles ?? [], language).map((p) => (
            <option key={p.id} value={p.id}>
              {p.label}
            </option>
          ))}
        </select>
      </div>
      <div className="col-span-2 sm:col-span-1">
        <label htmlFor={ids.place} className="font-semibold">
          {t('shifts:placeOfWork')}
        </label>
        <select id={ids.place} value={place} onChange={(e) => setPlace(e.target.value)} disabled={!choices} className={field}>
          <option value="">{t('shifts:offers.filter.anyPlace')}</option>
          {choices?.placesOfWork.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </select>
      </div>
      <div className="col-span-2 flex flex-wrap gap-3 sm:col-span-3">
        <Button type="submit" disabled={!choices}>
          {t('shifts:show')}
        </Button>
        {filtered && (
          <ButtonLink href={clearHref} variant="secondary">
            {t('shifts:offers.filter.clear')}
          </ButtonLink>
        )}
      </div>
    </form>
  );
}
