import { z } from 'zod';
import { docId, firestoreDocId } from '../../entities/common';
import { firestoreDate } from '../../firestore';
import { validationMessages as m } from '../../texts/messages';
import { agencyDay } from '../time';

/**
 * Annual leave (spec section 9): the holiday year runs 1 April – 31 March, and the leave it
 * accrues is usable from 2 May after it ends. The desk keeps one balance per employee and holiday
 * year (`staffLeaveBalances`, `<employeeId>_<year>`); the employee reads this year's. Decisions: ./README.md.
 */

/** A holiday year, named by the calendar year it starts in: 2026 is 1 April 2026 – 31 March 2027. */
export interface HolidayYear {
  year: number;
  /** First and last day, `YYYY-MM-DD` in the agency's time zone. */
  start: string;
  end: string;
  /** The day its leave may be used from: 2 May after the year ends. */
  usableFrom: string;
}

export const HOLIDAY_YEAR_MIN = 2000;
export const HOLIDAY_YEAR_MAX = 2100;
/** The most days a balance may hold (30 a year, with carried-over days): a typing error stops here. */
export const LEAVE_DAYS_MAX = 100;

/** The holiday year that starts in `year`. */
export function holidayYear(year: number): HolidayYear {
  return { year, start: `${year}-04-01`, end: `${year + 1}-03-31`, usableFrom: `${year + 1}-05-02` };
}

/** The holiday year a day (`YYYY-MM-DD`) is in: January–March belong to the year that began the April before. */
export function holidayYearOfDay(day: string): HolidayYear {
  const [year, month] = day.split('-').map(Number) as [number, number];
  return holidayYear(month >= 4 ? year : year - 1);
}

/** The holiday year `at` falls in, by the agency's calendar (Europe/Helsinki). */
export const holidayYearAt = (at: Date): HolidayYear => holidayYearOfDay(agencyDay(at));

/** Days: whole or half, 0 to `LEAVE_DAYS_MAX`. */
const leaveDays = z
  .number({ error: m.invalidValue })
  .min(0, { error: m.numberOutOfRange })
  .max(LEAVE_DAYS_MAX, { error: m.numberOutOfRange })
  .multipleOf(0.5, { error: m.invalidValue });

const holidayYearNumber = z
  .number({ error: m.invalidValue })
  .int({ error: m.wholeNumberRequired })
  .min(HOLIDAY_YEAR_MIN, { error: m.numberOutOfRange })
  .max(HOLIDAY_YEAR_MAX, { error: m.numberOutOfRange });

/** Who at the desk made a change: their uid and name (or email, or nothing). */
export const deskPerson = z.object({ uid: z.string(), name: z.string().nullable() });

/** A stored balance (`staffLeaveBalances/<employeeId>_<year>`). */
export const staffLeaveBalance = z.object({
  employeeId: firestoreDocId,
  holidayYear: holidayYearNumber,
  accruedDays: leaveDays,
  usedDays: leaveDays,
  updatedAt: firestoreDate,
  updatedBy: deskPerson,
});
export type StaffLeaveBalance = z.infer<typeof staffLeaveBalance>;

export const leaveBalanceId = (employeeId: string, year: number) => `${employeeId}_${year}`;

/** Days left: accrued less used, never below nothing. */
export const leftDays = (b: Pick<StaffLeaveBalance, 'accruedDays' | 'usedDays'>) => Math.max(0, b.accruedDays - b.usedDays);

/** Holiday management is offered only once leave has accrued (spec section 5). */
export const hasAccruedLeave = (b: Pick<StaffLeaveBalance, 'accruedDays'> | null) => !!b && b.accruedDays > 0;

const holidayYearView = z.object({
  year: z.number().int(),
  start: z.string(),
  end: z.string(),
  usableFrom: z.string(),
});

/** GET /v1/Employee/AnnualLeaveBalance: this holiday year's days (all nought when the desk has set none). */
export const annualLeaveBalanceResponse = z.object({
  holidayYear: holidayYearView,
  accruedDays: z.number(),
  usedDays: z.number(),
  leftDays: z.number(),
  /** Whether the desk has set a balance for this year. */
  set: z.boolean(),
});
export type AnnualLeaveBalanceResponse = z.infer<typeof annualLeaveBalanceResponse>;

export function toAnnualLeaveBalance(year: HolidayYear, balance: StaffLeaveBalance | null): AnnualLeaveBalanceResponse {
  return {
    holidayYear: year,
    accruedDays: balance?.accruedDays ?? 0,
    usedDays: balance?.usedDays ?? 0,
    leftDays: balance ? leftDays(balance) : 0,
    set: !!balance,
  };
}

/** The web path of the holiday screen that GetHolidayManagementLink hands out. */
export const HOLIDAY_MANAGEMENT_PATH = '/profile/holidays';

/** GET /v1/Employee/GetHolidayManagementLink: the holiday screen when leave has accrued, else null. */
export const holidayManagementLinkResponse = z.object({ url: z.string().nullable() });
export type HolidayManagementLinkResponse = z.infer<typeof holidayManagementLinkResponse>;

/** PUT /v1/Desk/Leave/Balance: an employee's days for a holiday year; used may not exceed accrued. */
export const deskLeaveBalanceBody = z
  .object({
    employeeId: firestoreDocId,
    holidayYear: holidayYearNumber,
    accruedDays: leaveDays,
    usedDays: leaveDays,
  })
  .strict()
  .refine((b) => b.usedDays <= b.accruedDays, { path: ['usedDays'], error: m.numberOutOfRange });
export type DeskLeaveBalanceBody = z.infer<typeof deskLeaveBalanceBody>;

/** A balance as the desk lists it, with the employee's name. */
export const deskLeaveBalanceView = z.object({
  employeeId: docId,
  name: z.string(),
  holidayYear: z.number().int(),
  accruedDays: z.number(),
  usedDays: z.number(),
  leftDays: z.number(),
  updatedAt: z.iso.datetime(),
  updatedBy: z.string().nullable(),
});
export type DeskLeaveBalanceView = z.infer<typeof deskLeaveBalanceView>;

export const toDeskLeaveBalanceView = (b: StaffLeaveBalance, name: string): DeskLeaveBalanceView => ({
  employeeId: b.employeeId,
  name,
  holidayYear: b.holidayYear,
  accruedDays: b.accruedDays,
  usedDays: b.usedDays,
  leftDays: leftDays(b),
  updatedAt: b.updatedAt.toISOString(),
  updatedBy: b.updatedBy.name,
});

export const deskLeaveBalanceResponse = z.object({ balance: deskLeaveBalanceView });
/** GET /v1/Desk/Leave/Balances?holidayYear: that year's balances (this year's unless given), by name. */
export const deskLeaveBalancesQuery = z.object({ holidayYear: z.coerce.number().pipe(holidayYearNumber).optional() }).strict();
export const deskLeaveBalancesResponse = z.object({ holidayYear: holidayYearView, balances: z.array(deskLeaveBalanceView) });

/** How many balances the desk's list reads. */
export const LEAVE_BALANCES_LIMIT = 500;

/** A `YYYY-MM-DD` day in the product's date format, d.M.y (31.3.2027): the holiday year's days, the card's validity. */
export function formatDayText(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return `${date}.${month}.${year}`;
}
