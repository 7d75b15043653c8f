import type { SupportedLanguage } from '../../constants';
import type { MailRequest } from '../mail/model';

/**
 * The invite an internal employee gets (`invite` on the form): their first sign-in link, made by
 * Firebase Auth for their email as the first-time sign-in of /verify takes it, sent as a plain mail
 * through the SMTP queue in the employee's own language. The link opens the staff application,
 * where the first sign-in links the account to the employee's staff record.
 */
const INVITE: Record<SupportedLanguage, { subject: string; body: string }> = {
  fi: {
    subject: 'Kutsu Vuoroon: {{customer}}',
    body: 'Hei {{name}},\n\n{{customer}} on lisännyt sinut Vuoroon. Kirjaudu ensimmäisen kerran tästä linkistä:\n\n{{link}}\n\nLinkki toimii kerran. Jos et odottanut tätä viestiä, voit jättää sen huomiotta.',
  },
  en: {
    subject: 'Invitation to Vuoro: {{customer}}',
    body: 'Hello {{name}},\n\n{{customer}} has added you to Vuoro. Sign in for the first time with this link:\n\n{{link}}\n\nThe link works once. If you did not expect this email, you can ignore it.',
  },
  sv: {
    subject: 'Inbjudan till Vuoro: {{customer}}',
    body: 'Hej {{name}},\n\n{{customer}} har lagt till dig i Vuoro. Logga in första gången med den här länken:\n\n{{link}}\n\nLänken fungerar en gång. Om du inte väntade dig det här meddelandet kan du bortse från det.',
  },
  uk: {
    subject: 'Запрошення до Vuoro: {{customer}}',
    body: 'Вітаємо, {{name}}!\n\n{{customer}} додав(-ла) вас до Vuoro. Увійдіть уперше за цим посиланням:\n\n{{link}}\n\nПосилання діє один раз. Якщо ви не очікували цього листа, просто проігноруйте його.',
  },
  ru: {
    subject: 'Приглашение в Vuoro: {{customer}}',
    body: 'Здравствуйте, {{name}}!\n\n{{customer}} добавил(-а) вас в Vuoro. Войдите в первый раз по этой ссылке:\n\n{{link}}\n\nСсылка действует один раз. Если вы не ожидали этого письма, просто проигнорируйте его.',
  },
};

/** The invite mail to `to`, in `language`: the greeting, the customer's name and the link. */
export function internalEmployeeInviteMail(
  to: { email: string; firstName: string; language: SupportedLanguage },
  customer: string,
  link: string,
  relatedId: string,
): MailRequest {
  const words = INVITE[to.language];
  const fill = (text: string) =>
    text.replaceAll('{{name}}', to.firstName).replaceAll('{{customer}}', customer).replaceAll('{{link}}', link);
  return {
    to: to.email,
    language: to.language,
    subject: fill(words.subject),
    text: fill(words.body),
    kind: 'notification',
    relatedId,
  };
}
