import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MailFailure, parseMailConfig, sendMail, type MailConfig } from '../../functions/src/lib/mail';
import { SMTP_DEMO_CREDENTIALS, startSmtpServer, type SmtpServer } from '../support/smtp-server';

/**
 * The SMTP client (functions/src/lib/mail.ts) against the local SMTP server
 * (tests/support/smtp-server.ts): what arrives there, parsed by mailparser, is what a mailbox
 * would get. No emulator is needed (a free port of its own); the functions emulator reaches the
 * same server through `functions/.env.demo-vuoro`, which the last test reads.
 */
let smtp: SmtpServer;
let config: MailConfig;
const env = (over: Record<string, string | undefined> = {}) => ({
  SMTP_HOST: '127.0.0.1',
  SMTP_PORT: String(smtp.port),
  SMTP_REQUIRE_TLS: 'false',
  SMTP_USER: SMTP_DEMO_CREDENTIALS.username,
  SMTP_PASSWORD: SMTP_DEMO_CREDENTIALS.password,
  MAIL_FROM: 'Vuoro <no-reply@vuoro.test>',
  SMTP_TIMEOUT_MS: '2000',
  ...over,
});

beforeAll(async () => {
  smtp = await startSmtpServer(0);
  config = parseMailConfig(env());
});
afterAll(() => smtp.close());
beforeEach(() => {
  smtp.clear();
  smtp.accept();
});

const mail = {
  to: 'oksana@example.fi',
  language: 'uk',
  subject: 'Нове повідомлення від агенції',
  text: 'Добрий день!\nЗміна у п’ятницю починається о 7.00.',
  replyTo: { name: 'Palvelukeskus', address: 'palvelukeskus@vuoro.test' },
} as const;

async function failure(promise: Promise<unknown>): Promise<MailFailure> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(MailFailure);
  return error as MailFailure;
}

describe('sendMail', () => {
  it('signs in and delivers the mail: sender, recipient, Reply-To, subject, text and language as the mailbox reads them', async () => {
    const sent = await sendMail(mail, config);
    expect(smtp.mails).toHaveLength(1);
    const [got] = smtp.mails;
    expect(got).toMatchObject({
      envelope: { from: 'no-reply@vuoro.test', to: ['oksana@example.fi'] },
      from: { name: 'Vuoro', address: 'no-reply@vuoro.test' },
      to: [{ address: 'oksana@example.fi' }],
      replyTo: { name: 'Palvelukeskus', address: 'palvelukeskus@vuoro.test' },
      subject: mail.subject,
      text: mail.text,
      language: 'uk',
      username: SMTP_DEMO_CREDENTIALS.username,
    });
    expect(sent.messageId).toBe(got!.messageId);
  });

  it('a relay that cannot be reached, or refuses for now, is `unavailable` (try again later)', async () => {
    const closed = await startSmtpServer(0);
    const port = closed.port;
    await closed.close();
    const down = await failure(sendMail(mail, parseMailConfig(env({ SMTP_PORT: String(port) }))));
    expect(down.reason).toBe('unavailable');
    expect(down.message).toMatch(/ECONNREFUSED/);

    smtp.refuse(451, 'Try again later');
    const busy = await failure(sendMail(mail, config));
    expect(busy).toMatchObject({ reason: 'unavailable', responseCode: 451 });
    expect(smtp.mails).toHaveLength(0);
  });

  it('a wrong password is `rejected` (535), and the password is in no message', async () => {
    const wrong = await failure(sendMail(mail, parseMailConfig(env({ SMTP_PASSWORD: 'not-the-password' }))));
    expect(wrong).toMatchObject({ reason: 'rejected', responseCode: 535 });
    expect(wrong.message).not.toContain('not-the-password');
  });

  it('a relay that offers no STARTTLS is refused unless TLS is waived (only the loopback demo waives it)', async () => {
    const strict = await failure(sendMail(mail, parseMailConfig(env({ SMTP_REQUIRE_TLS: undefined }))));
    expect(strict.message).toMatch(/STARTTLS/);
    expect(smtp.mails).toHaveLength(0);
  });

  it('missing settings are `notConfigured`, naming the variables and not their values', () => {
    expect(() => parseMailConfig({ SMTP_USER: 'u' })).toThrow(/SMTP_HOST.*MAIL_FROM/);
    expect(() => parseMailConfig(env({ SMTP_PASSWORD: undefined }))).toThrow(/SMTP_PASSWORD/);
    expect(parseMailConfig(env({ SMTP_USER: undefined, SMTP_PASSWORD: undefined })).auth).toBeNull();
  });

  it("the emulator's demo settings name this server: 127.0.0.1:2525 with the demo credentials, no TLS", () => {
    const demo = Object.fromEntries(
      readFileSync(new URL('../../functions/.env.demo-vuoro', import.meta.url), 'utf8')
        .split('\n')
        .map((l) => /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(l.trim()))
        .filter((m): m is RegExpExecArray => m !== null)
        .map((m) => [m[1]!, m[2]!]),
    );
    expect(parseMailConfig(demo)).toEqual({
      host: '127.0.0.1',
      port: 2525,
      secure: false,
      requireTls: false,
      auth: { user: SMTP_DEMO_CREDENTIALS.username, pass: SMTP_DEMO_CREDENTIALS.password },
      from: 'Vuoro <no-reply@vuoro.test>',
      timeoutMs: 10_000,
    });
  });
});
