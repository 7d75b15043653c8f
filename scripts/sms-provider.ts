/**
 * The demo's SMS provider: the loopback server of tests/support/sms-provider.ts, which speaks
 * 46elks' HTTP protocol on 127.0.0.1:9191 and accepts the demo credentials of
 * `functions/.env.demo-vuoro`, so SendSms works on the emulators. `npm start` runs it; each
 * message that arrives is printed (a demo number and text, nothing real). Stops on Ctrl-C.
 */
import { SMS_PROVIDER_PORT, startSmsProvider } from '../tests/support/sms-provider';

try {
  const provider = await startSmsProvider({
    onSms: (sms) => console.log(`vuoro: SMS from ${sms.from} to ${sms.to}: ${sms.message}`),
  });
  const stop = () => void provider.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (error) {
  console.error(
    `vuoro: the local SMS provider could not listen on 127.0.0.1:${SMS_PROVIDER_PORT} (${(error as Error).message}); SMS sent from the app will fail.`,
  );
  process.exit(1);
}
