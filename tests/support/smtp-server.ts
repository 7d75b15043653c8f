import type { AddressInfo } from 'node:net';
import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer, type SMTPServerAddress } from 'smtp-server';

/**
 * A local SMTP server on loopback (smtp-server) that takes what the functions send over SMTP and
 * parses each mail (mailparser), so a test reads what a mailbox would get: the functions emulator
 * reaches it through `functions/.env.demo-vuoro` (127.0.0.1:2525, these demo credentials, no
 * TLS); `npm start` runs one through `scripts/mail-server.ts`.
 *
 * It requires AUTH (PLAIN or LOGIN) with the demo username and password (535 otherwise), keeps
 * every mail it accepted (`mails`), and can refuse mail for a while (`refuse(451)`: a relay that
 * is there but will not take mail now; `accept()` ends it).
 */

export const SMTP_DEMO_CREDENTIALS = { username: 'demo-smtp-user', password: 'demo-smtp-password' } as const;
export const SMTP_SERVER_PORT = 2525;

export interface MailAddress {
  name: string;
  address: string;
}

export interface ReceivedMail {
  /** The envelope: MAIL FROM and each RCPT TO, as the relay saw them. */
  envelope: { from: string | null; to: string[] };
  from: MailAddress | null;
  to: MailAddress[];
  replyTo: MailAddress | null;
  subject: string;
  text: string;
  /** The Content-Language header, if any. */
  language: string | null;
  messageId: string | null;
  /** The username the client signed in with. */
  username: string | null;
  /** The message as it came over the wire (an .eml file's content). */
  raw: string;
}

export interface SmtpServerOptions {
  username?: string;
  password?: string;
  /** Called with each accepted mail (the demo server prints and saves it). */
  onMail?: (mail: ReceivedMail) => void;
}

export interface SmtpServer {
  readonly port: number;
  /** The mails accepted, oldest first. */
  readonly mails: readonly ReceivedMail[];
  /** The first mail (received or still to come) that `predicate` accepts; rejects after `timeoutMs`. */
  waitFor(predicate: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  /** Forgets what arrived. */
  clear(): void;
  /** Refuses every mail with this SMTP reply code (4xx: try later; 5xx: never) until `accept()`. */
  refuse(code: number, message?: string): void;
  accept(): void;
  close(): Promise<void>;
}

const first = (a: AddressObject | AddressObject[] | undefined): MailAddress[] =>
  (Array.isArray(a) ? a : a ? [a] : []).flatMap((o) => o.value).map((v) => ({ name: v.name, address: v.address ?? '' }));

const smtpError = (code: number, message: string) => Object.assign(new Error(message), { responseCode: code });

export async function startSmtpServer(port: number = SMTP_SERVER_PORT, options: SmtpServerOptions = {}): Promise<SmtpServer> {
  const username = options.username ?? SMTP_DEMO_CREDENTIALS.username;
  const password = options.password ?? SMTP_DEMO_CREDENTIALS.password;
  const mails: ReceivedMail[] = [];
  const waiters = new Set<(mail: ReceivedMail) => void>();
  let refusing: { code: number; message: string } | null = null;

  const server = new SMTPServer({
    name: 'vuoro-local-smtp',
    secure: false,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authMethods: ['PLAIN', 'LOGIN'],
    logger: false,
    closeTimeout: 1_000,
    size: 10 * 1024 * 1024,
    onAuth(auth, _session, callback) {
      if (auth.username === username && auth.password === password) callback(null, { user: auth.username });
      else callback(smtpError(535, 'Authentication credentials invalid'));
    },
    onMailFrom(_address: SMTPServerAddress, _session, callback) {
      callback(refusing ? smtpError(refusing.code, refusing.message) : null);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        simpleParser(raw).then(
          (parsed) => {
            const language = parsed.headers.get('content-language');
            const mail: ReceivedMail = {
              envelope: {
                from: session.envelope.mailFrom ? session.envelope.mailFrom.address : null,
                to: session.envelope.rcptTo.map((r) => r.address),
              },
              from: first(parsed.from)[0] ?? null,
              to: first(parsed.to),
              replyTo: first(parsed.replyTo)[0] ?? null,
              subject: parsed.subject ?? '',
              text: (parsed.text ?? '').replace(/\n$/, ''),
              language: typeof language === 'string' ? language : null,
              messageId: parsed.messageId ?? null,
              username: typeof session.user === 'string' ? session.user : null,
              raw: raw.toString('utf8'),
            };
            mails.push(mail);
            options.onMail?.(mail);
            for (const waiter of [...waiters]) waiter(mail);
            callback();
          },
          (error: Error) => callback(smtpError(554, `Message could not be parsed: ${error.message}`)),
        );
      });
    },
  });
  // A client that drops its connection is no failure of the server.
  server.on('error', () => undefined);

  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });

  return {
    port: (server.server.address() as AddressInfo).port,
    mails,
    waitFor(predicate, timeoutMs = 45_000) {
      const found = mails.find(predicate);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no such mail within ${timeoutMs} ms; received: ${JSON.stringify(mails.map((m) => m.subject))}`));
        }, timeoutMs);
        function check(mail: ReceivedMail) {
          if (!predicate(mail)) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(mail);
        }
        waiters.add(check);
      });
    },
    clear() {
      mails.length = 0;
    },
    refuse(code, message = 'Service not available, try again later') {
      refusing = { code, message };
    },
    accept() {
      refusing = null;
    },
    close() {
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
