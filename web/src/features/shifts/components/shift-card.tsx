import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { EmployeeShiftView } from '@vuoro/domain';
import { hasPendingTimeChange, shiftTimes } from '../model';
import { ShiftBadges } from './shift-badges';
import { DefinitionList } from '@/lib/ui/definition-list';
import { useWorkDataNames } from '@/lib/work-data-names';

export interface ShiftCardProps {
  shift: EmployeeShiftView;
  /** The shift's details (on the screen it is listed on); none for a shift offered, not yet the employee's. */
  href?: string;
  /** Answers to the shift under its facts: the time change's accept and reject go here. */
  actions?: ReactNode;
}

/** One upcoming shift: where, as what, when, the lunch break and whom to ask, with what waits for the employee. */
export function ShiftCard({ shift, href, actions }: ShiftCardProps) {
  const { t } = useTranslation('shifts');
  const { titleName } = useWorkDataNames();
  const { time, original } = shiftTimes(shift);
  return (
    <article className="rounded-xl border border-slate-300 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 className="text-lg font-semibold">
          {href ? (
            <Link href={href} className="inline-block min-h-6 text-brand-800 underline underline-offset-2 hover:text-brand-700">
              {shift.placeOfWork.name}
            </Link>
          ) : (
            shift.placeOfWork.name
          )}
        </h3>
        <p className="text-lg font-semibold tabular-nums">
          <span className="sr-only">{t('shifts:time')} </span>
          {time}
        </p>
      </div>
      <ShiftBadges shift={shift} className="mt-2" />
      <DefinitionList
        className="mt-3"
        items={[
          {
            term: t('shifts:originalTime'),
            value: hasPendingTimeChange(shift) && original ? <span className="tabular-nums">{original}</span> : null,
          },
          { term: t('shifts:professionTitle'), value: titleName(shift.professionTitle) },
          {
            term: t('shifts:lunchBreak'),
            value: shift.lunchBreak ? t('shifts:minutes', { count: shift.lunchBreak }) : t('shifts:noLunchBreak'),
          },
          { term: t('shifts:contactPerson'), value: shift.contactPerson },
        ]}
      />
      {actions && <div className="mt-4 flex flex-wrap gap-3">{actions}</div>}
    </article>
  );
}
