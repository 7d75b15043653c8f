import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import { routes, type EmployeeMessageView, type NoticeView } from '@vuoro/domain';
import { NO_ALERTS, publishStaffAlerts, resetStaffAlerts } from '@/lib/staff-alerts';
import NotificationsRoute from '../routes/notifications';
import NoticesRoute from '../routes/notices';
import StaffnewsRoute from '../routes/staffnews';
import { i18n, initI18n, resetApi, stubApi, wrap } from './harness';

beforeAll(initI18n);
beforeEach(() => publishStaffAlerts({ ...NO_ALERTS, unreadMessages: 2, unreadNotices: 1, unreadNews: 1 }));
afterEach(async () => {
  cleanup();
  resetApi();
  resetStaffAlerts();
  await i18n.changeLanguage('en');
});

const message = (id: string, over: Partial<EmployeeMessageView> = {}): EmployeeMessageView => ({
  id,
  type: 'other',
  form: 'desk',
  subject: `Subject ${id}`,
  body: `Text of ${id}`,
  // 29.11.2026 5.02 UTC is 7.02 in Helsinki.
  sentAt: '2026-11-29T05:02:00.000Z',
  opened: false,
  openedAt: null,
  shiftId: null,
  senderName: 'Reija Rekrytoija',
  ...over,
});
const list = (messages: EmployeeMessageView[], unopened = 2) => ({ body: { messages, total: messages.length, unopened } });
const MESSAGES = 'GET /v1/Message/Employee/Messages';

const notice = (id: string, over: Partial<NoticeView> = {}): NoticeView => ({
  id,
  kind: 'update',
  title: `Otsikko ${id}`,
  titles: null,
  body: `Teksti ${id}`,
  bodies: null,
  publishedAt: '2026-11-20T08:00:00.000Z',
  read: false,
  readAt: null,
  ...over,
});

const routed = (path: string) =>
  wrap(
    <Route path={routes.notifications.path}>
      <NotificationsRoute />
    </Route>,
    path,
  );
const tab = (name: RegExp) => within(screen.getByRole('navigation', { name: 'Messages and files' })).getByRole('link', { name });

