import type { EmployeeShiftView } from '@vuoro/domain';

/**
 * An employee's shift as the Staff API answers it (a filled kitchen shift on 30.11.2026,
 * 7.00–15.00 in Helsinki), with `over` laid on top: the one fixture the screens' tests share.
 */
export const employeeShiftView = (over: Partial<EmployeeShiftView> = {}): EmployeeShiftView => ({
  id: 's1',
  day: '2026-11-30',
  start: '2026-11-30T05:00:00.000Z',
  end: '2026-11-30T13:00:00.000Z',
  hours: 7.5,
  originalStart: null,
  originalEnd: null,
  timeChange: null,
  state: 'filled',
  customer: { id: 'c', name: 'Hotelli Aurora Oy' },
  placeOfWork: { id: 'p1', name: 'Hotelli Aurora, keittiö', address: 'Mannerheimintie 12', city: 'Helsinki', phone: null },
  professionTitle: { id: 't', name: 'Kokki', names: {} },
  lunchBreak: 30,
  shiftLeaderHours: null,
  travelledHours: null,
  worktimeFormat: null,
  entryType: null,
  notes: null,
  personalNotes: null,
  infoToEmployee: null,
  infoRead: true,
  contactPerson: null,
  collectiveAgreement: null,
  wageEstimate: null,
  bundledShifts: [],
  ...over,
});
