import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { agencyDayStart, formatAgencyDate, ORDER_MAX_SHIFTS } from '@vuoro/domain';
import { Button } from '@/lib/ui/button';
import { controlClass } from '@/lib/ui/field';
import { addOrderDay } from '../model';
import { RequiredMark } from './form-field';

export interface OrderDaysProps {
  /** Id of the date input (a field error focuses it). */
  id: string;
  days: readonly string[];
  onChange: (days: string[]) => void;
  /** The earliest day offered: today. */
  min: string;
  /** Shifts the order makes now: days × people. */
  shiftCount: number;
  /** The error, translated. */
  error?: string | undefined;
}

const dateText = (day: string) => {
  const start = agencyDayStart(day);
  return start ? formatAgencyDate(start) : day;
};

/**
 * Several days of one order: a day added from a date input, the chosen days listed with a
 * remove button each, and the count of shifts against the limit of 31 (days × people).
 */
export function OrderDays({ id, days, onChange, min, shiftCount, error }: OrderDaysProps) {
  const { t } = useTranslation('shiftOrder');
  const [day, setDay] = useState('');
  const ids = { hint: useId(), error: useId(), list: useId() };
  const add = () => {
    if (!agencyDayStart(day)) return;
    onChange(addOrderDay(days, day));
    setDay('');
  };
  const over = shiftCount > ORDER_MAX_SHIFTS;
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-semibold text-slate-800">
        {t('shiftOrder:field.days')}
        <RequiredMark />
      </legend>
      <p id={ids.hint} className={`text-sm ${over ? 'font-semibold text-red-800' : 'text-slate-600'}`} aria-live="polite">
        {t('shiftOrder:shiftCount', { count: shiftCount, max: ORDER_MAX_SHIFTS })}
      </p>
      <div className="flex flex-wrap items-end gap-3">
        <div className="grow">
          <label htmlFor={id} className="block text-sm text-slate-800">
            {t('shiftOrder:addDayLabel')}
          </label>
          <input
            id={id}
            type="date"
            min={min}
            value={day}
            onChange={(e) => setDay(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                add();
              }
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={[ids.hint, error ? ids.error : ''].filter(Boolean).join(' ')}
            className={controlClass}
          />
        </div>
        <Button variant="secondary" onClick={add}>
          {t('shiftOrder:addDay')}
        </Button>
      </div>
      {error && (
        <p id={ids.error} className="text-sm font-semibold text-red-800">
          {error}
        </p>
      )}
      {days.length > 0 ? (
        <ul
          id={ids.list}
          aria-label={t('shiftOrder:chosenDays')}
          className="divide-y divide-slate-200 rounded-lg border border-slate-300"
        >
          {days.map((d) => (
            <li key={d} className="flex items-center justify-between gap-3 px-3 py-1">
              <span className="tabular-nums">{dateText(d)}</span>
              <Button
                variant="link"
                className="text-sm"
                onClick={() => {
                  onChange(days.filter((x) => x !== d));
                  // The button is gone with its day: the focus goes back to where days are added.
                  document.getElementById(id)?.focus();
                }}
              >
                {t('shiftOrder:removeDay', { date: dateText(d) })}
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600">{t('shiftOrder:noDaysYet')}</p>
      )}
    </fieldset>
  );
}
