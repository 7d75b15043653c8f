import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeskShiftView } from '@vuoro/domain';
import { formatAgencyTimeRange, formatDayHeading, formatHours } from '@/lib/format';
import { isSupportedLanguage } from '@/lib/language';
import type { DeskAction } from '../model';
import { DeskRowActions } from './desk-row-actions';
import { ShiftStateBadge } from './shift-state-badge';
import { useWorkDataNames } from '@/lib/work-data-names';

export interface DeskDayTableProps {
  /** The Helsinki day, `yyyy-MM-dd`. */
  day: string;
  shifts: DeskShiftView[];
  onAction: (action: DeskAction, shift: DeskShiftView) => void;
}

/** The columns, in order, with their width on a wide screen (the place takes the rest). */
const COLUMNS = [
  ['time', 'w-28'],
  ['place', ''],
  ['title', 'w-32'],
  ['state', 'w-44'],
  ['worker', 'w-36'],
  ['notes', 'w-44'],
  ['actions', 'w-64'],
] as const;
type Column = (typeof COLUMNS)[number][0];

/**
 * One day's shifts as a table: time, customer and place, title, state, who works it (or to how
 * many it was suggested), a time change waiting for the employee, how it was recorded, and the
 * actions its state allows. Below 1024 px each row is a card whose cells carry their column's
 * name (no sideways scrolling on a phone); from there up, a fixed-width table, the same columns
 * for every day, that scrolls sideways (keyboard too) only where the window is narrower than it.
 */
export function DeskDayTable({ day, shifts, onAction }: DeskDayTableProps) {
  const { t, i18n } = useTranslation(['desk', 'labels']);
  const language = isSupportedLanguage(i18n.language) ? i18n.language : 'en';
  const { titleName } = useWorkDataNames();
  const headingId = useId();
  const heading = `${formatDayHeading(day, language)}${day.slice(0, 4)}`;
  const cellClass = (column: Column) =>
    `px-3 py-2 align-top max-lg:block max-lg:p-0 max-lg:empty:hidden max-lg:before:block max-lg:before:text-sm max-lg:before:font-semibold max-lg:before:text-slate-600 max-lg:before:content-[attr(data-label)] ${
      column === 'actions' || column === 'notes' ? 'max-lg:col-span-2' : ''
    }`;
  const content = (shift: DeskShiftView): Record<Column, ReactNode> => ({
    time: (
      <>
        <span className="font-semibold whitespace-nowrap">{formatAgencyTimeRange(shift.start, shift.end)}</span>
        <span className="block text-sm text-slate-600">{t('desk:hours', { time: formatHours(shift.hours, language) })}</span>
      </>
    ),
    place: (
      <>
        <span className="font-semibold">{shift.customer.name}</span>
        <span className="block text-sm text-slate-700">{shift.placeOfWork.name}</span>
      </>
    ),
    title: titleName(shift.professionTitle),
    state: <ShiftStateBadge state={shift.state} />,
    worker: shift.worker
      ? shift.worker.name
      : shift.suggestedTo > 0
        ? t('desk:suggestedTo', { count: shift.suggestedTo })
        : t('desk:noWorker'),
    notes: <ShiftNotes shift={shift} />,
    actions: <DeskRowActions shift={shift} onAction={(action) => onAction(action, shift)} />,
  });
  return (
    <div>
      <h2 id={headingId} className="text-lg font-bold text-slate-900">
        {heading}
      </h2>
      <div
        role="region"
        aria-labelledby={headingId}
        tabIndex={0}
        className="mt-2 rounded-lg border border-slate-300 lg:overflow-x-auto"
      >
        <table aria-labelledby={headingId} className="w-full border-collapse max-lg:block lg:min-w-[72rem] lg:table-fixed">
          <thead className="bg-slate-100 max-lg:hidden">
            <tr>
              {COLUMNS.map(([column, width]) => (
                <th key={column} scope="col" className={`px-3 py-2 text-left text-sm font-semibold text-slate-700 ${width}`}>
                  {t(`desk:col.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="max-lg:block">
            {shifts.map((shift) => {
              const cells = content(shift);
              return (
                <tr
                  key={shift.id}
                  className="border-t border-slate-200 max-lg:grid max-lg:grid-cols-2 max-lg:gap-x-4 max-lg:gap-y-3 max-lg:p-3 max-lg:first:border-t-0"
                >
                  {COLUMNS.map(([column]) => (
                    <td key={column} data-label={t(`desk:col.${column}`)} className={cellClass(column)}>
                      {cells[column]}
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/** What the desk should know beside the state: a time change the employee has not answered, how the shift was recorded. */
function ShiftNotes({ shift }: { shift: DeskShiftView }) {
  const { t } = useTranslation('desk');
  const pending = shift.timeChange === 'pendingConfirmation' && shift.originalStart && shift.originalEnd;
  const entry = shift.entryType === 'employeeReported' || shift.entryType === 'customerReported' ? shift.entryType : null;
  if (!pending && !entry) return null;
  return (
    <ul className="space-y-1">
      {pending && (
        <li className="text-amber-900">
          {t('desk:timeChangePending', { time: formatAgencyTimeRange(shift.originalStart!, shift.originalEnd!) })}
        </li>
      )}
      {entry && <li>{t(`desk:entry.${entry}`)}</li>}
    </ul>
  );
}
