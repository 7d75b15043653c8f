import { describe, expect, it } from 'vitest';
import { messagePaging, messagesHref, messagesQuery, readMessageFilter } from '../model';

describe('the messages list address', () => {
  it('reads every filter from the path, "-" as unset', () => {
    expect(
      readMessageFilter({
        skip: '10',
        take: '20',
        from: '2026-11-01',
        until: '2026-11-30',
        messageForm: 'sms',
        onlyUnopened: 'true',
        messageType: 'shiftMessage',
      }),
    ).toEqual({
      skip: 10,
      take: 20,
      from: '2026-11-01',
      until: '2026-11-30',
      messageForm: 'sms',
      onlyUnopened: true,
      messageType: 'shiftMessage',
    });
    expect(readMessageFilter({ skip: '-', take: '-', from: '-', until: '-', messageForm: '-', onlyUnopened: 'true' })).toEqual({
      skip: 0,
      take: 10,
      from: undefined,
      until: undefined,
      messageForm: undefined,
      onlyUnopened: true,
      messageType: undefined,
    });
  });

  it('a bad value falls back to its default and the others still apply', () => {
    const f = readMessageFilter({
      skip: '-3',
      take: '51',
      from: '2026-02-30',
      until: '2026-11-30',
      messageForm: 'fax',
      onlyUnopened: 'yes',
      messageType: 'memo',
    });
    expect(f).toEqual({
      skip: 0,
      take: 10,
      from: undefined,
      until: '2026-11-30',
      messageForm: undefined,
      onlyUnopened: undefined,
      messageType: undefined,
    });
    // "to" before "from": the end falls back, the start stays.
    expect(readMessageFilter({ from: '2026-11-30', until: '2026-11-01' })).toMatchObject({
      from: '2026-11-30',
      until: undefined,
    });
    expect(readMessageFilter({ take: '50' }).take).toBe(50);
    expect(readMessageFilter({ skip: '10001' }).skip).toBe(0);
  });

  it('writes trailing defaults nowhere and an unset filter before a set one as "-"', () => {
    expect(messagesHref({ skip: 0, take: 10 })).toBe('/notifications');
    expect(messagesHref({ skip: 10, take: 10 })).toBe('/notifications/10');
    expect(messagesHref({ skip: 0, take: 10, messageType: 'other' })).toBe('/notifications/0/10/-/-/-/-/other');
    expect(messagesHref({ skip: 0, take: 10, from: '2026-11-01', onlyUnopened: true })).toBe(
      '/notifications/0/10/2026-11-01/-/-/true',
    );
  });

  it('reading what it wrote gives the same filter back', () => {
    const filters = [
      { skip: 20, take: 10, until: '2026-11-30', messageForm: 'desk' as const },
      { skip: 0, take: 25, onlyUnopened: true, messageType: 'addedToShift' as const },
    ];
    for (const f of filters) {
      const [, , ...parts] = messagesHref(f).split('/');
      const [skip, take, from, until, messageForm, onlyUnopened, messageType] = parts;
      expect(readMessageFilter({ skip, take, from, until, messageForm, onlyUnopened, messageType })).toEqual({
        from: undefined,
        until: undefined,
        messageForm: undefined,
        onlyUnopened: undefined,
        messageType: undefined,
        ...f,
      });
    }
  });

  it('asks the route for what the filter holds, and pages through the total', () => {
    expect(messagesQuery({ skip: 10, take: 10, onlyUnopened: true, messageType: 'other' })).toEqual({
      skip: 10,
      take: 10,
      onlyUnopened: 'true',
      messageType: 'other',
    });
    const f = { skip: 10, take: 10, messageType: 'other' as const };
    expect(messagePaging(f, 25, 10)).toEqual({
      from: 11,
      to: 20,
      previous: { ...f, skip: 0 },
      next: { ...f, skip: 20 },
      outOfRange: null,
    });
    expect(messagePaging({ skip: 30, take: 10 }, 25, 0).outOfRange).toEqual({ skip: 20, take: 10 });
  });
});
