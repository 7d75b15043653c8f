import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { routes } from '@vuoro/domain';
import { formatDayHeading } from '@/lib/format';
import { isSupportedLanguage } from '@/lib/language';
import { isSignedOut } from '@/lib/api-error';
import { LoadFailed } from '@/lib/ui/load-failed';
import { useUpcomingShifts } from '../api/get-upcoming-shifts';
import type { TimeChangeAnswer } from '../api/answer-time-change';
import { groupShiftsByDay, hasPendingTimeChange, shiftDetailsHref } from '../model';
import { ShiftCard } from './shift-card';
import { TimeChangeActions } from './time-change-actions';

export interface UpcomingShiftsProps {
  /** `?state=changesNeedConfirmation`: only the shifts whose time change waits for an answer. */
  onlyChanged: boolean;
  /** The screen's query, kept in the details' address so back returns to the same list. */
  search: string;
}

const CHANGED = 'changesNeedConfirmation';

/** The employee's coming shifts by Helsinki day (`/shifts/upcoming`), or only the changed ones. */
export function UpcomingShifts({ onlyChanged, search }: UpcomingShiftsProps) {
  const { t, i18n } = useTranslation(['shifts', 'common']);
  const language = isSupportedLanguage(i18n.language) ? i18n.language : 'en';
  const headingId = useId();
  const shifts = useUpcomingShifts(onlyChanged ? { state: CHANGED } : {});
  const [answered, setAnswered] = useState<TimeChangeAnswer | null>(null);
  const onAnswered = (answer: TimeChangeAnswer) => {
    setAnswered(answer);
    shifts.retry();
  };
  const list = shifts.data?.shifts ?? [];
  const days = groupShiftsByDay(list);
  const path = routes.shiftsUpcoming.href();
  const views = [
    { id: 'all', href: path, label: t('shifts:allUpcoming'), current: !onlyChanged },
    {
      id: 'changed',
      href: routes.shiftsUpcoming.href(undefined, { state: CHANGED }),
      label: t('shifts:changesToConfirm'),
      current: onlyChanged,
    },
  ];
  const signedOut = shifts.status === 'error' && isSignedOut(shifts.error);

  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-3xl px-4 py-6">
      <h1 id={headingId} className="text-2xl font-bold">
        {t('common:screens.shiftsUpcoming')}
      </h1>
      <nav aria-label={t('shifts:whichShifts')} className="mt-4">
        <ul className="flex flex-wrap gap-2">
          {views.map((v) => (
            <li key={v.id}>
              <Link
                href={v.href}
                aria-current={v.current ? 'page' : undefined}
                className={`inline-flex min-h-11 items-center rounded-full border px-4 font-semibold ${
                  v.current
                    ? 'border-brand-800 bg-brand-800 text-white'
                    : 'border-slate-400 bg-white text-brand-800 hover:bg-slate-50'
                }`}
              >
                {v.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <p className="mt-4 text-slate-700" aria-live="polite">
        {shifts.status === 'loading' && !shifts.data
          ? t('shifts:loadingShifts')
          : shifts.data === null
            ? ''
            : list.length === 0
              ? t(onlyChanged ? 'shifts:noChanges' : 'shifts:noUpcoming')
              : t(onlyChanged ? 'shifts:changedCount' : 'shifts:upcomingCount', { count: list.length })}
      </p>
      <p role="status" className="mt-2 font-medium text-green-900">
        {answered && t(answered === 'accept' ? 'shifts:changeAnswer.accepted' : 'shifts:changeAnswer.rejected')}
      </p>
      {shifts.status === 'error' && !signedOut && <LoadFailed error={shifts.error} retry={shifts.retry} className="mt-3" />}

      {days.map(({ day, shifts: ofDay }) => (
        <section key={day} aria-labelledby={`${headingId}-${day}`} className="mt-6">
          <h2 id={`${headingId}-${day}`} className="text-lg font-bold text-slate-900">
            {formatDayHeading(day, language)}
          </h2>
          <ul className="mt-2 grid gap-3">
            {ofDay.map((shift) => (
              <li key={shift.id}>
                <ShiftCard
                  shift={shift}
                  href={shiftDetailsHref(path, search, shift.id)}
                  actions={hasPendingTimeChange(shift) && <TimeChangeActions shift={shift} onAnswered={onAnswered} />}
                />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}
