import { describe, expect, it } from 'vitest';
import { countUnread, markRead, readState } from './notice';

describe('notices and training materials', () => {
  it('"Notices and training materials: unread to read"', () => {
    const notice = { id: 'n1', title: 'Holiday hours', read: false };
    const read = markRead(notice);
    expect(read).toEqual({ id: 'n1', title: 'Holiday hours', read: true });
    expect(readState(notice)).toBe('unread');
    expect(readState(read)).toBe('read');
    expect(markRead(read)).toBe(read);
  });

  it('counts the unread ones', () => {
    expect(countUnread([{ read: true }, { read: false }, { read: false }])).toBe(2);
  });
});
