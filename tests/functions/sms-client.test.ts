import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { log } from '../../functions/src/lib/log';
import { parseSmsConfig, sendSms, SmsFailure, type SmsConfig } from '../../functions/src/lib/sms';
import { SMS_DEMO_CREDENTIALS, startSmsProvider, type SmsProvider } from '../support/sms-provider';

/**
 * The SMS provider client (functions/src/lib/sms.ts) against the loopback server that speaks
 * 46elks' protocol (tests/support/sms-provider.ts): what arrives there is what 46elks would
 * receive. No emulator is needed; the functions emulator reaches the same server through
 * `functions/.env.demo-vuoro`, which the last test reads.
 */

let provider: SmsProvider;
let config: SmsConfig;

beforeAll(async () => {
  provider = await startSmsProvider();
  config = parseSmsConfig({
    SMS_API_BASE_URL: provider.url,
    SMS_API_USERNAME: SMS_DEMO_CREDENTIALS.username,
    SMS_API_PASSWORD: SMS_DEMO_CREDENTIALS.password,
  });
});
afterAll(() => provider.close());
beforeEach(() => provider.clear());
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

/** The SmsFailure a send ends in (fails the test when it succeeds or throws something else). */
async function failure(promise: Promise<unknown>): Promise<SmsFailure> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SmsFailure);
  return error as SmsFailure;
}

describe('sendSms', () => {
  it('posts from, the number in E.164 and the message with the API credentials, and answers the provider id', async () => {
    const message = 'Hei! Vuoronne alkaa klo 7.00, tervetuloa – ovikoodi 1234 ✓';
    const sent = await sendSms({ to: '+358 40 123 4567', message }, config);

    expect(provider.requests).toEqual([{ method: 'POST', path: '/a1/sms', status: 200 }]);
    expect(provider.received).toHaveLength(1);
    const [sms] = provider.received;
    expect(sms).toMatchObject({
      from: 'Vuoro',
      to: '+358401234567',
      message,
      username: SMS_DEMO_CREDENTIALS.username,
    });
    expect(sent).toEqual({ id: sms!.id });
    expect(sent.id).toMatch(/^s[0-9a-f]{32}$/);
  });

  it('sends a Finnish local number with the default prefix +358, and the configured sender', async () => {
    await sendSms({ to: '040 1234567', message: 'Hello' }, { ...config, sender: 'VuoroDesk' });
    expect(provider.received.map(({ from, to }) => ({ from, to }))).toEqual([{ from: 'VuoroDesk', to: '+358401234567' }]);
    await sendSms({ to: '+380 67 123 4567', message: 'Привіт' }, config);
    expect(provider.received[1]?.to).toBe('+380671234567');
  });

  it('a number it cannot send to is refused before anything is sent: invalidNumber', async () => {
    for (const to of ['', 'phone', '+12', '123']) {
      const error = await failure(sendSms({ to, message: 'Hello' }, config));
      expect(error.reason, to).toBe('invalidNumber');
    }
    expect(provider.requests).toEqual([]);
  });

  it('wrong credentials (401) are rejected, and the error never carries them', async () => {
    const error = await failure(sendSms({ to: '+358401234567', message: 'Hello' }, { ...config, password: 'wrong-password' }));
    expect(error).toMatchObject({ reason: 'rejected', status: 401 });
    expect(provider.requests).toEqual([{ method: 'POST', path: '/a1/sms', status: 401 }]);
    expect(provider.received).toEqual([]);
    const shown = JSON.stringify({ message: error.message, detail: error.detail, stack: error.stack });
    expect(shown).not.toContain('wrong-password');
    expect(shown).not.toContain(SMS_DEMO_CREDENTIALS.username);
  });

  it("another 4xx is rejected with the provider's reason", async () => {
    const error = await failure(sendSms({ to: '+358401234567', message: '' }, config));
    expect(error).toMatchObject({ reason: 'rejected', status: 400, detail: 'Missing key message' });

    provider.failNext(400, 'Invalid to number +358401234567');
    expect((await failure(sendSms({ to: '+358401234567', message: 'Hello' }, config))).detail).toBe(
      'Invalid to number +358*******67',
    );
  });

  it('a provider fault (500), a rate limit (429), a hang and a closed port are unavailable', async () => {
    provider.failNext(500);
    expect(await failure(sendSms({ to: '+358401234567', message: 'Hello' }, config))).toMatchObject({
      reason: 'unavailable',
      status: 500,
    });

    provider.failNext(429, 'Too many requests');
    expect((await failure(sendSms({ to: '+358401234567', message: 'Hello' }, config))).reason).toBe('unavailable');

    provider.hangNext();
    const started = Date.now();
    const hung = await failure(sendSms({ to: '+358401234567', message: 'Hello' }, { ...config, timeoutMs: 300 }));
    expect(hung.reason).toBe('unavailable');
    expect(Date.now() - started).toBeLessThan(5_000);

    const closedPort = await freePort();
    expect(
      (
        await failure(
          sendSms({ to: '+358401234567', message: 'Hello' }, { ...config, baseUrl: `http://127.0.0.1:${closedPort}` }),
        )
      ).reason,
    ).toBe('unavailable');
    expect(provider.received).toEqual([]);
  });

  it('a 200 it cannot read is unavailable, not a sent message', async () => {
    provider.failNext(200, 'not json');
    expect((await failure(sendSms({ to: '+358401234567', message: 'Hello' }, config))).reason).toBe('unavailable');
  });

  it('logs neither the whole number nor the message text', async () => {
    const logged: unknown[] = [];
    for (const level of ['info', 'warn', 'error'] as const) {
      vi.spyOn(log, level).mockImplementation((message, data) => void logged.push(message, data));
    }
    await sendSms({ to: '+358401234567', message: 'Ovikoodi 4321' }, config);
    provider.failNext(500);
    await failure(sendSms({ to: '+358401234567', message: 'Ovikoodi 4321' }, config));
    await failure(sendSms({ to: '+358401234567', message: 'Ovikoodi 4321' }, { ...config, password: 'wrong-password' }));

    const text = JSON.stringify(logged);
    expect(logged.length).toBeGreaterThanOrEqual(6);
    for (const secret of ['+358401234567', '0401234567', 'Ovikoodi', '4321', 'wrong-password', SMS_DEMO_CREDENTIALS.password]) {
      expect(text, secret).not.toContain(secret);
    }
    expect(text).toContain('+358*******67');
  });
});

