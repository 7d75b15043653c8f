import {
  agencyDayStart,
  formatAgencyDate,
  LANGUAGE_LOCALES,
  SLIP_TEXTS,
  type StaffSalarySlip,
  type SupportedLanguage,
} from '@vuoro/domain';
import { agencyDocument, pdfAnswer, pdfFacts, pdfTable, renderPdf } from '../../lib/pdf';
import { slipFileName } from '@vuoro/domain';

/**
 * A salary slip as a PDF in `language`: the employee, the period and payment date, one table row
 * per approved shift (the header repeats over pages), the totals, and on every page's footer that
 * the sums are illustrative and no tax is calculated.
 */
export async function salarySlipPdf(slip: StaffSalarySlip, language: SupportedLanguage) {
  const t = SLIP_TEXTS[language];
  const locale = LANGUAGE_LOCALES[language];
  const number = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const day = (d: string) => formatAgencyDate(agencyDayStart(d)!);
  const euros = (value: number | null) => (value === null ? t.noWage : number.format(value));
  const definition = agencyDocument({
    title: t.title,
    language,
    pageLabel: (page, pages) => `${t.illustrative}   ${t.page(page, pages)}`,
    content: [
      pdfFacts([
        [t.employee, slip.employeeName],
        [t.period, `${day(slip.from)}\u2060–\u2060${day(slip.until)}`],
        [t.paymentDate, formatAgencyDate(slip.paymentDate)],
      ]),
      pdfTable(
        t.columns,
        [
          ...slip.lines.map((l) => [
            day(l.day),
            l.placeOfWork,
            l.professionTitle,
            number.format(l.hours),
            euros(l.wage),
            euros(l.amount),
          ]),
          [t.total, '', '', number.format(slip.hours), '', euros(slip.estimate)],
        ],
        ['auto', '*', '*', 'auto', 'auto', 'auto'],
      ),
      { text: t.illustrative, style: 'muted' },
    ],
  });
  return pdfAnswer(await renderPdf(definition), slipFileName(slip));
}
