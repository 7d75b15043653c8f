import { describe, expect, it } from 'vitest';
import {
  deskPublishNoticeBody,
  noticeBody,
  noticeReadId,
  noticeTitle,
  newestFirst,
  staffNotice,
  toDeskNoticeView,
  toNoticeView,
  unreadFirst,
  type NoticeView,
} from './model';

const stored = {
  id: 'n1',
  kind: 'update' as const,
  title: 'Uusi palkkakausi',
  titles: { en: 'New pay period', uk: 'Новий період оплати' },
  body: 'Palkat maksetaan nyt 15. päivä.',
  bodies: { en: 'Salaries are now paid on the 15th.' },
  publishedAt: new Date('2026-11-20T08:00:00Z'),
  publishedBy: { uid: 'admin-1', name: 'Aino' },
  audience: 'allEmployees' as const,
};

const view = (id: string, publishedAt: string, read: boolean): NoticeView => ({
  ...toNoticeView(staffNotice.parse({ ...stored, id, publishedAt: new Date(publishedAt) }), null),
  read,
});

describe('notices', () => {
  it("keys a read by employee and notice, so one employee's read is not another's", () => {
    expect(noticeReadId('sp-eero', 'n1')).toBe('sp-eero_n1');
    expect(noticeReadId('sp-olena', 'n1')).not.toBe(noticeReadId('sp-eero', 'n1'));
  });

  it('answers the Finnish texts with every translation, and the read flag of the employee', () => {
    const notice = staffNotice.parse(stored);
    expect(toNoticeView(notice, null)).toEqual({
      id: 'n1',
      kind: 'update',
      title: 'Uusi palkkakausi',
      titles: { en: 'New pay period', uk: 'Новий період оплати' },
      body: 'Palkat maksetaan nyt 15. päivä.',
      bodies: { en: 'Salaries are now paid on the 15th.' },
      publishedAt: '2026-11-20T08:00:00.000Z',
      read: false,
      readAt: null,
    });
    expect(toNoticeView(notice, { readAt: new Date('2026-11-21T10:00:00Z') })).toMatchObject({
      read: true,
      readAt: '2026-11-21T10:00:00.000Z',
    });
  });

  it("words a notice in the user's language, in Finnish where the agency gave no translation", () => {
    const v = toNoticeView(staffNotice.parse(stored), null);
    expect(noticeTitle(v, 'uk')).toBe('Новий період оплати');
    expect(noticeBody(v, 'uk')).toBe('Palkat maksetaan nyt 15. päivä.');
    expect(noticeTitle(v, 'en-GB')).toBe('New pay period');
    expect(noticeBody(v, 'en')).toBe('Salaries are now paid on the 15th.');
    expect(noticeTitle(v, 'sv')).toBe('Uusi palkkakausi');
    expect(noticeTitle(v, 'fi')).toBe('Uusi palkkakausi');
  });

  it('lists unread first, newest first within each; news newest first whatever is read', () => {
    const list = [
      view('old-read', '2026-10-01T08:00:00Z', true),
      view('old-unread', '2026-10-02T08:00:00Z', false),
      view('new-read', '2026-11-01T08:00:00Z', true),
      view('new-unread', '2026-11-02T08:00:00Z', false),
    ];
    expect(unreadFirst(list).map((n) => n.id)).toEqual(['new-unread', 'old-unread', 'new-read', 'old-read']);
    expect(newestFirst(list).map((n) => n.id)).toEqual(['new-unread', 'new-read', 'old-unread', 'old-read']);
  });

  it('the desk publishes Finnish title and body, translations optional; nothing else, nothing empty', () => {
    expect(deskPublishNoticeBody.parse({ kind: 'news', title: ' Pikkujoulut ', body: 'Tervetuloa!' })).toEqual({
      kind: 'news',
      title: 'Pikkujoulut',
      body: 'Tervetuloa!',
    });
    expect(deskPublishNoticeBody.safeParse({ ...stored, id: undefined }).success).toBe(false);
    const bad = [
      { kind: 'memo', title: 'a', body: 'b' },
      { kind: 'news', title: '  ', body: 'b' },
      { kind: 'news', title: 'a', body: '' },
      { kind: 'news', title: 'a', body: 'b', titles: { de: 'x' } },
      { kind: 'news', title: 'a', body: 'x'.repeat(4001) },
      { kind: 'news', title: 'a', body: 'b', audience: 'customers' },
    ];
    for (const input of bad) {
      expect(deskPublishNoticeBody.safeParse(input).success, JSON.stringify(input)).toBe(false);
    }
  });

  it('shows the desk who published and how many have read, without a read flag of its own', () => {
    const desk = toDeskNoticeView(staffNotice.parse(stored), 3);
    expect(desk).toMatchObject({ id: 'n1', publishedBy: 'Aino', readBy: 3 });
    expect(desk).not.toHaveProperty('read');
  });
});
