/**
 * The demo's mailbox: the local SMTP server of tests/support/smtp-server.ts on 127.0.0.1:2525,
 * which accepts the demo credentials of `functions/.env.demo-vuoro`, so every mail the functions
 * send (support messages, messages, notifications) arrives here. `npm start` runs it. Each mail
 * is printed (to, subject, text) and saved as an .eml file under `.mail/` (gitignored; any mail
 * program opens them). Stops on Ctrl-C.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SMTP_SERVER_PORT, startSmtpServer, type ReceivedMail } from '../tests/support/smtp-server';

const root = fileURLToPath(new URL('..', import.meta.url));
const folder = join(root, '.mail');

let count = 0;
function keep(mail: ReceivedMail) {
  count += 1;
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = join(folder, `${stamp}-${String(count).padStart(3, '0')}.eml`);
  writeFileSync(file, mail.raw);
  const to = mail.to.map((a) => a.address).join(', ');
  const indented = mail.text.replace(/^/gm, '    ');
  console.log(`vuoro: mail to ${to}: ${mail.subject}\n${indented}\n    (${relative(root, file)})`);
}

try {
  mkdirSync(folder, { recursive: true });
  const server = await startSmtpServer(SMTP_SERVER_PORT, { onMail: keep });
  console.log(`vuoro: mails the app sends arrive at 127.0.0.1:${server.port}; each is printed here and saved in ${folder}`);
  const stop = () => void server.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (error) {
  console.error(
    `vuoro: the local SMTP server could not listen on 127.0.0.1:${SMTP_SERVER_PORT} (${(error as Error).message}); mails sent from the app will fail (in staffMail; the emulators run no schedule to retry them).`,
  );
  process.exit(1);
}
