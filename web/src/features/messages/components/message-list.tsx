import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Redirect, useLocation } from 'wouter';
import { isSignedOut } from '@/lib/api-error';
import { ButtonLink } from '@/lib/ui/button';
import { EmptyState } from '@/lib/ui/empty-state';
import { LoadFailed } from '@/lib/ui/load-failed';
import { PageHeader } from '@/lib/ui/page-header';
import { useMessages } from '../api/get-messages';
import { isFiltered, messagePaging, messagesHref, type MessageFilter as Filter } from '../model';
import { MessageFilter } from './message-filter';
import { MessagesNav } from '@/lib/ui/messages-nav';
import { MessageItem } from './message-item';

export interface MessageListProps {
  /** The filter and page the address asks for. */
  filter: Filter;
}

/**
 * The employee's messages (`/notifications/…`): the filter, then a page of messages, unopened
 * first, each with "Unread", its type, who sent it and when. Opening one shows its text and
 * marks it opened (the Open route): its mark and the menu's count drop at once, and it keeps
 * its place in the list until the list is read again.
 */
export function MessageList({ filter }: MessageListProps) {
  const { t } = useTranslation(['messages', 'common', 'errors']);
  const [, navigate] = useLocation();
  const messages = useMessages(filter);
  const [opened, setOpened] = useState<ReadonlySet<string>>(new Set());
  const onOpened = (id: string) => setOpened((ids) => new Set(ids).add(id));

  const data = messages.data;
  const paging = data ? messagePaging(filter, data.total, data.messages.length) : null;
  if (messages.status === 'ready' && paging?.outOfRange) return <Redirect to={messagesHref(paging.outOfRange)} replace />;
  const signedOut = messages.status === 'error' && isSignedOut(messages.error);
  const filtered = isFiltered(filter);

  return (
    <div className="mx-auto max-w-3xl px-4 py-6">
      <MessagesNav />
      <PageHeader title={t('common:screens.notifications')} description={t('messages:list.intro')} />

      <details open={filtered} className="mt-4 rounded-lg border border-slate-300 bg-white p-3">
        <summary className="min-h-11 cursor-pointer content-center font-semibold text-brand-800">
          {t('messages:filter.label')}
        </summary>
        <MessageFilter key={messagesHref(filter)} filter={filter} onShow={(next) => navigate(messagesHref(next))} />
      </details>

      <p className="mt-4 text-slate-700" aria-live="polite">
        {messages.status === 'loading' && !data
          ? t('messages:list.loading')
          : data && data.total > 0 && data.messages.length > 0
            ? t('messages:list.count', { from: paging!.from, to: paging!.to, count: data.total })
            : ''}
      </p>
      {messages.status === 'error' && !signedOut && (
        <LoadFailed error={messages.error} retry={messages.retry} message={t('messages:list.couldNotLoad')} className="mt-3" />
      )}
      {data && data.total === 0 && (
        <EmptyState
          className="mt-3"
          title={t(filtered ? 'messages:list.noneMatching' : 'messages:list.none')}
          action={
            filtered && (
              <ButtonLink href={messagesHref({ skip: 0, take: filter.take })} variant="secondary">
                {t('messages:filter.clear')}
              </ButtonLink>
            )
          }
        />
      )}

      <ul aria-busy={messages.status === 'loading' || undefined} className="mt-3 grid gap-2">
        {data?.messages.map((m) => (
          <li key={m.id}>
            <MessageItem message={m} opened={opened.has(m.id)} onOpened={onOpened} />
          </li>
        ))}
      </ul>

      {paging && (paging.previous || paging.next) && (
        <nav aria-label={t('messages:list.pages')} className="mt-6 flex flex-wrap justify-between gap-3">
          {paging.previous ? (
            <ButtonLink href={messagesHref(paging.previous)} variant="secondary">
              {t('messages:list.previous')}
            </ButtonLink>
          ) : (
            <span />
          )}
          {paging.next && (
            <ButtonLink href={messagesHref(paging.next)} variant="secondary">
              {t('messages:list.next')}
            </ButtonLink>
          )}
        </nav>
      )}
    </div>
  );
}
