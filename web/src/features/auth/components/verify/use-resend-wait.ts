import { useEffect, useState } from 'react';
import { AUTH_EMAIL_SEND_INTERVAL_MS } from '@vuoro/domain';

/**
 * Seconds until the same address may be sent another link: the server sends one sign-in email a
 * minute to a mailbox and drops the rest silently (AUTH_EMAIL_SEND_INTERVAL_MS), so "Send the link
 * again" waits that long instead of promising a link that would not come.
 */
export function useResendWait(sentAt: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  const until = sentAt === null ? 0 : sentAt + AUTH_EMAIL_SEND_INTERVAL_MS;
  useEffect(() => {
    if (until <= Date.now()) return;
    const timer = setInterval(() => {
      const at = Date.now();
      setNow(at);
      if (at >= until) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);
  // `now` may be from before the send until the first tick: never more than the whole wait.
  return Math.min(AUTH_EMAIL_SEND_INTERVAL_MS / 1000, Math.max(0, Math.ceil((until - now) / 1000)));
}
