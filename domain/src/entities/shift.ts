import { z } from 'zod';
import { TEXT_LIMITS } from '../constants';
import { firestoreDate, optionalFirestoreDate } from '../firestore';
import { customerShiftState, suggestionState, timeChangeState } from '../labels';
import { decimalNumber, docId, booleanField, idName, listOf, optionalText, wholeNumber } from './common';

/**
 * A shift as the Staff API stores it. `start`/`end` are the agreed times; `originalStart`/
 * `originalEnd` the times before a change, and `timeChange` that change's state;
 * `suggestedStart`/`suggestedEnd` times proposed in a suggestion. `lunchBreak` is in minutes;
 * `shiftLeaderHours` and `travelledHours` are hours; estimates are in the default currency.
 * `bundledShifts` are the other shifts offered together with this one, `bookedShifts` the
 * shifts booked through it. `internal` marks a shift done by the customer's internal employee.
 */
export const shift = z.object({
  id: docId,
  date: firestoreDate,
  start: firestoreDate,
  end: firestoreDate,
  originalStart: optionalFirestoreDate,
  originalEnd: optionalFirestoreDate,
  suggestedStart: optionalFirestoreDate,
  suggestedEnd: optionalFirestoreDate,
  placeOfWork: idName,
  professionTitle: idName,
  worktimeFormat: optionalText(50),
  entryType: optionalText(50),
  lunchBreak: wholeNumber(0, 480).nullish(),
  shiftLeaderHours: decimalNumber(0, 24).nullish(),
  travelledHours: decimalNumber(0, 24).nullish(),
  notes: optionalText(TEXT_LIMITS.medium),
  personalNotes: optionalText(TEXT_LIMITS.medium),
  infoToEmployee: optionalText(TEXT_LIMITS.medium),
  contactPerson: optionalText(),
  collectiveAgreement: optionalText(),
  wageEstimate: decimalNumber(0, 1_000_000).nullish(),
  costEstimate: decimalNumber(0, 1_000_000).nullish(),
  bundledShifts: listOf(docId, 100).default([]),
  bookedShifts: listOf(docId, 100).default([]),
  internal: booleanField.default(false),
  employee: idName.nullish(),
  state: customerShiftState.default('new'),
  timeChange: timeChangeState.nullish(),
  suggestion: suggestionState.nullish(),
  cancellationReason: optionalText(TEXT_LIMITS.medium),
});
export type Shift = z.infer<typeof shift>;
export type ShiftInput = z.input<typeof shift>;
