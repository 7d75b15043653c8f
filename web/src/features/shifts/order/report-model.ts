import { canReportShiftAt, createEntriesBody, validationMessages, type CustomerEntry } from '@vuoro/domain';
import { startInstant, type Issue, type ShiftChoices } from './model';

/** One row of /shifts/report: a shift already worked, by an agency employee or a named worker. */
export interface EntryValues {
  /** Names the row for React and the focus, never sent. */
  key: number;
  placeOfWorkId: string;
  professionTitleId: string;
  day: string;
  start: string;
  end: string;
  lunchBreak: string;
  /** Who worked it: an agency employee of `workers`, or someone named (the customer's own people). */
  worker: 'employee' | 'name';
  employeeId: string;
  workerName: string;
  internal: boolean;
  notes: string;
}
export const ENTRY_FIELDS = [
  'placeOfWorkId',
  'professionTitleId',
  'day',
  'start',
  'end',
  'lunchBreak',
  'employeeId',
  'workerName',
  'notes',
] as const;
export type EntryField = (typeof ENTRY_FIELDS)[number];
export type EntryErrors = Partial<Record<EntryField, string>>;
/** Errors by row index; `list` for the rows as a whole (none, too many). */
export type EntriesErrors = { rows: Record<number, EntryErrors>; list?: string | undefined };

let nextKey = 1;
/** A new row: the place when there is only one, an agency employee when the customer has any. */
export function emptyEntry(choices: ShiftChoices): EntryValues {
  return {
    key: nextKey++,
    placeOfWorkId: choices.placesOfWork.length === 1 ? choices.placesOfWork[0]!.id : '',
    professionTitleId: '',
    day: '',
    start: '',
    end: '',
    lunchBreak: '0',
    worker: choices.workers.length > 0 ? 'employee' : 'name',
    employeeId: '',
    workerName: '',
    internal: false,
    notes: '',
  };
}

function toEntry(row: EntryValues): Record<string, unknown> {
  const lunch = row.lunchBreak.trim();
  const notes = row.notes.trim();
  return {
    placeOfWorkId: row.placeOfWorkId,
    professionTitleId: row.professionTitleId,
    day: row.day,
    start: row.start,
    end: row.end,
    lunchBreak: lunch === '' ? undefined : Number(lunch),
    ...(row.worker === 'employee' ? { employeeId: row.employeeId || null } : { workerName: row.workerName.trim() || null }),
    internal: row.internal,
    notes: notes === '' ? null : notes,
  };
}

/** Row errors of issues from the schema or a 400 answer (`entries.<n>.<field>`); a missing worker is said at the field shown. */
export function entriesErrors(issues: readonly Issue[], rows: readonly EntryValues[]): EntriesErrors {
  const errors: EntriesErrors = { rows: {} };
  for (const issue of issues) {
    const path = typeof issue.path === 'string' ? issue.path.split('.') : issue.path.map(String);
    const index = Number(path[1]);
    if (path[0] !== 'entries') continue;
    if (path.length < 3 || !Number.isInteger(index)) {
      errors.list ??= issue.message;
      continue;
    }
    let field = path[2] as EntryField;
    if ((field === 'workerName' || field === 'employeeId') && rows[index]) {
      field = rows[index].worker === 'employee' ? 'employeeId' : 'workerName';
    }
    if (!(ENTRY_FIELDS as readonly string[]).includes(field)) continue;
    const row = (errors.rows[index] ??= {});
    row[field] ??= issue.message;
  }
  return errors;
}

export const hasEntriesErrors = (errors: EntriesErrors): boolean => !!errors.list || Object.keys(errors.rows).length > 0;

/**
 * Checks the rows with the body schema the route parses (`createEntriesBody`), then, as the
 * server does, that each shift has started: the entries to send, or the errors per row.
 */
export function checkEntries(
  rows: readonly EntryValues[],
  now: Date,
): { ok: true; entries: CustomerEntry[] } | { ok: false; errors: EntriesErrors } {
  const parsed = createEntriesBody.safeParse({ entries: rows.map(toEntry) });
  if (!parsed.success) return { ok: false, errors: entriesErrors(parsed.error.issues, rows) };
  const errors: EntriesErrors = { rows: {} };
  rows.forEach((row, index) => {
    const start = startInstant(row.day, row.start);
    if (start && !canReportShiftAt(start, now)) errors.rows[index] = { start: validationMessages.entryNotWorkedYet };
  });
  return hasEntriesErrors(errors) ? { ok: false, errors } : { ok: true, entries: parsed.data.entries };
}
