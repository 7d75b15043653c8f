import { z } from 'zod';
import { STAFF_DEFAULT_LANGUAGE, TEXT_LIMITS, type SupportedLanguage } from '../../constants';
import { requiredText } from '../../entities/common';
import { languageName } from '../../intl-formats';
import { messageText } from '../../validation/message';
import { MAIL_NAME_MAX, type MailParty, type MailRequest } from './model';

/**
 * PUT /v1/Support/SendEmail {Subject, Message, SendTo}: an employee or a customer user writes to
 * the agency. Spec section 7 names the fields, not `SendTo`'s values: ours are the agency's
 * mailboxes a person may write to, each an address the deployment configures
 * (`SUPPORT_EMAIL_SERVICE_CENTRE`, `SUPPORT_EMAIL_PAYROLL`, functions/.env.demo-vuoro).
 */
export const SUPPORT_MAIL_TARGETS = ['serviceCentre', 'payroll'] as const;
export type SupportMailTarget = (typeof SUPPORT_MAIL_TARGETS)[number];

/** The agency reads its mail in Finnish: the language support mails are written in. */
export const AGENCY_LANGUAGE: SupportedLanguage = STAFF_DEFAULT_LANGUAGE;

export const sendSupportEmailBody = z
  .object({
    Subject: requiredText(TEXT_LIMITS.short),
    /** At least 5 characters (spec sections 4 and 9). */
    Message: messageText,
    SendTo: z.enum(SUPPORT_MAIL_TARGETS),
  })
  .strict();
export type SendSupportEmailBody = z.infer<typeof sendSupportEmailBody>;

/** The answer once the mail is queued: sending happens after, and is retried (the desk sees a failure). */
export const sendSupportEmailResponse = z.object({
  sendTo: z.enum(SUPPORT_MAIL_TARGETS),
  queuedAt: z.iso.datetime(),
});
export type SendSupportEmailResponse = z.infer<typeof sendSupportEmailResponse>;

/** The words around a support mail, in the agency's language (any of ours, so a deployment may pick another). */
const SUPPORT_MAIL_WORDS: Record<
  SupportedLanguage,
  {
    subject: string;
    from: string;
    noAddress: string;
    language: string;
    role: string;
    employee: string;
    customer: string;
    reply: string;
  }
> = {
  fi: {
    subject: 'Tukipyyntö',
    from: 'Lähettäjä',
    noAddress: 'ei sähköpostiosoitetta',
    language: 'Kieli',
    role: 'Rooli',
    employee: 'työntekijä',
    customer: 'asiakaskäyttäjä',
    reply: 'Vastaa tähän viestiin, niin vastaus menee lähettäjälle.',
  },
  en: {
    subject: 'Support request',
    from: 'From',
    noAddress: 'no email address',
    language: 'Language',
    role: 'Role',
    employee: 'employee',
    customer: 'customer user',
    reply: 'Reply to this email to answer the sender.',
  },
  sv: {
    subject: 'Supportärende',
    from: 'Från',
    noAddress: 'ingen e-postadress',
    language: 'Språk',
    role: 'Roll',
    employee: 'anställd',
    customer: 'kundanvändare',
    reply: 'Svara på det här meddelandet så går svaret till avsändaren.',
  },
  uk: {
    subject: 'Звернення до підтримки',
    from: 'Відправник',
    noAddress: 'немає електронної адреси',
    language: 'Мова',
    role: 'Роль',
    employee: 'працівник',
    customer: 'користувач клієнта',
    reply: 'Дайте відповідь на цей лист, і відповідь отримає відправник.',
  },
  ru: {
    subject: 'Обращение в поддержку',
    from: 'Отправитель',
    noAddress: 'нет адреса электронной почты',
    language: 'Язык',
    role: 'Роль',
    employee: 'сотрудник',
    customer: 'пользователь клиента',
    reply: 'Ответьте на это письмо, и ответ получит отправитель.',
  },
};

export interface SupportMailSender {
  name: string;
  /** The address on the sender's staff record (answers go there), or null. */
  email: string | null;
  /** The language the sender uses the product in. */
  language: SupportedLanguage;
  role: 'employee' | 'customer';
}

/**
 * The mail a support message becomes: to the chosen mailbox, in the agency's language, the
 * sender's words untouched, then who wrote (name, address, language, role); the sender is the
 * Reply-To, so the agency answers with its mail program.
 */
export function supportMail(
  body: SendSupportEmailBody,
  sender: SupportMailSender,
  to: string,
  language: SupportedLanguage = AGENCY_LANGUAGE,
): MailRequest {
  const w = SUPPORT_MAIL_WORDS[language];
  const senderLanguage = languageName(sender.language, language);
  // A stored address that is no address is left out rather than failing the whole mail.
  const email = sender.email && z.email().safeParse(sender.email).success ? sender.email : null;
  const replyTo: MailParty | null = email ? { name: sender.name.slice(0, MAIL_NAME_MAX), address: email } : null;
  const text = [
    body.Message,
    '',
    '--',
    `${w.from}: ${sender.name} ${email ? `<${email}>` : `(${w.noAddress})`}`,
    `${w.language}: ${senderLanguage} (${sender.language})`,
    `${w.role}: ${sender.role === 'employee' ? w.employee : w.customer}`,
    ...(replyTo ? ['', w.reply] : []),
  ].join('\n');
  return {
    to,
    language,
    subject: `${w.subject}: ${body.Subject.replace(/\s+/g, ' ')}`,
    text,
    replyTo,
    kind: 'support',
    relatedId: null,
  };
}
