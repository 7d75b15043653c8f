import {
  agencyDayStart,
  CONTRACT_TEXTS,
  fillText,
  formatAgencyDate,
  formatAgencyTime,
  formatEuros,
  localPart,
  MAIN_PART,
  weeklyHoursText,
  type ContractPart,
  type StaffEmploymentContract,
  type SupportedLanguage,
} from '@vuoro/domain';
import { agencyDocument, pdfAnswer, pdfFacts, renderPdf, type Content } from '../../lib/pdf';
import type { FileAnswer } from '@vuoro/domain';

/**
 * The contract's PDFs (domain/src/staff/contracts/README.md, "PDFs"): the whole contract (terms,
 * every part, the signature block) and one part alone, in the reader's language with the Finnish
 * original after each translated part.
 */

const day = (text: string) => {
  const start = agencyDayStart(text);
  return start ? formatAgencyDate(start) : text;
};

/** A text as paragraphs (a blank line between them); single line breaks kept. */
const paragraphs = (text: string): Content[] =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => ({ text: p, margin: [0, 0, 0, 6] }));

/** One part: its text in `language`, then the Finnish original when the text was translated. */
function partContent(part: ContractPart, language: SupportedLanguage, heading: string | null): Content[] {
  const local = localPart(part, language);
  const texts = CONTRACT_TEXTS[language];
  const out: Content[] = [];
  if (heading !== null) out.push({ text: heading, style: 'heading' });
  out.push(...paragraphs(local.text));
  if (local.language !== 'fi') {
    out.push({ text: texts.original, style: 'heading' }, { text: part.title.fi, bold: true, margin: [0, 0, 0, 6] });
    out.push(...paragraphs(part.text.fi));
  }
  return out;
}

const pageLabel = (language: SupportedLanguage) => (page: number, pages: number) =>
  fillText(CONTRACT_TEXTS[language].page, { page, pages });

const attachmentHeading = (part: ContractPart, index: number, language: SupportedLanguage) =>
  `${fillText(CONTRACT_TEXTS[language].attachment, { n: index + 1 })}: ${localPart(part, language).title}`;

/** The whole contract: terms, the contract's text, each attachment, and who signed which versions when. */
export async function contractPdf(
  contract: StaffEmploymentContract,
  employeeName: string,
  language: SupportedLanguage,
): Promise<FileAnswer> {
  const texts = CONTRACT_TEXTS[language];
  const { terms } = contract;
  const main = contract.parts.find((p) => p.id === MAIN_PART);
  const attachments = contract.parts.filter((p) => p.id !== MAIN_PART);
  const titleOf = (p: ContractPart) =>
    p.id === MAIN_PART ? texts.contractText : attachmentHeading(p, attachments.indexOf(p), language);
  const signature: Content[] = [{ text: texts.signature, style: 'heading' }];
  if (contract.signed) {
    const { by, at, versions } = contract.signed;
    signature.push({
      text: fillText(texts.signedBy, { name: by.name ?? employeeName, date: formatAgencyDate(at), time: formatAgencyTime(at) }),
      margin: [0, 0, 0, 6],
    });
    signature.push({
      ul: contract.parts.map((p) => fillText(texts.partVersion, { part: titleOf(p), version: versions[p.id] ?? '–' })),
      style: 'muted',
    });
  } else {
    signature.push({ text: texts.notSigned });
  }
  const title = localPart(main ?? contract.parts[0]!, language).title;
  const definition = agencyDocument({
    title,
    language,
    pageLabel: pageLabel(language),
    content: [
      pdfFacts([
        [texts.employer, terms.employer],
        [texts.employee, employeeName],
        [texts.startDate, day(terms.startDate)],
        [texts.endDate, terms.endDate === null ? texts.untilFurtherNotice : day(terms.endDate)],
        [texts.hourlyWage, formatEuros(terms.hourlyWage, language)],
        [texts.weeklyHours, weeklyHoursText(terms.weeklyHours, language)],
      ]),
      ...(main ? partContent(main, language, null) : []),
      ...attachments.flatMap((p, i) => [
        { text: '', pageBreak: 'before' } as Content,
        ...partContent(p, language, attachmentHeading(p, i, language)),
      ]),
      ...signature,
    ],
  });
  return pdfAnswer(await renderPdf(definition), `contract-${contract.id}.pdf`);
}

/** One part alone (a preview's PDF): its title, its text, the Finnish original when translated. */
export async function contractPartPdf(
  contract: Pick<StaffEmploymentContract, 'id' | 'parts'>,
  part: ContractPart,
  language: SupportedLanguage,
): Promise<FileAnswer> {
  const index = contract.parts.filter((p) => p.id !== MAIN_PART).indexOf(part);
  const title = part.id === MAIN_PART ? localPart(part, language).title : attachmentHeading(part, index, language);
  const definition = agencyDocument({
    title,
    language,
    pageLabel: pageLabel(language),
    content: partContent(part, language, null),
  });
  const suffix = part.id === MAIN_PART ? '' : `-${part.id}`;
  return pdfAnswer(await renderPdf(definition), `contract-${contract.id}${suffix}.pdf`);
}
