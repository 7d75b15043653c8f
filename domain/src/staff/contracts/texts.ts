import type { SupportedLanguage } from '../../constants';
import { formatHours, numberFormat } from '../../intl-formats';

/**
 * The texts the functions write about contracts, in five languages: the staff message that tells an
 * employee of a contract to sign, and the PDF's labels. Only the functions use them (the web has its
 * own namespace), so they stay out of `SHARED_TEXTS`; texts.test.ts holds every key in every language.
 */
export interface ContractTexts {
  messageSubject: string;
  /** `{title}`: the contract's title in the employee's language. */
  messageBody: string;
  employer: string;
  employee: string;
  startDate: string;
  endDate: string;
  untilFurtherNotice: string;
  hourlyWage: string;
  weeklyHours: string;
  /** `{hours}`: "37,5" or "20–37,5". */
  hoursPerWeek: string;
  /** `{n}`: 1, 2, … */
  attachment: string;
  /** Heading of the Finnish text beside a translation. */
  original: string;
  signature: string;
  /** `{name}`, `{date}`, `{time}`. */
  signedBy: string;
  notSigned: string;
  /** A part's version in the signature block: `{part}`, `{version}`. */
  partVersion: string;
  contractText: string;
  /** `{page}` / `{pages}`. */
  page: string;
}

export const CONTRACT_TEXTS: Record<SupportedLanguage, ContractTexts> = {
  fi: {
    messageSubject: 'Uusi työsopimus allekirjoitettavaksi',
    messageBody:
      'Toimisto on lähettänyt sinulle työsopimuksen ”{title}”. Lue sopimus ja kaikki sen liitteet ja allekirjoita se kohdassa Profiili › Työsopimukset.',
    employer: 'Työnantaja',
    employee: 'Työntekijä',
    startDate: 'Alkaa',
    endDate: 'Päättyy',
    untilFurtherNotice: 'Toistaiseksi voimassa',
    hourlyWage: 'Tuntipalkka',
    weeklyHours: 'Työaika',
    hoursPerWeek: '{hours} h / viikko',
    attachment: 'Liite {n}',
    original: 'Alkuperäinen (suomeksi)',
    signature: 'Allekirjoitus',
    signedBy: 'Allekirjoittanut sähköisesti {name} {date} klo {time}',
    notSigned: 'Ei vielä allekirjoitettu',
    partVersion: '{part}: versio {version}',
    contractText: 'Sopimus',
    page: 'Sivu {page} / {pages}',
  },
  en: {
    messageSubject: 'A new employment contract to sign',
    messageBody:
      'The agency has sent you the employment contract “{title}”. Read the contract and all its attachments, then sign it under Profile › Employment contracts.',
    employer: 'Employer',
    employee: 'Employee',
    startDate: 'Starts',
    endDate: 'Ends',
    untilFurtherNotice: 'Until further notice',
    hourlyWage: 'Hourly wage',
    weeklyHours: 'Working hours',
    hoursPerWeek: '{hours} h / week',
    attachment: 'Attachment {n}',
    original: 'Original (Finnish)',
    signature: 'Signature',
    signedBy: 'Signed electronically by {name} on {date} at {time}',
    notSigned: 'Not signed yet',
    partVersion: '{part}: version {version}',
    contractText: 'Contract',
    page: 'Page {page} / {pages}',
  },
  sv: {
    messageSubject: 'Ett nytt anställningsavtal att skriva under',
    messageBody:
      'Byrån har skickat anställningsavtalet ”{title}” till dig. Läs avtalet och alla dess bilagor och skriv sedan under det under Profil › Anställningsavtal.',
    employer: 'Arbetsgivare',
    employee: 'Arbetstagare',
    startDate: 'Börjar',
    endDate: 'Slutar',
    untilFurtherNotice: 'Tills vidare',
    hourlyWage: 'Timlön',
    weeklyHours: 'Arbetstid',
    hoursPerWeek: '{hours} h / vecka',
    attachment: 'Bilaga {n}',
    original: 'Original (på finska)',
    signature: 'Underskrift',
    signedBy: 'Elektroniskt undertecknat av {name} {date} kl. {time}',
    notSigned: 'Inte undertecknat ännu',
    partVersion: '{part}: version {version}',
    contractText: 'Avtal',
    page: 'Sida {page} / {pages}',
  },
  uk: {
    messageSubject: 'Новий трудовий договір на підпис',
    messageBody:
      'Агентство надіслало вам трудовий договір «{title}». Прочитайте договір і всі додатки до нього, а потім підпишіть його в розділі Профіль › Трудові договори.',
    employer: 'Роботодавець',
    employee: 'Працівник',
    startDate: 'Початок',
    endDate: 'Закінчення',
    untilFurtherNotice: 'Безстроково',
    hourlyWage: 'Погодинна оплата',
    weeklyHours: 'Робочий час',
    hoursPerWeek: '{hours} год / тиждень',
    attachment: 'Додаток {n}',
    original: 'Оригінал (фінською)',
    signature: 'Підпис',
    signedBy: 'Підписано електронно: {name}, {date} о {time}',
    notSigned: 'Ще не підписано',
    partVersion: '{part}: версія {version}',
    contractText: 'Договір',
    page: 'Сторінка {page} / {pages}',
  },
  ru: {
    messageSubject: 'Новый трудовой договор на подпись',
    messageBody:
      'Агентство отправило вам трудовой договор «{title}». Прочитайте договор и все приложения к нему, а затем подпишите его в разделе Профиль › Трудовые договоры.',
    employer: 'Работодатель',
    employee: 'Работник',
    startDate: 'Начало',
    endDate: 'Окончание',
    untilFurtherNotice: 'Бессрочно',
    hourlyWage: 'Почасовая оплата',
    weeklyHours: 'Рабочее время',
    hoursPerWeek: '{hours} ч / неделя',
    attachment: 'Приложение {n}',
    original: 'Оригинал (на финском)',
    signature: 'Подпись',
    signedBy: 'Подписано электронно: {name}, {date} в {time}',
    notSigned: 'Ещё не подписано',
    partVersion: '{part}: версия {version}',
    contractText: 'Договор',
    page: 'Страница {page} / {pages}',
  },
};

/** `template` with each `{name}` replaced by `values[name]` (an unknown name stays as written). */
export const fillText = (template: string, values: Readonly<Record<string, string | number>>): string =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

/** The weekly hours of a contract's terms: one figure, or a range with non-breaking joiners. */
export function weeklyHoursText(range: { min: number; max: number }, language: SupportedLanguage): string {
  const hours =
    range.min === range.max
      ? formatHours(range.min, language)
      : `${formatHours(range.min, language)}\u2060–\u2060${formatHours(range.max, language)}`;
  return fillText(CONTRACT_TEXTS[language].hoursPerWeek, { hours });
}

/** Euros in the language's way (`18,50 €`; `€18.50` in English). */
export const formatEuros = (amount: number, language: SupportedLanguage): string =>
  numberFormat(language === 'en' ? 'en-IE' : language, { style: 'currency', currency: 'EUR' }).format(amount);

/** The staff message that tells the employee of a contract to sign, in their language. */
export function contractMessage(title: string, language: SupportedLanguage): { subject: string; body: string } {
  const texts = CONTRACT_TEXTS[language];
  return { subject: texts.messageSubject, body: fillText(texts.messageBody, { title }) };
}
