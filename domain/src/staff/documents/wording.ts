import type { SupportedLanguage } from '../../constants';
import { formatAgencyDate } from '../time';

/**
 * The words of the certificate of employment and the identity card PDFs, in each of our
 * languages (the employee's; Finnish until they choose), and what the certificate says about the
 * employment: its period and the work done. Dates are d.M.y on Helsinki's calendar.
 */
export interface DocumentWords {
  certificate: string;
  temporaryCertificate: string;
  employer: string;
  employee: string;
  period: string;
  ongoing: string;
  work: string;
  noWork: string;
  evaluation: string;
  issued: string;
  temporaryNote: string;
  page: (page: number, pages: number) => string;
  card: string;
  name: string;
  employeeNumber: string;
  validUntil: string;
  taxNumber: string;
}

export const DOCUMENT_WORDS: Record<SupportedLanguage, DocumentWords> = {
  fi: {
    certificate: 'Työtodistus',
    temporaryCertificate: 'Väliaikainen työtodistus',
    employer: 'Työnantaja',
    employee: 'Työntekijä',
    period: 'Työsuhteen kesto',
    ongoing: 'jatkuu',
    work: 'Työtehtävät',
    noWork: 'Ei hyväksyttyjä vuoroja',
    evaluation: 'Arvio työstä',
    issued: 'Päivätty',
    temporaryNote: 'Väliaikainen todistus, jonka työntekijä on tulostanut itse. Lopullisen työtodistuksen antaa toimisto.',
    page: (page, pages) => `Sivu ${page} / ${pages}`,
    card: 'Henkilökortti',
    name: 'Nimi',
    employeeNumber: 'Työntekijänumero',
    validUntil: 'Voimassa',
    taxNumber: 'Veronumero',
  },
  en: {
    certificate: 'Certificate of employment',
    temporaryCertificate: 'Temporary certificate of employment',
    employer: 'Employer',
    employee: 'Employee',
    period: 'Employment period',
    ongoing: 'ongoing',
    work: 'Work done',
    noWork: 'No approved shifts',
    evaluation: 'Evaluation',
    issued: 'Date',
    temporaryNote:
      'A temporary certificate the employee printed themselves. The agency issues the final certificate of employment.',
    page: (page, pages) => `Page ${page} / ${pages}`,
    card: 'Identity card',
    name: 'Name',
    employeeNumber: 'Employee number',
    validUntil: 'Valid until',
    taxNumber: 'Tax number',
  },
  sv: {
    certificate: 'Arbetsintyg',
    temporaryCertificate: 'Tillfälligt arbetsintyg',
    employer: 'Arbetsgivare',
    employee: 'Arbetstagare',
    period: 'Anställningens längd',
    ongoing: 'pågår',
    work: 'Arbetsuppgifter',
    noWork: 'Inga godkända skift',
    evaluation: 'Bedömning',
    issued: 'Datum',
    temporaryNote: 'Ett tillfälligt intyg som arbetstagaren har skrivit ut själv. Byrån utfärdar det slutliga arbetsintyget.',
    page: (page, pages) => `Sida ${page} / ${pages}`,
    card: 'ID-kort',
    name: 'Namn',
    employeeNumber: 'Anställningsnummer',
    validUntil: 'Giltigt till',
    taxNumber: 'Skattenummer',
  },
  uk: {
    certificate: 'Довідка з місця роботи',
    temporaryCertificate: 'Тимчасова довідка з місця роботи',
    employer: 'Роботодавець',
    employee: 'Працівник',
    period: 'Період роботи',
    ongoing: 'триває',
    work: 'Виконувана робота',
    noWork: 'Немає затверджених змін',
    evaluation: 'Оцінка',
    issued: 'Дата',
    temporaryNote: 'Тимчасова довідка, яку працівник роздрукував самостійно. Остаточну довідку видає агентство.',
    page: (page, pages) => `Сторінка ${page} / ${pages}`,
    card: 'Посвідчення працівника',
    name: 'Ім’я',
    employeeNumber: 'Табельний номер',
    validUntil: 'Дійсне до',
    taxNumber: 'Податковий номер',
  },
  ru: {
    certificate: 'Справка с места работы',
    temporaryCertificate: 'Временная справка с места работы',
    employer: 'Работодатель',
    employee: 'Работник',
    period: 'Период работы',
    ongoing: 'продолжается',
    work: 'Выполняемая работа',
    noWork: 'Нет утверждённых смен',
    evaluation: 'Оценка',
    issued: 'Дата',
    temporaryNote: 'Временная справка, которую работник распечатал сам. Окончательную справку выдаёт агентство.',
    page: (page, pages) => `Страница ${page} / ${pages}`,
    card: 'Удостоверение работника',
    name: 'Имя',
    employeeNumber: 'Табельный номер',
    validUntil: 'Действительно до',
    taxNumber: 'Налоговый номер',
  },
};

interface Span {
  start: Date | null;
  end: Date | null;
}

/**
 * The employment period: from the first contract's start to the last one's end (ongoing while a
 * contract has no end); without contracts, from the first approved shift, ongoing. Null when
 * there is neither.
 */
export function employmentPeriod(
  contracts: readonly Span[],
  shifts: readonly { start: Date }[],
): { start: Date; end: Date | null } | null {
  const starts = contracts.flatMap((c) => (c.start ? [c.start.getTime()] : []));
  if (starts.length > 0) {
    const ongoing = contracts.some((c) => !c.end);
    const end = ongoing ? null : new Date(Math.max(...contracts.map((c) => c.end!.getTime())));
    return { start: new Date(Math.min(...starts)), end };
  }
  if (shifts.length === 0) return null;
  return { start: new Date(Math.min(...shifts.map((s) => s.start.getTime()))), end: null };
}

/** The period as the certificate writes it: `1.4.2026 – 31.3.2027`, or `1.4.2026 – ongoing`, or a dash. */
export function periodText(period: { start: Date; end: Date | null } | null, words: DocumentWords): string {
  if (!period) return '–';
  return `${formatAgencyDate(period.start)} – ${period.end ? formatAgencyDate(period.end) : words.ongoing}`;
}

/** The work done: each profession title once, in the certificate's language, alphabetically. */
export function workDone(titles: readonly string[], language: SupportedLanguage): string[] {
  return [...new Set(titles)].sort((a, b) => a.localeCompare(b, language));
}

/** The staff message an employee gets when the desk has answered their order, in their language. */
export const CERTIFICATE_READY_MESSAGE: Record<SupportedLanguage, { subject: string; body: string }> = {
  fi: {
    subject: 'Työtodistuksesi on valmis',
    body: 'Tilaamasi työtodistus on valmis. Voit ladata sen profiilisi kohdasta Työtodistus.',
  },
  en: {
    subject: 'Your certificate of employment is ready',
    body: 'The certificate of employment you ordered is ready. You can download it in your profile under Certificate of employment.',
  },
  sv: {
    subject: 'Ditt arbetsintyg är klart',
    body: 'Arbetsintyget du beställde är klart. Du kan ladda ner det i din profil under Arbetsintyg.',
  },
  uk: {
    subject: 'Ваша довідка з місця роботи готова',
    body: 'Замовлена вами довідка з місця роботи готова. Ви можете завантажити її у профілі в розділі «Довідка з місця роботи».',
  },
  ru: {
    subject: 'Ваша справка с места работы готова',
    body: 'Заказанная вами справка с места работы готова. Вы можете скачать её в профиле в разделе «Справка с места работы».',
  },
};