describe('SMS configuration', () => {
  it('missing credentials are notConfigured, naming the variables and no values', async () => {
    const error = await failure(
      Promise.resolve().then(() => parseSmsConfig({ SMS_API_BASE_URL: provider.url, SMS_API_USERNAME: '' })),
    );
    expect(error.reason).toBe('notConfigured');
    expect(error.message).toContain('SMS_API_USERNAME');
    expect(error.message).toContain('SMS_API_PASSWORD');
    expect(error.message).not.toContain(provider.url);
  });

  it('sending without configuration is notConfigured, and nothing is sent', async () => {
    vi.stubEnv('SMS_API_USERNAME', undefined);
    vi.stubEnv('SMS_API_PASSWORD', undefined);
    // A process that has not sent yet: the settings are parsed on first use and kept, so another
    // test's send must not have left a configuration behind (found when files shared one graph).
    vi.resetModules();
    const fresh = await import('../../functions/src/lib/sms');
    const error = await fresh.sendSms({ to: '+358401234567', message: 'Hello' }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(fresh.SmsFailure);
    expect((error as SmsFailure).reason).toBe('notConfigured');
    expect(provider.requests).toEqual([]);
  });

  it('a sender 46elks would refuse, a bad URL or timeout is notConfigured', async () => {
    const base = { SMS_API_USERNAME: 'u', SMS_API_PASSWORD: 'p' };
    for (const bad of [
      { SMS_SENDER: 'Vuoro Oy' },
      { SMS_SENDER: 'VuoroStaffing' },
      { SMS_SENDER: '1234' },
      { SMS_API_BASE_URL: 'api.46elks.com' },
      { SMS_TIMEOUT_MS: 'soon' },
    ]) {
      const error = await failure(Promise.resolve().then(() => parseSmsConfig({ ...base, ...bad })));
      expect(error.reason, JSON.stringify(bad)).toBe('notConfigured');
    }
  });

  it("defaults: 46elks' API, sender Vuoro, 10 s", () => {
    expect(parseSmsConfig({ SMS_API_USERNAME: 'u', SMS_API_PASSWORD: 'p' })).toEqual({
      baseUrl: 'https://api.46elks.com',
      username: 'u',
      password: 'p',
      sender: 'Vuoro',
      timeoutMs: 10_000,
    });
    expect(parseSmsConfig({ SMS_API_USERNAME: 'u', SMS_API_PASSWORD: 'p', SMS_SENDER: '+358401234567' }).sender).toBe(
      '+358401234567',
    );
  });

  it("the emulator's settings (functions/.env.demo-vuoro) send to this local server with its demo credentials", async () => {
    const env = Object.fromEntries(
      readFileSync(new URL('../../functions/.env.demo-vuoro', import.meta.url), 'utf8')
        .split('\n')
        .filter((line) => /^[A-Z_]+=/.test(line))
        .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
    );
    const demo = parseSmsConfig(env);
    expect(demo.baseUrl).toBe(provider.url);
    await sendSms({ to: '+358400001001', message: 'Demo' }, demo);
    expect(provider.received.map(({ to, username }) => ({ to, username }))).toEqual([
      { to: '+358400001001', username: SMS_DEMO_CREDENTIALS.username },
    ]);
  });
});

/** A loopback port nothing listens on. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
