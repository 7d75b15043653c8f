import { describe, expect, it } from 'vitest';
import {
  deskMessageSendsQuery,
  deskSendMessageBody,
  employeeMessagesPage,
  employeeMessagesQuery,
  messagePeriod,
  sendCounts,
  staffMessage,
  toEmployeeMessageView,
  type StaffMessage,
} from './model';

const msg = (id: string, sentAt: string, over: Partial<StaffMessage> = {}): StaffMessage =>
  staffMessage.parse({
    id,
    employeeId: 'sp-eero',
    type: 'other',
    form: 'desk',
    subject: `Aihe ${id}`,
    body: 'Teksti',
    sentAt: new Date(sentAt),
    openedAt: null,
    ...over,
  });

const list = [
  msg('old-unopened', '2026-11-01T08:00:00Z'),
  msg('new-opened', '2026-11-20T08:00:00Z', { openedAt: new Date('2026-11-21T08:00:00Z') }),
  msg('newest-unopened', '2026-11-25T08:00:00Z', { type: 'shiftMessage', shiftId: 'sh1' }),
  msg('sms', '2026-11-10T08:00:00Z', { form: 'sms', openedAt: new Date('2026-11-11T08:00:00Z') }),
];
const q = (query: Record<string, unknown>) => employeeMessagesQuery.parse(query);
const ids = (query: Record<string, unknown>) => employeeMessagesPage(list, q(query)).page.map((m) => m.id);

describe('the employee’s messages', () => {
  it('lists unopened first, each part newest first; pages with skip and take and counts what the filters match', () => {
    expect(ids({})).toEqual(['newest-unopened', 'old-unopened', 'new-opened', 'sms']);
    expect(employeeMessagesPage(list, q({ skip: '1', take: '2' }))).toMatchObject({ total: 4 });
    expect(ids({ skip: '1', take: '2' })).toEqual(['old-unopened', 'new-opened']);
  });

  it('filters by form, type and only unopened (query strings as the path carries them)', () => {
    expect(ids({ messageForm: 'sms' })).toEqual(['sms']);
    expect(ids({ messageType: 'shiftMessage' })).toEqual(['newest-unopened']);
    expect(ids({ onlyUnopened: 'true' })).toEqual(['newest-unopened', 'old-unopened']);
    expect(ids({ onlyUnopened: 'false' })).toHaveLength(4);
  });

  it('reads from..until as Helsinki days, until whole', () => {
    expect(messagePeriod(q({ from: '2026-11-01', until: '2026-11-20' }))).toEqual({
      from: new Date('2026-10-31T22:00:00Z'),
      to: new Date('2026-11-20T22:00:00Z'),
    });
    expect(messagePeriod(q({}))).toEqual({ from: null, to: null });
  });

  it('refuses a bad query with field messages', () => {
    const issues = (query: Record<string, unknown>) =>
      employeeMessagesQuery.safeParse(query).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues({ take: '0' })).toEqual([['take', 'validation:numberOutOfRange']]);
    expect(issues({ take: '51' })).toEqual([['take', 'validation:numberOutOfRange']]);
    // Past Firestore's 32-bit offset (the fuzz run's 500 on the desk's list).
    expect(issues({ skip: '99999999999' })).toEqual([['skip', 'validation:numberOutOfRange']]);
    expect(issues({ from: '2026-02-30' })).toEqual([['from', 'validation:invalidDate']]);
    expect(issues({ from: '2026-11-02', until: '2026-11-01' })).toEqual([['until', 'validation:endBeforeStart']]);
    expect(issues({ messageForm: 'fax' })).toEqual([['messageForm', 'validation:invalidValue']]);
    expect(issues({ messageType: 'spam' })).toEqual([['messageType', 'validation:invalidValue']]);
    expect(issues({ onlyUnopened: 'yes' })?.[0]?.[0]).toBe('onlyUnopened');
    expect(issues({ page: '1' })?.[0]?.[1]).toMatch(/./);
  });

  it('shows a message with opened and its times as ISO instants', () => {
    expect(toEmployeeMessageView(list[1]!)).toEqual({
      id: 'new-opened',
      type: 'other',
      form: 'desk',
      subject: 'Aihe new-opened',
      body: 'Teksti',
      sentAt: '2026-11-20T08:00:00.000Z',
      opened: true,
      openedAt: '2026-11-21T08:00:00.000Z',
      shiftId: null,
      senderName: null,
    });
  });
});

describe('a desk send', () => {
  it('takes one employee, a place of work, profession titles or everyone; type other unless said; text trimmed', () => {
    expect(deskSendMessageBody.parse({ to: { kind: 'everyone' }, subject: ' Hei ', body: ' Teksti ' })).toEqual({
      to: { kind: 'everyone' },
      type: 'other',
      subject: 'Hei',
      body: 'Teksti',
    });
    const bad = (body: unknown) => deskSendMessageBody.safeParse(body).error?.issues.map((i) => i.path.join('.'));
    expect(bad({ to: { kind: 'professionTitle', professionTitleIds: [] }, subject: 'a', body: 'b' })).toEqual([
      'to.professionTitleIds',
    ]);
    expect(bad({ to: { kind: 'customer' }, subject: 'a', body: 'b' })).toEqual(['to.kind']);
    expect(bad({ to: { kind: 'employee', employeeId: 'sp-1' }, subject: '  ', body: 'x'.repeat(5001) })).toEqual([
      'subject',
      'body',
    ]);
  });

  it('pages its list of sends within Firestore’s offset', () => {
    expect(deskMessageSendsQuery.safeParse({ skip: '10000' }).success).toBe(true);
    expect(deskMessageSendsQuery.safeParse({ skip: '2147483648' }).success).toBe(false);
  });

  it('counts opened copies and mails by state (a mail being sent is still queued)', () => {
    const r = (mail: 'none' | 'queued' | 'sending' | 'sent' | 'failed', opened = false) => ({
      employeeId: 'e',
      name: 'E',
      messageId: 'm',
      mail,
      opened,
      openedAt: null,
    });
    expect(sendCounts([r('sent', true), r('sending'), r('queued'), r('failed'), r('none', true)])).toEqual({
      opened: 2,
      mail: { none: 1, queued: 2, sent: 1, failed: 1 },
    });
  });
});
