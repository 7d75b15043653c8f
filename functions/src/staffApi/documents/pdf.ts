import { z } from 'zod';
import {
  APPROVED_SHIFT_STATES,
  DOCUMENT_WORDS,
  EMPLOYER_NAME,
  employmentPeriod,
  formatAgencyDate,
  formatDayText,
  IDENTITY_CARD_PAGE,
  localName,
  optionalFirestoreDate,
  periodText,
  staffCollections,
  staffProfessionTitle,
  workDone,
  type IdentityCardResponse,
  type StaffCertificateOrder,
  type SupportedLanguage,
} from '@vuoro/domain';
import { db } from '../../lib/admin';
import { agencyDocument, pdfAnswer, pdfFacts, renderPdf, type Content } from '../../lib/pdf';
import { shifts } from '../shift/store';

/**
 * The certificate of employment and the identity card as PDFs (functions/src/lib/pdf), in the
 * employee's language: the words and the rules of what they say are the domain's
 * (domain/src/staff/documents/wording.ts).
 */

/** How many of an employee's shifts a certificate reads. */
const SHIFTS_READ = 2000;
const contractSpan = z.object({ start: optionalFirestoreDate.catch(null), end: optionalFirestoreDate.catch(null) });
const workedShift = z.object({
  start: optionalFirestoreDate.catch(null),
  professionTitle: staffProfessionTitle.nullish().catch(null),
});

/** The employee's contracts' spans and approved shifts: what the period and the work done come from. */
async function employmentOf(employeeId: string) {
  const [contracts, worked] = await Promise.all([
    db().collection(staffCollections.employmentContracts).where('employeeId', '==', employeeId).select('start', 'end').get(),
    shifts()
      .where('employee.id', '==', employeeId)
      .where('state', 'in', [...APPROVED_SHIFT_STATES])
      .select('start', 'professionTitle')
      .limit(SHIFTS_READ)
      .get(),
  ]);
  return {
    contracts: contracts.docs
      .map((d) => contractSpan.parse(d.data()))
      .map((c) => ({ start: c.start ?? null, end: c.end ?? null })),
    shifts: worked.docs
      .map((d) => workedShift.parse(d.data()))
      .flatMap((s) => (s.start ? [{ start: s.start, title: s.professionTitle ?? null }] : [])),
  };
}

export interface CertificateSubject {
  employeeId: string;
  name: string;
  language: SupportedLanguage;
}

/** The certificate: temporary (no order) or final (the answered order, with its evaluation). */
export async function certificatePdf(who: CertificateSubject, order: StaffCertificateOrder | null, now: Date) {
  const words = DOCUMENT_WORDS[who.language];
  const { contracts, shifts: worked } = await employmentOf(who.employeeId);
  const titles = workDone(
    worked.flatMap((s) => (s.title ? [localName(s.title, who.language)] : [])),
    who.language,
  );
  const content: Content[] = [
    pdfFacts([
      [words.employer, EMPLOYER_NAME],
      [words.employee, who.name],
      [words.period, periodText(employmentPeriod(contracts, worked), words)],
      [words.work, titles.length ? titles.join(', ') : words.noWork],
      [words.issued, formatAgencyDate(order?.answeredAt ?? now)],
    ]),
  ];
  if (order?.evaluation) content.push({ text: words.evaluation, style: 'heading' }, { text: order.evaluation });
  if (!order) content.push({ text: words.temporaryNote, style: 'muted', margin: [0, 12, 0, 0] });
  const title = order ? words.certificate : words.temporaryCertificate;
  const bytes = await renderPdf(agencyDocument({ title, language: who.language, content, pageLabel: words.page }));
  return pdfAnswer(bytes, `${title} – ${who.name}.pdf`);
}

/** The identity card on a card-sized page. */
export async function identityCardPdf(card: IdentityCardResponse, language: SupportedLanguage) {
  const words = DOCUMENT_WORDS[language];
  const facts: [string, string][] = [
    [words.name, card.name],
    [words.employeeNumber, card.employeeNumber],
    [words.employer, card.employer],
    [words.validUntil, formatDayText(card.validUntil)],
  ];
  if (card.taxNumber) facts.push([words.taxNumber, card.taxNumber]);
  const bytes = await renderPdf(
    agencyDocument({ title: words.card, language, pageSize: { ...IDENTITY_CARD_PAGE }, content: [pdfFacts(facts)] }),
  );
  return pdfAnswer(bytes, `${words.card} – ${card.name}.pdf`);
}
