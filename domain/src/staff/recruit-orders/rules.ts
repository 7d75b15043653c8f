import { z } from 'zod';
import { type AssignmentInput } from '../../entities/assignment';
import type { ContractType, RecruitOrderContractType, RecruitOrderLanguage } from '../../labels';
import { formatHours } from '../../intl-formats';
import { calendarDay } from '../../states/calendar';
import { AGENCY_LANGUAGE } from '../mail/support';
import { MAIL_NAME_MAX, type MailRequest } from '../mail/model';
import type { StaffRecruitOrder } from './model';

/**
 * What a recruit order becomes (./README.md): the agency's mail and, on the desk, a job of the
 * recruiter tool. Both are written in the agency's language (Finnish), as the support mail is.
 */

/** The assignment's contract type for the order's: a framework agreement is work on call. */
const WORK_TYPE: Record<RecruitOrderContractType, ContractType> = {
  FixedTerm: 'fixedTerm',
  Framework: 'onCall',
  Indefinite: 'permanent',
};

const CONTRACT_NAME: Record<RecruitOrderContractType, string> = {
  FixedTerm: 'Määräaikainen',
  Framework: 'Puitesopimus',
  Indefinite: 'Toistaiseksi voimassa oleva',
};

const LANGUAGE_NAME: Record<RecruitOrderLanguage, string> = { Finnish: 'suomi', English: 'englanti' };

/** A Helsinki day written `yyyy-MM-dd` in the product's date format, d.M.y: 1.12.2026. */
export function dayInDateFormat(day: string): string {
  const [year, month, date] = day.split('-');
  return `${Number(date)}.${Number(month)}.${year}`;
}

/** The Helsinki day of an instant as the agency writes it: 1.12.2026. */
export const finnishDay = (at: Date): string => dayInDateFormat(calendarDay(at));

const hours = (h: number) => `${formatHours(h, 'fi')} h`;

/** The order's facts, one a line: what the agency's mail and the assignment's description say. */
export function recruitOrderFacts(o: StaffRecruitOrder): string[] {
  return [
    `Asiakas: ${o.customerName}`,
    `Työpaikka: ${o.placeOfWorkName}${o.city ? `, ${o.city}` : ''}`,
    `Ammattinimike: ${o.professionTitleName}`,
    `Määrä: ${o.amount}`,
    `Sopimustyyppi: ${CONTRACT_NAME[o.contractType]}`,
    `Arvioitu alkamispäivä: ${finnishDay(o.estimatedStartDate)}`,
    `Arvioitu päättymispäivä: ${o.estimatedEndDate ? finnishDay(o.estimatedEndDate) : '–'}`,
    `Arvioitu työaika 3 viikon jaksossa: ${hours(o.estimatedThreeWeekWorkingTime)}`,
    `Kielitaito: ${o.requiredLanguages.map((l) => LANGUAGE_NAME[l]).join(', ')}`,
    `Tilaaja: ${o.sentBy.name}${o.sentBy.email ? ` <${o.sentBy.email}>` : ''}, ${finnishDay(o.created)}`,
  ];
}

const additional = (o: StaffRecruitOrder) => (o.additionalInfo ? ['', 'Lisätiedot:', o.additionalInfo] : []);

/** The mail to the agency's mailbox `to`: the order's facts, the customer user as the Reply-To. */
export function recruitOrderMail(o: StaffRecruitOrder, to: string): MailRequest {
  const email = o.sentBy.email && z.email().safeParse(o.sentBy.email).success ? o.sentBy.email : null;
  return {
    to,
    language: AGENCY_LANGUAGE,
    subject: `Rekrytointitilaus: ${o.customerName}, ${o.professionTitleName} (${o.amount})`,
    text: [
      'Uusi rekrytointitilaus asiakasportaalista.',
      '',
      ...recruitOrderFacts(o),
      ...additional(o),
      '',
      'Tee tilauksesta toimeksianto työpöydän Rekrytointitilaukset-sivulla.',
    ].join('\n'),
    replyTo: email ? { name: o.sentBy.name.slice(0, MAIL_NAME_MAX), address: email } : null,
    kind: 'support',
    relatedId: o.id,
  };
}

/**
 * The recruiter tool's job an order becomes, as `saveAssignment` writes a new one (the fields of
 * the domain `assignment` schema, both stamps and `updatedBy` the recruiter's uid): company the
 * customer, title the profession title, open positions the amount, location the place's city,
 * the languages, the contract type, and a description of the order's facts and additional info.
 */
export function assignmentOfOrder(o: StaffRecruitOrder, recruiterUid: string, now: Date): Omit<AssignmentInput, 'id'> {
  const stamp = { date: now, id: recruiterUid };
  return {
    company: o.customerName,
    title: o.professionTitleName,
    openPositions: o.amount,
    location: o.city ?? o.placeOfWorkName,
    unit: o.placeOfWorkName,
    languages: o.requiredLanguages.map((l) => LANGUAGE_NAME[l]),
    workType: WORK_TYPE[o.contractType],
    description: [...recruitOrderFacts(o), ...additional(o)].join('\n'),
    presentedTalents: [],
    presentableTalents: [],
    created: stamp,
    updated: stamp,
    updatedBy: recruiterUid,
  };
}
