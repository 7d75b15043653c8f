import type { SupportedLanguage } from '../../constants';
import { MESSAGE_MAIL_TEXTS } from '../../texts/message-mail';
import { MAIL_SUBJECT_MAX } from '../mail/model';
import type { StaffMessage } from './model';

const fill = (template: string, values: Record<string, string>): string =>
  template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);

/**
 * The mail telling `firstName` of a new message, in `language`: the subject behind the agency's
 * words, then a greeting (when the record has a first name), the message's subject and body as written, a line when it is about a
 * shift, and where to read it and turn such mails off. Plain text, like every mail we send.
 */
export function messageMail(
  message: Pick<StaffMessage, 'subject' | 'body' | 'shiftId'>,
  firstName: string,
  language: SupportedLanguage,
): { subject: string; text: string } {
  const t = MESSAGE_MAIL_TEXTS[language];
  const subject = fill(t.subject, { subject: message.subject }).slice(0, MAIL_SUBJECT_MAX);
  const name = firstName.trim();
  const lines = [
    // A record without a first name gets no greeting rather than 'Hei ,'.
    ...(name ? [fill(t.greeting, { name }), ''] : []),
    t.intro,
    '',
    message.subject,
    '',
    message.body,
    ...(message.shiftId ? ['', t.shiftNote] : []),
    '',
    '--',
    t.footer,
  ];
  return { subject, text: lines.join('\n') };
}
