import en from './en/messageMail.json';
import fi from './fi/messageMail.json';
import ru from './ru/messageMail.json';
import sv from './sv/messageMail.json';
import uk from './uk/messageMail.json';

/**
 * The mail that tells an employee of a new message from the agency (`messageMail`,
 * `texts/<lng>/messageMail.json`), worded by domain/src/staff/messages/mail.ts. Only the functions
 * write it, so like the push texts it stays out of `SHARED_TEXTS` (the web bundles that table
 * before sign-in); mail.test.ts holds every key in every language.
 */
export const MESSAGE_MAIL_TEXTS = { fi, en, sv, uk, ru } as const;
