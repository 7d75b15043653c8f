import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { HOURS_PRESETS, hoursPresetDays, hoursPresetOf, type ShiftRef } from '@vuoro/domain';
import { Button } from '@/lib/ui/button';
import type { DoneView } from '../model';

export interface DoneFilterProps {
  view: DoneView;
  /** The places of the employee's done shifts; null while they load. */
  placesOfWork: ShiftRef[] | null;
  onShow: (filter: Pick<DoneView, 'from' | 'until' | 'placeOfWorkId'>) => void;
  /** "Now" of the screen: the presets' periods are read from it. */
  now: Date;
}

/**
 * The done screen's form: a place of work and a Helsinki period; 'Show' fetches the shifts. The
 * presets This month, Last month and Pay period (domain `hoursPresetDays`) show their period at
 * once, with the chosen place; the one the period is says so (`aria-pressed`).
 */
export function DoneFilter({ view, placesOfWork, onShow, now }: DoneFilterProps) {
  const { t } = useTranslation('shifts');
  const ids = { place: useId(), from: useId(), until: useId() };
  const [place, setPlace] = useState(view.placeOfWorkId);
  const [from, setFrom] = useState(view.from);
  const [until, setUntil] = useState(view.until);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (from && until) onShow({ from: from <= until ? from : until, until: from <= until ? until : from, placeOfWorkId: place });
  };
  const field = 'mt-1 min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 py-2';
  const current = hoursPresetOf(view, now);
  return (
    <>
      <div role="group" aria-label={t('shifts:hoursPresets.label')} className="mt-4 flex flex-wrap gap-2">
        {HOURS_PRESETS.map((preset) => (
          <Button
            key={preset}
            variant="secondary"
            aria-pressed={current === preset}
            disabled={placesOfWork === null}
            onClick={() => onShow({ ...hoursPresetDays(preset, now), placeOfWorkId: place })}
          >
            {t(`shifts:hoursPresets.${preset}`)}
          </Button>
        ))}
      </div>
      <form
        onSubmit={submit}
        aria-label={t('shifts:filterDone')}
        className="mt-4 grid gap-4 sm:grid-cols-[2fr_1fr_1fr_auto] sm:items-end"
      >
        <div>
          <label htmlFor={ids.place} className="font-semibold">
            {t('shifts:placeOfWork')}
          </label>
          <select
            id={ids.place}
            value={place}
            onChange={(e) => setPlace(e.target.value)}
            disabled={placesOfWork === null}
            className={field}
          >
            <option value="">{t('shifts:allPlacesOfWork')}</option>
            {placesOfWork?.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
        </div>
        <div className="grid grid-cols-2 gap-4 sm:contents">
          <div>
            <label htmlFor={ids.from} className="font-semibold">
              {t('shifts:from')}
            </label>
            <input
              id={ids.from}
              type="date"
              required
              value={from}
              max={until}
              onChange={(e) => setFrom(e.target.value)}
              className={field}
            />
          </div>
          <div>
            <label htmlFor={ids.until} className="font-semibold">
              {t('shifts:until')}
            </label>
            <input
              id={ids.until}
              type="date"
              required
              value={until}
              min={from}
              onChange={(e) => setUntil(e.target.value)}
              className={field}
            />
          </div>
        </div>
        <Button type="submit" disabled={placesOfWork === null}>
          {t('shifts:show')}
        </Button>
      </form>
    </>
  );
}
