import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { customerShiftState, type CustomerShiftState } from '@vuoro/domain';
import { Button } from '@/lib/ui/button';
import { controlClass } from '@/lib/ui/field';
import { clampPeriod, type CustomerShiftsView } from '../model';

export interface ShiftsFilterProps {
  view: CustomerShiftsView;
  /** The caller's places of work; null while they load. */
  placesOfWork: { id: string; name: string }[] | null;
  onShow: (view: CustomerShiftsView) => void;
}

/** The sorts offered, as `sortBy:direction`. */
const SORTS = ['start:asc', 'start:desc', 'placeOfWork:asc', 'state:asc'] as const;

/** The list's filter: a Helsinki period, a place, a state and the order; "Show" puts them in the address. */
export function ShiftsFilter({ view, placesOfWork, onShow }: ShiftsFilterProps) {
  const { t } = useTranslation(['customerShifts', 'shifts', 'labels']);
  const ids = { from: useId(), until: useId(), place: useId(), state: useId(), sort: useId() };
  const [from, setFrom] = useState(view.from);
  const [until, setUntil] = useState(view.until);
  const [place, setPlace] = useState(view.placeOfWorkId);
  const [state, setState] = useState<CustomerShiftState | ''>(view.state);
  const [sort, setSort] = useState(`${view.sortBy}:${view.direction}`);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!from || !until) return;
    const [sortBy, direction] = sort.split(':') as [CustomerShiftsView['sortBy'], CustomerShiftsView['direction']];
    onShow({ ...clampPeriod(from, until), placeOfWorkId: place, state, sortBy, direction });
  };
  const label = 'block text-sm font-semibold text-slate-800';
  return (
    <form
      onSubmit={submit}
      aria-label={t('customerShifts:filter.label')}
      className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 lg:items-end"
    >
      <div className="grid grid-cols-2 gap-4 sm:col-span-2">
        <div>
          <label htmlFor={ids.from} className={label}>
            {t('shifts:from')}
          </label>
          <input
            id={ids.from}
            type="date"
            required
            value={from}
            onChange={(e) => setFrom(e.target.value)}
            className={controlClass}
          />
        </div>
        <div>
          <label htmlFor={ids.until} className={label}>
            {t('shifts:until')}
          </label>
          <input
            id={ids.until}
            type="date"
            required
            value={until}
            onChange={(e) => setUntil(e.target.value)}
            className={controlClass}
          />
        </div>
      </div>
      <div>
        <label htmlFor={ids.place} className={label}>
          {t('shifts:placeOfWork')}
        </label>
        <select id={ids.place} value={place} onChange={(e) => setPlace(e.target.value)} className={controlClass}>
          <option value="">{t('shifts:allPlacesOfWork')}</option>
          {/* A place named by a shared address stays chosen while the places load. */}
          {placesOfWork === null && place && <option value={place}>{t('customerShifts:filter.loadingPlaces')}</option>}
          {placesOfWork?.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={ids.state} className={label}>
          {t('shifts:state')}
        </label>
        <select
          id={ids.state}
          value={state}
          onChange={(e) => setState(e.target.value as CustomerShiftState | '')}
          className={controlClass}
        >
          <option value="">{t('customerShifts:filter.allStates')}</option>
          {customerShiftState.options.map((s) => (
            <option key={s} value={s}>
              {t(`labels:customerShiftState.${s}`)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={ids.sort} className={label}>
          {t('customerShifts:filter.sort')}
        </label>
        <select id={ids.sort} value={sort} onChange={(e) => setSort(e.target.value)} className={controlClass}>
          {SORTS.map((s) => (
            <option key={s} value={s}>
              {t(`customerShifts:filter.sorts.${s.replace(':', '_')}`)}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" className="lg:justify-self-start">
        {t('shifts:show')}
      </Button>
    </form>
  );
}