describe('the messages list', () => {
  it('shows unread ones marked, with type, sender and Helsinki time; opening one calls Open and drops its mark and the count', async () => {
    const calls = stubApi({
      [MESSAGES]: list([
        message('m1', { type: 'shiftMessage' }),
        message('m2', { senderName: null }),
        message('m3', { opened: true, openedAt: '2026-11-29T06:00:00.000Z' }),
      ]),
      'PUT /v1/Message/Employee/Messages/m1/Open': {
        body: {
          message: message('m1', { type: 'shiftMessage', opened: true, openedAt: '2026-11-29T08:00:00.000Z' }),
          unopened: 1,
        },
      },
    });
    routed('/notifications');
    const first = await screen.findByRole('article', { name: /Subject m1/ });
    expect(within(first).getByText('Unread')).toBeTruthy();
    expect(first.textContent).toContain('Shift message · From Reija Rekrytoija');
    expect(first.textContent).toContain('Sent 29.11.2026 7.02');
    expect(screen.getByRole('article', { name: /Subject m2/ }).textContent).toContain('From the agency');
    expect(within(screen.getByRole('article', { name: /Subject m3/ })).queryByText('Unread')).toBeNull();
    expect(screen.getByText('Showing 1\u2060–\u20603 of 3 messages')).toBeTruthy();
    expect(tab(/Messages/).textContent).toContain('2');

    const toggle = within(first).getByRole('button', { name: /Subject m1/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(within(first).getByText('Text of m1')).toBeTruthy();
    await waitFor(() => expect(within(first).queryByText('Unread')).toBeNull());
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.path)).toEqual(['/v1/Message/Employee/Messages/m1/Open']);
    expect(tab(/Messages/).textContent).toContain('1');
    expect(tab(/Messages/).textContent).toContain('(1 unread message)');

    // Closing and opening again asks nothing more; an opened one is not opened again.
    fireEvent.click(toggle);
    fireEvent.click(toggle);
    fireEvent.click(within(screen.getByRole('article', { name: /Subject m3/ })).getByRole('button'));
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1);
  });

  it('a failed Open says so beside the text and keeps it unread', async () => {
    stubApi({
      [MESSAGES]: list([message('m1')]),
      'PUT /v1/Message/Employee/Messages/m1/Open': { status: 500, body: { error: 'x' } },
    });
    routed('/notifications');
    const item = await screen.findByRole('article', { name: /Subject m1/ });
    fireEvent.click(within(item).getByRole('button'));
    expect(await within(item).findByText('The message could not be marked as read. Try again later.')).toBeTruthy();
    expect(within(item).getByText('Unread')).toBeTruthy();
    expect(within(item).getByText('Text of m1')).toBeTruthy();
  });

  it("a failed load says 'Could not load messages' and tries again", async () => {
    const calls = stubApi({ [MESSAGES]: [{ status: 503, body: { error: 'down' } }, list([message('m1')])] });
    routed('/notifications');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not load messages');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: /Subject m1/ })).toBeTruthy();
    expect(calls.filter((c) => c.path === '/v1/Message/Employee/Messages')).toHaveLength(2);
  });

  it('asks the route for the filters in the path; a bad value falls back and the list still loads', async () => {
    const calls = stubApi({ [MESSAGES]: list([]) });
    const { history } = routed('/notifications/10/20/2026-11-01/2026-10-01/fax/true/shiftMessage');
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.query).toEqual({
      skip: '10',
      take: '20',
      from: '2026-11-01',
      onlyUnopened: 'true',
      messageType: 'shiftMessage',
    });
    expect(history.at(-1)).toBe('/notifications/10/20/2026-11-01/-/-/true/shiftMessage');
    expect(await screen.findByText('No messages match the filter.')).toBeTruthy();
  });

  it('the filter goes into the path from the first page; an end before the start is refused, what was typed kept', async () => {
    stubApi({ [MESSAGES]: { body: { messages: [message('m1')], total: 11, unopened: 2 } } });
    const { history } = routed('/notifications/10');
    await screen.findByRole('article', { name: /Subject m1/ });
    const form = screen.getByRole('form', { name: 'Filter messages' });
    fireEvent.change(within(form).getByLabelText('From'), { target: { value: '2026-11-20' } });
    fireEvent.change(within(form).getByLabelText('To'), { target: { value: '2026-11-01' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Show' }));
    expect(within(form).getByText('The end cannot be before the start')).toBeTruthy();
    expect(history.at(-1)).toBe('/notifications/10');
    fireEvent.change(within(form).getByLabelText('To'), { target: { value: '2026-11-25' } });
    fireEvent.change(within(form).getByLabelText('Message type'), { target: { value: 'addedToShift' } });
    fireEvent.click(within(form).getByLabelText('Only unread'));
    fireEvent.click(within(form).getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(history.at(-1)).toBe('/notifications/0/10/2026-11-20/2026-11-25/-/true/addedToShift'));
  });
});

describe('notices and staff news', () => {
  it('shows the text in the user language, Finnish marked lang="fi" where there is no translation; opening marks it read', async () => {
    await act(() => i18n.changeLanguage('uk'));
    const calls = stubApi({
      'GET /v1/User/UpdateNotices': {
        body: {
          notices: [
            notice('n1', { titles: { uk: 'Заголовок n1' }, bodies: { uk: 'Текст n1' } }),
            notice('n2'),
            notice('n3', { read: true, readAt: '2026-11-21T08:00:00.000Z' }),
          ],
        },
      },
      'PUT /v1/User/UpdateNotices/n2/MarkAsRead': { body: notice('n2', { read: true, readAt: '2026-11-29T08:00:00.000Z' }) },
      'GET /v1/Employee/GetTopAlerts': { body: NO_ALERTS },
    });
    wrap(<NoticesRoute />, '/notices');
    const translated = await screen.findByRole('article', { name: /Заголовок n1/ });
    expect(within(translated).getByText('Текст n1').getAttribute('lang')).toBeNull();
    const finnish = screen.getByRole('article', { name: /Otsikko n2/ });
    expect(within(finnish).getByText('Otsikko n2').getAttribute('lang')).toBe('fi');
    expect(within(finnish).getByText('Teksti n2').getAttribute('lang')).toBe('fi');
    fireEvent.click(within(finnish).getByRole('button'));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.path)).toEqual(['/v1/User/UpdateNotices/n2/MarkAsRead']);
    await waitFor(() => expect(within(finnish).queryByText('Непрочитане')).toBeNull());
    expect(within(translated).getByText('Непрочитане')).toBeTruthy();
  });

  it("news: 'Could not load staff news' with a retry; opening an unread item marks it read by the news route", async () => {
    const calls = stubApi({
      'GET /v1/User/Staffnews': [{ status: 500, body: { error: 'x' } }, { body: { news: [notice('s1', { kind: 'news' })] } }],
      'PUT /v1/User/Staffnews/s1/MarkAsRead': {
        body: notice('s1', { kind: 'news', read: true, readAt: '2026-11-29T08:00:00.000Z' }),
      },
    });
    wrap(<StaffnewsRoute />, '/staffnews');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not load staff news');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    const item = await screen.findByRole('article', { name: /Otsikko s1/ });
    expect(within(item).getByText('Otsikko s1').getAttribute('lang')).toBe('fi');
    fireEvent.click(within(item).getByRole('button'));
    await waitFor(() => expect(within(item).queryByText('Unread')).toBeNull());
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.path)).toEqual(['/v1/User/Staffnews/s1/MarkAsRead']);
  });

  it("notices: 'Could not load notices'", async () => {
    stubApi({ 'GET /v1/User/UpdateNotices': { status: 500, body: { error: 'x' } } });
    wrap(<NoticesRoute />, '/notices');
    expect((await screen.findByRole('alert')).textContent).toContain('Could not load notices');
  });
});
