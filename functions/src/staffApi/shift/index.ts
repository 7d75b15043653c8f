import type { shiftContracts } from '@vuoro/domain';
import type { Handlers } from '../../lib/api/app';
import {
  acceptBundledShifts,
  acceptShiftTimeChanges,
  addMultipleEmployeeShifts,
  bookSuggestedShift,
  cancelEmployeeShift,
  markInfoAsRead,
  rejectShiftTimeChanges,
  rejectSuggestedBundle,
  rejectSuggestedShift,
  updateEmployeeShift,
} from './changes';
import { calendarShift, employeeShift, employeeShiftEdit } from './details';
import { createShiftData, donePlacesOfWork, doneShiftEntries, suggestedOrOpenShifts, upcomingShifts } from './lists';

/** The employee's shifts: one handler per contract of `shiftContracts` (domain/src/api/staff/shift.ts). */
export const shiftHandlers: Handlers<typeof shiftContracts> = {
  getEmployeeShift: employeeShift,
  getCalendarShift: calendarShift,
  getEmployeeShiftEdit: employeeShiftEdit,
  getDoneShiftEntriesSortable: doneShiftEntries,
  getDoneShiftPlacesOfWork: donePlacesOfWork,
  getUpcomingShifts: upcomingShifts,
  getSuggestedOrOpenShifts: suggestedOrOpenShifts,
  getCreateShiftData: createShiftData,
  putMarkInfoAsRead: markInfoAsRead,
  putAcceptShiftTimeChanges: acceptShiftTimeChanges,
  putRejectShiftTimeChanges: rejectShiftTimeChanges,
  putCancelEmployeeShift: cancelEmployeeShift,
  putUpdateEmployeeShift: updateEmployeeShift,
  putAddMultipleEmployeeShifts: addMultipleEmployeeShifts,
  putBookSuggestedShift: bookSuggestedShift,
  putAcceptBundledShifts: acceptBundledShifts,
  deleteSuggestedShift: rejectSuggestedShift,
  deleteSuggestedBundleShift: rejectSuggestedBundle,
};
