import { createTransport, type Transporter } from 'nodemailer';
import { z } from 'zod';
import type { StaffMail } from '@vuoro/domain';
import { log } from './log';

/**
 * The SMTP client (nodemailer) that sends the mails of `staffMail`. Its relay comes from the
 * environment: SMTP_HOST, SMTP_PORT, SMTP_SECURE (TLS from the first byte, port 465; otherwise
 * STARTTLS, which SMTP_REQUIRE_TLS insists on unless set to `false`: no password or mail goes over
 * a connection an attacker downgraded), SMTP_USER and MAIL_FROM in `.env.<project>`, the password
 * SMTP_PASSWORD from Secret Manager (`mailSecrets`). The emulator sends to the loopback SMTP server
 * of `tests/support/smtp-server.ts` on 127.0.0.1:2525 (`functions/.env.demo-vuoro`), which the
 * tests and `npm start` run.
 */

const flag = z.enum(['true', 'false']).transform((v) => v === 'true');

const schema = z
  .object({
    SMTP_HOST: z.string().min(1),
    SMTP_PORT: z.coerce.number().int().min(1).max(65_535).default(587),
    SMTP_SECURE: flag.default(false),
    /** Without SMTP_SECURE: refuse a relay that does not upgrade with STARTTLS (`false` only for the loopback demo server). */
    SMTP_REQUIRE_TLS: flag.default(true),
    /** The relay's username; none for a relay that takes mail without signing in. */
    SMTP_USER: z.string().min(1).optional(),
    SMTP_PASSWORD: z.string().min(1).optional(),
    /** The sender every mail carries ('Vuoro <no-reply@vuoro.fi>'). */
    MAIL_FROM: z.string().min(3),
    /** How long to wait for the relay (connecting, its greeting, each answer) before giving up. */
    SMTP_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  })
  .refine((e) => !e.SMTP_USER || !!e.SMTP_PASSWORD, { path: ['SMTP_PASSWORD'] });

export interface MailConfig {
  host: string;
  port: number;
  secure: boolean;
  requireTls: boolean;
  auth: { user: string; pass: string } | null;
  from: string;
  timeoutMs: number;
}

/**
 * Why a mail was not sent. `notConfigured`: the relay's settings are missing or invalid;
 * `rejected`: the relay refused it (a 5xx: wrong credentials, a refused sender or recipient);
 * `unavailable`: the relay could not be reached, timed out or answered a 4xx (try again later).
 * Its message never carries the password.
 */
export type MailFailureReason = 'notConfigured' | 'rejected' | 'unavailable';

export class MailFailure extends Error {
  constructor(
    readonly reason: MailFailureReason,
    message: string,
    /** The relay's SMTP reply code, when it answered. */
    readonly responseCode?: number,
  ) {
    super(message);
    this.name = 'MailFailure';
  }
}

/** Parses an environment into the relay's settings; throws `notConfigured` naming the variables, never their values. */
export function parseMailConfig(env: Record<string, string | undefined>): MailConfig {
  const result = schema.safeParse(env);
  if (!result.success) {
    const names = [...new Set(result.error.issues.map((i) => i.path.join('.')))].join(', ');
    throw new MailFailure('notConfigured', `Mail configuration is invalid: ${names}`);
  }
  const e = result.data;
  return {
    host: e.SMTP_HOST,
    port: e.SMTP_PORT,
    secure: e.SMTP_SECURE,
    requireTls: e.SMTP_REQUIRE_TLS,
    auth: e.SMTP_USER ? { user: e.SMTP_USER, pass: e.SMTP_PASSWORD! } : null,
    from: e.MAIL_FROM,
    timeoutMs: e.SMTP_TIMEOUT_MS,
  };
}

let cached: MailConfig | null = null;

/** The relay's settings of this process, parsed on first use (a deployment without them fails only when it sends). */
export function mailConfig(): MailConfig {
  cached ??= parseMailConfig(process.env);
  return cached;
}

/** Secrets the functions that send mail bind in production (the emulator reads `.env.demo-vuoro`). */
export function mailSecrets(): string[] {
  return process.env.FUNCTIONS_EMULATOR === 'true' ? [] : ['SMTP_PASSWORD'];
}

/** One transporter per configuration (it keeps no connection open between sends). */
const transporters = new WeakMap<MailConfig, Transporter>();
function transporter(config: MailConfig): Transporter {
  let t = transporters.get(config);
  if (!t) {
    t = createTransport({
      host: config.host,
      port: config.port,
      secure: config.secure,
      requireTLS: !config.secure && config.requireTls,
      ...(config.auth ? { auth: config.auth } : {}),
      connectionTimeout: config.timeoutMs,
      greetingTimeout: config.timeoutMs,
      socketTimeout: config.timeoutMs,
    });
    transporters.set(config, t);
  }
  return t;
}

/** The part of an address the logs may show: its domain ('…@vuoro.fi'). */
const domainOf = (address: string) => `…@${address.split('@').pop() ?? ''}`;

type OutgoingMail = Pick<StaffMail, 'to' | 'subject' | 'text' | 'replyTo' | 'language'>;

/** Sends one mail through the relay and answers its Message-ID; throws `MailFailure`. */
export async function sendMail(mail: OutgoingMail, config: MailConfig = mailConfig()): Promise<{ messageId: string | null }> {
  try {
    const info = (await transporter(config).sendMail({
      from: config.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      ...(mail.replyTo
        ? { replyTo: mail.replyTo.name ? { name: mail.replyTo.name, address: mail.replyTo.address } : mail.replyTo.address }
        : {}),
      headers: { 'Content-Language': mail.language },
    })) as { messageId?: string };
    log.info('mail sent', { to: domainOf(mail.to) });
    return { messageId: info.messageId ?? null };
  } catch (error) {
    const e = error as { code?: string; responseCode?: number; message?: string };
    const code = typeof e.responseCode === 'number' ? e.responseCode : undefined;
    const permanent = code !== undefined && code >= 500;
    const reason = (e.message ?? String(error)).replaceAll(config.auth?.pass ?? '\u0000', '[redacted]');
    // Keys without 'code' in them: the log module redacts those.
    const data = { host: config.host, error: e.code, smtpReply: code, to: domainOf(mail.to) };
    // A refused sign-in means our credentials are wrong: an operator has to act.
    (e.code === 'EAUTH' ? log.error : log.warn)('mail not sent', data);
    throw new MailFailure(permanent ? 'rejected' : 'unavailable', reason, code);
  }
}
