import type { SupportedLanguage } from '../../constants';
import type { StaffShift } from '../shifts/model';
import { APPROVED_SHIFT_STATES } from '../shifts/hours';
import { agencyDay, roundHours, shiftHours } from '../time';
import { salarySlipId, staffSalarySlip, type SalarySlipLine, type StaffSalarySlip } from './model';
import type { PayPeriodDates } from './schedule';

/**
 * A slip is made from the approved shifts of a period (accepted, billed, will not be charged:
 * `APPROVED_SHIFT_STATES`, the hours screen's rule): each shift's hours and its wage estimate.
 * The sums are illustrative; no tax is calculated (no tax engine), and every page of the PDF says so.
 */

/** Whether the shift counts on a slip: approved and worked by an employee. */
export const isSlipShift = (s: Pick<StaffShift, 'state' | 'employee'>): boolean =>
  !!s.employee && APPROVED_SHIFT_STATES.includes(s.state);

const cents = (euros: number) => Math.round(euros * 100) / 100;

/** One line per shift, by start. */
export function slipLines(shifts: readonly StaffShift[]): SalarySlipLine[] {
  return [...shifts]
    .sort((a, b) => a.start.getTime() - b.start.getTime())
    .map((s) => {
      const hours = shiftHours(s);
      const wage = s.wageEstimate ?? null;
      return {
        day: agencyDay(s.start),
        placeOfWork: s.placeOfWork.name,
        professionTitle: s.professionTitle.name,
        hours,
        wage,
        amount: wage === null ? null : cents(hours * wage),
      };
    });
}

/** The slip's totals: hours (2 decimals), and the estimate in euros over the lines with a wage (null when none has). */
export function slipTotals(lines: readonly SalarySlipLine[]): { hours: number; estimate: number | null } {
  const priced = lines.filter((l) => l.amount !== null);
  return {
    hours: roundHours(lines.reduce((sum, l) => sum + l.hours, 0)),
    estimate: priced.length ? cents(priced.reduce((sum, l) => sum + l.amount!, 0)) : null,
  };
}

/** A slip of `employee` for `period` with `lines` and their totals, under a download key the caller made (random). */
export const newSalarySlip = (
  period: PayPeriodDates,
  employee: { id: string; name: string },
  lines: SalarySlipLine[],
  downloadKey: string,
  now: Date,
): StaffSalarySlip =>
  staffSalarySlip.parse({
    id: salarySlipId(period.from, employee.id),
    employeeId: employee.id,
    employeeName: employee.name,
    periodId: period.from,
    from: period.from,
    until: period.until,
    paymentDate: period.paymentDate,
    lines,
    ...slipTotals(lines),
    downloadKey,
    createdAt: now,
  });

/** The slip's and its message's words, in the employee's language (the functions have no i18next). */
export interface SlipTexts {
  title: string;
  employee: string;
  period: string;
  paymentDate: string;
  columns: [date: string, place: string, title: string, hours: string, wage: string, amount: string];
  total: string;
  noWage: string;
  /** On every page. */
  illustrative: string;
  page: (page: number, pages: number) => string;
  messageSubject: string;
  messageBody: (period: string, paymentDate: string) => string;
}

export const SLIP_TEXTS: Record<SupportedLanguage, SlipTexts> = {
  fi: {
    title: 'Palkkalaskelma',
    employee: 'Työntekijä',
    period: 'Palkkakausi',
    paymentDate: 'Maksupäivä',
    columns: ['Päivä', 'Työpaikka', 'Tehtävä', 'Tunnit', 'Palkka €/h', 'Summa €'],
    total: 'Yhteensä',
    noWage: 'ei palkka-arviota',
    illustrative: 'Summat ovat suuntaa antavia: veroja ei ole laskettu.',
    page: (page, pages) => `Sivu ${page} / ${pages}`,
    messageSubject: 'Palkkalaskelma on valmis',
    messageBody: (period, paymentDate) =>
      `Palkkalaskelmasi kaudelta ${period} on valmis (maksupäivä ${paymentDate}). Löydät sen kohdasta Profiili → Palkkalaskelmat.`,
  },
  en: {
    title: 'Salary slip',
    employee: 'Employee',
    period: 'Pay period',
    paymentDate: 'Payment date',
    columns: ['Date', 'Place of work', 'Role', 'Hours', 'Wage €/h', 'Amount €'],
    total: 'Total',
    noWage: 'no wage estimate',
    illustrative: 'The sums are illustrative: no tax has been calculated.',
    page: (page, pages) => `Page ${page} / ${pages}`,
    messageSubject: 'Your salary slip is ready',
    messageBody: (period, paymentDate) =>
      `Your salary slip for ${period} is ready (payment date ${paymentDate}). You find it under Profile → Salary slips.`,
  },
  sv: {
    title: 'Lönespecifikation',
    employee: 'Anställd',
    period: 'Löneperiod',
    paymentDate: 'Betalningsdag',
    columns: ['Datum', 'Arbetsplats', 'Uppgift', 'Timmar', 'Lön €/h', 'Summa €'],
    total: 'Totalt',
    noWage: 'ingen lönebedömning',
    illustrative: 'Summorna är riktgivande: ingen skatt har beräknats.',
    page: (page, pages) => `Sida ${page} / ${pages}`,
    messageSubject: 'Din lönespecifikation är klar',
    messageBody: (period, paymentDate) =>
      `Din lönespecifikation för perioden ${period} är klar (betalningsdag ${paymentDate}). Du hittar den under Profil → Lönespecifikationer.`,
  },
  uk: {
    title: 'Розрахунковий листок',
    employee: 'Працівник',
    period: 'Розрахунковий період',
    paymentDate: 'Дата виплати',
    columns: ['Дата', 'Місце роботи', 'Посада', 'Години', 'Ставка €/год', 'Сума €'],
    total: 'Разом',
    noWage: 'без оцінки ставки',
    illustrative: 'Суми орієнтовні: податки не розраховано.',
    page: (page, pages) => `Сторінка ${page} / ${pages}`,
    messageSubject: 'Ваш розрахунковий листок готовий',
    messageBody: (period, paymentDate) =>
      `Ваш розрахунковий листок за період ${period} готовий (дата виплати ${paymentDate}). Він у розділі Профіль → Розрахункові листки.`,
  },
  ru: {
    title: 'Расчётный листок',
    employee: 'Работник',
    period: 'Расчётный период',
    paymentDate: 'Дата выплаты',
    columns: ['Дата', 'Место работы', 'Должность', 'Часы', 'Ставка €/ч', 'Сумма €'],
    total: 'Итого',
    noWage: 'без оценки ставки',
    illustrative: 'Суммы ориентировочные: налоги не рассчитаны.',
    page: (page, pages) => `Страница ${page} / ${pages}`,
    messageSubject: 'Ваш расчётный листок готов',
    messageBody: (period, paymentDate) =>
      `Ваш расчётный листок за период ${period} готов (дата выплаты ${paymentDate}). Он в разделе Профиль → Расчётные листки.`,
  },
};
