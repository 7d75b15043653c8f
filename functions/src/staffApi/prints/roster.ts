import {
  formatAgencyDate,
  ROSTER_TEXTS,
  rosterDayText,
  rosterFileName,
  formatHours,
  rosterInstants,
  rosterOf,
  rosterPeriodText,
  rosterPeriodTooLong,
  rosterTimes,
  STAFF_DEFAULT_LANGUAGE,
  validationMessages as m,
  type getPrintPlacesOfWork,
  type getPrintReport,
  type RosterQuery,
  type StaffCustomer,
  type StaffPlaceOfWork,
  type SupportedLanguage,
} from '@vuoro/domain';
import { findCaller } from '../../identity/staff-people';
import type { Handler } from '../../lib/api/app';
import { ApiFailure } from '../../lib/api/errors';
import { caller } from '../../lib/api/guard';
import { agencyDocument, pdfAnswer, pdfFacts, pdfTable, renderPdf, type Content } from '../../lib/pdf';
import { customerPlacesOfWork } from '../customer-shift/reads';
import { callerCustomer, customersById, placeOfCustomers } from '../customer-shift/store';
import { parseShift, shifts } from '../shift/store';

/**
 * The customers' rosters (domain/src/staff/prints/README.md): the places a roster can be printed
 * for, and the roster of one place and period as a PDF in the caller's language.
 */

/** The most shifts one roster reads: a busy place's two months, far more than a page-count PDF should hold. */
const ROSTER_READ_LIMIT = 2000;

/** GET /v1/Prints/Customer/PlacesOfWork: the caller's customers' places, as the shifts' place list answers them. */
export const printPlacesOfWork: Handler<typeof getPrintPlacesOfWork> = (input, c) => customerPlacesOfWork(input, c);

/** The shifts at a place starting in the Helsinki period (one indexed query: `placeOfWork.id` + `start`). */
async function shiftsAt(placeOfWorkId: string, query: RosterQuery) {
  const { start, end } = rosterInstants(query.from, query.until);
  const snap = await shifts()
    .where('placeOfWork.id', '==', placeOfWorkId)
    .where('start', '>=', start)
    .where('start', '<', end)
    .orderBy('start')
    .limit(ROSTER_READ_LIMIT)
    .get();
  return snap.docs.map(parseShift);
}

/**
 * GET /v1/Prints/Customer/PrintReport: the roster PDF. A period over `ROSTER_MAX_DAYS` is a 400
 * (`periodTooLong`) before anything is read; a place of another customer answers like a missing
 * one (404). Only the place's customer's shifts are listed, should a place ever change hands.
 */
export const printReport: Handler<typeof getPrintReport> = async ({ query }, c) => {
  const who = await callerCustomer(c);
  if (rosterPeriodTooLong(query.from, query.until)) {
    throw new ApiFailure(400, 'periodTooLong', [{ path: 'until', message: m.numberOutOfRange }]);
  }
  const [record, place] = await Promise.all([findCaller(caller(c)), placeOfCustomers(who.customerIds, query.placeOfWorkId)]);
  const language = record?.person.language ?? STAFF_DEFAULT_LANGUAGE;
  const [list, customers] = await Promise.all([shiftsAt(place.id, query), customersById([place.customerId])]);
  const mine = list.filter((s) => s.customer.id === place.customerId);
  return rosterPdf({ place, customer: customers.get(place.customerId), query, shifts: mine, language, now: new Date() });
};

interface RosterPdfInput {
  place: StaffPlaceOfWork;
  customer: StaffCustomer | undefined;
  query: RosterQuery;
  shifts: Parameters<typeof rosterOf>[0];
  language: SupportedLanguage;
  now: Date;
}

/** The roster as a PDF: facts, one table of the shifts (its header on every page), the totals per employee. */
async function rosterPdf({ place, customer, query, shifts: list, language, now }: RosterPdfInput) {
  const t = ROSTER_TEXTS[language];
  const roster = rosterOf(list, language);
  const hours = (h: number) => formatHours(h, language);
  const content: Content[] = [
    pdfFacts([
      [t.placeOfWork, place.name],
      ...(customer ? [[t.customer, customer.name] as const] : []),
      [t.period, rosterPeriodText(query.from, query.until)],
      [t.printed, formatAgencyDate(now)],
    ]),
  ];
  if (roster.rows.length === 0) {
    content.push({ text: t.noShifts, style: 'heading' });
  } else {
    content.push(
      pdfTable(
        t.columns,
        [
          ...roster.rows.map((r) => [rosterDayText(r.start, language), rosterTimes(r), r.employee, r.title, hours(r.hours)]),
          [t.total, '', '', '', hours(roster.hours)],
        ],
        ['auto', 'auto', '*', '*', 'auto'],
      ),
      { text: t.totalsHeading, style: 'heading' },
      pdfTable(
        t.totalsColumns,
        roster.totals.map((e) => [e.employee, String(e.shifts), hours(e.hours)]),
        ['*', 'auto', 'auto'],
      ),
    );
  }
  const bytes = await renderPdf(
    agencyDocument({ title: t.title, language, subject: `${t.title}: ${place.name}`, content, pageLabel: t.page }),
  );
  return pdfAnswer(bytes, rosterFileName(t.title, place.name, query.from, query.until));
}
