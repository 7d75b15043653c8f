import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { routes, type EmployeeShiftView } from '@vuoro/domain';
import { formatDayHeading } from '@/lib/format';
import { isSupportedLanguage } from '@/lib/language';
import { isSignedOut } from '@/lib/api-error';
import { LoadFailed } from '@/lib/ui/load-failed';
import { useUpcomingShifts } from '../api/get-upcoming-shifts';
import type { TimeChangeAnswer } from '../api/answer-time-change';
import { staffAlertsChanged } from '@/lib/staff-alerts';
import { groupShiftsByDay, hasPendingTimeChange, offerShiftFacts, shiftDetailsHref } from '../model';
import { DayLabel } from './day-label';
import { NextShift } from './next-shift';
import { ShiftCard } from './shift-card';
import { TimeChangeActions } from './time-change-actions';

export interface UpcomingShiftsProps {
  /** `?state=changesNeedConfirmation`: only the shifts whose time change waits for an answer. */
  onlyChanged: boolean;
  /** The screen's query, kept in the details' address so back returns to the same list. */
  search: string;
}

const CHANGED = 'changesNeedConfirmation';

/** What the last time-change answer did, said above the list (naming the shift) until the next one. */
type Answered = { text: string; serial: number } | null;

/**
 * The employee's coming shifts by Helsinki day (`/shifts/upcoming`), or only the changed ones:
 * the next shift on top, today and tomorrow said in words. An answered time change is said
 * above the list, naming the shift, and the message gets the focus (as on the open shifts).
 */
export function UpcomingShifts({ onlyChanged, search }: UpcomingShiftsProps) {
  const { t, i18n } = useTranslation(['shifts', 'common']);
  const language = isSupportedLanguage(i18n.language) ? i18n.language : 'en';
  const headingId = useId();
  const shifts = useUpcomingShifts(onlyChanged ? { state: CHANGED } : {});
  const [now] = useState(() => new Date());
  const [answered, setAnswered] = useState<Answered>(null);
  const said = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (answered) said.current?.focus();
  }, [answered]);
  const onAnswered = (answer: TimeChangeAnswer, shift: EmployeeShiftView) => {
    // Rejected: the shift keeps its original time, so the message names that one.
    const stays =
      answer === 'reject' && shift.originalStart && shift.originalEnd
        ? { ...shift, start: shift.originalStart, end: shift.originalEnd }
        : shift;
    const named = t('shifts:open.shift', offerShiftFacts(stays, language));
    const text = t(answer === 'accept' ? 'shifts:changeAnswer.acceptedShift' : 'shifts:changeAnswer.rejectedShift', {
      shift: named,
    });
    setAnswered((previous) => ({ text, serial: (previous?.serial ?? 0) + 1 }));
    staffAlertsChanged();
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
  const firstLoad = shifts.status === 'loading' && !shifts.data;

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

      {/* data-screen-loading: the kept picture of this screen stays until the data are here (app/first-screen.ts). */}
      <p className="mt-4 text-slate-700" aria-live="polite" data-screen-loading={firstLoad ? '' : undefined}>
        {firstLoad
          ? t('shifts:loadingShifts')
          : shifts.data === null
            ? ''
            : list.length === 0
              ? t(onlyChanged ? 'shifts:noChanges' : 'shifts:noUpcoming')
              : t(onlyChanged ? 'shifts:changedCount' : 'shifts:upcomingCount', { count: list.length })}
      </p>
      <div ref={said} tabIndex={-1} role="status" className="focus:outline-none">
        {answered && (
          <p className="mt-4 rounded-lg border-l-4 border-green-700 bg-green-50 p-3 font-medium text-green-900">
            {answered.text}
          </p>
        )}
      </div>
      {shifts.status === 'error' && !signedOut && <LoadFailed error={shifts.error} retry={shifts.retry} className="mt-3" />}
      {!onlyChanged && (
        <NextShift
          shifts={list}
          now={now}
          language={language}
          detailsHref={(shiftId) => shiftDetailsHref(path, search, shiftId)}
        />
      )}

      {days.map(({ day, shifts: ofDay }) => (
        <section key={day} aria-labelledby={`${headingId}-${day}`} className="mt-6">
          <h2 id={`${headingId}-${day}`} className="text-lg font-bold text-slate-900">
            <DayLabel day={day} now={now} />
            {formatDayHeading(day, language)}
          </h2>
          <ul className="mt-2 grid gap-3">
            {ofDay.map((shift) => (
              <li key={shift.id}>
                <ShiftCard
                  shift={shift}
                  href={shiftDetailsHref(path, search, shift.id)}
                  actions={
                    hasPendingTimeChange(shift) && (
                      <TimeChangeActions shift={shift} onAnswered={(answer) => onAnswered(answer, shift)} />
                    )
                  }
                />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}
