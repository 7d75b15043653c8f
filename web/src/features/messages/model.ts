import {
  agencyDayText,
  messageForm,
  messageType,
  MESSAGES_SKIP_MAX,
  routes,
  type employeeMessagesQuery,
  type MessageForm,
  type MessageType,
} from '@vuoro/domain';
import type { z } from 'zod';

/**
 * The messages list's filters as its address carries them:
 * `/notifications/:skip?/:take?/:from?/:until?/:messageForm?/:onlyUnopened?/:messageType?`, so
 * Back returns to the previous list and a filtered list survives a reload.
 */
export interface MessageFilter {
  skip: number;
  take: number;
  /** Helsinki days, `yyyy-MM-dd`; `until` whole. */
  from?: string | undefined;
  until?: string | undefined;
  messageForm?: MessageForm | undefined;
  onlyUnopened?: boolean | undefined;
  messageType?: MessageType | undefined;
}

/** A page of ten: a phone screen of messages, a few scrolls at most. */
export const MESSAGE_PAGE_SIZE = 10;
/** The route's largest page. */
export const MESSAGE_PAGE_MAX = 50;
/** How an unset filter is written when a later one is set (the path keeps its positions). */
export const UNSET = '-';

export const DEFAULT_MESSAGE_FILTER: MessageFilter = { skip: 0, take: MESSAGE_PAGE_SIZE };

type Segments = Partial<
  Record<'skip' | 'take' | 'from' | 'until' | 'messageForm' | 'onlyUnopened' | 'messageType', string | undefined>
>;

const wholeNumber = (value: string | undefined, min: number, max: number): number | undefined => {
  if (value === undefined || !/^\d{1,6}$/.test(value)) return undefined;
  const n = Number(value);
  return n >= min && n <= max ? n : undefined;
};
const day = (value: string | undefined) => (value && agencyDayText.safeParse(value).success ? value : undefined);

/**
 * Reads the address's segments. A bad value (not a day, an unknown type or form, a page over 50,
 * "to" before "from") falls back to its default and the rest still apply; `-` is unset.
 */
export function readMessageFilter(params: Segments): MessageFilter {
  const from = day(params.from);
  const until = day(params.until);
  const form = messageForm.safeParse(params.messageForm);
  const type = messageType.safeParse(params.messageType);
  return {
    skip: wholeNumber(params.skip, 0, MESSAGES_SKIP_MAX) ?? 0,
    take: wholeNumber(params.take, 1, MESSAGE_PAGE_MAX) ?? MESSAGE_PAGE_SIZE,
    from,
    until: until && from && until < from ? undefined : until,
    messageForm: form.success ? form.data : undefined,
    onlyUnopened: params.onlyUnopened === 'true' || undefined,
    messageType: type.success ? type.data : undefined,
  };
}

/**
 * The address of a filtered page (the inverse of `readMessageFilter`): trailing defaults left
 * out, an unset filter before a set one written `-`, paging written as numbers.
 */
export function messagesHref(filter: MessageFilter): string {
  const segments: (string | undefined)[] = [
    filter.skip ? String(filter.skip) : undefined,
    filter.take !== MESSAGE_PAGE_SIZE ? String(filter.take) : undefined,
    filter.from,
    filter.until,
    filter.messageForm,
    filter.onlyUnopened ? 'true' : undefined,
    filter.messageType,
  ];
  const last = segments.findLastIndex((s) => s !== undefined);
  const paging = [String(filter.skip), String(filter.take)];
  const filled = segments.slice(0, last + 1).map((s, i) => s ?? paging[i] ?? UNSET);
  const [skip, take, from, until, form, onlyUnopened, type] = filled;
  return routes.notifications.href({ skip, take, from, until, messageForm: form, onlyUnopened, messageType: type });
}

/** Whether any filter (not paging) is on. */
export const isFiltered = (f: MessageFilter): boolean =>
  !!(f.from || f.until || f.messageForm || f.onlyUnopened || f.messageType);

/** The route's query for a filter. */
export function messagesQuery(f: MessageFilter): z.input<typeof employeeMessagesQuery> {
  return {
    skip: f.skip,
    take: f.take,
    ...(f.from && { from: f.from }),
    ...(f.until && { until: f.until }),
    ...(f.messageForm && { messageForm: f.messageForm }),
    ...(f.onlyUnopened && { onlyUnopened: 'true' as const }),
    ...(f.messageType && { messageType: f.messageType }),
  };
}

export interface MessagePaging {
  from: number;
  to: number;
  previous: MessageFilter | null;
  next: MessageFilter | null;
  /** A page past the last message: the last page to go to instead. */
  outOfRange: MessageFilter | null;
}

/** Where a page of `shown` messages stands among `total`, and the pages around it. */
export function messagePaging(f: MessageFilter, total: number, shown: number): MessagePaging {
  const { skip, take } = f;
  return {
    from: skip + 1,
    to: skip + shown,
    previous: skip > 0 ? { ...f, skip: Math.max(0, skip - take) } : null,
    next: skip + take < total ? { ...f, skip: skip + take } : null,
    outOfRange: total > 0 && skip >= total ? { ...f, skip: Math.floor((total - 1) / take) * take } : null,
  };
}
