import { z } from 'zod';
import { isValidPhone, withDefaultPrefix } from '@vuoro/domain';
import { log } from './log';

/**
 * The SMS provider client: 46elks (`POST {base}/a1/sms`, HTTP Basic auth with the API username
 * and password, a form body of `from`, `to` in E.164 and `message`; 200 with the created
 * message as JSON, 401 for bad credentials, another 4xx with a plain-text reason). The
 * emulator sends to the loopback server of `tests/support/sms-provider.ts`, which speaks the
 * same protocol (`functions/.env.demo-vuoro`); a real deployment sets its own username in
 * `.env.<project>` and binds SMS_API_PASSWORD from Secret Manager (`smsSecrets`).
 */

/** 46elks' text sender ID: 3–11 letters and digits, starting with a letter; or a number in E.164. */
const TEXT_SENDER = /^[A-Za-z][A-Za-z0-9]{2,10}$/;
const E164 = /^\+[1-9]\d{6,14}$/;

const schema = z.object({
  /** Where the provider's API lives; the loopback server in the emulator and the tests. */
  SMS_API_BASE_URL: z.url().default('https://api.46elks.com'),
  SMS_API_USERNAME: z.string().min(1),
  SMS_API_PASSWORD: z.string().min(1),
  /** The sender the worker sees. */
  SMS_SENDER: z
    .string()
    .refine((s) => TEXT_SENDER.test(s) || E164.test(s))
    .default('Vuoro'),
  /** How long to wait for the provider before giving up ('unavailable'). */
  SMS_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
});

export interface SmsConfig {
  baseUrl: string;
  username: string;
  password: string;
  sender: string;
  timeoutMs: number;
}

/**
 * Why a message was not sent. `notConfigured`: the provider's settings are missing or invalid;
 * `invalidNumber`: the recipient's number is not a phone number we can send to (nothing was
 * sent); `rejected`: the provider refused the request (a 4xx, 401 for wrong credentials);
 * `unavailable`: the provider failed (a 5xx or 429), could not be reached, timed out or answered
 * something we cannot read. Its message and detail never carry the credentials.
 */
export type SmsFailureReason = 'notConfigured' | 'invalidNumber' | 'rejected' | 'unavailable';

export class SmsFailure extends Error {
  constructor(
    readonly reason: SmsFailureReason,
    message: string,
    /** The provider's HTTP status, when it answered. */
    readonly status?: number,
    /** The provider's own reason (its plain-text answer, at most 200 characters, the number masked). */
    readonly detail?: string,
  ) {
    super(message);
    this.name = 'SmsFailure';
  }
}

/** Parses an environment into the SMS settings; throws `notConfigured` naming the variables, never their values. */
export function parseSmsConfig(env: Record<string, string | undefined>): SmsConfig {
  const result = schema.safeParse(env);
  if (!result.success) {
    const names = [...new Set(result.error.issues.map((i) => i.path.join('.')))].join(', ');
    throw new SmsFailure('notConfigured', `SMS configuration is invalid: ${names}`);
  }
  const e = result.data;
  return {
    baseUrl: e.SMS_API_BASE_URL.replace(/\/+$/, ''),
    username: e.SMS_API_USERNAME,
    password: e.SMS_API_PASSWORD,
    sender: e.SMS_SENDER,
    timeoutMs: e.SMS_TIMEOUT_MS,
  };
}

let cached: SmsConfig | null = null;

/** The SMS settings of this process, parsed on first use (a deployment without them fails only when it sends). */
export function smsConfig(): SmsConfig {
  cached ??= parseSmsConfig(process.env);
  return cached;
}

/** Secrets the function that sends SMS binds in production (the emulator reads `.env.demo-vuoro`). */
export function smsSecrets(): string[] {
  return process.env.FUNCTIONS_EMULATOR === 'true' ? [] : ['SMS_API_PASSWORD'];
}

/** The recipient's number in E.164, from what the product stores or a user typed ('040 123 4567' → '+358401234567'), or null. */
export function smsRecipient(phone: string): string | null {
  const e164 = withDefaultPrefix(phone);
  return isValidPhone(e164) ? e164 : null;
}

/** A number for the logs: its first four and last two characters ('+358******67'). */
const masked = (e164: string) => `${e164.slice(0, 4)}${'*'.repeat(Math.max(0, e164.length - 6))}${e164.slice(-2)}`;

/** The provider's answer to a sent message (only what we use; 46elks sends more). */
const sentResponse = z.object({ id: z.string().min(1), status: z.string(), parts: z.number().optional() });

export interface SmsInput {
  /** The recipient's phone number as stored ('+358401234567') or typed ('040 123 4567'). */
  to: string;
  message: string;
}

/** Sends one SMS and answers the provider's id for it; throws `SmsFailure`. */
export async function sendSms({ to, message }: SmsInput, config: SmsConfig = smsConfig()): Promise<{ id: string }> {
  const recipient = smsRecipient(to);
  if (!recipient) throw new SmsFailure('invalidNumber', 'The recipient has no valid phone number');

  let response: Response;
  try {
    response = await fetch(`${config.baseUrl}/a1/sms`, {
      method: 'POST',
      headers: {
        Authorization: `Basic ${Buffer.from(`${config.username}:${config.password}`).toString('base64')}`,
        'Content-Type': 'application/x-www-form-urlencoded',
        Accept: 'application/json',
      },
      body: new URLSearchParams({ from: config.sender, to: recipient, message }),
      signal: AbortSignal.timeout(config.timeoutMs),
    });
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    log.warn('sms provider unreachable', { host: new URL(config.baseUrl).host, timedOut, to: masked(recipient) });
    throw new SmsFailure('unavailable', timedOut ? 'The SMS provider did not answer in time' : 'The SMS provider is unreachable');
  }

  if (!response.ok) {
    const detail = (await response.text().catch(() => ''))
      .replaceAll(config.password, '[redacted]')
      .replaceAll(recipient, masked(recipient))
      .trim()
      .slice(0, 200);
    const transient = response.status >= 500 || response.status === 429;
    const data = { status: response.status, detail, to: masked(recipient) };
    if (transient) {
      log.warn('sms provider failed', data);
      throw new SmsFailure('unavailable', `The SMS provider failed (${response.status})`, response.status, detail);
    }
    // 401/403 mean our credentials are wrong: an operator has to act.
    (response.status === 401 || response.status === 403 ? log.error : log.warn)('sms provider refused', data);
    throw new SmsFailure('rejected', `The SMS provider refused the message (${response.status})`, response.status, detail);
  }

  const sent = sentResponse.safeParse(await response.json().catch(() => null));
  if (!sent.success) {
    log.warn('sms provider answered something unreadable', { status: response.status, to: masked(recipient) });
    throw new SmsFailure('unavailable', 'The SMS provider answered something unreadable', response.status);
  }
  log.info('sms sent', { id: sent.data.id, status: sent.data.status, parts: sent.data.parts, to: masked(recipient) });
  return { id: sent.data.id };
}
