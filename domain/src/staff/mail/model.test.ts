import { describe, expect, it } from 'vitest';
import {
  claimMail,
  MAIL_MAX_ATTEMPTS,
  MAIL_RETRY_DELAYS_MINUTES,
  mailAfterFailure,
  mailDue,
  mailRetryAt,
  newMail,
  staffMail,
  type StaffMail,
} from './model';

const now = new Date('2026-11-26T08:00:00Z');
const minutes = (m: number) => new Date(now.getTime() + m * 60_000);
const mail = (over: Partial<StaffMail> = {}): StaffMail => ({
  ...newMail({ to: 'aino@example.fi', language: 'fi', subject: 'Hei', text: 'Viesti', kind: 'message' }, now),
  ...over,
});

describe('a new mail', () => {
  it('is queued for now, with no attempts, no error and nothing sent', () => {
    expect(mail()).toMatchObject({
      state: 'queued',
      attempts: 0,
      nextAttemptAt: now,
      lastError: null,
      sentAt: null,
      replyTo: null,
      relatedId: null,
    });
  });
  it('refuses what is no address, an empty subject and an unknown kind', () => {
    const base = { language: 'fi', subject: 'Hei', text: 'Viesti', kind: 'message' } as const;
    expect(() => newMail({ ...base, to: 'not an address' }, now)).toThrow();
    expect(() => newMail({ ...base, to: 'a@b.fi', subject: '  ' }, now)).toThrow();
    expect(staffMail.safeParse({ ...mail(), kind: 'spam' }).success).toBe(false);
  });
});

describe('backoff', () => {
  it('waits 1, 5, 30, 120 and 360 minutes after the 1st to 5th failure, then gives up', () => {
    expect(MAIL_RETRY_DELAYS_MINUTES).toEqual([1, 5, 30, 120, 360]);
    expect([1, 2, 3, 4, 5].map((n) => mailRetryAt(n, now))).toEqual([1, 5, 30, 120, 360].map(minutes));
    expect(MAIL_MAX_ATTEMPTS).toBe(6);
    expect(mailRetryAt(6, now)).toBeNull();
  });

  it('a failure queues the mail again with its attempts counted and the reason kept short', () => {
    expect(mailAfterFailure({ attempts: 0 }, 'connect ECONNREFUSED\n  127.0.0.1:2525', now)).toEqual({
      state: 'queued',
      attempts: 1,
      nextAttemptAt: minutes(1),
      lastError: 'connect ECONNREFUSED 127.0.0.1:2525',
    });
    expect(mailAfterFailure({ attempts: 2 }, 'x'.repeat(500), now).lastError).toHaveLength(200);
  });

  it('the last failure leaves the mail failed, with nothing more to wait for', () => {
    expect(mailAfterFailure({ attempts: MAIL_MAX_ATTEMPTS - 1 }, '421 try later', now)).toEqual({
      state: 'failed',
      attempts: MAIL_MAX_ATTEMPTS,
      nextAttemptAt: null,
      lastError: '421 try later',
    });
  });
});

describe('claiming', () => {
  it('a queued mail is due once its wait is over', () => {
    expect(mailDue(mail({ nextAttemptAt: minutes(1) }), now)).toBe(false);
    expect(mailDue(mail({ nextAttemptAt: minutes(1) }), minutes(1))).toBe(true);
    expect(mailDue(mail({ state: 'sent', nextAttemptAt: null }), now)).toBe(false);
    expect(mailDue(mail({ state: 'failed', nextAttemptAt: null }), now)).toBe(false);
  });

  it('claims a due mail for one sender: sending, held for 10 minutes', () => {
    expect(claimMail(mail(), now)).toEqual({ send: true, patch: { state: 'sending', nextAttemptAt: minutes(10) } });
    // A second sender (a retried event, the job) reading it now finds it claimed.
    const claimed = mail(claimMail(mail(), now)!.patch);
    expect(claimMail(claimed, now)).toBeNull();
    expect(claimMail(claimed, minutes(9))).toBeNull();
  });

  it('a mail left sending past its hold counts that attempt as failed, and after the last one is not sent', () => {
    const stuck = mail({ state: 'sending', attempts: 1, nextAttemptAt: minutes(10) });
    expect(claimMail(stuck, minutes(10))).toEqual({
      send: true,
      patch: { state: 'sending', attempts: 2, nextAttemptAt: minutes(20), lastError: 'sending was interrupted' },
    });
    const lastChance = mail({ state: 'sending', attempts: MAIL_MAX_ATTEMPTS - 1, nextAttemptAt: now });
    expect(claimMail(lastChance, now)).toEqual({
      send: false,
      patch: { state: 'failed', attempts: MAIL_MAX_ATTEMPTS, nextAttemptAt: null, lastError: 'sending was interrupted' },
    });
  });
});
