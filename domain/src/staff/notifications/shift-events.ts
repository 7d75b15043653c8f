import type { SupportedLanguage } from '../../constants';
import type { CustomerShiftState } from '../../labels';
import { NOTIFICATION_TEXTS } from '../../texts/notifications';
import { MAIL_SUBJECT_MAX } from '../mail/model';
import { SETTLEMENTS } from '../shifts/desk';
import type { StaffShift } from '../shifts/model';
import { notificationPayload, type NotifiedShift } from './wording';

/**
 * What the employee booked on a shift is told when the shift's document changes (the
 * `staffShiftNotify` trigger): decided here from the two versions alone, so the rule does not
 * depend on which route wrote. The why is in ./README.md ("Shift events").
 */

export const SHIFT_EVENT_KINDS = ['timeChange', 'shiftChanged', 'shiftCancelled', 'cancellationSettled'] as const;
export type ShiftEventKind = (typeof SHIFT_EVENT_KINDS)[number];

export interface ShiftNotificationEvent {
  kind: ShiftEventKind;
  /** The booked employee's staff person id. */
  employeeId: string;
  /** The shift as it now is (for a time change: its new, suggested times). */
  shift: NotifiedShift;
}

/** What the rule reads of a version of the shift. */
export type ShiftVersion = Pick<
  StaffShift,
  'id' | 'start' | 'end' | 'placeOfWork' | 'professionTitle' | 'employee' | 'state' | 'timeChange' | 'history'
>;

const sameInstant = (a: Date, b: Date) => a.getTime() === b.getTime();

/** The change appended a history step by the employee (their Cancel of a shift they recorded). */
function employeesOwnStep(before: ShiftVersion, after: ShiftVersion): boolean {
  const last = after.history.at(-1);
  const previous = before.history.at(-1);
  if (!last || last.by.kind !== 'employee') return false;
  return !previous || !sameInstant(previous.at, last.at) || previous.state !== last.state;
}

const SETTLED: readonly CustomerShiftState[] = SETTLEMENTS;

/**
 * What to tell the employee booked on a shift about the change from `before` to `after` (either
 * null: created or deleted), or null for nothing:
 * - `timeChange`: a time change starts waiting for their answer (or its proposed times move);
 * - `shiftChanged`: their booked (filled) shift's start, end, place or title changed, a change
 *   withdrawn back to the agreed times included;
 * - `shiftCancelled`: the customer cancelled it (filled → requested for cancellation, or
 *   cancelled): the moment they must know, as they may be on their way;
 * - `cancellationSettled`: the agency settled that cancellation (cancelled, billed, will not be
 *   charged).
 * Nothing while no one is booked (or another employee is now), for the employee's own answer to a
 * time change or their own action, for an accepted, undone or past shift, or for edits to info,
 * contact person or read flags.
 */
export function shiftNotificationEvent(before: ShiftVersion | null, after: ShiftVersion | null): ShiftNotificationEvent | null {
  if (!before || !after) return null;
  const employeeId = after.employee?.id;
  if (!employeeId || before.employee?.id !== employeeId) return null;
  if (employeesOwnStep(before, after)) return null;
  const event = (kind: ShiftEventKind): ShiftNotificationEvent => ({
    kind,
    employeeId,
    shift: {
      id: after.id,
      start: after.start,
      end: after.end,
      placeOfWork: after.placeOfWork,
      professionTitle: after.professionTitle,
    },
  });

  if (before.state === 'requestedForCancellation') return SETTLED.includes(after.state) ? event('cancellationSettled') : null;
  if (before.state !== 'filled') return null;
  if (after.state === 'requestedForCancellation' || after.state === 'cancelled') return event('shiftCancelled');
  if (after.state !== 'filled') return null;

  const answered =
    before.timeChange === 'pendingConfirmation' && after.timeChange !== 'pendingConfirmation' && !!after.timeChange;
  if (answered) return null;
  const timesMoved = !sameInstant(before.start, after.start) || !sameInstant(before.end, after.end);
  if (after.timeChange === 'pendingConfirmation' && (before.timeChange !== 'pendingConfirmation' || timesMoved)) {
    return event('timeChange');
  }
  const moved =
    timesMoved || before.placeOfWork.id !== after.placeOfWork.id || before.professionTitle.id !== after.professionTitle.id;
  return moved ? event('shiftChanged') : null;
}

const fill = (template: string, values: Record<string, string>): string =>
  template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);

/**
 * The mail of a shift event to `firstName` in `language`: the push's title as the subject, then a
 * greeting (when the record has a first name), the shift as the push names it, for a time change
 * where to answer it, and where to see the shifts and turn such mails off. Plain text.
 */
export function shiftEventMail(
  event: Pick<ShiftNotificationEvent, 'kind' | 'shift'>,
  firstName: string,
  language: SupportedLanguage,
): { subject: string; text: string } {
  const t = NOTIFICATION_TEXTS[language];
  const { title, body } = notificationPayload({ kind: event.kind, shift: event.shift }, language);
  const name = firstName.trim();
  const lines = [
    ...(name ? [fill(t.mailGreeting, { name }), ''] : []),
    title,
    '',
    body,
    ...(event.kind === 'timeChange' ? ['', t.mailTimeChangeAsk] : []),
    '',
    '--',
    t.mailFooter,
  ];
  return { subject: title.slice(0, MAIL_SUBJECT_MAX), text: lines.join('\n') };
}
